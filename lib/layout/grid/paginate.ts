/**
 * Laying out sized and aligned grid items in the fragmented flow (CSS Grid 1 §12, CSS
 * Fragmentation 3), as Chromium prints grids: row by row, each row's items laid out where
 * they go so that their content breaks across pages; a row whose items' first lines do not
 * fit on the page moves to the next one whole, as does one after a forced break or one with
 * a `break-inside: avoid` item that fits on a page; what pagination adds to a row moves the
 * rows after it down.
 */
import type { LayoutContext } from "../context.ts";
import type { BoxFragment, Fragment } from "../fragment.ts";
import { isForcedBreak } from "../block/mod.ts";
import type { Fragmentainer } from "../page/mod.ts";
import type { TrackEdges } from "./alignment.ts";
import type { Grid } from "./define.ts";
import { type GridItem, layoutGridItem } from "./item.ts";

/** The grid's content box: its left edge, top in the flow and (unfragmented) height. */
export interface ContentBox {
  x: number;
  top: number;
  height: number;
}

/**
 * Lays out the grid's items, appending their fragments to `out` in the items' order (the
 * painting order, §9); returns the content's bottom.
 */
export function placeGrid(
  grid: Grid,
  rows: TrackEdges,
  box: ContentBox,
  ctx: LayoutContext,
  out: Fragment[],
): number {
  const f = ctx.fragmentainer;
  const fragments = new Map<GridItem, BoxFragment>();
  const byRow = Map.groupBy(grid.items, (i) => i.area.row.start);
  const byEnd = Map.groupBy(grid.items, (i) => i.area.row.end);
  // How far rows from each index on have moved down.
  let shift = 0;
  const grown = new Map<number, number>();
  for (let r = 0; r < grid.rows.length; r++) {
    shift += grown.get(r) ?? 0;
    const items = byRow.get(r) ?? [];
    if (items.length === 0) continue;
    const rowTop = box.top + rows.start[r] + shift;
    const lay = () => items.map((item) => layOut(item, box, shift, 0, ctx));
    let laid = lay();
    if (f.paginated && !f.atPageTop(rowTop)) {
      const previous = byEnd.get(r) ?? [];
      const forced = items.some((i) => isForcedBreak(i.style.breakBefore)) ||
        previous.some((i) => isForcedBreak(i.style.breakAfter));
      const rowHeight = rows.end[r] - rows.start[r];
      const avoid = items.some((i) => i.style.breakInside !== "auto") &&
        !f.fits(rowTop, rowHeight) && rowHeight <= f.contentHeight;
      if (forced || avoid || laid.some((fragment) => leadingPushed(f, fragment))) {
        shift += f.nextPageTop(rowTop) - rowTop;
        laid = lay();
      }
    }
    // Content pushed down inside an item makes its last row, and those after, move down.
    const growth = laid.map((fragment, k) => {
      const item = items[k];
      const planned = box.top + rows.end[item.area.row.end - 1] + shift;
      return fragment.y + fragment.height + item.margin.bottom - planned;
    });
    const rowGrowth = Math.max(0, ...growth.filter((_, k) => items[k].area.row.end === r + 1));
    items.forEach((item, k) => {
      // Stretched items of a row that grew grow with it, as in Chromium.
      const stretched = item.height !== null && item.area.row.end === r + 1 && f.paginated;
      if (stretched && growth[k] < rowGrowth - 0.01) {
        laid[k] = layOut(item, box, shift, rowGrowth, ctx);
        growth[k] = rowGrowth;
      }
      fragments.set(item, laid[k]);
      const end = item.area.row.end;
      if (growth[k] > 0.01) grown.set(end, Math.max(grown.get(end) ?? 0, growth[k]));
    });
  }
  shift += grown.get(grid.rows.length) ?? 0;
  for (const item of grid.items) {
    const fragment = fragments.get(item);
    if (fragment) out.push(fragment);
  }
  return box.top + box.height + shift;
}

/**
 * Lays out an item at its place, rows moved down by `shift`; a stretched one `grow` taller.
 */
function layOut(
  item: GridItem,
  box: ContentBox,
  shift: number,
  grow: number,
  ctx: LayoutContext,
): BoxFragment {
  const x = box.x + item.x + item.margin.left;
  const y = box.top + item.y + shift + item.margin.top;
  // Paginated, a stretched item grows with content its page break pushes down (Chromium).
  const height = item.height !== null && ctx.fragmentainer.paginated
    ? { atLeast: item.height + grow }
    : item.height;
  return layoutGridItem(item, x, y, item.width, height, ctx);
}

/**
 * Whether the item's first content was pushed to a later page than its top: a line that
 * did not fit where the row starts (CSS Fragmentation 3 §4.4).
 */
function leadingPushed(f: Fragmentainer, fragment: BoxFragment): boolean {
  const first = firstContentTop(fragment);
  if (first === null) return false;
  return f.pageIndex(first) > f.pageIndex(fragment.y + fragment.border.top + fragment.padding.top);
}

/** The top of the first line inside a fragment (else of its first box), or null. */
function firstContentTop(fragment: BoxFragment): number | null {
  for (const child of fragment.children) {
    if (child.kind === "line") return child.y;
    if (child.kind === "box") return firstContentTop(child) ?? child.y;
  }
  return null;
}
