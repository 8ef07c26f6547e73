/**
 * Preferred aspect ratios (CSS Sizing 4 §2): which ratio a box has, and sizes transferred
 * through it from one axis to the other (§2.1 "aspect-ratio", §5.1 transferred min/max).
 */
import type { ComputedStyle } from "../../css/types.ts";

/** A preferred aspect ratio in use, and the box it relates (Sizing 4 §2.1). */
export interface Ratio {
  /** Width over height. */
  value: number;
  /**
   * What the box the ratio relates adds to the content box horizontally and vertically:
   * borders and padding for `box-sizing: border-box` with a lone `<ratio>`, else 0 (with
   * `auto`, the ratio relates content boxes).
   */
  extraX: number;
  extraY: number;
}

/**
 * The box's preferred aspect ratio (§2.1): `auto` is the natural ratio of a replaced element
 * (null: none), `<ratio>` the given one, `auto && <ratio>` the natural one when there is one.
 * A degenerate ratio (a zero side) behaves as `auto`.
 */
export function preferredRatio(
  style: ComputedStyle,
  natural: number | null,
  extraX: number,
  extraY: number,
): Ratio | null {
  const { auto, ratio } = style.aspectRatio;
  const given = ratio !== null && ratio.width > 0 && ratio.height > 0
    ? ratio.width / ratio.height
    : null;
  if (natural !== null && (auto || given === null)) return { value: natural, extraX: 0, extraY: 0 };
  if (given === null) return null;
  // With `auto` the ratio always relates content boxes, else the box-sizing boxes.
  return style.boxSizing === "border-box" && !auto
    ? { value: given, extraX, extraY }
    : { value: given, extraX: 0, extraY: 0 };
}

/** The content height that goes with a content width through the ratio. */
export function heightFor(width: number, ratio: Ratio): number {
  return Math.max(0, (width + ratio.extraX) / ratio.value - ratio.extraY);
}

/** The content width that goes with a content height through the ratio. */
export function widthFor(height: number, ratio: Ratio): number {
  return Math.max(0, (height + ratio.extraY) * ratio.value - ratio.extraX);
}
