import assert from "node:assert/strict";
import { type ColumnConstraint, distributeAuto, gridIntrinsicWidths } from "./columns.ts";

const col = (min: number, max: number, constrained = false, percent = 0): ColumnConstraint => ({
  min,
  max,
  constrained,
  percent,
});

Deno.test("distributeAuto: below the min-content guess every column keeps its minimum", () => {
  assert.deepEqual(distributeAuto([col(10, 50), col(20, 30)], 5), [10, 20]);
});

Deno.test("distributeAuto: auto columns grow from min toward max in proportion", () => {
  // Min total 30, max total 80: half way there each column is half way to its max.
  assert.deepEqual(distributeAuto([col(10, 50), col(20, 30)], 55), [30, 25]);
});

Deno.test("distributeAuto: percentages are served before fixed and auto columns", () => {
  const widths = distributeAuto([col(0, 100, false, 50), col(0, 40, true), col(0, 100)], 100);
  assert.deepEqual(widths, [50, 40, 10]);
});

Deno.test("distributeAuto: width beyond every max goes to auto columns by max-content", () => {
  assert.deepEqual(distributeAuto([col(0, 10, true), col(0, 20), col(0, 60)], 170), [10, 40, 120]);
});

Deno.test("gridIntrinsicWidths: a percentage column widens the max-content width", () => {
  // 50px must be 25% of the grid, and the other 60px fit in the remaining 75%.
  assert.deepEqual(gridIntrinsicWidths([col(10, 50, false, 25), col(10, 60)]), {
    min: 20,
    max: 200,
  });
});
