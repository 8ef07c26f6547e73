import { deepStrictEqual as eq, ok } from "node:assert/strict";
import { outsetRoundedRect } from "./corner_radii.ts";
import { paintedPage } from "./testing.ts";
import type { DisplayItem, RoundedRect } from "./types.ts";

const page = (style: string) =>
  paintedPage(
    `<style>body { margin: 0 } div { margin: 50px; width: 100px; height: 40px; ${style} }</style>
    <div></div>`,
    800,
    0,
  );

Deno.test("a spread grows radii as Blink grows them: square corners stay square", () => {
  const rect: RoundedRect = {
    x: 0,
    y: 0,
    width: 10,
    height: 10,
    radii: [[0, 0], [10, 10], [2, 2], [4, 4]],
  };
  const out = outsetRoundedRect(rect, 4);
  eq([out.x, out.y, out.width, out.height], [-4, -4, 18, 18]);
  // r ≥ spread: r + spread; r < spread: r + spread·(1 + (r/spread − 1)³).
  eq(out.radii, [[0, 0], [14, 14], [2 + 4 * (1 - 0.125), 2 + 4 * (1 - 0.125)], [8, 8]]);
  eq(outsetRoundedRect(rect, -3).radii, [[0, 0], [7, 7], [0, 0], [1, 1]]);
});

Deno.test("a sharp outer shadow: a path outside the border box, below the background", async () => {
  const items = await page("box-shadow: 3px 4px 0 2px red; background: blue");
  const kinds = items.map((item) => item.kind);
  eq(kinds.slice(0, 4), ["clip-path-push", "path", "pop", "rect"]);
  const clip = items[0] as Extract<DisplayItem, { kind: "clip-path-push" }>;
  ok(clip.evenOdd);
  const shadow = items[1] as Extract<DisplayItem, { kind: "path" }>;
  const outline = shadow.outlines[0] as RoundedRect;
  eq([outline.x, outline.y, outline.width, outline.height], [51, 52, 104, 44]);
  eq(shadow.fill, { r: 255, g: 0, b: 0, a: 1 });
});

Deno.test("a blurred shadow is an image three sigmas wider than its shape", async () => {
  const items = await page("box-shadow: 0 0 10px black");
  const image = items.find((item) => item.kind === "image")!;
  ok(image.kind === "image");
  eq([image.x, image.y, image.width, image.height], [35, 35, 130, 70]);
  ok(image.image.softMask);
});

Deno.test("inset shadows lie above the background, clipped to the padding box", async () => {
  const items = await page(
    "box-shadow: inset 2px 2px 0 green; background: yellow; border: 5px solid",
  );
  const kinds = items.map((item) => item.kind);
  eq(kinds.slice(0, 4), ["rect", "clip-push", "path", "pop"]);
  eq(items[1], { kind: "clip-push", x: 55, y: 55, width: 100, height: 40 });
});

Deno.test("the first shadow listed is painted last, on top", async () => {
  const items = await page("box-shadow: 1px 1px red, 2px 2px blue");
  const fills = items.flatMap((item) => item.kind === "path" ? [item.fill] : []);
  eq(fills, [{ r: 0, g: 0, b: 255, a: 1 }, { r: 255, g: 0, b: 0, a: 1 }]);
});

Deno.test("a table's shadow is painted once, by the table box, not again by its wrapper", async () => {
  const items = await paintedPage(
    `<table style="box-shadow: 2px 2px red; background: linear-gradient(blue, blue)">
    <tr><td>x</td></tr></table>`,
    800,
    0,
  );
  const red = items.filter((item) => item.kind === "path" && item.fill?.r === 255);
  eq(red.length, 1);
  eq(items.filter((item) => item.kind === "shape").length, 1);
});
