import assert from "node:assert/strict";
import { avifSize } from "./avif.ts";
import { decodeImage } from "./decode.ts";
import { ImageError } from "./errors.ts";
import { alphaReader, pixelReader, testImage } from "./testing.ts";
import { webpSize } from "./webp.ts";

// Sample c of pixel (x, y) of make_png.py's 8-bit images, and their alpha.
const pattern = (x: number, y: number, c: number) => (x * 3 + y * 5 + c * 7) % 256;
const alpha = (x: number, y: number) => (x * 40 + y * 60 + 10) % 256;

Deno.test("a lossless WebP with alpha decodes exactly, alpha as a soft mask", async () => {
  const image = await decodeImage(testImage("rgba8_lossless.webp"));
  assert.equal(image.format, "webp");
  assert.deepEqual([image.width, image.height, image.intrinsicWidth, image.intrinsicHeight], [
    5,
    3,
    5,
    3,
  ]);
  assert.equal(image.colorSpace.kind, "DeviceRGB");
  const pixel = pixelReader(image);
  const alphaAt = alphaReader(image);
  for (let y = 0; y < 3; y++) {
    for (let x = 0; x < 5; x++) {
      assert.equal(alphaAt(x, y), alpha(x, y));
      // libwebp keeps the colour of translucent pixels exactly in lossless mode.
      assert.deepEqual(pixel(x, y), [0, 1, 2].map((c) => pattern(x, y, c)), `(${x}, ${y})`);
    }
  }
});

Deno.test("lossy WebP and AVIF decode to opaque RGB near the source", async () => {
  for (const file of ["rgb8_lossy.webp", "rgb8.avif"]) {
    const image = await decodeImage(testImage(file));
    assert.deepEqual([image.width, image.height], [5, 3], file);
    assert.equal(image.softMask, undefined, file);
    const [r, g, b] = pixelReader(image)(4, 2);
    const expected = [0, 1, 2].map((c) => pattern(4, 2, c));
    assert.ok(
      Math.abs(r - expected[0]) + Math.abs(g - expected[1]) + Math.abs(b - expected[2]) < 40,
      file,
    );
  }
});

Deno.test("WebP and AVIF sizes are read from the header before decoding", () => {
  assert.deepEqual(webpSize(testImage("rgba8_lossless.webp")), { width: 5, height: 3 });
  assert.deepEqual(webpSize(testImage("rgb8_lossy.webp")), { width: 5, height: 3 });
  assert.deepEqual(avifSize(testImage("rgb8.avif")), { width: 5, height: 3 });
});

Deno.test("a WebP claiming a huge canvas is refused without being decoded", async () => {
  // A VP8X header saying 16384 × 16384 (268 megapixels) and nothing else.
  const bytes = new Uint8Array(30);
  bytes.set(new TextEncoder().encode("RIFF"), 0);
  bytes.set(new TextEncoder().encode("WEBPVP8X"), 8);
  bytes.set([10, 0, 0, 0, 0x10, 0, 0, 0, 0xff, 0x3f, 0, 0xff, 0x3f, 0], 16);
  await assert.rejects(
    decodeImage(bytes),
    (e) => e instanceof ImageError && e.reason === "too-large",
  );
  const broken = testImage("rgb8_lossy.webp").slice(0, 40);
  await assert.rejects(decodeImage(broken), ImageError);
});
