/**
 * A CSS gradient drawn into a box (CSS Images 3 §3, Images 4 §3.3): the gradient line of a
 * linear gradient, the ending shape of a radial one, the centre and start angle of a conic
 * one, resolved against the box and turned into a PDF-ready shading (or a plain colour when
 * the gradient has only one). Colours interpolate in sRGB, premultiplied, as Chromium prints
 * them: its PDF output ignores `in <color-space>`.
 */
import type { Gradient } from "../css/gradient.ts";
import type { LengthPercentage, RGBA } from "../css/types.ts";
import { resolveLength } from "../layout/mod.ts";
import { IDENTITY_AFFINE } from "./affine.ts";
import {
  averageColor,
  clipStops,
  premultipliedStops,
  repeatedStops,
  resolveStops,
  type Stop,
} from "./gradient_stops.ts";
import type { DisplayItem, Paint, Rect } from "./types.ts";

/** `box` filled with `gradient`, as a shape item. */
export function gradientRect(gradient: Gradient, box: Rect): DisplayItem {
  const { x, y, width, height } = box;
  return {
    kind: "shape",
    segments: [
      { op: "M", x, y },
      { op: "L", x: x + width, y },
      { op: "L", x: x + width, y: y + height },
      { op: "L", x, y: y + height },
      { op: "Z" },
    ],
    fill: { paint: gradientPaint(gradient, box), evenOdd: false },
    stroke: null,
  };
}

/** What `gradient` paints over `box`: a shading in page px, or one colour. */
export function gradientPaint(gradient: Gradient, box: Rect): Paint {
  switch (gradient.kind) {
    case "linear":
      return linearPaint(gradient, box);
    case "radial":
      return radialPaint(gradient, box);
    case "conic":
      return conicPaint(gradient, box);
  }
}

/**
 * The stops over [from, to] (offsets then rescaled to 0–1 of that range), repeated for a
 * repeating gradient; a colour when they come to one.
 */
function stopsOver(
  gradient: Gradient,
  stops: Stop[],
  from: number,
  to: number,
): Stop[] | RGBA {
  if (stops.length === 1) return stops[0].color;
  const laid = gradient.repeating ? repeatedStops(stops, from, to) : clipStops(stops, from, to);
  if (laid === null) return averageColor(stops);
  const span = to - from;
  const scaled = premultipliedStops(laid).map((stop) => ({
    offset: span > 0 ? (stop.offset - from) / span : 0,
    color: stop.color,
  }));
  const [first] = scaled;
  const solid = scaled.every(({ color }) =>
    color.r === first.color.r && color.g === first.color.g && color.b === first.color.b &&
    color.a === first.color.a
  );
  return solid ? first.color : scaled;
}

/**
 * linear-gradient (§3.1.1): the gradient line runs through the box's centre at the angle (0deg
 * up, clockwise; a corner's angle makes the 50% line join the two neighbouring corners), long
 * enough that the lines perpendicular to it through its ends touch the far corners:
 * |W sin θ| + |H cos θ|. The corners thus lie at offsets 0 and 1, all a box needs.
 */
function linearPaint(gradient: Extract<Gradient, { kind: "linear" }>, box: Rect): Paint {
  const { width: w, height: h } = box;
  const { direction } = gradient;
  let [dx, dy] = "angle" in direction
    ? [Math.sin(direction.angle * Math.PI / 180), -Math.cos(direction.angle * Math.PI / 180)]
    : [direction.corner.x * h, direction.corner.y * w];
  const norm = Math.hypot(dx, dy);
  if (norm === 0) [dx, dy] = [0, 1];
  else [dx, dy] = [dx / norm, dy / norm];
  const length = Math.abs(w * dx) + Math.abs(h * dy);
  const stops = resolveStops(gradient.stops, along(length));
  const laid = stopsOver(gradient, stops, 0, 1);
  if (!Array.isArray(laid)) return laid;
  const cx = box.x + w / 2;
  const cy = box.y + h / 2;
  const half = length / 2;
  return {
    kind: "axial",
    coords: [cx - dx * half, cy - dy * half, cx + dx * half, cy + dy * half],
    matrix: IDENTITY_AFFINE,
    stops: laid,
    extend: true,
  };
}

