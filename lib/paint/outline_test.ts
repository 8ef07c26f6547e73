import { deepStrictEqual as eq, ok } from "node:assert/strict";
import { paintedPage } from "./testing.ts";
import type { DisplayItem, RoundedRect } from "./types.ts";

const page = (style: string, content = "") =>
  paintedPage(
    `<style>body { margin: 0 } div { margin: 50px; width: 100px; height: 40px; ${style} }</style>
    <div>${content}</div><p>after</p>`,
    800,
    0,
  );

const paths = (items: DisplayItem[]) => items.flatMap((item) => item.kind === "path" ? [item] : []);

Deno.test("an outline rings the border box at its offset, following the radius", async () => {
  const items = await page("outline: 3px solid blue; outline-offset: 5px; border-radius: 8px");
  const [ring] = paths(items);
  const [outer, inner] = ring.outlines as RoundedRect[];
  // Chromium's ring: from 5px to 8px outside the box, radii grown with it.
  eq([outer.x, outer.y, outer.width, outer.height], [42, 42, 116, 56]);
  eq(outer.radii[0], [16, 16]);
  eq([inner.x, inner.y, inner.width, inner.height], [45, 45, 110, 50]);
  eq(ring.fill, { r: 0, g: 0, b: 255, a: 1 });
});

Deno.test("an outline is painted over its box's content", async () => {
  const items = await page("outline: 2px solid red", "text");
  const glyphs = items.findIndex((item) => item.kind === "glyphs");
  const ring = items.findIndex((item) => item.kind === "path");
  ok(glyphs >= 0 && ring > glyphs, `glyphs at ${glyphs}, outline at ${ring}`);
});

Deno.test("outline-style none or auto: nothing, or Chromium's focus ring", async () => {
  eq(paths(await page("outline: 5px none red")), []);
  const focus = paths(await page("outline: auto; outline-color: red"));
  eq(focus.map((p) => p.fill), [{ r: 255, g: 255, b: 255, a: 1 }, { r: 255, g: 0, b: 0, a: 1 }]);
  const [white, colour] = focus.map((p) => p.outlines[0] as RoundedRect);
  eq([white.x, white.width, colour.x, colour.width], [48, 104, 49, 102]);
  eq(colour.radii[0], [4, 4]);
});
