/**
 * Chromium's legacy alignment of block-level children: its `text-align` values -webkit-center,
 * -webkit-left and -webkit-right (from <center>, `align` on div, p and table cells, and
 * captions) align a container's inline content as center, left and right do, and also move
 * its in-flow block-level children whose inline margins are both set (not `auto`): centred
 * with their margins, or pushed to the end of the line when the end is the side named. No
 * specification has it (CSS 2.2 §10.3.3 resolves such margins as over-constrained); WebKit's
 * and Blink's inline margin resolution do it, and pages that centre a table with <center> or
 * `<div align=center>` rely on it. Checked against Chromium 156.
 */
import type { ComputedStyle } from "../../css/types.ts";
import { type HorizontalGeometry, resolveAuto } from "../geometry.ts";

/** How a container moves its block-level children; none for most containers. */
export interface LegacyAlign {
  to: "center" | "left" | "right";
  /** The container's direction: the side a centred child's margins start from. */
  rtl: boolean;
}

/** The legacy alignment a container of `style` gives its block-level children, if any. */
export function legacyAlignOf(style: ComputedStyle): LegacyAlign | undefined {
  const rtl = style.direction === "rtl";
  switch (style.textAlign) {
    case "-webkit-center":
      return { to: "center", rtl };
    // Only the end side moves a child: the start is where it already goes.
    case "-webkit-right":
      return rtl ? undefined : { to: "right", rtl };
    case "-webkit-left":
      return rtl ? { to: "left", rtl } : undefined;
    default:
      return undefined;
  }
}

/**
 * A block-level child's widths with its horizontal margins moved as `align` says, in a
 * container (or the room beside floats) `available` wide.
 */
export function legacyAligned(
  geom: HorizontalGeometry,
  style: ComputedStyle,
  align: LegacyAlign | undefined,
  available: number,
): HorizontalGeometry {
  if (align === undefined) return geom;
  const left = resolveAuto(style.marginLeft, available);
  const right = resolveAuto(style.marginRight, available);
  if (left === "auto" || right === "auto") return geom;
  const box = geom.border.left + geom.padding.left + geom.width + geom.padding.right +
    geom.border.right;
  const rest = available - box;
  if (align.to === "center") {
    // The margin box is centred, never pushed past the start edge.
    const start = Math.max(0, (rest - left - right) / 2);
    const marginLeft = align.rtl ? rest - start - right : start + left;
    return { ...geom, marginLeft, marginRight: rest - marginLeft };
  }
  // A child as wide as the container stays where it is.
  if (box >= available) return geom;
  return align.to === "right"
    ? { ...geom, marginLeft: rest - right, marginRight: right }
    : { ...geom, marginLeft: left, marginRight: rest - left };
}