/** Offsets along a line of `length` px: a position's px over the length. */
function along(length: number) {
  return (position: LengthPercentage) => length > 0 ? resolveLength(position, length) / length : 0;
}

/**
 * radial-gradient (§3.2): the ending shape, an ellipse (or circle) about the centre, has the
 * offset 1; offsets are along its horizontal radius. The shading is a circle of that radius
 * squashed vertically by ry/rx; it spans the offsets up to the farthest corner.
 */
function radialPaint(gradient: Extract<Gradient, { kind: "radial" }>, box: Rect): Paint {
  const cx = resolveLength(gradient.center.x, box.width);
  const cy = resolveLength(gradient.center.y, box.height);
  const [rx, ry] = endingShape(gradient, box.width, box.height, cx, cy);
  const stops = resolveStops(gradient.stops, along(rx));
  // A degenerate shape (§3.2.3): too thin to show anything but what lies beyond it.
  if (!(rx > 0 && ry > 0)) {
    return gradient.repeating ? averageColor(stops) : stops[stops.length - 1].color;
  }
  const corners = [[0, 0], [box.width, 0], [0, box.height], [box.width, box.height]];
  const reach = Math.max(...corners.map(([x, y]) => Math.hypot((x - cx) / rx, (y - cy) / ry)));
  const laid = stopsOver(gradient, stops, 0, reach);
  if (!Array.isArray(laid)) return laid;
  const x = box.x + cx;
  const y = box.y + cy;
  const squash = ry / rx;
  return {
    kind: "radial",
    coords: [x, y, 0, x, y, reach * rx],
    matrix: [1, 0, 0, squash, 0, y - y * squash],
    stops: laid,
    extend: true,
  };
}

/**
 * The ending shape's radii (§3.2.2): an extent keyword measured from the centre to the box's
 * sides or corners (an ellipse through a corner keeps the proportions the matching side
 * keyword gives it), or the given lengths, percentages of the box's width and height.
 */
export function endingShape(
  gradient: Extract<Gradient, { kind: "radial" }>,
  width: number,
  height: number,
  cx: number,
  cy: number,
): [number, number] {
  const { size, shape } = gradient;
  if (typeof size !== "string") {
    return [resolveLength(size.rx, width), resolveLength(size.ry, height)];
  }
  const sidesX = [Math.abs(cx), Math.abs(width - cx)];
  const sidesY = [Math.abs(cy), Math.abs(height - cy)];
  const closest = size.startsWith("closest");
  const pick = (values: number[]) => closest ? Math.min(...values) : Math.max(...values);
  if (size.endsWith("side")) {
    if (shape === "circle") return Array(2).fill(pick([...sidesX, ...sidesY])) as [number, number];
    return [pick(sidesX), pick(sidesY)];
  }
  // The corner: the closest (or farthest) one from the centre.
  const corners = sidesX.flatMap((x) => sidesY.map((y) => [x, y]));
  const distances = corners.map(([x, y]) => Math.hypot(x, y));
  const [x, y] = corners[distances.indexOf(pick(distances))];
  if (shape === "circle") return [Math.hypot(x, y), Math.hypot(x, y)];
  const ratio = pick(sidesY) / pick(sidesX);
  if (!(ratio > 0) || !Number.isFinite(ratio)) return [0, 0];
  // The ellipse of that ratio through the corner: (x/rx)² + (y/(ratio·rx))² = 1.
  const rx = Math.hypot(x, y / ratio);
  return [rx, rx * ratio];
}

/**
 * conic-gradient (Images 4 §3.3): stops by angle around the centre, from the start angle
 * clockwise; offsets are turns (a shading of kind "conic": centre, start angle and the box).
 */
function conicPaint(gradient: Extract<Gradient, { kind: "conic" }>, box: Rect): Paint {
  const stops = resolveStops(gradient.stops, (position) => resolveLength(position, 1));
  const laid = stopsOver(gradient, stops, 0, 1);
  if (!Array.isArray(laid)) return laid;
  return {
    kind: "conic",
    coords: [
      box.x + resolveLength(gradient.center.x, box.width),
      box.y + resolveLength(gradient.center.y, box.height),
      gradient.from,
      box.x,
      box.y,
      box.x + box.width,
      box.y + box.height,
    ],
    matrix: IDENTITY_AFFINE,
    stops: laid,
    extend: true,
  };
}
