import assert from "node:assert/strict";
import * as fontkit from "fontkit";
import { outlineFormat, subsetFont, type SubsettableFont } from "./font_subset.ts";
import { FONTS_DIR } from "./testing_fonts.ts";

function open(file: string) {
  return fontkit.openSync(FONTS_DIR + file);
}

function glyphIds(font: ReturnType<typeof open>, text: string): number[] {
  return font.layout(text).glyphs.map((g: { id: number }) => g.id);
}

/** Subsets `text`'s glyphs and checks every one kept its outline and advance. */
function assertSameGlyphs(file: string, text: string, reencodeOutlines: boolean) {
  const font = open(file);
  const ids = glyphIds(font, text);
  const subset = subsetFont(font, ids, { reencodeOutlines });
  assert.equal(subset.format, "truetype");
  const copy = fontkit.create(subset.program);
  for (const id of ids) {
    const cid = subset.cids.get(id)!;
    const original = font.getGlyph(id);
    const kept = copy.getGlyph(cid);
    assert.equal(kept.path.toSVG(), original.path.toSVG(), `outline of glyph ${id}`);
    assert.equal(kept.advanceWidth, original.advanceWidth, `advance of glyph ${id}`);
  }
  return { subset, copy, ids };
}

Deno.test("subset glyph ids follow the original ids in ascending order after .notdef", () => {
  const font = open("LiberationSans-Regular.ttf");
  const subset = subsetFont(font, [72, 3, 40, 3]);
  assert.deepEqual([...subset.cids], [[3, 1], [40, 2], [72, 3]]);
});

Deno.test("a TrueType subset keeps the outlines and advances of its glyphs", () => {
  const { copy, ids } = assertSameGlyphs("DejaVuSans.ttf", "Hé → office", false);
  // .notdef, the distinct glyphs, and the components of composites (é).
  assert.ok(copy.numGlyphs > new Set(ids).size + 1);
});

Deno.test("re-encoded outlines (the WOFF2 path) match, composites flattened", () => {
  const { copy, ids } = assertSameGlyphs("LiberationSans-Regular.ttf", "Hé Åß, office!", true);
  // Flattened composites pull in no component glyphs.
  assert.equal(copy.numGlyphs, new Set(ids).size + 1);
  assertSameGlyphs("DejaVuSans.ttf", "Zoë → ffi", true);
});

Deno.test("fonts with neither glyf nor CFF outlines are recognised and refused", () => {
  const font = { type: "TTF", directory: { tables: { CFF2: {} } } } as unknown as SubsettableFont;
  assert.equal(outlineFormat(font), null);
  assert.throws(() => subsetFont(font, [1]), /only TrueType \(glyf\) and CFF outlines/);
  assert.equal(outlineFormat(open("LiberationMono-Regular.ttf")), "truetype");
});
