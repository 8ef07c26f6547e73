/**
 * 2D affine transformations of page coordinates, as PDF's `cm` takes them (PDF 32000-1
 * §8.3.4) and CSS's `matrix(a, b, c, d, e, f)` writes them: (x, y) ↦ (ax + cy + e, bx + dy + f).
 */
import type { PathSegment, Rect } from "./types.ts";

export type Affine = readonly [a: number, b: number, c: number, d: number, e: number, f: number];

export const IDENTITY_AFFINE: Affine = [1, 0, 0, 1, 0, 0];

/** `outer × inner`: inner applied first. */
export function compose(outer: Affine, inner: Affine): Affine {
  const [a, b, c, d, e, f] = outer;
  const [a2, b2, c2, d2, e2, f2] = inner;
  return [
    a * a2 + c * b2,
    b * a2 + d * b2,
    a * c2 + c * d2,
    b * c2 + d * d2,
    a * e2 + c * f2 + e,
    b * e2 + d * f2 + f,
  ];
}

export function applyAffine(m: Affine, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** The segments mapped through `m` (Bézier curves map by their control points). */
export function transformSegments(segments: readonly PathSegment[], m: Affine): PathSegment[] {
  return segments.map((s) => {
    if (s.op === "Z") return s;
    const [x, y] = applyAffine(m, s.x, s.y);
    if (s.op !== "C") return { op: s.op, x, y };
    const [x1, y1] = applyAffine(m, s.x1, s.y1);
    const [x2, y2] = applyAffine(m, s.x2, s.y2);
    return { op: "C", x1, y1, x2, y2, x, y };
  });
}

/** The inverse, or null for a matrix that flattens the plane onto a line or a point. */
export function invert(m: Affine): Affine | null {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  if (det === 0 || !Number.isFinite(det)) return null;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

/** The axis-aligned box around a rectangle's four corners mapped through `m`. */
export function boundsOf(m: Affine, rect: Rect): Rect {
  const { x, y, width, height } = rect;
  const corners = [[x, y], [x + width, y], [x, y + height], [x + width, y + height]]
    .map(([u, v]) => applyAffine(m, u, v));
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}
