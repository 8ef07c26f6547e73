import { deepStrictEqual as eq, ok } from "node:assert/strict";
import { blurredAlpha, gridOver, roundedRectCoverage } from "./blurred_mask.ts";
import type { RoundedRect } from "./types.ts";

const SQUARE = [[0, 0], [0, 0], [0, 0], [0, 0]] as const;
const box: RoundedRect = { x: 20, y: 20, width: 60, height: 60, radii: SQUARE };

Deno.test("the grid: a quarter sigma per sample, between half a pixel and one", () => {
  eq(gridOver({ x: 0, y: 0, width: 100, height: 50 }, 5), {
    x: 0,
    y: 0,
    step: 1,
    columns: 100,
    rows: 50,
  });
  eq(gridOver({ x: 0, y: 0, width: 10, height: 10 }, 1).step, 0.5);
});

Deno.test("a blurred edge: half alpha on the shape's edge, a Gaussian's profile across it", () => {
  const grid = gridOver({ x: 0, y: 0, width: 100, height: 100 }, 5);
  const alpha = blurredAlpha(roundedRectCoverage(box, grid), grid, 5, 1, false);
  const at = (x: number, y: number) => alpha[y * grid.columns + x] / 255;
  // The middle row: the edge at x = 20 lies between samples 19 and 20.
  ok(Math.abs((at(19, 50) + at(20, 50)) / 2 - 0.5) < 0.02, `${at(19, 50)} ${at(20, 50)}`);
  // One sigma inside and outside: Φ(±1) = 0.84, 0.16.
  ok(Math.abs(at(25, 50) - 0.84) < 0.03, `${at(25, 50)}`);
  ok(Math.abs(at(14, 50) - 0.16) < 0.03, `${at(14, 50)}`);
  eq(at(50, 50), 1);
  eq(at(0, 50), 0);
  // A corner: a quarter where both edges meet.
  ok(Math.abs((at(19, 19) + at(20, 20)) / 2 - 0.25) < 0.05, `${at(19, 19)} ${at(20, 20)}`);
});

Deno.test("inverted for inset shadows, scaled by the colour's alpha", () => {
  const grid = gridOver({ x: 0, y: 0, width: 100, height: 100 }, 4);
  const alpha = blurredAlpha(roundedRectCoverage(box, grid), grid, 4, 0.5, true);
  eq(alpha[50 * grid.columns + 50], 0);
  eq(alpha[50 * grid.columns + 2], 128);
});

Deno.test("rounded corners are cut round before blurring", () => {
  const round: RoundedRect = { ...box, radii: [[30, 30], [30, 30], [30, 30], [30, 30]] };
  const grid = gridOver({ x: 0, y: 0, width: 100, height: 100 }, 0.1);
  const alpha = blurredAlpha(roundedRectCoverage(round, grid), grid, 0.1, 1, false);
  const at = (x: number, y: number) =>
    alpha[Math.round(y / grid.step) * grid.columns + Math.round(x / grid.step)];
  eq(at(50, 50), 255);
  // Near the square corner, outside the circle.
  eq(at(22, 22), 0);
  eq(at(50, 21), 255);
});
