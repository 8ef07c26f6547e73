import { deepStrictEqual as eq } from "node:assert/strict";
import { type Point, polygonCoverage } from "./path_coverage.ts";

const grid = { x: 0, y: 0, step: 1, columns: 6, rows: 6 };
const rows = (coverage: Float32Array) =>
  Array.from(
    { length: grid.rows },
    (_, j) =>
      Array.from(coverage.subarray(j * grid.columns, (j + 1) * grid.columns), (v) =>
        Math.round(v * 100) / 100),
  );

const square = (x: number, y: number, size: number, clockwise = true): Point[] => {
  const points: Point[] = [[x, y], [x + size, y], [x + size, y + size], [x, y + size]];
  return clockwise ? points : points.reverse();
};

Deno.test("a square covers its cells whole, and halves of those its edges halve", () => {
  eq(rows(polygonCoverage([square(1, 1, 3.5)], grid)), [
    [0, 0, 0, 0, 0, 0],
    [0, 1, 1, 1, 0.5, 0],
    [0, 1, 1, 1, 0.5, 0],
    [0, 1, 1, 1, 0.5, 0],
    [0, 0.5, 0.5, 0.5, 0.25, 0],
    [0, 0, 0, 0, 0, 0],
  ]);
});

Deno.test("nonzero winding: a contour the other way round cuts a hole, the same way does not", () => {
  const hole = polygonCoverage([square(0, 0, 6), square(2, 2, 2, false)], grid);
  eq(rows(hole)[2], [1, 1, 0, 0, 1, 1]);
  const overlap = polygonCoverage([square(0, 0, 6), square(2, 2, 2)], grid);
  eq(rows(overlap)[2], [1, 1, 1, 1, 1, 1]);
});
