/**
 * Test support: web font files made from the bundled TrueType fonts at test
 * time (no binary fixtures), and data: URIs for them.
 */
import { brotliCompressSync, constants } from "node:zlib";
import { bundledFontsDir } from "./discover.ts";

/** Bytes of a bundled font file, e.g. "LiberationSans-Regular.ttf". */
export function bundledFont(file: string): Uint8Array {
  return Deno.readFileSync(`${bundledFontsDir()}/${file}`);
}

/** A `data:` URI holding `bytes`. */
export function dataUrl(bytes: Uint8Array, type = "font/ttf"): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${type};base64,${btoa(binary)}`;
}

interface SfntTable {
  tag: number;
  checksum: number;
  data: Uint8Array;
}

/** The table records of a TrueType/OpenType file (OpenType spec, "Table Directory"). */
function sfntTables(sfnt: Uint8Array): { flavor: number; tables: SfntTable[] } {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const tables = Array.from({ length: view.getUint16(4) }, (_, i) => {
    const at = 12 + 16 * i;
    const offset = view.getUint32(at + 8);
    return {
      tag: view.getUint32(at),
      checksum: view.getUint32(at + 4),
      data: sfnt.subarray(offset, offset + view.getUint32(at + 12)),
    };
  });
  return { flavor: view.getUint32(0), tables };
}

const pad4 = (n: number) => (n + 3) & ~3;

/** Wraps an sfnt in WOFF 1.0 with stored (uncompressed) tables (W3C WOFF §3–5). */
export function woffFromSfnt(sfnt: Uint8Array): Uint8Array {
  const { flavor, tables } = sfntTables(sfnt);
  let size = 44 + 20 * tables.length;
  const offsets = tables.map((t) => {
    const offset = size;
    size += pad4(t.data.length);
    return offset;
  });
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x774f4646); // 'wOFF'
  view.setUint32(4, flavor);
  view.setUint32(8, size);
  view.setUint16(12, tables.length);
  view.setUint32(16, 12 + 16 * tables.length + tables.reduce((s, t) => s + pad4(t.data.length), 0));
  tables.forEach((t, i) => {
    const at = 44 + 20 * i;
    view.setUint32(at, t.tag);
    view.setUint32(at + 4, offsets[i]);
    view.setUint32(at + 8, t.data.length);
    view.setUint32(at + 12, t.data.length);
    view.setUint32(at + 16, t.checksum);
    out.set(t.data, offsets[i]);
  });
  return out;
}

/**
 * Wraps an sfnt in WOFF2 (W3C WOFF2 §3–5): one Brotli stream of all tables,
 * every table untransformed (glyf and loca with the null transform, version 3)
 * and named by an explicit tag (flags 63).
 */
export function woff2FromSfnt(sfnt: Uint8Array): Uint8Array {
  const { flavor, tables } = sfntTables(sfnt);
  const directory: number[] = [];
  for (const table of tables) {
    const nullTransform = table.tag === 0x676c7966 || table.tag === 0x6c6f6361; // glyf, loca
    directory.push(nullTransform ? 63 | (3 << 6) : 63);
    directory.push(table.tag >>> 24, (table.tag >>> 16) & 0xff, (table.tag >>> 8) & 0xff);
    directory.push(table.tag & 0xff, ...uintBase128(table.data.length));
  }
  const stream = new Uint8Array(tables.reduce((s, t) => s + t.data.length, 0));
  let at = 0;
  for (const table of tables) {
    stream.set(table.data, at);
    at += table.data.length;
  }
  // A low quality level: compression ratio does not matter here, test time does.
  const compressed = brotliCompressSync(stream, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 2 },
  });
  const size = pad4(48 + directory.length + compressed.length);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x774f4632); // 'wOF2'
  view.setUint32(4, flavor);
  view.setUint32(8, size);
  view.setUint16(12, tables.length);
  view.setUint32(16, 12 + 16 * tables.length + tables.reduce((s, t) => s + pad4(t.data.length), 0));
  view.setUint32(20, compressed.length);
  view.setUint16(24, 1); // majorVersion
  out.set(directory, 48);
  out.set(compressed, 48 + directory.length);
  return out;
}

/** UIntBase128 (W3C WOFF2 §4.1): big-endian 7-bit groups, high bit set on all but the last. */
function uintBase128(value: number): number[] {
  const bytes = [value & 0x7f];
  for (let rest = value >>> 7; rest > 0; rest >>>= 7) bytes.unshift(0x80 | (rest & 0x7f));
  return bytes;
}
