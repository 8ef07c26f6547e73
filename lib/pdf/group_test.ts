/**
 * Transforms, clips and transparency groups as a reader renders them: the written PDF
 * rasterised by poppler (one pixel per CSS px) and checked by qpdf.
 */
import assert from "node:assert/strict";
import type { DisplayItem } from "../paint/types.ts";
import { qpdfCheck } from "../../tests/helpers/pdf_tools.ts";
import { printedPixels } from "../../tests/helpers/printed_pixels.ts";
import { writePdf } from "./writer.ts";

const rect = (x: number, y: number, size: number, r: number, g: number, b: number, a = 1) => ({
  kind: "rect" as const,
  x,
  y,
  width: size,
  height: size,
  color: { r, g, b, a },
});

/** Channels within 2 levels of the expected ones (anti-aliasing and rounding aside). */
function near(actual: number[], expected: number[], what: string) {
  assert.ok(actual.every((v, i) => Math.abs(v - expected[i]) <= 2), `${what}: ${actual}`);
}

Deno.test("an opacity group composites its overlapping children once; alone each shows through", async () => {
  const pixel = await printedPixels(
    [
      { kind: "group-push", opacity: 0.5, blendMode: "normal" },
      rect(0, 0, 40, 255, 0, 0),
      rect(20, 0, 40, 0, 0, 255),
      { kind: "pop" },
      rect(0, 50, 40, 255, 0, 0, 0.5),
      rect(20, 50, 40, 0, 0, 255, 0.5),
    ],
    100,
    100,
  );
  // The group: blue over red is blue, then half of it over white.
  near(pixel(30, 20), [128, 128, 255], "grouped overlap");
  near(pixel(10, 20), [255, 128, 128], "grouped red");
  // Each half-transparent on its own: blue over pink.
  near(pixel(30, 70), [128, 64, 191], "separate overlap");
});

Deno.test("multiply blends with what is below; an isolated group keeps its children's blending in", async () => {
  const pixel = await printedPixels(
    [
      rect(0, 0, 100, 255, 200, 0),
      { kind: "group-push", opacity: 1, blendMode: "multiply" },
      rect(0, 0, 40, 100, 100, 255),
      { kind: "pop" },
      { kind: "group-push", opacity: 1, blendMode: "normal" },
      { kind: "group-push", opacity: 1, blendMode: "multiply" },
      rect(50, 0, 40, 100, 100, 255),
      { kind: "pop" },
      { kind: "pop" },
    ],
    100,
    100,
  );
  // 255·100/255, 200·100/255, 0·255/255.
  near(pixel(20, 20), [100, 78, 0], "multiplied");
  // Inside an isolated group the backdrop is transparent: the colour shows as it is.
  near(pixel(70, 20), [100, 100, 255], "isolated");
});

Deno.test("a transform moves what it holds; clips to outlines cut it by their rule", async () => {
  const pixel = await printedPixels(
    [
      // A quarter turn about (50, 50): the square at the top right ends at the bottom right.
      { kind: "transform-push", matrix: [0, 1, -1, 0, 100, 0] },
      rect(60, 0, 30, 0, 160, 0),
      { kind: "pop" },
      {
        kind: "clip-path-push",
        outlines: [{ points: [[0, 0], [40, 0], [40, 40], [0, 40]] }, {
          points: [[10, 10], [30, 10], [30, 30], [10, 30]],
        }],
        evenOdd: true,
      },
      rect(0, 0, 50, 200, 0, 0),
      { kind: "pop" },
    ],
    100,
    100,
  );
  near(pixel(80, 75), [0, 160, 0], "turned square");
  near(pixel(75, 10), [255, 255, 255], "where it was");
  near(pixel(5, 5), [200, 0, 0], "inside the even-odd ring");
  near(pixel(20, 20), [255, 255, 255], "the ring's hole");
});

Deno.test("qpdf finds no errors in nested groups under transforms; forms are written once each", async () => {
  const items: DisplayItem[] = [
    { kind: "transform-push", matrix: [0.9, 0.2, -0.2, 0.9, 10, 5] },
    { kind: "group-push", opacity: 0.4, blendMode: "screen" },
    rect(0, 0, 40, 255, 0, 0),
    { kind: "group-push", opacity: 0.7, blendMode: "normal" },
    rect(10, 10, 40, 0, 0, 255, 0.5),
    { kind: "pop" },
    { kind: "pop" },
    { kind: "pop" },
  ];
  const pdf = await writePdf({
    pages: [{ width: 200, height: 200, items }, { width: 200, height: 200, items }],
    metadata: { title: null, lang: null },
  });
  const check = await qpdfCheck(pdf);
  assert.equal(check.code, 0, check.stdout + check.stderr);
  // Two groups, nested, each a /Transparency form; the second page draws the same ones.
  const text = new TextDecoder("latin1").decode(pdf);
  assert.equal(text.match(/\/Subtype \/Form/g)?.length, 2);
  assert.equal(text.match(/\/S \/Transparency/g)?.length, 2);
  assert.equal(text.match(/\/BM \/Screen/g)?.length, 1);
});

Deno.test("a link inside a transform covers the box around where the transform puts it", async () => {
  const pdf = await writePdf({
    pages: [{
      width: 400,
      height: 400,
      items: [
        { kind: "clip-push", x: 0, y: 0, width: 400, height: 400 },
        { kind: "transform-push", matrix: [0, 1, -1, 0, 200, 0] },
        { kind: "link", x: 100, y: 20, width: 80, height: 20, href: "https://example.com/" },
        { kind: "pop" },
        { kind: "pop" },
        { kind: "link", x: 100, y: 20, width: 80, height: 20, href: "https://example.com/b" },
      ],
    }],
    metadata: { title: null, lang: null },
  });
  const text = new TextDecoder("latin1").decode(pdf);
  const rects = [...text.matchAll(/\/Rect \[ ?([\d. ]+?) ?\]/g)].map((m) => m[1]);
  // (x, y) ↦ (200 − y, x): x 160–180, y 100–180 px; in pt with y up on the 300pt page.
  assert.deepEqual(rects, ["120 165 135 225", "75 270 135 285"]);
});
