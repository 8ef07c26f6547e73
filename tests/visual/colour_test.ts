import assert from "node:assert/strict";
import { blurredDarkness, colourOverlap } from "./colour.ts";
import type { RgbImage } from "./ppm.ts";

const W = 120;
const H = 100;

/** A white image with a `size` × `size` block of `rgb` at (x, y), clipped to the image. */
function block(x: number, y: number, size: number, rgb = [40, 80, 160]): RgbImage {
  const data = new Uint8Array(W * H * 3).fill(255);
  for (let row = y; row < Math.min(H, y + size); row++) {
    for (let col = x; col < Math.min(W, x + size); col++) data.set(rgb, (row * W + col) * 3);
  }
  return { width: W, height: H, data };
}

Deno.test("the blur keeps the darkness mass of content away from the edges", () => {
  const blurred = blurredDarkness(block(50, 40, 10), 0);
  const mass = blurred.reduce((sum, v) => sum + v, 0);
  assert.ok(Math.abs(mass - 100 * (255 - 40)) < 1, String(mass));
  // Spread out: the centre is far below the block's own darkness, 24 px away is near 0.
  assert.ok(blurred[45 * W + 55] < 0.3 * 215);
  assert.ok(blurred[45 * W + 55 + 30] < 1);
});

Deno.test("a full-page tint stays uniform up to the paper edge", () => {
  const blurred = blurredDarkness(block(0, 0, Math.max(W, H), [200, 200, 200]), 1);
  for (const i of [0, W - 1, (H - 1) * W, 50 * W + 60]) assert.ok(Math.abs(blurred[i] - 55) < 1e-3);
});

Deno.test("colour overlap: 1 for the same colour, near 1 for a small move, low for a far one", () => {
  assert.equal(colourOverlap(block(50, 40, 10), block(50, 40, 10)), 1);
  const blank = block(0, 0, 0);
  assert.equal(colourOverlap(blank, blank), 1);
  assert.equal(colourOverlap(block(50, 40, 10), blank), 0);
  assert.ok(colourOverlap(block(50, 40, 10), block(51, 40, 10)) > 0.9);
  assert.ok(colourOverlap(block(20, 40, 10), block(90, 40, 10)) < 0.01);
  // Same place, other colour: only the shared channels' darkness overlaps.
  const red = colourOverlap(block(50, 40, 10, [255, 0, 0]), block(50, 40, 10, [0, 0, 255]));
  assert.ok(Math.abs(red - 1 / 3) < 1e-6, String(red));
});
