/**
 * The main and cross axes of a flex container (CSS Flexbox 1 §2, §5.1, §5.2) in horizontal
 * writing: `row` runs along x, `column` along y; `-reverse` swaps main-start and main-end,
 * `wrap-reverse` cross-start and cross-end.
 */
import type { ComputedStyle, LengthPercentage } from "../../css/types.ts";
import { resolveLength } from "../geometry.ts";

export interface FlexAxes {
  /** The main axis is horizontal. */
  row: boolean;
  /** main-start is at the right (row-reverse) or bottom (column-reverse). */
  reverse: boolean;
  /** Items may wrap onto several lines (`wrap`, `wrap-reverse`). */
  wrap: boolean;
  /** Lines stack from the bottom (row) or right (column). */
  wrapReverse: boolean;
}

export function flexAxes(style: ComputedStyle): FlexAxes {
  const direction = style.flexDirection;
  return {
    row: direction === "row" || direction === "row-reverse",
    reverse: direction.endsWith("-reverse"),
    wrap: style.flexWrap !== "nowrap",
    wrapReverse: style.flexWrap === "wrap-reverse",
  };
}

/**
 * The column and row gaps (Box Alignment 3 §8.1) of a flex or grid container whose content
 * box is `width` × `height`: `normal` is 0 there; a percentage of an indefinite size is 0.
 */
export function gutters(
  style: ComputedStyle,
  width: number,
  height: number | null,
): { column: number; row: number } {
  const gap = (value: LengthPercentage | "normal", basis: number | null) =>
    value === "normal" || ("percent" in value && basis === null)
      ? 0
      : Math.max(0, resolveLength(value, basis ?? 0));
  return { column: gap(style.columnGap, width), row: gap(style.rowGap, height) };
}

/** The main-axis and cross-axis gaps. */
export function flexGaps(
  style: ComputedStyle,
  axes: FlexAxes,
  width: number,
  height: number | null,
): { main: number; cross: number } {
  const { column, row } = gutters(style, width, height);
  return axes.row ? { main: column, cross: row } : { main: row, cross: column };
}
