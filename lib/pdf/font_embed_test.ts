import assert from "node:assert/strict";
import { inflateSync } from "node:zlib";
import * as fontkit from "fontkit";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFNumber,
  PDFRawStream,
  type PDFRef,
} from "pdf-lib";
import type { PageDisplayList } from "../paint/types.ts";
import type { FontFace } from "../text/types.ts";
import {
  collectGlyphUsage,
  compactWidths,
  embedFont,
  type GlyphUsage,
  subsetTag,
} from "./font_embed.ts";
import { loadFace, shape, textItem } from "./testing_fonts.ts";

Deno.test("compactWidths lists widths and folds runs of four or more equal ones", () => {
  assert.deepEqual(compactWidths([500, 600, 700]), [0, [500, 600, 700]]);
  assert.deepEqual(compactWidths([600, 600, 600, 600, 600]), [0, 4, 600]);
  assert.deepEqual(
    compactWidths([250, 600, 600, 600, 600, 300, 300, 500]),
    [0, [250], 1, 4, 600, 5, [300, 300, 500]],
  );
  assert.deepEqual(compactWidths([]), []);
});

Deno.test("subsetTag is six capitals, stable for a glyph set and different for another", () => {
  const tag = subsetTag("LiberationSans", [3, 40, 72]);
  assert.match(tag, /^[A-Z]{6}$/);
  assert.equal(subsetTag("LiberationSans", [3, 40, 72]), tag);
  assert.notEqual(subsetTag("LiberationSans", [3, 40, 73]), tag);
  assert.notEqual(subsetTag("LiberationSerif", [3, 40, 72]), tag);
});

Deno.test("collectGlyphUsage spans pages, orders faces by first use, keeps the first text", () => {
  const regular = loadFace("LiberationSans-Regular.ttf");
  const bold = loadFace("LiberationSans-Bold.ttf", 700);
  const mark = { id: 5, advance: 0, xOffset: 0, yOffset: 0, cluster: 0 };
  const pages: PageDisplayList[] = [
    { width: 100, height: 100, items: [textItem(bold, "b", 0, 10, 10)] },
    {
      width: 100,
      height: 100,
      items: [
        { kind: "rect", x: 0, y: 0, width: 1, height: 1, color: { r: 0, g: 0, b: 0, a: 1 } },
        {
          kind: "glyphs",
          x: 0,
          y: 0,
          face: regular,
          size: 10,
          color: { r: 0, g: 0, b: 0, a: 1 },
          glyphs: [{ ...mark, text: "" }, { ...mark, text: "x" }, { ...mark, text: "y" }],
        },
        textItem(bold, "ab", 0, 10, 10),
      ],
    },
  ];
  const usage = collectGlyphUsage(pages);
  assert.deepEqual([...usage.keys()], [bold.id, regular.id]);
  assert.deepEqual([...usage.get(regular.id)!.texts], [[5, "x"]]);
  const boldTexts = usage.get(bold.id)!.texts;
  assert.deepEqual([...boldTexts.values()].sort(), ["a", "b"]);
});

Deno.test("collectGlyphUsage finds the glyphs of clips, masks and repeated tiles", () => {
  const face = loadFace("LiberationSans-Regular.ttf");
  const tile = { width: 10, height: 10 };
  const pages: PageDisplayList[] = [{
    width: 100,
    height: 100,
    items: [
      { kind: "clip-text-push", runs: [textItem(face, "a", 0, 10, 10)] },
      { kind: "pop" },
      { kind: "mask-push", mask: [textItem(face, "b", 0, 10, 10)], alpha: false },
      { kind: "pop" },
      {
        kind: "tiles",
        x: 0,
        y: 0,
        width: 50,
        height: 50,
        tile,
        step: { x: 10, y: 10 },
        cell: [textItem(face, "c", 0, 10, 10)],
      },
    ],
  }];
  const texts = collectGlyphUsage(pages).get(face.id)!.texts;
  assert.deepEqual([...texts.values()].sort(), ["a", "b", "c"]);
});

