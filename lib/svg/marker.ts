/**
 * Markers (SVG 2 §13.8): arrowheads and dots drawn at a shape's vertices — marker-start at the
 * first, marker-mid at every other but the last, marker-end at the last. Each is the marker's
 * content in its own viewport (markerWidth × markerHeight, its viewBox fitted in), placed so
 * that its refX/refY point lies on the vertex, turned by `orient` (a fixed angle, or along the
 * path: the bisector of the directions in and out, §13.8.4) and scaled by the stroke width
 * unless markerUnits is userSpaceOnUse.
 */
import { type Affine, applyAffine, compose } from "../paint/affine.ts";
import type { PathSegment, Rect } from "../paint/types.ts";
import { rotation } from "../css/matrix.ts";
import { flatten } from "../paint/transform.ts";
import { localId, type SvgElement } from "./document.ts";
import { type LengthContext, parseSvgLength } from "./length.ts";
import { parsePreserveAspectRatio, parseViewBox, viewBoxTransform } from "./viewbox.ts";

/** A vertex of a path and the directions (radians) the path arrives and leaves in. */
interface Vertex {
  x: number;
  y: number;
  in: number | null;
  out: number | null;
}

/** Where one marker is drawn: its content through `matrix`, clipped to `clip` unless null. */
export interface MarkerPlacement {
  marker: SvgElement;
  matrix: Affine;
  clip: Rect | null;
  /** The viewBox's mapping into the marker's viewport, and the size its lengths refer to. */
  content: Affine;
  viewport: { width: number; height: number };
}

/** The markers of a shape with these segments and this stroke width. */
export function markerPlacements(
  shape: SvgElement,
  segments: readonly PathSegment[],
  strokeWidth: number,
  refs: ReadonlyMap<string, SvgElement>,
  lengths: LengthContext,
): MarkerPlacement[] {
  const { markerStart, markerMid, markerEnd } = shape.style;
  const markerOf = (value: typeof markerStart) => {
    const el = value === "none" ? undefined : refs.get(localId(value.url) ?? "");
    return el?.name === "marker" ? el : null;
  };
  const start = markerOf(markerStart);
  const mid = markerOf(markerMid);
  const end = markerOf(markerEnd);
  if (!start && !mid && !end) return [];
  const vertices = pathVertices(segments);
  const out: MarkerPlacement[] = [];
  vertices.forEach((vertex, i) => {
    const position = i === 0 ? "start" : i === vertices.length - 1 ? "end" : "mid";
    const marker = position === "start" ? start : position === "end" ? end : mid;
    const placement = marker && place(marker, vertex, position, strokeWidth, lengths);
    if (placement) out.push(placement);
  });
  return out;
}

function place(
  marker: SvgElement,
  vertex: Vertex,
  position: "start" | "mid" | "end",
  strokeWidth: number,
  lengths: LengthContext,
): MarkerPlacement | null {
  const a = marker.attrs;
  const width = parseSvgLength(a.markerWidth, "x", lengths) ?? 3;
  const height = parseSvgLength(a.markerHeight, "y", lengths) ?? 3;
  const viewBox = parseViewBox(a.viewBox);
  if (!(width > 0 && height > 0) || viewBox === "disabled") return null;
  const viewportRect = { x: 0, y: 0, width, height };
  const content: Affine = viewBox
    ? viewBoxTransform(viewBox, parsePreserveAspectRatio(a.preserveAspectRatio), viewportRect)
    : [1, 0, 0, 1, 0, 0];
  const [refX, refY] = applyAffine(content, Number(a.refX) || 0, Number(a.refY) || 0);
  const scale = a.markerUnits === "userSpaceOnUse" ? 1 : strokeWidth;
  const degrees = orientation(a.orient, vertex, position);
  const turn = flatten(rotation(0, 0, 1, degrees));
  const matrix = compose(
    compose([1, 0, 0, 1, vertex.x, vertex.y], turn),
    [scale, 0, 0, scale, -refX * scale, -refY * scale],
  );
  return {
    marker,
    matrix,
    clip: marker.style.css.overflowX === "visible" ? null : viewportRect,
    content,
    viewport: viewBox ?? viewportRect,
  };
}

/** `orient` (§13.8.3) in degrees at a vertex: auto along the path, or a fixed angle. */
function orientation(orient: string | undefined, v: Vertex, position: string): number {
  const value = orient?.trim() ?? "0";
  if (value === "auto" || value === "auto-start-reverse") {
    const reverse = value === "auto-start-reverse" && position === "start" ? 180 : 0;
    return directionAt(v, position) * 180 / Math.PI + reverse;
  }
  const match = value.match(/^([+-]?(?:\d+\.?\d*|\.\d+))(deg)?$/);
  return match ? Number(match[1]) : 0;
}

/** The marker's direction: leaving at the start, arriving at the end, between them elsewhere. */
function directionAt(v: Vertex, position: string): number {
  if (position === "start") return v.out ?? v.in ?? 0;
  if (position === "end") return v.in ?? v.out ?? 0;
  if (v.in === null || v.out === null) return v.in ?? v.out ?? 0;
  // The bisector: half way from the incoming direction to the outgoing one, the short way.
  const turn = ((v.out - v.in + 3 * Math.PI) % (2 * Math.PI)) - Math.PI;
  return v.in + turn / 2;
}

const direction = (x0: number, y0: number, x1: number, y1: number) =>
  x0 === x1 && y0 === y1 ? null : Math.atan2(y1 - y0, x1 - x0);

/** Every vertex of the path: each segment's end, and a close's return to its subpath's start. */
export function pathVertices(segments: readonly PathSegment[]): Vertex[] {
  const vertices: Vertex[] = [];
  let subpath = 0;
  let x = 0;
  let y = 0;
  const arrive = (toX: number, toY: number, leaving: number | null, arriving: number | null) => {
    const last = vertices[vertices.length - 1];
    if (last && last.out === null) last.out = leaving;
    vertices.push({ x: toX, y: toY, in: arriving, out: null });
    x = toX;
    y = toY;
  };
  for (const s of segments) {
    if (s.op === "M") {
      subpath = vertices.length;
      vertices.push({ x: s.x, y: s.y, in: null, out: null });
      x = s.x;
      y = s.y;
    } else if (s.op === "L") {
      const d = direction(x, y, s.x, s.y);
      arrive(s.x, s.y, d, d);
    } else if (s.op === "C") {
      const leaving = direction(x, y, s.x1, s.y1) ?? direction(x, y, s.x2, s.y2) ??
        direction(x, y, s.x, s.y);
      const arriving = direction(s.x2, s.y2, s.x, s.y) ?? direction(s.x1, s.y1, s.x, s.y) ??
        direction(x, y, s.x, s.y);
      arrive(s.x, s.y, leaving, arriving);
    } else {
      const first = vertices[subpath];
      const d = direction(x, y, first.x, first.y) ?? vertices[vertices.length - 1].in;
      arrive(first.x, first.y, d, d);
      vertices[vertices.length - 1].out = first.out;
    }
  }
  return vertices;
}
