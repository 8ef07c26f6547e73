import assert from "node:assert/strict";
import type { TextStyle } from "./types.ts";
import { FontRegistry } from "./registry.ts";
import { measureText, shapeText } from "./shape.ts";
import { fontkitView } from "./font_file.ts";
import { shapeByKerning } from "./kerning_shaper.ts";
import { textStyle } from "./testing.ts";

// Bundled fonts only: an operator fonts directory must not change the expectations.
const registry = await FontRegistry.load();

const style = textStyle;

const SANS = style(["Liberation Sans"]);

function width(text: string, s: TextStyle = SANS): number {
  return shapeText(text, s, registry).reduce((sum, run) => sum + run.width, 0);
}

function hmtxWidth(text: string, s: TextStyle = SANS): number {
  const face = shapeText(text, s, registry)[0].face;
  const font = fontkitView(face.font);
  let units = 0;
  for (const char of text) units += font.glyphForCodePoint(char.codePointAt(0)!).advanceWidth;
  return units * s.fontSize / face.unitsPerEm;
}

Deno.test("Hello at 16px is the sum of its hmtx advances", () => {
  const runs = shapeText("Hello", SANS, registry);
  assert.equal(runs.length, 1);
  assert.equal(runs[0].face.postscriptName, "LiberationSans");
  assert.equal(runs[0].size, 16);
  // H 1479 + e 1139 + l 455 + l 455 + o 1139 = 4667 units of 2048.
  assert.equal(runs[0].width, 4667 * 16 / 2048);
  assert.equal(runs[0].width, hmtxWidth("Hello"));
  assert.deepEqual(runs[0].glyphs.map((g) => g.text), ["H", "e", "l", "l", "o"]);
  assert.deepEqual(runs[0].glyphs.map((g) => g.cluster), [0, 1, 2, 3, 4]);
});

Deno.test("kerning: AV is narrower than A and V apart", () => {
  assert.ok(width("AV") < width("A") + width("V"), `${width("AV")}`);
  assert.ok(width("AV") < hmtxWidth("AV"));
  const glyphs = shapeText("AV", SANS, registry)[0].glyphs;
  assert.equal(glyphs[0].advance + glyphs[1].advance, width("AV"));
});

Deno.test("widths match Chromium 156 (100px, rounded up to 1/64 px by its layout)", () => {
  const cases: [string[], string, number, number][] = [
    [["Liberation Sans"], "AVAVAVAVAV", 0, 600.203125],
    [["Liberation Sans"], "WAVEWAVEWAVE", 0, 850.0625],
    [["Liberation Sans"], "TyreTyreTyre", 0, 583.453125],
    [["Liberation Sans"], "ToToToTo", 0, 422.46875],
    [["Liberation Sans"], "officeofficeoffice", 0, 711.625],
    [["Liberation Sans"], "Hello", 2, 237.890625],
    [["Liberation Sans"], "A\u0301e\u0301", 2, 126.328125],
    [["Liberation Sans"], "x\u00ADy", 2, 104],
    [["Liberation Serif"], "AVAVAVAVAV", 0, 606.15625],
    [["Liberation Serif"], "WAVEWAVEWAVE", 0, 827.796875],
    [["DejaVu Sans"], "officeofficeoffice", 0, 823.109375],
    [["DejaVu Sans"], "officeofficeoffice", 2, 863.640625],
    [["DejaVu Sans"], "fifififi", 0, 251.953125],
  ];
  for (const [family, text, letterSpacing, chromium] of cases) {
    const ours = width(text, style(family, { fontSize: 100, letterSpacing }));
    assert.ok(
      Math.abs(ours - chromium) < 1 / 64,
      `${family} ${JSON.stringify(text)} ls=${letterSpacing}: ${ours} vs Chromium ${chromium}`,
    );
  }
});

Deno.test("letter-spacing adds n × spacing, one per character unit", () => {
  const ls = style(["Liberation Sans"], { letterSpacing: 1.5 });
  assert.equal(width("Hello", ls), width("Hello") + 5 * 1.5);
  // A combining mark is part of its base's unit; a soft hyphen draws nothing.
  assert.equal(width("e\u0301", ls), width("e\u0301") + 1.5);
  assert.equal(width("a\u00ADb", ls), width("ab") + 3);
  const glyphs = shapeText("ab", ls, registry)[0].glyphs;
  assert.equal(glyphs[1].advance, hmtxWidth("b") + 1.5, "spacing also follows the last character");
});

Deno.test("word-spacing applies to spaces and no-break spaces", () => {
  const ws = style(["Liberation Sans"], { wordSpacing: 5 });
  assert.equal(width("a b\u00A0c d", ws), width("a b\u00A0c d") + 15);
  assert.equal(width("abc", ws), width("abc"));
});

