import assert from "node:assert/strict";
import { declareFace, faceFromBytes } from "./declared_faces.ts";
import { fontkitView } from "./font_file.ts";
import { bundledFont, woff2FromSfnt, woffFromSfnt } from "./testing_web_fonts.ts";

const SANS = bundledFont("LiberationSans-Regular.ttf");

/** Glyph ids and advances fontkit lays `text` out with. */
function layout(bytes: Uint8Array, text: string): string {
  const run = fontkitView(faceFromBytes(bytes).font).layout(text);
  return run.glyphs.map((g, i) => `${g.id}:${run.positions[i].xAdvance}`).join(" ");
}

Deno.test("equal bytes give the same face object, found by content hash", () => {
  const a = faceFromBytes(SANS);
  const b = faceFromBytes(SANS.slice());
  assert.equal(a, b);
  assert.match(a.id, /^sha256:[0-9a-f]{32}$/);
  assert.deepEqual([a.family, a.weight, a.style], ["Liberation Sans", 400, "normal"]);
  assert.equal(a.declared, undefined, "a parsed file is not yet declared by any rule");
});

Deno.test("WOFF and WOFF2 files made from a TTF lay out exactly like it", () => {
  const woff = woffFromSfnt(SANS);
  const woff2 = woff2FromSfnt(SANS);
  assert.equal(fontkitView(faceFromBytes(woff2).font).type, "WOFF2");
  assert.ok(woff2.length < SANS.length * 0.75, `Brotli made ${woff2.length} bytes`);
  const text = "AVAV office, Ærø!";
  assert.equal(layout(woff, text), layout(SANS, text));
  assert.equal(layout(woff2, text), layout(SANS, text));
  for (const bytes of [woff, woff2]) {
    const face = faceFromBytes(bytes);
    assert.deepEqual([face.family, face.ascent, face.descent], ["Liberation Sans", 1854, -434]);
    assert.notEqual(face.id, faceFromBytes(SANS).id, "different files, different subsets");
  }
});

Deno.test("garbage and truncated fonts are rejected, and rejected again from the cache", () => {
  const garbage = new TextEncoder().encode("<html>404 Not Found</html>");
  assert.throws(() => faceFromBytes(garbage), /not a usable font/);
  assert.throws(() => faceFromBytes(garbage), /not a usable font/);
  // A valid table directory whose tables are cut off.
  assert.throws(() => faceFromBytes(SANS.slice(0, 2000)), /not a usable font/);
  // A WOFF2 whose Brotli stream is damaged.
  const woff2 = woff2FromSfnt(SANS);
  woff2.fill(0x55, 400, 600);
  assert.throws(() => faceFromBytes(woff2), /not a usable font/);
});

Deno.test("descriptors replace the font's family, weight and style", () => {
  const face = faceFromBytes(SANS);
  const declared = declareFace(face, {
    family: "Brand",
    weight: [700, 700],
    style: "italic",
    unicodeRange: [[0x41, 0x5a]],
  });
  assert.deepEqual([declared.family, declared.weight, declared.style], ["Brand", 700, "italic"]);
  assert.deepEqual(declared.declared, { weight: [700, 700], unicodeRange: [[0x41, 0x5a]] });
  assert.equal(declared.font, face.font);
  assert.equal(declared.id, face.id, "one PDF subset for every declaration of a file");
  // A range keeps the font's own weight when it lies inside.
  assert.equal(declareFace(face, { weight: [100, 900] }).weight, 400);
  assert.equal(declareFace(face, { weight: [500, 900] }).weight, 500);
  // Without descriptors: the font's own values, every character.
  const plain = declareFace(face, {});
  assert.deepEqual([plain.family, plain.weight, plain.style], ["Liberation Sans", 400, "normal"]);
  assert.deepEqual(plain.declared, { weight: [400, 400], unicodeRange: null });
});

Deno.test("the same declaration of the same face is the same object", () => {
  const face = faceFromBytes(SANS);
  const descriptors = { family: "Again", weight: [300, 500] as const, style: "normal" as const };
  assert.equal(
    declareFace(face, descriptors),
    declareFace(faceFromBytes(SANS.slice()), descriptors),
  );
  assert.notEqual(declareFace(face, descriptors), declareFace(face, { family: "Other" }));
});
