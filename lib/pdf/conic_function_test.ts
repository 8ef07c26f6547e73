import assert from "node:assert/strict";
import { printedPixels } from "../../tests/helpers/printed_pixels.ts";
import type { DisplayItem, Shading } from "../paint/types.ts";
import { conicFunctionCode } from "./conic_function.ts";

const RED = { r: 255, g: 0, b: 0, a: 1 };
const BLUE = { r: 0, g: 0, b: 255, a: 1 };
const LIME = { r: 0, g: 255, b: 0, a: 1 };

Deno.test("the function measures turns clockwise from up, then tests each stop in order", () => {
  const code = conicFunctionCode([
    { offset: 0, color: RED },
    { offset: 0.5, color: BLUE },
    { offset: 1, color: RED },
  ], 450);
  assert.equal(
    code,
    "{neg atan 90 sub dup 0 lt {360 add} if 360 div " +
      // Before the first stop, its colour; then one linear piece per stop pair.
      "dup 0 lt {pop 1 0 0} " +
      "{dup 0.5 le {0 sub dup -2 mul 1 add exch dup 0 mul 0 add exch 2 mul 0 add} " +
      "{dup 1 le {0.5 sub dup 2 mul 0 add exch dup 0 mul 0 add exch -2 mul 1 add} " +
      // After the last stop, its colour.
      "{pop 1 0 0} ifelse} ifelse} ifelse}",
  );
});

/** A 100 × 100 square filled with a conic shading about its centre. */
function conicSquare(stops: Shading["stops"], start: number): DisplayItem {
  const shading: Shading = {
    kind: "conic",
    coords: [50, 50, start, 0, 0, 100, 100],
    matrix: [1, 0, 0, 1, 0, 0],
    stops,
    extend: true,
  };
  return {
    kind: "shape",
    segments: [
      { op: "M", x: 0, y: 0 },
      { op: "L", x: 100, y: 0 },
      { op: "L", x: 100, y: 100 },
      { op: "L", x: 0, y: 100 },
      { op: "Z" },
    ],
    fill: { paint: shading, evenOdd: false },
    stroke: null,
  };
}

const near = (actual: number[], expected: number[], what: string) =>
  assert.ok(actual.every((v, i) => Math.abs(v - expected[i]) <= 24), `${what}: ${actual}`);

Deno.test("printed: a conic shading turns clockwise from its start angle", async () => {
  const stops = [
    { offset: 0, color: RED },
    { offset: 0.25, color: LIME },
    { offset: 0.5, color: BLUE },
    { offset: 1, color: RED },
  ];
  const pixel = await printedPixels([conicSquare(stops, 0)], 100, 100);
  near(pixel(52, 5), [255, 0, 0], "up is the start");
  near(pixel(95, 50), [0, 255, 0], "right is a quarter turn");
  near(pixel(50, 95), [0, 0, 255], "down is half a turn");
  near(pixel(5, 50), [128, 0, 128], "left is halfway from blue back to red");
  // Started at 90deg, red is on the right.
  const turned = await printedPixels([conicSquare(stops, 90)], 100, 100);
  near(turned(95, 52), [255, 0, 0], "the start turned to the right");
  near(turned(50, 95), [0, 255, 0], "a quarter turn further");
});
