/**
 * A grid item (CSS Grid 1 §6): a block box laid out on its own (it establishes an independent
 * formatting context, §6.2) in the grid area it was placed in; its size contributions to the
 * tracks it spans (§11.5, with the automatic minimum size of §6.6), and its layout at a
 * size the grid chose.
 */
import type { ComputedStyle } from "../../css/types.ts";
import { isScrollContainer } from "../../css/mod.ts";
import type { BlockBox } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import type { BoxFragment } from "../fragment.ts";
import { borderWidths, paddings } from "../geometry.ts";
import { intrinsicWidths } from "../intrinsic.ts";
import {
  type AlignedItem,
  autoMargins,
  itemExtras,
  type ItemHeight,
  itemMargins,
  itemMinMax,
  layoutItemBox,
  sizedStyle,
} from "../block/mod.ts";
import { specifiedSize } from "../sizing/mod.ts";
import type { Area } from "./placement.ts";

/** `auto` margins are 0 until alignment gives them free space (§10.2). */
export interface GridItem extends AlignedItem {
  /** The tracks it spans, as indices into the implicit grid's rows and columns. */
  area: Area;
  /** Content-box width, once the columns are sized and the item justified (§10.3). */
  width: number;
  /** Offset of the margin box from the content box's left edge. */
  x: number;
  /** Offset of the margin box from the content box's top, once rows are sized (§10.4). */
  y: number;
  /** The content height to lay out at: definite (stretched or set), or null: its content's. */
  height: number | null;
}

/**
 * An item's record. Percentages of its margins and padding are of its grid area's width
 * (§6.4), unknown until the columns are sized: they count as 0 until then (resolveSides).
 */
export function newGridItem(box: BlockBox, area: Area): GridItem {
  const style = box.style;
  return {
    box,
    style,
    border: borderWidths(style),
    padding: paddings(style, 0),
    margin: itemMargins(style, 0),
    autoMargin: autoMargins(style),
    area,
    width: 0,
    x: 0,
    y: 0,
    height: null,
  };
}

/** Resolves the item's padding and margins (`auto` ones 0) against its area's width. */
export function resolveSides(item: GridItem, areaWidth: number): void {
  item.padding = paddings(item.style, areaWidth);
  item.margin = itemMargins(item.style, areaWidth);
}

/** Margins across the item (`auto` ones 0). */
export function margins(item: GridItem, horizontal: boolean): number {
  const m = item.margin;
  return horizontal ? m.left + m.right : m.top + m.bottom;
}

/**
 * A size property of the item as a content-box size, or null when it is not a length or is
 * a percentage of an unknown size (flex layout's rule, CSS Sizing 3 §5.1).
 */
export function definiteSize(
  item: GridItem,
  value: ComputedStyle["width"] | ComputedStyle["maxWidth"],
  basis: number | null,
  horizontal: boolean,
): number | null {
  return specifiedSize(item.style, value, basis, itemExtras(item, horizontal));
}

/**
 * Whether the automatic minimum size applies along an axis (§6.6): `min-*: auto` on an item
 * that is no scroll container, spanning an `auto`-minimum track and, when it spans several,
 * no flexible one.
 */
export function hasAutomaticMinimum(
  item: GridItem,
  horizontal: boolean,
  spansAutoMinimum: boolean,
  spansFlexible: boolean,
): boolean {
  const s = item.style;
  if ((horizontal ? s.minWidth : s.minHeight) !== "auto" || isScrollContainer(s)) return false;
  const span = horizontal ? item.area.column : item.area.row;
  return spansAutoMinimum && (span.end - span.start === 1 || !spansFlexible);
}

/** The inline-axis contributions (§11.5): outer min- and max-content widths. */
export function inlineContributions(
  item: GridItem,
  cbWidth: number,
  ctx: LayoutContext,
): { min: number; max: number } {
  const outside = itemExtras(item, true) + margins(item, true);
  const specified = definiteSize(item, item.style.width, null, true);
  const { min, max } = itemMinMax(item, true, null);
  const clamp = (w: number) => Math.max(min, Math.min(max, w)) + outside;
  if (specified !== null) return { min: clamp(specified), max: clamp(specified) };
  const content = intrinsicWidths(item.box, cbWidth, ctx);
  return { min: clamp(content.min), max: clamp(content.max) };
}

/**
 * Lays the item out with its border box at (x, y), content width `width` and content height
 * `height` (a stretched item on pages: at least some height).
 */
export function layoutGridItem(
  item: GridItem,
  x: number,
  y: number,
  width: number,
  height: ItemHeight,
  ctx: LayoutContext,
): BoxFragment {
  const box = withHeight({ ...item.box, style: sizedStyle(item.style, height) }, height);
  return layoutItemBox(item, box, x, y, width, ctx);
}

/**
 * A table item stretched or sized by the grid: the table box inside its wrapper takes the
 * height, its rows sharing what they do not need, as Chromium stretches tables (a table's
 * height is a minimum, which also serves the `atLeast` of pages).
 */
function withHeight(box: BlockBox, height: ItemHeight): BlockBox {
  if (box.content.type !== "table" || height === null) return box;
  const px = typeof height === "number" ? height : height.atLeast;
  const table = box.content.table;
  const style: ComputedStyle = { ...table.style, boxSizing: "border-box", height: { px } };
  return { ...box, content: { type: "table", table: { ...table, style } } };
}
