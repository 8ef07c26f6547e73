import assert from "node:assert/strict";
import { compareMarks, inkMask, MARK_EXTRA, MARK_MATCHED, MARK_MISSING, marksOf } from "./ink.ts";
import type { RgbImage } from "./ppm.ts";

const W = 20;
const H = 20;

/** A white W × H image with the listed pixels set to `rgb`. */
function image(pixels: [number, number][], rgb: [number, number, number] = [0, 0, 0]): RgbImage {
  const data = new Uint8Array(W * H * 3).fill(255);
  for (const [x, y] of pixels) data.set(rgb, (y * W + x) * 3);
  return { width: W, height: H, data };
}

function square(x0: number, y0: number, size: number): [number, number][] {
  const pixels: [number, number][] = [];
  for (let y = y0; y < y0 + size; y++) for (let x = x0; x < x0 + size; x++) pixels.push([x, y]);
  return pixels;
}

const count = (mask: Uint8Array) => mask.reduce((n, v) => n + v, 0);
const marks = (img: RgbImage) => marksOf(inkMask(img), W, H);

Deno.test("ink is Rec. 601 luma below 200", () => {
  // 0.299·255 + 0.587·210 = 199.5: ink; one step lighter in green is not.
  assert.equal(count(inkMask(image([[1, 1]], [255, 210, 0]))), 1);
  assert.equal(count(inkMask(image([[1, 1]], [255, 211, 0]))), 0);
  assert.equal(count(inkMask(image([[1, 1]], [200, 200, 200]))), 0);
});

Deno.test("a filled area counts by its rim; thin strokes stay whole", () => {
  // 8 × 8 square: 8·4 − 4 rim pixels; the 6 × 6 inside has only ink neighbours.
  assert.equal(count(marks(image(square(5, 5, 8)))), 28);
  const line = Array.from({ length: 10 }, (_, i): [number, number] => [5 + i, 5]);
  assert.equal(count(marks(image(line))), 10);
  // A pixel is a mark when only a diagonal neighbour is paper.
  const notch = square(5, 5, 5).filter(([x, y]) => !(x === 5 && y === 5));
  assert.equal(marks(image(notch))[6 * W + 6], 1);
});

Deno.test("marks match within 2 px, measured as a Euclidean distance", () => {
  const at = (x: number, y: number) => marks(image([[x, y]]));
  const f1 = (dx: number, dy: number) => compareMarks(at(10, 10), at(10 + dx, 10 + dy), W, H).f1;
  assert.equal(f1(0, 0), 1);
  assert.equal(f1(2, 0), 1);
  assert.equal(f1(1, 1), 1);
  assert.equal(f1(2, 1), 0); // √5 > 2
  assert.equal(f1(3, 0), 0);
});

Deno.test("recall, precision and the mark kinds of the diff image", () => {
  const reference = marks(image([[2, 2], [15, 15]]));
  const candidate = marks(image([[2, 3], [9, 2], [9, 4]]));
  const result = compareMarks(reference, candidate, W, H);
  assert.equal(result.recall, 1 / 2);
  assert.equal(result.precision, 1 / 3);
  assert.equal(result.f1, 2 * (1 / 2) * (1 / 3) / (1 / 2 + 1 / 3));
  assert.equal(result.kinds[2 * W + 2], MARK_MATCHED);
  assert.equal(result.kinds[15 * W + 15], MARK_MISSING);
  assert.equal(result.kinds[2 * W + 9], MARK_EXTRA);
});

Deno.test("no marks on either page is a match; on one page only, none", () => {
  const blank = marks(image([]));
  assert.equal(compareMarks(blank, blank, W, H).f1, 1);
  assert.equal(compareMarks(marks(image([[3, 3]])), blank, W, H).f1, 0);
  assert.equal(compareMarks(blank, marks(image([[3, 3]])), W, H).f1, 0);
});
