/**
 * Minimal PNG writer for the diff image: 8-bit RGB, no interlace, filter type 0 on every
 * scanline, one IDAT chunk compressed with zlib (PNG specification, 2nd ed., §5 datastream,
 * §11.2 critical chunks).
 */
import { deflateSync } from "node:zlib";
import { concatBytes } from "../../lib/concat_bytes.ts";
import type { RgbImage } from "./ppm.ts";

const SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** CRC-32 (ISO 3309, reflected polynomial 0xEDB88320) as PNG chunks use it (§5.5). */
const CRC_TABLE: Uint32Array = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One chunk: length, type, data, CRC over type and data (§5.3). */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

export function encodePng(image: RgbImage): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, image.width);
  view.setUint32(4, image.height);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour (RGB)
  // Bytes 10–12 stay 0: deflate compression, adaptive filtering (method 0), no interlace.
  const row = image.width * 3;
  const scanlines = new Uint8Array((row + 1) * image.height);
  for (let y = 0; y < image.height; y++) {
    // Each scanline starts with its filter type byte, 0 (None).
    scanlines.set(image.data.subarray(y * row, (y + 1) * row), y * (row + 1) + 1);
  }
  return concatBytes([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", new Uint8Array(deflateSync(scanlines))),
    chunk("IEND", new Uint8Array(0)),
  ]);
}