function usageOf(face: FontFace, text: string): GlyphUsage {
  const texts = new Map<number, string>();
  for (const glyph of shape(face, text, 16)) {
    if (!texts.has(glyph.id)) texts.set(glyph.id, glyph.text);
  }
  return { face, texts };
}

function lookupDict(doc: PDFDocument, value: unknown): PDFDict {
  const object = doc.context.lookup(value as PDFRef);
  assert.ok(object instanceof PDFDict, "expected a dictionary");
  return object;
}

function streamBytes(doc: PDFDocument, ref: unknown): Uint8Array {
  const stream = doc.context.lookup(ref as PDFRef);
  assert.ok(stream instanceof PDFRawStream, "expected a stream");
  return inflateSync(stream.contents);
}

/** The font objects embedFont registered: Type0, descendant, descriptor. */
async function embedded(face: FontFace, text: string) {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = embedFont(doc.context, usageOf(face, text), "F7");
  const type0 = lookupDict(doc, font.ref);
  const descendants = type0.get(PDFName.of("DescendantFonts"));
  assert.ok(descendants instanceof PDFArray);
  const cidFont = lookupDict(doc, descendants.get(0));
  const descriptor = lookupDict(doc, cidFont.get(PDFName.of("FontDescriptor")));
  return { doc, font, type0, cidFont, descriptor };
}

Deno.test("a TrueType face becomes a Type0 / CIDFontType2 subset with matching widths", async () => {
  const face = loadFace("LiberationSans-Regular.ttf");
  // "é" is a composite glyph in Liberation Sans: its components must come along.
  const text = "Hé, AVA!";
  const { doc, font, type0, cidFont, descriptor } = await embedded(face, text);

  assert.equal(font.name, "F7");
  assert.equal(type0.get(PDFName.of("Subtype")), PDFName.of("Type0"));
  assert.equal(type0.get(PDFName.of("Encoding")), PDFName.of("Identity-H"));
  const baseFont = type0.get(PDFName.of("BaseFont"))!.toString();
  assert.match(baseFont, /^\/[A-Z]{6}\+LiberationSans$/);
  assert.equal(cidFont.get(PDFName.of("BaseFont"))!.toString(), baseFont);
  assert.equal(cidFont.get(PDFName.of("Subtype")), PDFName.of("CIDFontType2"));
  assert.equal(cidFont.get(PDFName.of("CIDToGIDMap")), PDFName.of("Identity"));
  // Symbolic, not serif, not italic, not fixed pitch.
  assert.equal((descriptor.get(PDFName.of("Flags")) as PDFNumber).asNumber(), 4);
  assert.equal((descriptor.get(PDFName.of("Ascent")) as PDFNumber).asNumber(), 905);

  const program = fontkit.create(streamBytes(doc, descriptor.get(PDFName.of("FontFile2"))));
  const widths = (cidFont.get(PDFName.of("W")) as PDFArray).asArray();
  assert.equal((widths[0] as PDFNumber).asNumber(), 0, "the /W list starts at CID 0");
  const listed = (widths[1] as PDFArray).asArray().map((w) => (w as PDFNumber).asNumber());

  for (const glyph of shape(face, text, 16)) {
    const cid = parseInt(font.code(glyph.id), 16);
    const original = face.font.getGlyph(glyph.id);
    const copy = program.getGlyph(cid);
    assert.deepEqual(copy.path.bbox, original.path.bbox, `outline of ${glyph.text}`);
    assert.equal(copy.advanceWidth, original.advanceWidth);
    const expected = Math.round(original.advanceWidth * 1000 / face.unitsPerEm * 1000) / 1000;
    assert.equal(listed[cid], expected);
    assert.equal(font.width(glyph.id), expected);
  }
  // .notdef + 7 distinct glyphs + the components of é.
  assert.ok(program.numGlyphs > 8, `composite components included (${program.numGlyphs})`);
});

