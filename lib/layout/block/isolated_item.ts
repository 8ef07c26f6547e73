/**
 * An item of a flex or grid container: a block box laid out on its own (a BFC root) at a
 * width and, when known, a height its container chose; its vertical margins are the
 * container's to place. Containers measure their items, then lay them out.
 */
import type { ComputedStyle, LengthPercentageAuto } from "../../css/types.ts";
import type { BlockBox } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import type { BoxFragment, Sides } from "../fragment.ts";
import { resolveAuto } from "../geometry.ts";
import { Fragmentainer } from "../page/mod.ts";
import { specifiedSize } from "../sizing/mod.ts";
import { firstBaseline, lastBaseline } from "../flex/baseline.ts";
import { layoutIsolated } from "./layout.ts";

export interface IsolatedItem {
  box: BlockBox;
  style: ComputedStyle;
  border: Sides;
  padding: Sides;
}

/** Physical margins; `auto` ones are 0 until alignment gives them free space. */
export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** An item its container aligns: its margins, and which of them are `auto`. */
export interface AlignedItem extends IsolatedItem {
  margin: Margins;
  autoMargin: { top: boolean; right: boolean; bottom: boolean; left: boolean };
}

/** The item's margins against `basis` (percentages of it), `auto` ones 0. */
export function itemMargins(style: ComputedStyle, basis: number): Margins {
  const px = (v: LengthPercentageAuto) => {
    const value = resolveAuto(v, basis);
    return value === "auto" ? 0 : value;
  };
  return {
    top: px(style.marginTop),
    right: px(style.marginRight),
    bottom: px(style.marginBottom),
    left: px(style.marginLeft),
  };
}

/** Which of the item's margins are `auto`. */
export function autoMargins(style: ComputedStyle): AlignedItem["autoMargin"] {
  return {
    top: style.marginTop === "auto",
    right: style.marginRight === "auto",
    bottom: style.marginBottom === "auto",
    left: style.marginLeft === "auto",
  };
}

/** Borders and padding across the item, horizontally or vertically. */
export function itemExtras(item: IsolatedItem, horizontal: boolean): number {
  const { border: b, padding: p } = item;
  return horizontal ? b.left + b.right + p.left + p.right : b.top + b.bottom + p.top + p.bottom;
}

/**
 * The item's min and max sizes along an axis (content box), percentages of `basis` (null:
 * indefinite); an `auto` minimum is 0 here, the container supplying its automatic minimum.
 */
export function itemMinMax(
  item: IsolatedItem,
  horizontal: boolean,
  basis: number | null,
): { min: number; max: number } {
  const s = item.style;
  const extra = itemExtras(item, horizontal);
  const [low, high] = horizontal ? [s.minWidth, s.maxWidth] : [s.minHeight, s.maxHeight];
  const min = specifiedSize(s, low, basis, extra) ?? 0;
  return { min, max: Math.max(min, specifiedSize(s, high, basis, extra) ?? Infinity) };
}

/**
 * The content height an item is laid out at: a definite one, its content's within its
 * min/max-height (null), or its content's but at least some size — a stretched item whose
 * content a page break pushes down makes it, and its line or row, taller.
 */
export type ItemHeight = number | null | { atLeast: number };

/** The style an item is laid out with: no vertical margins, the content height given. */
export function sizedStyle(style: ComputedStyle, height: ItemHeight): ComputedStyle {
  const placed = { ...style, marginTop: { px: 0 }, marginBottom: { px: 0 } };
  if (height === null) return { ...placed, height: "auto" };
  const fixed = typeof height === "number";
  return {
    ...placed,
    boxSizing: "content-box",
    height: fixed ? { px: height } : "auto",
    minHeight: fixed ? "auto" : { px: height.atLeast },
    maxHeight: "none",
  };
}

/**
 * Lays out `box` — the item's box, restyled by its container — with its border box at
 * (x, y) and content width `width`. The fragment keeps the item's own style for paint.
 */
export function layoutItemBox(
  item: IsolatedItem,
  box: BlockBox,
  x: number,
  y: number,
  width: number,
  ctx: LayoutContext,
): BoxFragment {
  const geom = { marginLeft: x, marginRight: 0, border: item.border, padding: item.padding, width };
  const fragment = layoutIsolated(box, geom, ctx, y);
  fragment.style = item.style;
  return fragment;
}

const measures = new WeakMap<LayoutContext, LayoutContext>();

/** The same context without pages: measuring an item must not fragment it. */
export function measuring(ctx: LayoutContext): LayoutContext {
  if (!ctx.fragmentainer.paginated) return ctx;
  let m = measures.get(ctx);
  if (!m) measures.set(ctx, m = { ...ctx, fragmentainer: Fragmentainer.unpaginated() });
  return m;
}

export interface Measured {
  /** Content height at the width, without min/max-height. */
  height: number;
  /** First and last baselines from the border-box top; null when the content has no line. */
  baseline: number | null;
  lastBaseline: number | null;
}

/**
 * Measurements by box and by the width and padding they were taken at. Without this, each
 * level of nested containers would double the layouts of the levels inside it.
 */
const measured = new WeakMap<BlockBox, Map<string, Measured>>();

/**
 * The item's content height at a content width, without min/max-height (its max-content
 * block size, CSS Sizing 3 §5.1), and its first and last baselines.
 */
export function measureItem(item: IsolatedItem, width: number, ctx: LayoutContext): Measured {
  const { border: b, padding: p } = item;
  const key = `${width} ${p.top} ${p.right} ${p.bottom} ${p.left}`;
  let byKey = measured.get(item.box);
  if (!byKey) measured.set(item.box, byKey = new Map());
  const known = byKey.get(key);
  if (known) return known;
  const unclamped: ComputedStyle = { ...item.style, minHeight: "auto", maxHeight: "none" };
  const box = { ...item.box, style: sizedStyle(unclamped, null) };
  const fragment = layoutItemBox(item, box, 0, 0, width, measuring(ctx));
  const result = {
    height: fragment.height - (b.top + b.bottom + p.top + p.bottom),
    baseline: firstBaseline(fragment),
    lastBaseline: lastBaseline(fragment),
  };
  byKey.set(key, result);
  return result;
}
