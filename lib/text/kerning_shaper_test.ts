import assert from "node:assert/strict";
import { FontRegistry } from "./registry.ts";
import { shapeByKerning } from "./kerning_shaper.ts";
import { fontkitView } from "./font_file.ts";

const registry = await FontRegistry.load();

const POOL = "AVWTYLPFKXavwtyoerf.,;:!?'\"()-–—’“”0123456789 \u00A0àéîõüßçñÆØąčęłńśźżΩ/\\&@#%*";

function randomStrings(count: number, seed: number): string[] {
  const chars = [...POOL];
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(random() * 12);
    return Array.from({ length }, () => chars[Math.floor(random() * chars.length)]).join("");
  });
}

Deno.test("the kerning fast path agrees with fontkit's full layout on every bundled face", () => {
  for (const face of registry.faces) {
    const font = fontkitView(face.font);
    let taken = 0;
    const common = ["2026-02-02", "1,234.50", "(17) 42%", "#1", "11:11", "7/4", "-0.5", "“77”"];
    for (const text of [...randomStrings(400, 7 + face.weight), ...common]) {
      const fast = shapeByKerning(face.font, text);
      if (!fast) continue;
      taken++;
      const full = font.layout(text, ["kern", "liga", "clig", "calt"]);
      const where = `${face.postscriptName} ${JSON.stringify(text)}`;
      assert.deepEqual(fast.glyphs.map((g) => g.id), full.glyphs.map((g) => g.id), where);
      assert.deepEqual(
        fast.glyphs.map((g) => [g.advance, g.xOffset, g.yOffset]),
        full.positions.map((p) => [p.xAdvance, p.xOffset, p.yOffset]),
        where,
      );
    }
    assert.ok(taken > 100, `${face.postscriptName}: fast path taken only ${taken} times`);
  }
});

Deno.test("the fast path declines what it cannot do exactly", () => {
  const sans = registry.familyFaces("Liberation Sans")[0].font;
  const dejavu = registry.familyFaces("DejaVu Sans").find((f) => f.weight === 400)!.font;
  assert.ok(shapeByKerning(sans, "Wave"), "plain Latin is taken");
  assert.equal(shapeByKerning(sans, "e\u0301"), null, "combining marks need GPOS mark placement");
  assert.equal(shapeByKerning(sans, "αβγ"), null, "no Latin letter: not the latn script");
  assert.ok(shapeByKerning(sans, "1,234.50"), "numbers are taken: no script, the default one");
  assert.equal(shapeByKerning(sans, "a\u00ADb"), null, "invisible characters");
  assert.equal(shapeByKerning(sans, "1\u20442"), null, "fraction slash enables frac features");
  assert.equal(shapeByKerning(dejavu, "office"), null, "DejaVu Sans has an ffi ligature");
  assert.equal(shapeByKerning(sans, "a😀"), null, "supplementary planes");
});
