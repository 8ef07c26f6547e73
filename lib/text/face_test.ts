import assert from "node:assert/strict";
import { createFace } from "./face.ts";
import { openFont } from "./font_file.ts";
import { bundledFontsDir } from "./discover.ts";

const SANS = await Deno.readFile(`${bundledFontsDir()}/LiberationSans-Regular.ttf`);

/** A copy of `font` with `edit` applied to the bytes of one table (checksums are not checked). */
function patchTable(font: Uint8Array, tag: string, edit: (table: DataView) => void): Uint8Array {
  const copy = font.slice();
  const view = new DataView(copy.buffer);
  for (let i = 0; i < view.getUint16(4); i++) {
    const record = 12 + 16 * i;
    const name = String.fromCharCode(...copy.subarray(record, record + 4));
    if (name === tag) {
      edit(new DataView(copy.buffer, view.getUint32(record + 8), view.getUint32(record + 12)));
      return copy;
    }
  }
  throw new Error(`no ${tag} table`);
}

const face = (bytes: Uint8Array) => createFace(openFont(bytes), "test");

Deno.test("hhea metrics by default (Liberation Sans: 1854 / -434 / 67)", () => {
  const f = face(SANS);
  assert.deepEqual([f.ascent, f.descent, f.lineGap, f.unitsPerEm], [1854, -434, 67, 2048]);
  assert.deepEqual([f.family, f.weight, f.style], ["Liberation Sans", 400, "normal"]);
});

Deno.test("OS/2 USE_TYPO_METRICS switches to the typo metrics", () => {
  const typo = patchTable(SANS, "OS/2", (t) => t.setUint16(62, t.getUint16(62) | 0x80));
  const f = face(typo);
  assert.deepEqual([f.ascent, f.descent, f.lineGap], [1491, -431, 307]);
});

Deno.test("zero hhea ascender and descender fall back to OS/2 typo, then win metrics", () => {
  const zeroHhea = patchTable(SANS, "hhea", (t) => {
    t.setInt16(4, 0);
    t.setInt16(6, 0);
  });
  assert.deepEqual([face(zeroHhea).ascent, face(zeroHhea).descent], [1491, -431]);
  const zeroTypo = patchTable(zeroHhea, "OS/2", (t) => {
    t.setInt16(68, 0);
    t.setInt16(70, 0);
  });
  const f = face(zeroTypo);
  assert.deepEqual([f.ascent, f.descent, f.lineGap], [1854, -434, 0]);
});

Deno.test("weight from usWeightClass, style from fsSelection and italicAngle", () => {
  const light = patchTable(SANS, "OS/2", (t) => t.setUint16(4, 300));
  assert.equal(face(light).weight, 300);
  const italicBit = patchTable(SANS, "OS/2", (t) => t.setUint16(62, t.getUint16(62) | 0x1));
  assert.equal(face(italicBit).style, "italic");
  const obliqueBit = patchTable(SANS, "OS/2", (t) => t.setUint16(62, t.getUint16(62) | 0x200));
  assert.equal(face(obliqueBit).style, "oblique");
  const slanted = patchTable(SANS, "post", (t) => t.setInt32(4, -12 * 65536));
  assert.equal(face(slanted).style, "oblique");
});
