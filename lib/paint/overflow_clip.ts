/**
 * Overflow clipping (CSS Overflow 3 §3): a box whose `overflow` is not `visible` clips its
 * content — not its own background and border — in each axis that is not visible, to its
 * padding box (hidden, scroll and auto; nothing scrolls on paper) or, for `clip`, to the edge
 * `overflow-clip-margin` names, pushed out by its length (§3.2). The edge follows the
 * box's rounded corners (the padding edge's curves, CSS Backgrounds 3 §5.3) when both axes clip.
 * The root's overflow, or the body's, belongs to the viewport instead (§3.5): layout left the
 * box it came from visible (lib/layout/viewport_overflow.ts), and a page has no viewport to
 * clip, as Chromium prints `body { overflow: hidden }` in full.
 */
import { usedOverflow } from "../css/mod.ts";
import type { BoxFragment, Sides } from "../layout/mod.ts";
import { clipTo, insetRoundedRect, roundedBorderBox, SQUARE_CORNERS } from "./corner_radii.ts";
import type { DisplayItem, Radius, RoundedRect } from "./types.ts";

/** How far an axis that is not clipped reaches: beyond any page. */
const UNBOUNDED = 1e6;

/** Whether the box clips its content in either axis. */
export function clipsOverflow(f: BoxFragment): boolean {
  return f.style.overflowX !== "visible" || f.style.overflowY !== "visible";
}

const grown = ([x, y]: Radius, by: number): Radius => x > 0 && y > 0 ? [x + by, y + by] : [x, y];

/**
 * A rounded rectangle pushed out by `by` px on every side: the rectangle grows, and so do its
 * rounded corners' radii, while square corners stay square.
 */
function outset(rect: RoundedRect, by: number): RoundedRect {
  if (by <= 0) return rect;
  const [topLeft, topRight, bottomRight, bottomLeft] = rect.radii.map((r) => grown(r, by));
  return {
    x: rect.x - by,
    y: rect.y - by,
    width: rect.width + 2 * by,
    height: rect.height + 2 * by,
    radii: [topLeft, topRight, bottomRight, bottomLeft],
  };
}

const add = (a: Sides, b: Sides): Sides => ({
  top: a.top + b.top,
  right: a.right + b.right,
  bottom: a.bottom + b.bottom,
  left: a.left + b.left,
});

/** The overflow clip edge of one axis's value, in page coordinates. */
function clipEdge(f: BoxFragment, value: string, border: RoundedRect): RoundedRect {
  if (value !== "clip") return insetRoundedRect(border, f.border);
  const { box, px } = f.style.overflowClipMargin;
  const edge = box === "border-box"
    ? border
    : insetRoundedRect(border, box === "padding-box" ? f.border : add(f.border, f.padding));
  return outset(edge, px);
}

/**
 * The push that clips the box's content, `dx`, `dy` taking flow to page coordinates; null when
 * the box clips nothing.
 */
export function overflowClip(f: BoxFragment, dx: number, dy: number): DisplayItem | null {
  if (!clipsOverflow(f)) return null;
  const { x, y } = usedOverflow(f.style);
  const border = roundedBorderBox(f, dx, dy);
  const ex = x === "visible" ? null : clipEdge(f, x, border);
  const ey = y === "visible" ? null : clipEdge(f, y, border);
  const left = ex ? ex.x : border.x - UNBOUNDED;
  const right = ex ? ex.x + ex.width : border.x + border.width + UNBOUNDED;
  const top = ey ? ey.y : border.y - UNBOUNDED;
  const bottom = ey ? ey.y + ey.height : border.y + border.height + UNBOUNDED;
  // Rounded only when both axes clip, by the corners of the edge they clip to.
  const radii = ex && ey ? ex.radii : SQUARE_CORNERS;
  return clipTo({ x: left, y: top, width: right - left, height: bottom - top, radii });
}
