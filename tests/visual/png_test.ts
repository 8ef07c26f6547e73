import assert from "node:assert/strict";
import { inflateSync } from "node:zlib";
import { crc32, encodePng } from "./png.ts";

const ascii = (text: string) => new TextEncoder().encode(text);

Deno.test("CRC-32 gives the standard check value and PNG's IEND CRC", () => {
  assert.equal(crc32(ascii("123456789")), 0xcbf43926);
  assert.equal(crc32(ascii("IEND")), 0xae426082);
});

Deno.test("encodes signature, IHDR, zlib IDAT of filtered scanlines and IEND", () => {
  const pixels = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]);
  const png = encodePng({ width: 2, height: 2, data: pixels });
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(png.buffer);
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = view.getUint32(offset);
    const type = new TextDecoder().decode(png.subarray(offset + 4, offset + 8));
    const data = png.subarray(offset + 8, offset + 8 + length);
    assert.equal(
      view.getUint32(offset + 8 + length),
      crc32(png.subarray(offset + 4, offset + 8 + length)),
    );
    chunks.push({ type, data });
    offset += 12 + length;
  }
  assert.deepEqual(chunks.map((c) => c.type), ["IHDR", "IDAT", "IEND"]);
  assert.deepEqual([...chunks[0].data], [0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const raw = new Uint8Array(inflateSync(chunks[1].data));
  assert.deepEqual([...raw], [0, ...pixels.subarray(0, 6), 0, ...pixels.subarray(6)]);
});
