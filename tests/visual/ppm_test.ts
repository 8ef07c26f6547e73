import assert from "node:assert/strict";
import { parsePpmStream } from "./ppm.ts";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => typeof part === "string" ? [...new TextEncoder().encode(part)] : part),
  );

Deno.test("parses PPMs back to back, with comments in the header", () => {
  const images = parsePpmStream(bytes(
    "P6\n# made by a test\n2 1\n255\n",
    [1, 2, 3, 4, 5, 6],
    "P6 1 1 255 ",
    [7, 8, 9],
  ));
  assert.equal(images.length, 2);
  assert.deepEqual([images[0].width, images[0].height, [...images[0].data]], [2, 1, [
    1,
    2,
    3,
    4,
    5,
    6,
  ]]);
  assert.deepEqual([...images[1].data], [7, 8, 9]);
});

Deno.test("rejects other formats and truncated data", () => {
  assert.throws(() => parsePpmStream(bytes("P5\n1 1\n255\n", [0])), /not a binary PPM/);
  assert.throws(() => parsePpmStream(bytes("P6\n2 2\n255\n", [0, 0, 0])), /truncated/);
  assert.throws(() => parsePpmStream(bytes("P6\n1 1\n65535\n", [0, 0, 0])), /unsupported/);
});
