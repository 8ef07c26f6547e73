import assert from "node:assert/strict";
import { inkAgreement, type Raster } from "./similarity.ts";

/** A white raster with black rectangles [x, y, w, h]. */
function raster(width: number, height: number, boxes: number[][]): Raster {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const [bx, by, bw, bh] of boxes) {
    for (let y = by; y < by + bh; y++) {
      for (let x = bx; x < bx + bw; x++) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { width, height, data };
}

Deno.test("the same ink in the same place agrees fully; blank pages too", () => {
  const page = raster(20, 20, [[2, 2, 10, 3]]);
  assert.equal(inkAgreement(page, page).score, 1);
  assert.equal(inkAgreement(raster(20, 20, []), raster(20, 20, [])).score, 1);
});

Deno.test("a shift within the tolerance still agrees; a larger one does not", () => {
  const browser = raster(30, 30, [[2, 2, 10, 2]]);
  assert.equal(inkAgreement(browser, raster(30, 30, [[3, 3, 10, 2]])).score, 1);
  const moved = inkAgreement(browser, raster(30, 30, [[2, 10, 10, 2]]));
  assert.equal(moved.score, 0);
});

Deno.test("ink on one side only lowers the figure by the share it is of all ink", () => {
  const browser = raster(40, 40, [[0, 0, 10, 2]]);
  const pdf = raster(40, 40, [[0, 0, 10, 2], [0, 20, 10, 2]]);
  const agreement = inkAgreement(browser, pdf);
  assert.equal(agreement.browserFound, 1);
  assert.equal(agreement.pdfFound, 0.5);
  assert.ok(Math.abs(agreement.score - 2 / 3) < 1e-9);
  assert.equal(inkAgreement(raster(10, 10, []), raster(10, 10, [[1, 1, 2, 2]])).score, 0);
});

Deno.test("light tints are paper, not ink; transparent pixels are paper", () => {
  const tint = raster(4, 4, []);
  tint.data.fill(235);
  const clear = raster(4, 4, [[0, 0, 4, 4]]);
  for (let i = 3; i < clear.data.length; i += 4) clear.data[i] = 0;
  assert.equal(inkAgreement(tint, raster(4, 4, [])).score, 1);
  assert.equal(inkAgreement(clear, raster(4, 4, [])).score, 1);
});
