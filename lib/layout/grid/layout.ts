/**
 * Grid layout (CSS Grid 1 §11.1, the grid sizing algorithm): the grid defined and its items
 * placed (§7–8), the columns sized, the items justified in them, the rows sized at the items'
 * widths, the tracks aligned (§10.5), then the items aligned in their areas and laid out in
 * the fragmented flow (§12, paginate.ts).
 */
import type { ComputedStyle } from "../../css/types.ts";
import type { BlockBox } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import type { Fragment } from "../fragment.ts";
import { borderWidths, paddings } from "../geometry.ts";
import { intrinsicWidths } from "../intrinsic.ts";
import { type ContentArea, type FlowState, itemExtras, measureItem } from "../block/mod.ts";
import { selfAlignment } from "../flex/alignment.ts";
import { alignInArea, trackEdges } from "./alignment.ts";
import { columnContributions, rowContributions } from "./contributions.ts";
import { defineGrid, type Grid } from "./define.ts";
import { type GridItem, resolveSides } from "./item.ts";
import { specifiedSize } from "../sizing/mod.ts";
import { placeGrid } from "./paginate.ts";
import { gridStaticPositions } from "./static_position.ts";
import { gapsAfter, sizeTracks, type SizingSpace, tracksSize } from "./track_sizing.ts";
import type { AxisSize } from "./tracks.ts";

/**
 * Lays out a grid container's items in its content area from the flow's cursor, appending
 * their fragments to `out` and moving the cursor to the end of the content; then the
 * placeholders of its absolutely positioned children, which are no items (§9).
 */
export function layoutGridContent(
  style: ComputedStyle,
  content: { items: BlockBox[]; positioned: BlockBox[] },
  area: ContentArea,
  flow: FlowState,
  ctx: LayoutContext,
  out: Fragment[],
): void {
  if (flow.firstContentY === null) flow.firstContentY = flow.cursor;
  const placed = layoutGrid(style, content.items, area, flow.cursor, ctx, out);
  flow.cursor = placed.bottom;
  const padding = paddings(style, area.width);
  out.push(...gridStaticPositions(style, content.positioned, placed.box, padding));
}

/**
 * The grid sizing algorithm (§11.1) for the container's items from `top`: returns the
 * content box (unfragmented) and where the content ends in the flow.
 */
function layoutGrid(
  style: ComputedStyle,
  boxes: BlockBox[],
  area: ContentArea,
  top: number,
  ctx: LayoutContext,
  out: Fragment[],
): { box: { x: number; y: number; width: number; height: number }; bottom: number } {
  const heights = blockSizes(style, area);
  // §7–8: the explicit grid, the items placed, the implicit grid.
  const grid = defineGrid(style, boxes, { definite: area.width, min: null, max: null }, heights);
  // §11.1 step 1: the track sizing algorithm sizes the columns.
  sizeColumns(grid, definiteSpace(area.width, 0, Infinity, style.justifyContent), area.width, ctx);
  const columnGaps = gapsAfter(grid.columns, grid.columnGap);
  const columns = trackEdges(grid.columns, columnGaps, area.width, style.justifyContent, true);
  // §10.3: the items' widths in their columns, which their heights depend on.
  for (const item of grid.items) {
    const { start, end } = item.area.column;
    resolveSides(item, columns.end[end - 1] - columns.start[start]);
    const justify = selfAlignment(item.style.justifySelf, style.justifyItems);
    const placed = alignInArea(item, true, columns, justify, (room) => {
      const { min, max } = intrinsicWidths(item.box, area.width, ctx);
      return Math.min(max, Math.max(min, room));
    });
    item.width = placed.size;
    item.x = placed.offset;
  }
  // §11.1 step 2: the rows, from the items' heights at those widths.
  const shims = baselineShims(grid, ctx);
  const rowItems = rowContributions(grid.items, grid.rows, grid.rowGap, ctx, shims);
  const min = heights.min ?? 0;
  const max = heights.max ?? Infinity;
  const rowSpace = definiteSpace(heights.definite, min, max, style.alignContent);
  sizeTracks(grid.rows, rowItems, grid.rowGap, rowSpace);
  // Steps 3–4 (re-resolving columns and rows for contributions that changed with the other
  // axis) are not done: in horizontal writing a block's widths do not depend on its height.
  // Step 5 (§10.5): the tracks aligned in the content box.
  const rowGaps = gapsAfter(grid.rows, grid.rowGap);
  const height = heights.definite ?? Math.max(min, Math.min(max, tracksSize(grid.rows, rowGaps)));
  const rows = trackEdges(grid.rows, rowGaps, height, style.alignContent, false);
  // §10.4: the items aligned in their row areas, baseline-aligned ones lowered by their shim.
  for (const item of grid.items) {
    const align = selfAlignment(item.style.alignSelf, style.alignItems);
    const placed = alignInArea(
      item,
      false,
      rows,
      align,
      () => measureItem(item, item.width, ctx).height,
    );
    item.height = placed.definite ? placed.size : null;
    item.y = placed.offset + (shims.get(item) ?? 0);
  }
  // §12: the items laid out in the fragmented flow.
  const bottom = placeGrid(grid, rows, { x: area.x, top, height }, ctx, out);
  return { box: { x: area.x, y: top, width: area.width, height }, bottom };
}

