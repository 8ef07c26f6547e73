import assert from "node:assert/strict";
import { decodeImage } from "./decode.ts";
import { ImageError } from "./errors.ts";
import { alphaReader, pixelReader, testImage } from "./testing.ts";

// testdata/make_png.py writes these samples; sample c of pixel (x, y) follows `pattern`.
function pattern(x: number, y: number, c: number, depth: number): number {
  if (depth === 16) return ((x * 3 + y * 5 + c * 7) * 4099 + 1) % 65536;
  return (x * 3 + y * 5 + c * 7) % (1 << depth);
}
function alpha(x: number, y: number, depth: number): number {
  const value = (x * 40 + y * 60 + 10) % 256;
  return depth === 16 ? value * 257 : value;
}

interface Case {
  file: string;
  space: string;
  depth: number;
  colors: number;
  size?: [number, number];
  passThrough: boolean;
  alpha?: boolean;
}

const CASES: Case[] = [
  ...[1, 2, 4, 8, 16].map((d) => ({
    file: `gray${d}.png`,
    space: "DeviceGray",
    depth: d,
    colors: 1,
    passThrough: true,
  })),
  ...[8, 16].flatMap((d) => [
    { file: `rgb${d}.png`, space: "DeviceRGB", depth: d, colors: 3, passThrough: true },
    {
      file: `graya${d}.png`,
      space: "DeviceGray",
      depth: d,
      colors: 1,
      passThrough: false,
      alpha: true,
    },
    {
      file: `rgba${d}.png`,
      space: "DeviceRGB",
      depth: d,
      colors: 3,
      passThrough: false,
      alpha: true,
    },
  ]),
  ...[1, 2, 4, 8].map((d) => ({
    file: `palette${d}.png`,
    space: "Indexed",
    depth: d,
    colors: 1,
    passThrough: true,
  })),
  {
    file: "gray2_adam7.png",
    space: "DeviceGray",
    depth: 2,
    colors: 1,
    size: [9, 9],
    passThrough: false,
  },
  {
    file: "rgb16_adam7.png",
    space: "DeviceRGB",
    depth: 16,
    colors: 3,
    size: [9, 9],
    passThrough: false,
  },
  {
    file: "rgba8_adam7.png",
    space: "DeviceRGB",
    depth: 8,
    colors: 3,
    size: [9, 9],
    passThrough: false,
    alpha: true,
  },
];

for (const c of CASES) {
  Deno.test(`PNG ${c.file}: size, colour space, depth and every sample`, async () => {
    const bytes = testImage(c.file);
    const image = await decodeImage(bytes);
    const [width, height] = c.size ?? [5, 3];
    assert.equal(image.format, "png");
    assert.deepEqual([image.width, image.height], [width, height]);
    assert.deepEqual([image.intrinsicWidth, image.intrinsicHeight, image.orientation], [
      width,
      height,
      1,
    ]);
    assert.equal(image.colorSpace.kind, c.space);
    assert.equal(image.bitsPerComponent, c.depth);
    // Without alpha or interlacing the IDAT data is embedded as it is, with PNG predictors.
    assert.equal(image.stream.decodeParms?.Predictor === 15, c.passThrough);
    assert.equal(image.softMask !== undefined, c.alpha === true);
    const pixel = pixelReader(image);
    const alphaAt = c.alpha ? alphaReader(image) : undefined;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const expected = Array.from({ length: c.colors }, (_, ch) => pattern(x, y, ch, c.depth));
        assert.deepEqual(pixel(x, y), expected, `pixel (${x}, ${y})`);
        if (alphaAt) assert.equal(alphaAt(x, y), alpha(x, y, c.depth), `alpha (${x}, ${y})`);
      }
    }
  });
}

Deno.test("a PNG palette is padded with black to every index its depth can address", async () => {
  // make_png.py writes 16 entries: (i*16+5, 255-i*8, i*3); depth 8 indexes past them.
  const image = await decodeImage(testImage("palette8.png"));
  assert.equal(image.colorSpace.kind, "Indexed");
  const palette = (image.colorSpace as { palette: Uint8Array }).palette;
  assert.equal(palette.length, 256 * 3);
  assert.deepEqual([...palette.subarray(3 * 2, 3 * 3)], [37, 239, 6]);
  assert.deepEqual([...palette.subarray(3 * 16, 3 * 17)], [0, 0, 0]);
});

