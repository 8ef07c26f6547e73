/**
 * A drop-down's arrow as Chromium prints it: a chevron 8px wide and 4px deep, stroked 2px in the
 * text colour, its left end 13px in from the box's right edge and its top 2px above the middle of
 * the box (whole px down from the top).
 */
import type { RGBA } from "../../css/types.ts";
import type { DisplayItem, Rect } from "../types.ts";
import { snapped } from "./theme.ts";

export function paintDropDownArrow(out: DisplayItem[], box: Rect, color: RGBA): void {
  const rect = snapped(box);
  const left = rect.x + rect.width - 13;
  const top = rect.y + Math.floor(rect.height / 2) - 2;
  out.push({
    kind: "shape",
    segments: [
      { op: "M", x: left, y: top },
      { op: "L", x: left + 4, y: top + 4 },
      { op: "L", x: left + 8, y: top },
    ],
    fill: null,
    stroke: {
      paint: color,
      width: 2,
      dash: [],
      dashOffset: 0,
      cap: "butt",
      join: "miter",
      miterLimit: 4,
    },
  });
}
