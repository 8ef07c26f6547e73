/**
 * A list box's vertical scroll bar as Chromium prints it, at the end of its padding box: a 15px
 * track of rgb(252, 252, 252) with a grey arrow in a button 18px tall at each end, pointing up at
 * the top and down at the bottom (9px wide, 5px deep). The thumb, which shows how much of the list
 * is visible, is left out.
 */
import type { DisplayItem, Rect } from "../types.ts";

const TRACK = { r: 252, g: 252, b: 252, a: 1 };
const ARROW = { r: 139, g: 139, b: 139, a: 1 };
const WIDTH = 15;
const BUTTON = 18;

export function paintScrollbar(out: DisplayItem[], padding: Rect): void {
  const left = Math.round(padding.x + padding.width) - WIDTH;
  const top = Math.round(padding.y);
  const bottom = Math.round(padding.y + padding.height);
  out.push({ kind: "rect", x: left, y: top, width: WIDTH, height: bottom - top, color: TRACK });
  if (bottom - top < 2 * BUTTON) return;
  // Each arrow sits in its button, apex 6px and base 11px below the top, 7px and 12px above the
  // bottom.
  const arrow = (apex: number, base: number): DisplayItem => ({
    kind: "path",
    outlines: [{ points: [[left + 3, base], [left + 12, base], [left + 7.5, apex]] }],
    fill: ARROW,
    stroke: null,
    clip: null,
  });
  out.push(arrow(top + 6, top + 11), arrow(bottom - 7, bottom - 12));
}
