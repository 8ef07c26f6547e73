/**
 * Relative positioning (CSS 2.2 §9.4.3, CSS Position 3 §3.2): the box is laid out in flow,
 * then shifted by its insets without moving anything else. A sticky box (§3.4) is shifted
 * only to stay inside its scrollport; a printed page does not scroll and Chromium prints it
 * where it is in flow, so it is positioned (a containing block, a layer) but not shifted.
 */
import type { ComputedStyle } from "../../css/types.ts";
import { resolveAuto } from "../geometry.ts";

/**
 * The shift of a relatively positioned box whose containing block's content box is `width`
 * wide and `height` high (null when that height depends on content: a percentage `top` or
 * `bottom` is then `auto`, §9.3.2). `left` wins over `right` and `top` over `bottom` (ltr).
 */
export function relativeOffset(
  style: ComputedStyle,
  width: number,
  height: number | null,
): { dx: number; dy: number } {
  const left = resolveAuto(style.left, width);
  const right = resolveAuto(style.right, width);
  const vertical = (value: ComputedStyle["top"]) =>
    value !== "auto" && "percent" in value && height === null
      ? "auto"
      : resolveAuto(value, height ?? 0);
  const top = vertical(style.top);
  const bottom = vertical(style.bottom);
  return {
    dx: left !== "auto" ? left : right !== "auto" ? -right : 0,
    dy: top !== "auto" ? top : bottom !== "auto" ? -bottom : 0,
  };
}
