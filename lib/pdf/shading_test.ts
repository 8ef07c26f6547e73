import assert from "node:assert/strict";
import { printedPixels } from "../../tests/helpers/printed_pixels.ts";
import type { DisplayItem, PathSegment, Shading } from "../paint/types.ts";
import { colorFunction } from "./shading.ts";

const RED = { r: 255, g: 0, b: 0, a: 1 };
const BLUE = { r: 0, g: 0, b: 255, a: 1 };
const WHITE = { r: 255, g: 255, b: 255, a: 1 };

Deno.test("two stops are one interpolation; stops inside the range hold the end colours", () => {
  assert.deepEqual(colorFunction([{ offset: 0, color: RED }, { offset: 1, color: BLUE }]), {
    FunctionType: 2,
    Domain: [0, 1],
    C0: [1, 0, 0],
    C1: [0, 0, 1],
    N: 1,
  });
  const held = colorFunction([{ offset: 0.25, color: RED }, { offset: 0.75, color: BLUE }]);
  assert.equal(held.FunctionType, 3);
  assert.deepEqual("Bounds" in held && held.Bounds, [0.25, 0.75]);
});

Deno.test("a hard edge (two stops at one offset) and a stop out of order stitch without a gap", () => {
  const fn = colorFunction([
    { offset: 0, color: RED },
    { offset: 0.5, color: RED },
    { offset: 0.5, color: BLUE },
    // Before the previous stop: moved up to it (SVG 2 §14.4.2).
    { offset: 0.2, color: WHITE },
  ]);
  assert.ok("Functions" in fn);
  assert.deepEqual(fn.Bounds, [0.5]);
  assert.deepEqual(fn.Functions.map((f) => [f.C0, f.C1]), [
    [[1, 0, 0], [1, 0, 0]],
    [[1, 1, 1], [1, 1, 1]],
  ]);
});

/** A 100 × 50 band at the page's top-left. */
const BAND: PathSegment[] = [
  { op: "M", x: 0, y: 0 },
  { op: "L", x: 100, y: 0 },
  { op: "L", x: 100, y: 50 },
  { op: "L", x: 0, y: 50 },
  { op: "Z" },
];

Deno.test("printed: an axial shading fills its shape, red to blue along its axis", async () => {
  const shading: Shading = {
    kind: "axial",
    coords: [0, 0, 1, 0],
    matrix: [100, 0, 0, 100, 0, 0],
    stops: [{ offset: 0, color: RED }, { offset: 1, color: BLUE }],
    extend: true,
  };
  const item: DisplayItem = {
    kind: "shape",
    segments: BAND,
    fill: { paint: shading, evenOdd: false },
    stroke: null,
  };
  const pixel = await printedPixels([item], 100, 100);
  const [r0, , b0] = pixel(2, 25);
  const [r1, , b1] = pixel(97, 25);
  const [rm, , bm] = pixel(50, 25);
  assert.ok(r0 > 240 && b0 < 15, `left is red: ${pixel(2, 25)}`);
  assert.ok(r1 < 15 && b1 > 240, `right is blue: ${pixel(97, 25)}`);
  assert.ok(Math.abs(rm - 128) < 10 && Math.abs(bm - 128) < 10, `middle is half: ${pixel(50, 25)}`);
  assert.deepEqual(pixel(50, 75), [255, 255, 255], "nothing outside the shape");
});

Deno.test("printed: stops of different alphas fade the shading over what lies below", async () => {
  const shading: Shading = {
    kind: "axial",
    coords: [0, 0, 100, 0],
    matrix: [1, 0, 0, 1, 0, 0],
    stops: [{ offset: 0, color: RED }, { offset: 1, color: { ...RED, a: 0 } }],
    extend: true,
  };
  const square: DisplayItem = {
    kind: "shape",
    segments: BAND,
    fill: { paint: shading, evenOdd: false },
    stroke: null,
  };
  const below: DisplayItem = { kind: "rect", x: 0, y: 0, width: 100, height: 50, color: BLUE };
  const pixel = await printedPixels([below, square], 100, 100);
  const [r0, , b0] = pixel(2, 25);
  const [r1, , b1] = pixel(97, 25);
  const [rm, , bm] = pixel(50, 25);
  assert.ok(r0 > 240 && b0 < 15, `opaque red at the start: ${pixel(2, 25)}`);
  assert.ok(r1 < 15 && b1 > 240, `the blue below shows at the end: ${pixel(97, 25)}`);
  assert.ok(Math.abs(rm - 128) < 10 && Math.abs(bm - 128) < 10, `half and half: ${pixel(50, 25)}`);
});
