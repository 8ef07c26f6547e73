/**
 * `linearGradient` and `radialGradient` (SVG 2 §14.2–14.3) as shadings: attributes and stops
 * inherited along `href` (§14.2.3), coordinates in the shape's bounding box or in user space
 * (gradientUnits), gradientTransform, and spreadMethod — `pad` extends the end colours, while
 * `reflect` and `repeat` lay the stops out again as many times as the shape needs.
 */
import type { RGBA } from "../css/types.ts";
import { type Affine, applyAffine, compose, IDENTITY_AFFINE, invert } from "../paint/affine.ts";
import type { Paint, Rect, Shading } from "../paint/types.ts";
import { hrefOf, isSvgElement, localId, type SvgElement } from "./document.ts";
import { type Axis, type LengthContext, unitsLength } from "./length.ts";
import { parseTransformList } from "./transform_list.ts";

type Stop = Shading["stops"][number];

/** How many times reflect or repeat lay out the stops at most; beyond, they pad. */
const MAX_PERIODS = 64;

const isGradient = (el: SvgElement) => el.name === "linearGradient" || el.name === "radialGradient";

/** The gradient and those its href chain reaches, nearest first; cycles end the chain. */
function hrefChain(gradient: SvgElement, refs: ReadonlyMap<string, SvgElement>): SvgElement[] {
  const chain = [gradient];
  for (;;) {
    const next = refs.get(localId(hrefOf(chain.at(-1)!.attrs)) ?? "");
    if (!next || !isGradient(next) || chain.includes(next)) return chain;
    chain.push(next);
  }
}

/**
 * The paint of `gradient` on a shape whose bounding box is `bbox`, with `opacity` (fill- or
 * stroke-opacity) applied to its stops: a shading, a colour for a gradient with one stop or
 * none to spread over, or null for one with no stops, which paints nothing (§14.2.4).
 */
export function gradientPaint(
  gradient: SvgElement,
  refs: ReadonlyMap<string, SvgElement>,
  bbox: Rect | null,
  ctx: LengthContext,
  opacity: number,
): Paint | null {
  const chain = hrefChain(gradient, refs);
  /** An attribute from the nearest gradient in the chain that has it (of the same kind). */
  const attr = (name: string, sameKind = false) =>
    chain.find((g) => name in g.attrs && (!sameKind || g.name === gradient.name))?.attrs[name];
  const stops = gradientStops(chain, opacity);
  if (stops.length === 0) return null;
  if (stops.length === 1) return stops[0].color;

  const boundingBox = attr("gradientUnits") !== "userSpaceOnUse";
  // §14.2: a bounding box without width or height cannot be painted in its own units.
  if (boundingBox && (!bbox || bbox.width === 0 || bbox.height === 0)) return null;
  const units: Affine = boundingBox
    ? [bbox!.width, 0, 0, bbox!.height, bbox!.x, bbox!.y]
    : IDENTITY_AFFINE;
  const matrix = compose(
    units,
    parseTransformList(attr("gradientTransform") ?? "") ?? IDENTITY_AFFINE,
  );
  const length = (name: string, axis: Axis, fallback: string) =>
    unitsLength(attr(name, true) ?? fallback, axis, boundingBox, ctx) ?? 0;
  const last = stops[stops.length - 1].color;

  let shading: Shading;
  if (gradient.name === "linearGradient") {
    const coords = [
      length("x1", "x", "0%"),
      length("y1", "y", "0%"),
      length("x2", "x", "100%"),
      length("y2", "y", "0%"),
    ];
    // §14.2.2: x1,y1 = x2,y2 paints the last stop's colour.
    if (coords[0] === coords[2] && coords[1] === coords[3]) return last;
    shading = { kind: "axial", coords, matrix, stops, extend: true };
  } else {
    const cx = length("cx", "x", "50%");
    const cy = length("cy", "y", "50%");
    const r = length("r", "diagonal", "50%");
    // §14.3.2: the focal point defaults to the centre.
    const fx = attr("fx", true) === undefined ? cx : length("fx", "x", "50%");
    const fy = attr("fy", true) === undefined ? cy : length("fy", "y", "50%");
    const fr = length("fr", "diagonal", "0%");
    if (!(r > 0)) return last;
    shading = { kind: "radial", coords: [fx, fy, fr, cx, cy, r], matrix, stops, extend: true };
  }
  const spread = attr("spreadMethod");
  if ((spread === "reflect" || spread === "repeat") && bbox) {
    return spreadOver(shading, bbox, spread === "reflect");
  }
  return shading;
}

