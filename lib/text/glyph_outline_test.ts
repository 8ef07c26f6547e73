import { deepStrictEqual as eq, ok } from "node:assert/strict";
import { glyphOutline } from "./glyph_outline.ts";
import { FontRegistry } from "./registry.ts";

Deno.test("a glyph's outline: closed contours in font units; a space has none", async () => {
  const registry = await FontRegistry.bundled();
  const face = registry.faces.find((f) => f.family === "Liberation Sans" && f.weight === 400)!;
  const font = face.font as { glyphForCodePoint(c: number): { id: number } };
  const o = glyphOutline(face, font.glyphForCodePoint(0x4f).id);
  eq(o[0].op, "M");
  eq(o.filter((c) => c.op === "M").length, 2);
  eq(o.filter((c) => c.op === "Z").length, 2);
  // The O stands on the baseline, about a cap height tall.
  const ys = o.flatMap((c) => "y" in c ? [c.y] : []);
  ok(Math.min(...ys) < 0 && Math.max(...ys) > 1400, `${Math.min(...ys)} ${Math.max(...ys)}`);
  eq(glyphOutline(face, font.glyphForCodePoint(0x20).id), []);
});
