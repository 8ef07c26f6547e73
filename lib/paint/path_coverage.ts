/**
 * How much of each cell of a sample grid a set of closed polygons covers, by the nonzero
 * winding rule (what fills glyph outlines): each cell row is crossed by four scanlines, and
 * along each the spans inside the polygons add their length to the cells they cross.
 */
import type { SampleGrid } from "./blurred_mask.ts";

export type Point = [number, number];

const SCANLINES = 4;

/** The part of each cell (0–1) inside `polygons` (closed point lists, page px). */
export function polygonCoverage(polygons: readonly Point[][], grid: SampleGrid): Float32Array {
  const { columns, rows, step } = grid;
  const out = new Float32Array(columns * rows);
  const edges: [number, number, number, number][] = [];
  for (const polygon of polygons) {
    for (let i = 0; i < polygon.length; i++) {
      const [x0, y0] = polygon[i];
      const [x1, y1] = polygon[(i + 1) % polygon.length];
      if (y0 !== y1) edges.push([x0, y0, x1, y1]);
    }
  }
  const crossings: [number, number][] = [];
  const weight = 1 / (SCANLINES * step);
  for (let j = 0; j < rows; j++) {
    for (let s = 0; s < SCANLINES; s++) {
      const y = grid.y + (j + (s + 0.5) / SCANLINES) * step;
      crossings.length = 0;
      for (const [x0, y0, x1, y1] of edges) {
        if ((y0 <= y && y < y1) || (y1 <= y && y < y0)) {
          crossings.push([x0 + (x1 - x0) * (y - y0) / (y1 - y0), y1 > y0 ? 1 : -1]);
        }
      }
      crossings.sort((a, b) => a[0] - b[0]);
      let winding = 0;
      let enter = 0;
      for (const [x, direction] of crossings) {
        if (winding === 0) enter = x;
        winding += direction;
        if (winding === 0) addSpan(out, grid, j, enter, x, weight);
      }
    }
  }
  return out;
}

/** Adds the span [from, to] of one scanline of row `row` to the cells it crosses. */
function addSpan(
  out: Float32Array,
  grid: SampleGrid,
  row: number,
  from: number,
  to: number,
  weight: number,
): void {
  const { columns, step } = grid;
  const a = Math.max(0, (from - grid.x) / step);
  const b = Math.min(columns, (to - grid.x) / step);
  for (let i = Math.floor(a); i < b; i++) {
    const covered = Math.min(b, i + 1) - Math.max(a, i);
    if (covered > 0) out[row * columns + i] += covered * step * weight;
  }
}
