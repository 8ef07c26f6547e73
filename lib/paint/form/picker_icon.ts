/**
 * The icon a date or time field shows at the end of its content box, as Chromium prints it: a
 * calendar 12px square 2.83px in from the content box's right edge, or for a time a clock 14px
 * square 7px in (measured at 13.333px), centred in its height (rounded up), in the text colour.
 * The outlines are those of Chromium's print, on a 24-unit grid.
 */
import type { RGBA } from "../../css/types.ts";
import type { DisplayItem, PathSegment, Rect } from "../types.ts";

type Step = [op: "M" | "L", x: number, y: number] | [
  op: "C",
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  x: number,
  y: number,
] | ["Z"];

/** A page with two rings at its top and a window below them. */
const CALENDAR: Step[] = [
  ["M", 20, 3],
  ["L", 19, 3],
  ["L", 19, 1],
  ["L", 17, 1],
  ["L", 17, 3],
  ["L", 7, 3],
  ["L", 7, 1],
  ["L", 5, 1],
  ["L", 5, 3],
  ["L", 4, 3],
  ["C", 2.9, 3, 2, 3.9, 2, 5],
  ["L", 2, 21],
  ["C", 2, 22.1, 2.9, 23, 4, 23],
  ["L", 20, 23],
  ["C", 21.1, 23, 22, 22.1, 22, 21],
  ["L", 22, 5],
  ["C", 22, 3.9, 21.1, 3, 20, 3],
  ["Z"],
  ["M", 20, 21],
  ["L", 4, 21],
  ["L", 4, 8],
  ["L", 20, 8],
  ["L", 20, 21],
  ["Z"],
];

/** A ring with the hands at a quarter past twelve. */
const CLOCK: Step[] = [
  ["M", 11.99, 2],
  ["C", 6.47, 2, 2, 6.48, 2, 12],
  ["C", 2, 17.52, 6.47, 22, 11.99, 22],
  ["C", 17.52, 22, 22, 17.52, 22, 12],
  ["C", 22, 6.48, 17.52, 2, 11.99, 2],
  ["Z"],
  ["M", 12, 20],
  ["C", 7.58, 20, 4, 16.42, 4, 12],
  ["C", 4, 7.58, 7.58, 4, 12, 4],
  ["C", 16.42, 4, 20, 7.58, 20, 12],
  ["C", 20, 16.42, 16.42, 20, 12, 20],
  ["Z"],
  ["M", 12.5, 7],
  ["L", 11, 7],
  ["L", 11, 13],
  ["L", 16.25, 16.14],
  ["L", 17, 14.92],
  ["L", 12.5, 12.25],
  ["Z"],
];

/** The steps drawn `size` px square at (x, y). */
function placed(steps: Step[], x: number, y: number, size: number): PathSegment[] {
  const k = size / 24;
  return steps.map((step): PathSegment => {
    switch (step[0]) {
      case "Z":
        return { op: "Z" };
      case "C":
        return {
          op: "C",
          x1: x + k * step[1],
          y1: y + k * step[2],
          x2: x + k * step[3],
          y2: y + k * step[4],
          x: x + k * step[5],
          y: y + k * step[6],
        };
      default:
        return { op: step[0], x: x + k * step[1], y: y + k * step[2] };
    }
  });
}

/** Paints the picker icon of a field whose content box is `content`. */
export function paintPickerIcon(
  out: DisplayItem[],
  content: Rect,
  icon: "calendar" | "clock",
  color: RGBA,
): void {
  const [size, inset] = icon === "calendar" ? [12, 2.83] : [14, 7];
  const x = content.x + content.width - inset - size;
  const y = content.y + Math.floor((content.height - size) / 2);
  const segments = placed(icon === "calendar" ? CALENDAR : CLOCK, x, y, size);
  out.push({ kind: "shape", segments, fill: { paint: color, evenOdd: false }, stroke: null });
}