Deno.test("a PNG palette's tRNS becomes a soft mask; the indices still pass through", async () => {
  for (const file of ["palette4_trns.png", "palette4_trns_adam7.png"]) {
    const image = await decodeImage(testImage(file));
    const table = file.includes("adam7") ? [0, 128] : [0, 128, 255, 64];
    const pixel = pixelReader(image);
    const alphaAt = alphaReader(image);
    assert.equal(image.softMask!.bitsPerComponent, 8);
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const index = pattern(x, y, 0, 4);
        assert.equal(pixel(x, y)[0], index);
        assert.equal(alphaAt(x, y), table[index] ?? 255, `${file} alpha (${x}, ${y})`);
      }
    }
  }
  assert.equal(
    (await decodeImage(testImage("palette4_trns.png"))).stream.decodeParms?.Predictor,
    15,
  );
});

Deno.test("a grey or RGB tRNS colour becomes a colour key mask at the image's depth", async () => {
  assert.deepEqual((await decodeImage(testImage("gray8_trns.png"))).colorKeyMask, [3, 3]);
  const rgb = [0, 1, 2].map((c) => pattern(2, 1, c, 16));
  assert.deepEqual(
    (await decodeImage(testImage("rgb16_trns.png"))).colorKeyMask,
    rgb.flatMap((v) => [v, v]),
  );
});

Deno.test("a PNG's IDAT data is embedded byte for byte when it can be", async () => {
  const bytes = testImage("rgb8.png");
  // The IDAT chunks' bodies joined, walked here independently of the decoder.
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const idat: number[] = [];
  for (let at = 8; at < bytes.length; at += 12 + view.getUint32(at)) {
    const length = view.getUint32(at);
    if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === "IDAT") {
      idat.push(...bytes.subarray(at + 8, at + 8 + length));
    }
  }
  const image = await decodeImage(bytes);
  assert.deepEqual([...image.stream.data], idat);
  assert.deepEqual(image.stream.decodeParms, {
    Predictor: 15,
    Colors: 3,
    BitsPerComponent: 8,
    Columns: 5,
  });
});

async function expectError(bytes: Uint8Array, reason: string, message: RegExp) {
  await assert.rejects(decodeImage(bytes), (e) => {
    assert.ok(e instanceof ImageError);
    assert.equal(e.reason, reason);
    assert.match(e.message, message);
    return true;
  });
}

Deno.test("broken PNGs fail with a typed error, never a crash", async () => {
  const good = testImage("rgba8_adam7.png");
  // Every truncation point: a typed error each time.
  for (let length = 8; length < good.length - 12; length += 7) {
    await expectError(good.subarray(0, length), "corrupt", /PNG/);
  }
  const badType = good.slice();
  badType[8 + 8 + 9] = 5; // IHDR colour type
  await expectError(badType, "corrupt", /colour type 5/);
});

Deno.test("a PNG claiming more pixels than the limit, or inflating past its size, is refused", async () => {
  const { deflateSync } = await import("node:zlib");
  const png = (width: number, height: number, data: Uint8Array) => {
    const ihdr = new Uint8Array(13);
    new DataView(ihdr.buffer).setUint32(0, width);
    new DataView(ihdr.buffer).setUint32(4, height);
    ihdr.set([8, 0, 0, 0, 0], 8);
    const chunk = (type: string, body: Uint8Array) => {
      const out = new Uint8Array(12 + body.length);
      new DataView(out.buffer).setUint32(0, body.length);
      out.set(new TextEncoder().encode(type), 4);
      out.set(body, 8);
      return out;
    };
    return new Uint8Array([
      ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      ...chunk("IHDR", ihdr),
      ...chunk("IDAT", data),
      ...chunk("IEND", new Uint8Array()),
    ]);
  };
  await expectError(png(10_000, 10_000, new Uint8Array(10)), "too-large", /10000×10000 pixels/);
  // 100 MB of zeros compress to ~100 kB: a 2×2 image must not inflate them.
  const bomb = deflateSync(new Uint8Array(100_000_000));
  await expectError(png(2, 2, bomb), "too-large", /inflates to more/);
});
