import assert from "node:assert/strict";
import type { DisplayItem, PathSegment, Shading, ShapeStroke } from "../paint/types.ts";
import { printedPixels } from "../../tests/helpers/printed_pixels.ts";
import { writePdf } from "./writer.ts";

const BLUE = { r: 0, g: 0, b: 255, a: 1 };
const RED = { r: 255, g: 0, b: 0, a: 1 };

/** Blue at x = 0 to red at x = 200 of the space it is given in. */
const ACROSS: Shading = {
  kind: "axial",
  coords: [0, 0, 200, 0],
  matrix: [1, 0, 0, 1, 0, 0],
  stops: [{ offset: 0, color: BLUE }, { offset: 1, color: RED }],
  extend: true,
};

/** A horizontal line from (0, 20) to (200, 20), 10px wide, stroked with `paint`. */
function line(paint: ShapeStroke["paint"]): DisplayItem {
  const segments: PathSegment[] = [{ op: "M", x: 0, y: 20 }, { op: "L", x: 200, y: 20 }];
  const stroke: ShapeStroke = {
    paint,
    width: 10,
    dash: [],
    dashOffset: 0,
    cap: "butt",
    join: "miter",
    miterLimit: 4,
  };
  return { kind: "shape", segments, fill: null, stroke };
}

/** The red share of a pixel, 0 for blue and 1 for red. */
const redness = ([r, , b]: number[]) => r / (r + b);

Deno.test("a gradient stroke paints the gradient along the line, only where the stroke is", async () => {
  const pixel = await printedPixels([line(ACROSS)], 220, 40);
  assert.ok(redness(pixel(10, 20)) < 0.1, `blue at the start: ${pixel(10, 20)}`);
  assert.ok(Math.abs(redness(pixel(100, 20)) - 0.5) < 0.05, `half-way: ${pixel(100, 20)}`);
  assert.ok(redness(pixel(190, 20)) > 0.9, `red at the end: ${pixel(190, 20)}`);
  assert.deepEqual(pixel(100, 8), [255, 255, 255], "nothing above the stroke");
});

Deno.test("the pattern follows the transforms and group the stroke is drawn in", async () => {
  const items: DisplayItem[] = [
    { kind: "transform-push", matrix: [0.5, 0, 0, 1, 100, 0] },
    { kind: "group-push", opacity: 1, blendMode: "multiply" },
    line(ACROSS),
    { kind: "pop" },
    { kind: "pop" },
  ];
  const pixel = await printedPixels(items, 220, 40);
  // The line runs from x = 100 to 200 on the page; its gradient is squeezed with it.
  assert.ok(redness(pixel(105, 20)) < 0.1, `blue at the start: ${pixel(105, 20)}`);
  assert.ok(Math.abs(redness(pixel(150, 20)) - 0.5) < 0.05, `half-way: ${pixel(150, 20)}`);
  assert.ok(redness(pixel(195, 20)) > 0.9, `red at the end: ${pixel(195, 20)}`);
  assert.deepEqual(pixel(50, 20), [255, 255, 255], "nothing where the line was not moved");
});

Deno.test("a stroke fading to transparent fades over the page", async () => {
  const fade = {
    ...ACROSS,
    stops: [{ offset: 0, color: BLUE }, { offset: 1, color: { ...BLUE, a: 0 } }],
  };
  const pixel = await printedPixels([line(fade)], 220, 40);
  assert.ok(pixel(10, 20)[0] < 30, `opaque blue at the start: ${pixel(10, 20)}`);
  assert.ok(Math.abs(pixel(100, 20)[0] - 128) < 12, `half blue half-way: ${pixel(100, 20)}`);
  assert.ok(pixel(195, 20)[0] > 240, `almost white at the end: ${pixel(195, 20)}`);
});

Deno.test("one shading object serves a gradient's fill and its strokes in different places", async () => {
  const shape = (x: number): DisplayItem[] => [
    { kind: "transform-push", matrix: [1, 0, 0, 1, x, 0] },
    { ...line(ACROSS), fill: { paint: ACROSS, evenOdd: false } } as DisplayItem,
    { kind: "pop" },
  ];
  const pdf = new TextDecoder("latin1").decode(
    await writePdf({
      pages: [{ width: 600, height: 40, items: [...shape(0), ...shape(300)] }],
      metadata: { title: null, lang: null },
    }),
  );
  assert.equal(pdf.match(/\/ShadingType 2/g)?.length, 1);
  assert.equal(pdf.match(/\/PatternType 2/g)?.length, 2, "one pattern per place");
});
