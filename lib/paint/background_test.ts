import { deepStrictEqual as eq, ok } from "node:assert/strict";
import { FontRegistry } from "../text/mod.ts";
import { Fragmentainer } from "../layout/mod.ts";
import { layoutHtml } from "../layout/testing.ts";
import { paintFlow } from "./paint.ts";
import { paintedPage } from "./testing.ts";
import type { DisplayItem } from "./types.ts";

const page = (body: string) =>
  paintedPage(
    `<style>body { margin: 0 } div { width: 200px; height: 100px }</style>${body}`,
    800,
    0,
  );

const kinds = (items: DisplayItem[]) => items.map((item) => item.kind);

Deno.test("a gradient layer is clipped to its box and drawn once as a shading", async () => {
  const items = await page(`<div style="background: linear-gradient(red, blue)"></div>`);
  eq(kinds(items), ["clip-push", "shape", "pop"]);
  eq(items[0], { kind: "clip-push", x: 0, y: 0, width: 200, height: 100 });
});

Deno.test("the colour under the layers fills the bottom layer's clip box; the top layer last", async () => {
  const items = await page(`<div style="padding: 10px; border: 5px solid transparent;
    background: linear-gradient(red, red) content-box, linear-gradient(blue, blue) padding-box
    gold"></div>`);
  const fill = items.find((item) => item.kind === "rect");
  // padding-box of the last layer: 5px in from the border box's 230 × 130.
  eq(fill, {
    kind: "rect",
    x: 5,
    y: 5,
    width: 220,
    height: 120,
    color: { r: 255, g: 215, b: 0, a: 1 },
  });
  const clips = items.filter((item) => item.kind === "clip-push");
  eq(clips.map((c) => c.kind === "clip-push" && [c.x, c.y, c.width, c.height]), [
    [5, 5, 220, 120],
    [15, 15, 200, 100],
  ]);
});

Deno.test("rounded corners clip the layers to the rounded box", async () => {
  const items = await page(
    `<div style="border-radius: 20px; background: linear-gradient(red, blue)"></div>`,
  );
  ok(items[0].kind === "clip-path-push" && "radii" in items[0].outlines[0]);
});

Deno.test("repeated tiles are one tiles item, the shading drawn once in its cell", async () => {
  const items = await page(
    `<div style="background: linear-gradient(red, blue) 10px 0 / 50px 40px"></div>`,
  );
  eq(kinds(items), ["clip-push", "tiles", "pop"]);
  const tiles = items[1];
  ok(tiles.kind === "tiles");
  // Tiles at -40, 10, 60, 110, 160 across and 0, 40, 80 down cover the 200 × 100 box.
  eq([tiles.x, tiles.y, tiles.width, tiles.height], [-40, 0, 250, 120]);
  eq([tiles.tile, tiles.step], [{ width: 50, height: 40 }, { x: 50, y: 40 }]);
  eq(kinds(tiles.cell), ["shape"]);
});

Deno.test("space spreads the tiles: the step is wider than the tile", async () => {
  const items = await page(
    `<div style="background: linear-gradient(red, blue) 0 0 / 60px 100px space"></div>`,
  );
  const tiles = items.find((item) => item.kind === "tiles");
  // Three 60px tiles in 200px: 10px between them.
  ok(tiles?.kind === "tiles");
  eq([tiles.x, tiles.width, tiles.step.x, tiles.tile.width], [0, 200, 70, 60]);
});

Deno.test("a tile shown once is drawn where it is, without a pattern", async () => {
  const items = await page(
    `<div style="background: linear-gradient(red, blue) 0 0 / 50px 50px no-repeat"></div>`,
  );
  eq(kinds(items), ["clip-push", "shape", "pop"]);
});

Deno.test("the body's background is the canvas's: painted over the page area, not by the body", async () => {
  const root = await layoutHtml(
    `<style>body { margin: 10px; background: linear-gradient(red, blue) no-repeat }
    p { height: 50px }
    </style><p>x</p>`,
    600,
    800,
  );
  const ctx = { registry: await FontRegistry.bundled(), fragmentainer: new Fragmentainer(800) };
  const out: DisplayItem[] = [];
  const canvas = { x: 20, y: 30, width: 600, height: 800 };
  paintFlow(root, { top: 0, bottom: 800, dx: 20, dy: 30, width: 640, canvas }, ctx, out);
  const shapes = out.filter((item) => item.kind === "shape");
  eq(shapes.length, 1);
  // Clipped to the page area, positioned in the root element's box (82px tall, at 20, 30: the
  // paragraph's 16px margins collapse through the body's).
  eq(out[0], { kind: "clip-push", ...canvas });
  const shading = shapes[0].kind === "shape" && shapes[0].fill?.paint;
  ok(shading && "coords" in shading);
  eq(shading.coords.map((v) => Math.round(v * 1000) / 1000), [320, 30, 320, 112]);
});

Deno.test("background-clip: text clips the layers and the colour to the box's glyphs", async () => {
  const items = await page(`<div style="font: 20px Arial; color: transparent; background: red
    linear-gradient(red, blue); -webkit-background-clip: text"><span>Hi</span> <b>there</b></div>`);
  const clips = items.filter((item) => item.kind === "clip-text-push");
  eq(clips.length, 2);
  const [colour] = clips;
  ok(colour.kind === "clip-text-push");
  // The runs of the div and of the inline elements in it.
  eq(colour.runs.map((run) => run.glyphs.length), [2, 1, 5]);
  eq(kinds(items).slice(0, 6), ["clip-text-push", "rect", "pop", "clip-text-push", "shape", "pop"]);
});
