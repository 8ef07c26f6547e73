/**
 * The object bounding box of a path (SVG 2 §8.10 "Bounding boxes"): the tightest rectangle
 * around its geometry, fill only — the curves' extremes, not their control points. Gradients
 * and clip paths in objectBoundingBox units are laid over it.
 */
import type { PathSegment, Rect } from "../paint/types.ts";

/** The box of `segments`, or null for a path with no segments. */
export function pathBBox(segments: readonly PathSegment[]): Rect | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const include = (x: number, y: number) => {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  };
  let x = 0;
  let y = 0;
  for (const segment of segments) {
    if (segment.op === "Z") continue;
    if (segment.op === "C") {
      for (const t of extremes(x, segment.x1, segment.x2, segment.x)) {
        include(
          cubicAt(x, segment.x1, segment.x2, segment.x, t),
          cubicAt(y, segment.y1, segment.y2, segment.y, t),
        );
      }
      for (const t of extremes(y, segment.y1, segment.y2, segment.y)) {
        include(
          cubicAt(x, segment.x1, segment.x2, segment.x, t),
          cubicAt(y, segment.y1, segment.y2, segment.y, t),
        );
      }
    }
    x = segment.x;
    y = segment.y;
    include(x, y);
  }
  if (minX === Infinity) return null;
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** One coordinate of a cubic Bézier at parameter t. */
function cubicAt(p0: number, p1: number, p2: number, p3: number, t: number): number {
  const u = 1 - t;
  return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
}

/** The parameters in (0, 1) where one coordinate of a cubic turns: roots of its derivative. */
function extremes(p0: number, p1: number, p2: number, p3: number): number[] {
  // B'(t)/3 = a t² + b t + c
  const a = -p0 + 3 * p1 - 3 * p2 + p3;
  const b = 2 * (p0 - 2 * p1 + p2);
  const c = p1 - p0;
  const roots: number[] = [];
  if (Math.abs(a) < 1e-12) {
    if (Math.abs(b) > 1e-12) roots.push(-c / b);
  } else {
    const discriminant = b * b - 4 * a * c;
    if (discriminant >= 0) {
      const root = Math.sqrt(discriminant);
      roots.push((-b + root) / (2 * a), (-b - root) / (2 * a));
    }
  }
  return roots.filter((t) => t > 0 && t < 1);
}

/** The smallest rectangle holding both; null stands for nothing. */
export function unionRect(a: Rect | null, b: Rect | null): Rect | null {
  if (!a) return b;
  if (!b) return a;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}
