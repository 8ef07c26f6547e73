import assert from "node:assert/strict";
import { glyphSize } from "./glyph_size.ts";

// Chromium 156 on Debian: ten DejaVu Sans "a" (1255 units of 2048) at 14.4px are 88.1875px wide
// (1255 × 14.390625 / 2048 × 10 = 88.185, rounded up to 1/64 px), not 88.242.
Deno.test("glyph sizes are font sizes cut to 1/64 px, as FreeType's 26.6 sizes are", () => {
  assert.equal(glyphSize(14.4), 14.390625);
  assert.equal(glyphSize(16), 16);
  assert.equal(glyphSize(13.333333), 13.328125);
  assert.equal(glyphSize(10.5), 10.5);
  const tenA = 10 * 1255 * glyphSize(14.4) / 2048;
  assert.equal(Math.ceil(tenA * 64) / 64, 88.1875);
});
