/**
 * A text area's resize handle as Chromium prints it in the corner of its padding box: two
 * diagonal strokes in translucent black, 7px and 3px long, each with a white one 1px further
 * into the corner.
 */
import type { RGBA } from "../../css/types.ts";
import type { DisplayItem, Rect } from "../types.ts";

const DARK: RGBA = { r: 0, g: 0, b: 0, a: 0.45 };
const LIGHT: RGBA = { r: 255, g: 255, b: 255, a: 1 };

/** Paints the handle in the bottom right corner of `padding`, the padding box. */
export function paintResizeHandle(out: DisplayItem[], padding: Rect): void {
  const right = Math.round(padding.x + padding.width);
  const bottom = Math.round(padding.y + padding.height);
  /** A stroke from `from` px above the corner to `from` px left of it, 2px in from both sides. */
  const stroke = (from: number, color: RGBA): DisplayItem => ({
    kind: "line",
    x1: right - 2,
    y1: bottom - from,
    x2: right - from,
    y2: bottom - 2,
    width: 1,
    color,
    dash: [],
    cap: "butt",
  });
  out.push(stroke(9, DARK), stroke(5, DARK), stroke(8, LIGHT), stroke(4, LIGHT));
}
