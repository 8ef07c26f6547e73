import assert from "node:assert/strict";
import { decodeImage } from "./decode.ts";
import { ImageError } from "./errors.ts";
import { alphaReader, pixelReader, testImage } from "./testing.ts";
import type { EmbeddableImage } from "./types.ts";

/** The RGB colour of pixel (x, y) through the palette. */
function rgbAt(image: EmbeddableImage, x: number, y: number): number[] {
  const palette = (image.colorSpace as { palette: Uint8Array }).palette;
  const index = pixelReader(image)(x, y)[0];
  return [...palette.subarray(3 * index, 3 * index + 3)];
}

Deno.test("a GIF's transparent colour becomes a soft mask", async () => {
  const image = await decodeImage(testImage("transparent.gif"));
  assert.equal(image.format, "gif");
  assert.deepEqual([image.width, image.height], [6, 4]);
  assert.equal(image.colorSpace.kind, "Indexed");
  assert.deepEqual(rgbAt(image, 0, 0), [255, 0, 0]);
  const alpha = alphaReader(image);
  assert.equal(alpha(1, 1), 0);
  assert.equal(alpha(0, 0), 255);
  assert.equal(alpha(5, 3), 255);
});

Deno.test("a GIF frame smaller than its screen leaves the rest transparent (Chromium: 10×8)", async () => {
  const image = await decodeImage(testImage("offset.gif"));
  assert.deepEqual([image.intrinsicWidth, image.intrinsicHeight], [10, 8]);
  const alpha = alphaReader(image);
  assert.equal(alpha(2, 2), 0);
  assert.equal(alpha(3, 2), 255);
  assert.equal(alpha(6, 4), 255);
  assert.equal(alpha(7, 4), 0);
  assert.equal(alpha(3, 5), 0);
  assert.deepEqual(rgbAt(image, 3, 2), [0, 255, 0]);
});

Deno.test("an interlaced GIF's rows are put back in order", async () => {
  // A vertical black-to-white gradient reduced to 9 colours: brightness grows with y.
  const image = await decodeImage(testImage("interlaced.gif"));
  assert.equal(image.softMask, undefined);
  const grey = (y: number) => rgbAt(image, 4, y)[0];
  for (let y = 1; y < 9; y++) assert.ok(grey(y) > grey(y - 1), `row ${y} is lighter than ${y - 1}`);
  assert.equal(grey(0), 0);
  assert.equal(grey(8), 255);
});

Deno.test("only an animated GIF's first frame is shown", async () => {
  const image = await decodeImage(testImage("animated.gif"));
  assert.deepEqual(rgbAt(image, 2, 1), [255, 0, 0]);
});

Deno.test("truncated GIFs decode what is there or fail with a typed error", async () => {
  const good = testImage("interlaced.gif");
  for (let length = 0; length < good.length; length += 5) {
    try {
      await decodeImage(good.subarray(0, length));
    } catch (error) {
      assert.ok(error instanceof ImageError, `length ${length}: ${error}`);
    }
  }
});

Deno.test("a 256-colour GIF of noise decodes as ImageMagick decodes it (12-bit LZW codes)", async () => {
  const image = await decodeImage(testImage("noise.gif"));
  const expected = testImage("noise.rgb");
  for (let y = 0; y < 64; y++) {
    for (let x = 0; x < 64; x++) {
      const at = (y * 64 + x) * 3;
      assert.deepEqual(rgbAt(image, x, y), [...expected.subarray(at, at + 3)], `(${x}, ${y})`);
    }
  }
});