/**
 * The stops of the nearest gradient in the chain that has any (§14.2.3), offsets clamped to
 * [0, 1] and never below an earlier one (§14.4.2), colours with stop-opacity and `opacity`.
 */
function gradientStops(chain: SvgElement[], opacity: number): Stop[] {
  for (const gradient of chain) {
    const elements = gradient.children.filter(isSvgElement).filter((c) => c.name === "stop");
    if (elements.length === 0) continue;
    let previous = 0;
    return elements.map((stop) => {
      const text = stop.attrs.offset?.trim() ?? "0";
      const number = parseFloat(text);
      const offset = Number.isFinite(number) ? (text.endsWith("%") ? number / 100 : number) : 0;
      previous = Math.max(previous, Math.min(1, Math.max(0, offset)));
      const { stopColor, stopOpacity } = stop.style;
      const color: RGBA = { ...stopColor, a: stopColor.a * stopOpacity * opacity };
      return { offset: previous, color };
    });
  }
  return [];
}

/**
 * `reflect` and `repeat` (§14.2.4): the stops laid out once per period over the range of the
 * gradient the shape's box reaches, the shading stretched over those periods.
 */
function spreadOver(shading: Shading, bbox: Rect, reflect: boolean): Shading {
  const toGradient = invert(shading.matrix);
  if (!toGradient) return shading;
  const corners = [
    [bbox.x, bbox.y],
    [bbox.x + bbox.width, bbox.y],
    [bbox.x, bbox.y + bbox.height],
    [bbox.x + bbox.width, bbox.y + bbox.height],
  ].map(([x, y]) => applyAffine(toGradient, x, y));
  const c = shading.coords;
  let from: number;
  let to: number;
  if (shading.kind === "axial") {
    // Where the corners project onto the gradient vector, in periods.
    const [dx, dy] = [c[2] - c[0], c[3] - c[1]];
    const ts = corners.map(([x, y]) => ((x - c[0]) * dx + (y - c[1]) * dy) / (dx * dx + dy * dy));
    from = Math.floor(Math.min(...ts));
    to = Math.ceil(Math.max(...ts));
  } else {
    // Radial: from the focal circle outwards, as far as the farthest corner from the centre.
    const reach = Math.max(...corners.map(([x, y]) => Math.hypot(x - c[3], y - c[4])));
    from = 0;
    to = Math.ceil((reach + Math.hypot(c[3] - c[0], c[4] - c[1])) / (c[5] - c[2]));
  }
  to = Math.min(to, from + MAX_PERIODS);
  if (to - from <= 1 && from === 0) return shading;
  const periods = to - from;
  const stops: Stop[] = [];
  for (let p = from; p < to; p++) {
    const mirrored = reflect && ((p % 2) + 2) % 2 === 1;
    const period = mirrored
      ? [...shading.stops].reverse().map((s) => ({ ...s, offset: 1 - s.offset }))
      : shading.stops;
    for (const s of period) stops.push({ offset: (p - from + s.offset) / periods, color: s.color });
  }
  const at = (t: number, i: number, j: number) => c[i] + t * (c[j] - c[i]);
  const coords = shading.kind === "axial"
    ? [at(from, 0, 2), at(from, 1, 3), at(to, 0, 2), at(to, 1, 3)]
    : [c[0], c[1], c[2], at(to, 0, 3), at(to, 1, 4), at(to, 2, 5)];
  return { ...shading, coords, stops };
}
