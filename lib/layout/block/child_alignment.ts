/**
 * Where a block container puts its in-flow block-level children along the line when their
 * inline margins are both set (not `auto`), beyond the left-to-right rule of CSS 2.2 §10.3.3
 * (the margin on the right takes what is left):
 * - in a right-to-left container the margin on the left takes it (§10.3.3), so the child sits
 *   at the right;
 * - Chromium's legacy `text-align` values -webkit-center, -webkit-left and -webkit-right (from
 *   <center>, `align` on div, p and table cells, and captions), which align inline content as
 *   center, left and right do, also centre such a child with its margins, or push it to the
 *   end when the end is the side named. No specification has them; WebKit's and Blink's inline
 *   margin resolution do, and pages that centre a table with <center> or `<div align=center>`
 *   rely on it.
 * Checked against Chromium 156.
 */
import type { ComputedStyle } from "../../css/types.ts";
import { borderBoxWidth, type HorizontalGeometry, resolveAuto } from "../geometry.ts";

/** How a container places its block-level children; absent for most (ltr, no legacy value). */
export interface ChildAlignment {
  /** The legacy alignment, if the container's text-align is one that moves children. */
  legacy: "center" | "left" | "right" | null;
  /** The container's direction: the start side of the line. */
  rtl: boolean;
}

/** How a container of `style` places its block-level children. */
export function childAlignmentOf(style: ComputedStyle): ChildAlignment | undefined {
  const rtl = style.direction === "rtl";
  switch (style.textAlign) {
    case "-webkit-center":
      return { legacy: "center", rtl };
    // Only the end side moves a child: the start is where it goes anyway.
    case "-webkit-right":
      return { legacy: rtl ? null : "right", rtl };
    case "-webkit-left":
      return { legacy: rtl ? "left" : null, rtl };
    default:
      return rtl ? { legacy: null, rtl } : undefined;
  }
}

/**
 * A block-level child's widths with its horizontal margins placed as its container says, in
 * the container's content area (or the room beside floats) `area`.
 */
export function alignedChild(
  geom: HorizontalGeometry,
  style: ComputedStyle,
  area: { width: number; childAlignment?: ChildAlignment },
): HorizontalGeometry {
  const { width: available, childAlignment: alignment } = area;
  if (alignment === undefined) return geom;
  const left = resolveAuto(style.marginLeft, available);
  const right = resolveAuto(style.marginRight, available);
  if (left === "auto" || right === "auto") return geom;
  const box = borderBoxWidth(geom);
  const rest = available - box;
  const { legacy, rtl } = alignment;
  if (legacy === "center") {
    // The margin box is centred, never pushed past the start edge.
    const start = Math.max(0, (rest - left - right) / 2);
    const marginLeft = rtl ? rest - start - right : start + left;
    return { ...geom, marginLeft, marginRight: rest - marginLeft };
  }
  // A legacy end alignment moves only a child narrower than the container.
  const end = legacy !== null && box < available ? legacy : rtl ? "right" : "left";
  return end === "right"
    ? { ...geom, marginLeft: rest - right, marginRight: right }
    : { ...geom, marginLeft: left, marginRight: rest - left };
}