Deno.test("ligatures carry all their characters; letter-spacing turns them off", () => {
  const dejavu = style(["DejaVu Sans"]);
  const glyphs = shapeText("office", dejavu, registry)[0].glyphs;
  assert.deepEqual(glyphs.map((g) => g.text), ["o", "ffi", "c", "e"]);
  assert.deepEqual(glyphs.map((g) => g.cluster), [0, 1, 4, 5]);
  const spaced = shapeText("office", { ...dejavu, letterSpacing: 1 }, registry)[0].glyphs;
  assert.deepEqual(spaced.map((g) => g.text), ["o", "f", "f", "i", "c", "e"]);
});

Deno.test("surrogate pairs: text and clusters are UTF-16 exact", () => {
  const runs = shapeText("a😀b", style(["DejaVu Sans"]), registry);
  assert.equal(runs.length, 1);
  assert.deepEqual(runs[0].glyphs.map((g) => g.text), ["a", "😀", "b"]);
  assert.deepEqual(runs[0].glyphs.map((g) => g.cluster), [0, 1, 3]);
  assert.notEqual(runs[0].glyphs[1].id, 0);
});

Deno.test("combining marks stay in their base's glyph run, placed by GPOS", () => {
  const glyphs = shapeText("e\u0301", SANS, registry)[0].glyphs;
  assert.deepEqual(glyphs.map((g) => g.text), ["e", "\u0301"]);
  assert.deepEqual(glyphs.map((g) => g.cluster), [0, 1]);
  assert.equal(glyphs[1].advance, 0);
  assert.notEqual(glyphs[1].xOffset, 0);
});

Deno.test("fallback: Latin, Greek and → from Liberation; ⇒ and U+20D7 from DejaVu; CJK tofu", () => {
  const runs = shapeText("Aα→⇒ e\u20D7日", SANS, registry);
  const summary = runs.map((r) => [r.face.postscriptName, r.glyphs.map((g) => g.text).join("")]);
  assert.deepEqual(summary, [
    ["LiberationSans", "Aα→"],
    ["DejaVuSans", "⇒"],
    ["LiberationSans", " "],
    // The mark's base goes with it to the face that has both.
    ["DejaVuSans", "e\u20D7"],
    // No face has 日: it stays with the first font and shows its .notdef glyph.
    ["LiberationSans", "日"],
  ]);
  assert.equal(runs[4].glyphs[0].id, 0);
  assert.deepEqual(runs.flatMap((r) => r.glyphs.map((g) => g.cluster)), [0, 1, 2, 3, 4, 5, 6, 7]);
});

Deno.test("an unknown family falls back to the next listed one, then to serif", () => {
  assert.equal(
    shapeText("x", style(["Nope", "monospace"]), registry)[0].face.postscriptName,
    "LiberationMono",
  );
  assert.equal(shapeText("x", style(["Nope"]), registry)[0].face.postscriptName, "LiberationSerif");
  assert.equal(
    shapeText("x", style(["Arial"], { fontWeight: 700, fontStyle: "italic" }), registry)[0].face
      .postscriptName,
    "LiberationSans-BoldItalic",
  );
});

Deno.test("invisible characters produce no glyph and keep indices", () => {
  const glyphs = shapeText("a\tb\u00ADc\u200Bd", SANS, registry)[0].glyphs;
  assert.deepEqual(glyphs.map((g) => g.text), ["a", "b", "c", "d"]);
  assert.deepEqual(glyphs.map((g) => g.cluster), [0, 2, 4, 6]);
  assert.deepEqual(shapeText("\u00AD", SANS, registry), []);
  assert.deepEqual(shapeText("", SANS, registry), []);
});

Deno.test("glyph text survives fontkit's glyph cache being filled without code points", async () => {
  // The PDF subsetter asks fontkit for glyphs by id alone; fontkit then caches
  // them with no characters. Shaping must not take its characters from there.
  const fresh = await FontRegistry.load();
  const dejavu = style(["DejaVu Sans"]);
  const font = fontkitView(fresh.familyFaces("DejaVu Sans").find((f) => f.weight === 400)!.font);
  for (let id = 0; id < font.numGlyphs; id++) font.getGlyph(id);
  assert.deepEqual(font.glyphForCodePoint(0x6f).codePoints, [], "fontkit's cache is polluted");
  const glyphs = shapeText("office\u00A0e\u0301", dejavu, fresh)[0].glyphs;
  assert.deepEqual(glyphs.map((g) => g.text), ["o", "ffi", "c", "e", "\u00A0", "e", "\u0301"]);
});