/** The container's inner height and its min and max, for the rows (§11.1 step 2, §7.2.3.2). */
function blockSizes(style: ComputedStyle, area: ContentArea): AxisSize {
  const border = borderWidths(style);
  const padding = paddings(style, area.width);
  const extra = border.top + border.bottom + padding.top + padding.bottom;
  const min = specifiedSize(style, style.minHeight, area.height, extra);
  const max = specifiedSize(style, style.maxHeight, area.height, extra);
  return { definite: area.height, min: min || null, max };
}

/** The space of a definite (or, null, indefinite) size; `normal`/`stretch` stretch auto tracks. */
function definiteSpace(
  size: number | null,
  min: number,
  max: number,
  distribution: ComputedStyle["justifyContent"],
): SizingSpace {
  const keyword = distribution.keyword;
  return {
    size,
    constraint: null,
    min,
    max,
    stretch: keyword === "normal" || keyword === "stretch",
  };
}

/** §11.1 step 1: the column sizes, in `space`, from the items' width contributions. */
export function sizeColumns(grid: Grid, space: SizingSpace, cbWidth: number, ctx: LayoutContext) {
  const items = columnContributions(grid.items, grid.columns, grid.columnGap, cbWidth, ctx);
  sizeTracks(grid.columns, items, grid.columnGap, space);
}

/** Whether an item is aligned by its first baseline in its row (§10.6). */
function baselineAligned(grid: Grid, item: GridItem): boolean {
  const align = selfAlignment(item.style.alignSelf, grid.style.alignItems);
  return align.keyword === "baseline" && !item.autoMargin.top && !item.autoMargin.bottom;
}

/** An item's first baseline from its margin-box top; without a line, its border-box bottom. */
function baselineOf(item: GridItem, ctx: LayoutContext): number {
  const m = measureItem(item, item.width, ctx);
  return item.margin.top + (m.baseline ?? m.height + itemExtras(item, false));
}

/**
 * §11.5 step 1: baseline-aligned items of a row are shifted down so that their baselines
 * meet; the shift (the shim) adds to their height contributions.
 */
function baselineShims(grid: Grid, ctx: LayoutContext): Map<GridItem, number> {
  const shims = new Map<GridItem, number>();
  const byRow = Map.groupBy(
    grid.items.filter((i) => baselineAligned(grid, i)),
    (i) => i.area.row.start,
  );
  for (const items of byRow.values()) {
    const above = items.map((i) => baselineOf(i, ctx));
    const top = Math.max(...above);
    items.forEach((item, k) => shims.set(item, top - above[k]));
  }
  return shims;
}