Deno.test("the font's ToUnicode CMap maps its codes to the glyphs' text", async () => {
  const face = loadFace("DejaVuSans.ttf");
  const { doc, font, type0 } = await embedded(face, "office →");
  const cmap = new TextDecoder().decode(streamBytes(doc, type0.get(PDFName.of("ToUnicode"))));
  const ffi = shape(face, "ffi", 16);
  assert.equal(ffi.length, 1, "DejaVu Sans forms an ffi ligature");
  assert.ok(cmap.includes(`<${font.code(ffi[0].id)}> <006600660069>`), cmap);
  const arrow = shape(face, "→", 16)[0];
  assert.ok(cmap.includes(`<${font.code(arrow.id)}> <2192>`), cmap);
});

Deno.test("a serif face is flagged serif", async () => {
  const { descriptor } = await embedded(loadFace("LiberationSerif-Italic.ttf"), "Serif");
  // Serif 2 | Symbolic 4 | Italic 64
  assert.equal((descriptor.get(PDFName.of("Flags")) as PDFNumber).asNumber(), 70);
  assert.ok((descriptor.get(PDFName.of("ItalicAngle")) as PDFNumber).asNumber() < 0);
});

const FREE_SANS = "/usr/share/fonts/opentype/freefont/FreeSans.otf";
const hasCffFont = (() => {
  try {
    return Deno.statSync(FREE_SANS).isFile;
  } catch {
    return false;
  }
})();

Deno.test({
  name: "a CFF-flavoured OpenType face becomes a CIDFontType0 with a CIDFontType0C program",
  // No CFF font is bundled; Debian's fonts-freefont-otf provides one.
  ignore: !hasCffFont,
  fn: async () => {
    const font = fontkit.openSync(FREE_SANS);
    const face: FontFace = {
      id: FREE_SANS,
      family: font.familyName,
      postscriptName: font.postscriptName,
      weight: 400,
      style: "normal",
      font,
      unitsPerEm: font.unitsPerEm,
      ascent: font.ascent,
      descent: font.descent,
      lineGap: font.lineGap,
    };
    const { doc, font: embeddedFont, type0, cidFont, descriptor } = await embedded(face, "CFF é");
    assert.match(
      type0.get(PDFName.of("BaseFont"))!.toString(),
      /^\/[A-Z]{6}\+FreeSans-Identity-H$/,
    );
    assert.equal(cidFont.get(PDFName.of("Subtype")), PDFName.of("CIDFontType0"));
    assert.equal(cidFont.get(PDFName.of("CIDToGIDMap")), undefined);
    const fontFile = doc.context.lookup(descriptor.get(PDFName.of("FontFile3")) as PDFRef);
    assert.ok(fontFile instanceof PDFRawStream);
    assert.equal(fontFile.dict.get(PDFName.of("Subtype")), PDFName.of("CIDFontType0C"));
    // The program is a bare CID-keyed CFF whose glyph for "C" has C's outline.
    const program = new Uint8Array(streamBytes(doc, descriptor.get(PDFName.of("FontFile3"))));
    assert.equal(program[0], 1, "CFF major version 1");
    const c = shape(face, "C", 16)[0];
    assert.ok(parseInt(embeddedFont.code(c.id), 16) > 0);
  },
});

Deno.test("a font without TrueType or CFF outlines is refused with a clear error", async () => {
  const face = loadFace("LiberationSans-Regular.ttf");
  const fake = {
    ...face,
    postscriptName: "Bitmaps",
    font: { directory: { tables: { head: {}, EBDT: {} } } },
  };
  const doc = await PDFDocument.create();
  assert.throws(
    () => embedFont(doc.context, { face: fake, texts: new Map([[1, "a"]]) }, "F1"),
    /Cannot embed font Bitmaps: only TrueType \(glyf\) and CFF outlines/,
  );
});
