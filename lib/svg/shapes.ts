/**
 * The basic shapes (SVG 2 §10) and `path` as path segments in the element's user space, each
 * traced where and in the direction its equivalent path starts (which is where dashes start):
 * rect and circle clockwise on the page from their top-right and rightmost points. A shape
 * whose size is zero or negative (or invalid) renders nothing: null.
 */
import type { PathSegment } from "../paint/types.ts";
import { type LengthContext, parseNumberList, parseSvgLength } from "./length.ts";
import { arcToCubics, parsePathData } from "./path_data.ts";

type Attrs = Readonly<Record<string, string>>;

/** The segments of a shape element, or null when it draws nothing (or is no shape). */
export function shapeSegments(
  name: string,
  attrs: Attrs,
  ctx: LengthContext,
): PathSegment[] | null {
  const x = (attr: string) => parseSvgLength(attrs[attr], "x", ctx);
  const y = (attr: string) => parseSvgLength(attrs[attr], "y", ctx);
  const diagonal = (attr: string) => parseSvgLength(attrs[attr], "diagonal", ctx);
  switch (name) {
    case "path": {
      const segments = parsePathData(attrs.d ?? "");
      return segments.length > 0 ? segments : null;
    }
    case "rect":
      return rect(x("x") ?? 0, y("y") ?? 0, x("width") ?? 0, y("height") ?? 0, x("rx"), y("ry"));
    case "circle": {
      const r = diagonal("r") ?? 0;
      return ellipse(x("cx") ?? 0, y("cy") ?? 0, r, r);
    }
    case "ellipse": {
      // §10.4: `auto` (or a missing radius) takes the other one.
      const rx = x("rx");
      const ry = y("ry");
      return ellipse(x("cx") ?? 0, y("cy") ?? 0, rx ?? ry ?? 0, ry ?? rx ?? 0);
    }
    case "line":
      return [
        { op: "M", x: x("x1") ?? 0, y: y("y1") ?? 0 },
        { op: "L", x: x("x2") ?? 0, y: y("y2") ?? 0 },
      ];
    case "polyline":
    case "polygon":
      return poly(parseNumberList(attrs.points), name === "polygon");
    default:
      return null;
  }
}

/**
 * §10.2: radii clamped to half the sides, one given standing for both; traced from
 * (x + rx, y) along the top, then each corner as an arc.
 */
function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  rxIn: number | null,
  ryIn: number | null,
): PathSegment[] | null {
  if (!(width > 0 && height > 0)) return null;
  const valid = (r: number | null) => r !== null && r >= 0 ? r : null;
  let rx = valid(rxIn) ?? valid(ryIn) ?? 0;
  let ry = valid(ryIn) ?? valid(rxIn) ?? 0;
  rx = Math.min(rx, width / 2);
  ry = Math.min(ry, height / 2);
  const right = x + width;
  const bottom = y + height;
  if (rx === 0 || ry === 0) {
    return [
      { op: "M", x, y },
      { op: "L", x: right, y },
      { op: "L", x: right, y: bottom },
      { op: "L", x, y: bottom },
      { op: "Z" },
    ];
  }
  const corner = (x1: number, y1: number, x2: number, y2: number) =>
    arcToCubics(x1, y1, rx, ry, 0, false, true, x2, y2);
  return [
    { op: "M", x: x + rx, y },
    { op: "L", x: right - rx, y },
    ...corner(right - rx, y, right, y + ry),
    { op: "L", x: right, y: bottom - ry },
    ...corner(right, bottom - ry, right - rx, bottom),
    { op: "L", x: x + rx, y: bottom },
    ...corner(x + rx, bottom, x, bottom - ry),
    { op: "L", x, y: y + ry },
    ...corner(x, y + ry, x + rx, y),
    { op: "Z" },
  ];
}

/** §10.3–10.4: four quarter arcs from (cx + rx, cy), clockwise on the page. */
function ellipse(cx: number, cy: number, rx: number, ry: number): PathSegment[] | null {
  if (!(rx > 0 && ry > 0)) return null;
  const quarter = (x1: number, y1: number, x2: number, y2: number) =>
    arcToCubics(x1, y1, rx, ry, 0, false, true, x2, y2);
  return [
    { op: "M", x: cx + rx, y: cy },
    ...quarter(cx + rx, cy, cx, cy + ry),
    ...quarter(cx, cy + ry, cx - rx, cy),
    ...quarter(cx - rx, cy, cx, cy - ry),
    ...quarter(cx, cy - ry, cx + rx, cy),
    { op: "Z" },
  ];
}

/** §10.6–10.7: points in pairs; an odd last number is an error that drops it. */
function poly(numbers: number[], closed: boolean): PathSegment[] | null {
  if (numbers.length < 2) return null;
  const segments: PathSegment[] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    segments.push({ op: i === 0 ? "M" : "L", x: numbers[i], y: numbers[i + 1] });
  }
  if (closed) segments.push({ op: "Z" });
  return segments;
}
