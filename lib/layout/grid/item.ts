/**
 * A grid item (CSS Grid 1 §6): a block box laid out on its own (it establishes an independent
 * formatting context, §6.2) in the grid area it was placed in; its size contributions to the
 * tracks it spans (§11.5, with the automatic minimum size of §6.6), and its layout at a
 * size the grid chose.
 */
import type { ComputedStyle, LengthPercentageAuto } from "../../css/types.ts";
import { isScrollContainer } from "../../css/mod.ts";
import type { BlockBox } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import type { BoxFragment, Sides } from "../fragment.ts";
import { borderWidths, paddings, resolveLength } from "../geometry.ts";
import { intrinsicWidths } from "../intrinsic.ts";
import { layoutIsolated } from "../block/mod.ts";
import { Fragmentainer } from "../page/mod.ts";
import { firstBaseline } from "../flex/mod.ts";
import { contentSize } from "../flex/item.ts";
import type { Area } from "./placement.ts";

/** Physical margins; `auto` ones are 0 until alignment gives them free space (§10.2). */
export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface GridItem {
  box: BlockBox;
  style: ComputedStyle;
  border: Sides;
  padding: Sides;
  margin: Margins;
  autoMargin: { top: boolean; right: boolean; bottom: boolean; left: boolean };
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
  const item: GridItem = {
    box,
    style,
    border: borderWidths(style),
    padding: paddings(style, 0),
    margin: { top: 0, right: 0, bottom: 0, left: 0 },
    autoMargin: {
      top: style.marginTop === "auto",
      right: style.marginRight === "auto",
      bottom: style.marginBottom === "auto",
      left: style.marginLeft === "auto",
    },
    area,
    width: 0,
    x: 0,
    y: 0,
    height: null,
  };
  resolveSides(item, 0);
  return item;
}

/** Resolves the item's padding and margins (`auto` ones 0) against its area's width. */
export function resolveSides(item: GridItem, areaWidth: number): void {
  const { style } = item;
  const px = (v: LengthPercentageAuto) => v === "auto" ? 0 : resolveLength(v, areaWidth);
  item.padding = paddings(style, areaWidth);
  item.margin = {
    top: px(style.marginTop),
    right: px(style.marginRight),
    bottom: px(style.marginBottom),
    left: px(style.marginLeft),
  };
}

/** Borders and padding across the item, horizontally or vertically. */
export function extras(item: GridItem, horizontal: boolean): number {
  const { border: b, padding: p } = item;
  return horizontal ? b.left + b.right + p.left + p.right : b.top + b.bottom + p.top + p.bottom;
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
  return contentSize(item.style, value, basis, extras(item, horizontal));
}

/** The item's min and max sizes along an axis (content box); an `auto` minimum is 0 here. */
export function minMax(
  item: GridItem,
  horizontal: boolean,
  basis: number | null,
): { min: number; max: number } {
  const s = item.style;
  const [low, high] = horizontal ? [s.minWidth, s.maxWidth] : [s.minHeight, s.maxHeight];
  const min = definiteSize(item, low, basis, horizontal) ?? 0;
  return { min, max: Math.max(min, definiteSize(item, high, basis, horizontal) ?? Infinity) };
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
  const outside = extras(item, true) + margins(item, true);
  const specified = definiteSize(item, item.style.width, null, true);
  const { min, max } = minMax(item, true, null);
  const clamp = (w: number) => Math.max(min, Math.min(max, w)) + outside;
  if (specified !== null) return { min: clamp(specified), max: clamp(specified) };
  const content = intrinsicWidths(item.box, cbWidth, ctx);
  return { min: clamp(content.min), max: clamp(content.max) };
}

const measures = new WeakMap<LayoutContext, LayoutContext>();

/** The same context without pages: measuring an item must not fragment it. */
function measuring(ctx: LayoutContext): LayoutContext {
  if (!ctx.fragmentainer.paginated) return ctx;
  let m = measures.get(ctx);
  if (!m) measures.set(ctx, m = { ...ctx, fragmentainer: Fragmentainer.unpaginated() });
  return m;
}

export interface Measured {
  /** Content height at the width, without min/max-height. */
  height: number;
  /** First baseline from the border-box top, or null without a line. */
  baseline: number | null;
}

/**
 * Measurements by box and by the width and vertical padding they were taken at: a grid
 * measures its items, then lays them out.
 */
const measured = new WeakMap<BlockBox, Map<string, Measured>>();

/** The item's content height at a content width (its max-content block size). */
export function measure(item: GridItem, width: number, ctx: LayoutContext): Measured {
  const key = `${width} ${item.padding.top} ${item.padding.bottom}`;
  let byKey = measured.get(item.box);
  if (!byKey) measured.set(item.box, byKey = new Map());
  const known = byKey.get(key);
  if (known) return known;
  const unclamped: ComputedStyle = { ...item.style, minHeight: "auto", maxHeight: "none" };
  const fragment = layoutGridItem({ ...item, style: unclamped }, 0, 0, width, null, measuring(ctx));
  const result = {
    height: fragment.height - extras(item, false),
    baseline: firstBaseline(fragment),
  };
  byKey.set(key, result);
  return result;
}

/**
 * The content height an item is laid out at: a definite one, its content's within its
 * min/max-height (null), or its content's but at least some size — a stretched item on
 * pages, whose content a page break pushes down makes it taller.
 */
export type ItemHeight = number | null | { atLeast: number };

/**
 * Lays the item out with its border box at (x, y), content width `width` and content height
 * `height`. Its vertical margins are the grid's to place; the fragment keeps the item's own
 * style for paint.
 */
export function layoutGridItem(
  item: GridItem,
  x: number,
  y: number,
  width: number,
  height: ItemHeight,
  ctx: LayoutContext,
): BoxFragment {
  const placed = { ...item.style, marginTop: { px: 0 }, marginBottom: { px: 0 } };
  const style: ComputedStyle = height === null ? { ...placed, height: "auto" } : {
    ...placed,
    boxSizing: "content-box",
    height: typeof height === "number" ? { px: height } : "auto",
    minHeight: typeof height === "number" ? "auto" : { px: height.atLeast },
    maxHeight: "none",
  };
  const geom = { marginLeft: x, marginRight: 0, border: item.border, padding: item.padding, width };
  const fragment = layoutIsolated(withHeight({ ...item.box, style }, height), geom, ctx, y);
  fragment.style = item.style;
  return fragment;
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
