import assert from "node:assert/strict";
import { decodeImage } from "./decode.ts";
import { ImageError } from "./errors.ts";
import { testImage } from "./testing.ts";

Deno.test("JPEGs are embedded byte for byte with DCTDecode", async () => {
  const cases = [
    ["rgb.jpg", "DeviceRGB"],
    ["progressive.jpg", "DeviceRGB"],
    ["gray.jpg", "DeviceGray"],
    ["cmyk.jpg", "DeviceCMYK"],
    ["ycck.jpg", "DeviceCMYK"],
  ] as const;
  for (const [file, space] of cases) {
    const bytes = testImage(file);
    const image = await decodeImage(bytes);
    assert.equal(image.format, "jpeg");
    assert.deepEqual([image.width, image.height, image.bitsPerComponent], [16, 16, 8], file);
    assert.equal(image.colorSpace.kind, space, file);
    assert.equal(image.stream.filter, "DCTDecode");
    assert.equal(image.stream.data, bytes, `${file} is passed through, not re-encoded`);
    assert.equal(image.softMask, undefined);
  }
});

Deno.test("CMYK and YCCK JPEGs are inverted by /Decode, as Chromium reads Adobe CMYK", async () => {
  // make_cmyk_jpeg.c stores red's ink (0, 255, 255, 0) as (255, 0, 0, 255); Chromium shows
  // the top-left quadrant of both files red (checked with a screenshot).
  for (const file of ["cmyk.jpg", "ycck.jpg"]) {
    assert.deepEqual((await decodeImage(testImage(file))).decode, [1, 0, 1, 0, 1, 0, 1, 0], file);
  }
  assert.equal((await decodeImage(testImage("rgb.jpg"))).decode, undefined);
});

Deno.test("a JPEG's colour transform follows its Adobe segment", async () => {
  // cmyk.jpg: Adobe transform 0, DCTDecode's default for four components: nothing written.
  assert.equal((await decodeImage(testImage("cmyk.jpg"))).stream.decodeParms, undefined);
  // ycck.jpg: Adobe transform 2 (YCCK) must be converted back.
  assert.deepEqual((await decodeImage(testImage("ycck.jpg"))).stream.decodeParms, {
    ColorTransform: 1,
  });
  assert.equal((await decodeImage(testImage("rgb.jpg"))).stream.decodeParms, undefined);
});

Deno.test("EXIF orientation is read, and 5–8 swap the intrinsic size as in Chromium", async () => {
  // Chromium's naturalWidth × naturalHeight of the 16×8 samples: 16×8 for 1–4, 8×16 for 5–8.
  for (let o = 1; o <= 8; o++) {
    const image = await decodeImage(testImage(`orientation${o}.jpg`));
    assert.equal(image.orientation, o);
    assert.deepEqual([image.width, image.height], [16, 8]);
    assert.deepEqual(
      [image.intrinsicWidth, image.intrinsicHeight],
      o >= 5 ? [8, 16] : [16, 8],
      `orientation ${o}`,
    );
  }
});

Deno.test("JFIF and EXIF resolution do not change the intrinsic size (Chromium: 8×4 at 300 dpi)", async () => {
  const image = await decodeImage(testImage("density.jpg"));
  assert.deepEqual([image.intrinsicWidth, image.intrinsicHeight], [8, 4]);
});

Deno.test("broken JPEGs fail with a typed error", async () => {
  const good = testImage("progressive.jpg");
  for (const length of [3, 20, 100]) {
    await assert.rejects(decodeImage(good.subarray(0, length)), ImageError);
  }
  // A 12-bit frame: Chromium does not decode it, nor do PDF readers.
  const twelveBit = testImage("rgb.jpg").slice();
  const sof = twelveBit.findIndex((b, i) => b === 0xff && twelveBit[i + 1] === 0xc0);
  twelveBit[sof + 4] = 12;
  await assert.rejects(
    decodeImage(twelveBit),
    (e) => e instanceof ImageError && e.reason === "unsupported",
  );
});