Deno.test("measureText equals the shaped width", () => {
  const styles = [
    SANS,
    style(["DejaVu Sans"], { letterSpacing: 0.7, wordSpacing: 2 }),
    style(["Times"], { fontSize: 13.5, fontWeight: 700 }),
  ];
  for (const s of styles) {
    for (const text of ["Hello, world!", "office αβγ ⇒ 😀", "e\u0301\u00AD日", ""]) {
      assert.equal(measureText(text, s, registry), width(text, s), `${text} ${JSON.stringify(s)}`);
    }
  }
});

Deno.test("font-kerning: none shapes AV with nominal advances; normal kerns", () => {
  assert.equal(width("AV", style(["Liberation Sans"], { fontKerning: "none" })), hmtxWidth("AV"));
  assert.equal(width("AV", style(["Liberation Sans"], { fontKerning: "normal" })), width("AV"));
  assert.ok(width("AV") < hmtxWidth("AV"));
});

Deno.test("font-feature-settings reaches the shaper, past the kerning fast path", () => {
  // Plain Latin and digits: text the kerning fast path would take.
  assert.ok(shapeByKerning(registry.familyFaces("Liberation Sans")[0].font, "x2"));
  const subs = style(["Liberation Sans"], { fontFeatureSettings: [{ tag: "subs", value: 1 }] });
  const plain = shapeText("x2", SANS, registry)[0].glyphs;
  const lowered = shapeText("x2", subs, registry)[0].glyphs;
  assert.equal(lowered[0].id, plain[0].id);
  assert.notEqual(lowered[1].id, plain[1].id, "the subscript two");
  // Liberation Sans's subscript figures are 795 units wide, the normal ones 1139.
  assert.equal(lowered[1].advance, 795 * 16 / 2048);
  assert.equal(plain[1].advance, 1139 * 16 / 2048);
  assert.deepEqual(lowered.map((g) => g.text), ["x", "2"]);
});

Deno.test("letter-spacing drops ligatures unless font-feature-settings asks for them", () => {
  const dejavu = style(["DejaVu Sans"], { letterSpacing: 1 });
  const text = (s: TextStyle) => shapeText("office", s, registry)[0].glyphs.map((g) => g.text);
  assert.deepEqual(text(dejavu), ["o", "f", "f", "i", "c", "e"]);
  const liga = { ...dejavu, fontFeatureSettings: [{ tag: "liga", value: 1 }] };
  assert.deepEqual(text(liga), ["o", "ffi", "c", "e"]);
  const dlig = style(["DejaVu Sans"], { fontFeatureSettings: [{ tag: "dlig", value: 1 }] });
  assert.deepEqual(shapeText("st", dlig, registry)[0].glyphs.map((g) => g.text), ["st"]);
});

Deno.test("font synthesis: runs whose face lacks the style are marked, unless font-synthesis forbids", () => {
  // DejaVu Sans is bundled without an oblique face; Liberation Sans has every style.
  const italic = style(["DejaVu Sans"], { fontStyle: "italic" });
  assert.deepEqual(shapeText("a", italic, registry)[0].synthetic, { bold: false, italic: true });
  const off = { ...italic, fontSynthesisStyle: false };
  assert.equal(shapeText("a", off, registry)[0].synthetic, undefined);
  const both = { ...italic, fontWeight: 700 };
  assert.equal(shapeText("a", both, registry)[0].face.postscriptName, "DejaVuSans-Bold");
  assert.deepEqual(shapeText("a", both, registry)[0].synthetic, { bold: false, italic: true });
  const sansItalic = style(["Liberation Sans"], { fontStyle: "italic", fontWeight: 700 });
  assert.equal(shapeText("a", sansItalic, registry)[0].synthetic, undefined);
});

Deno.test("a text shaped again in the same style gets the same frozen runs; another style its own", () => {
  const first = shapeText("Customer 12", SANS, registry);
  const again = shapeText("Customer 12", SANS, registry);
  assert.equal(again, first);
  assert.ok(Object.isFrozen(first));
  assert.throws(() => (first as unknown[]).push(first[0]), TypeError);
  // An equal style in another object shapes anew (caches are per style object) and agrees.
  const copy = shapeText("Customer 12", { ...SANS }, registry);
  assert.notEqual(copy, first);
  assert.deepEqual(copy, first);
  // Another size is another shaping, not the cached one.
  const bigger = shapeText("Customer 12", { ...SANS, fontSize: 20 }, registry);
  assert.equal(bigger[0].size, 20);
  assert.equal(bigger[0].width, first[0].width * 20 / 16);
});
