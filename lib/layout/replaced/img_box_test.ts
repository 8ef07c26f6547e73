import { deepStrictEqual as eq, equal } from "node:assert/strict";
import type { BoxFragment } from "../fragment.ts";
import { lines } from "../testing.ts";
import { imgs, layoutWithImages as layout } from "./testing.ts";

const size = (f: BoxFragment) => [f.width, f.height];

Deno.test("an img is as large as its image; a width sets the height through the ratio", async () => {
  const root = await layout(`<img src="rgb.jpg"><img src="rgb8.png" width="50">
    <img src="rgb8.png" style="height: 6px"><div style="width: 10px"><img src="rgb.jpg"
    style="max-width: 100%"></div><img src="rgb8.png" width="20" height="30">`);
  eq(imgs(root).map(size), [[16, 16], [50, 30], [10, 6], [10, 10], [20, 30]]);
});

Deno.test("EXIF orientation turns the natural size; a 2x candidate halves it", async () => {
  const root = await layout(`<img src="orientation6.jpg"><img srcset="rgb.jpg 2x">
    <img srcset="rgb.jpg 32w" sizes="64px">`);
  eq(imgs(root).map(size), [[8, 16], [8, 8], [32, 32]]);
  equal(imgs(root)[0].element?.image?.kind, "raster");
});

Deno.test("broken images: alt text after the icon, a framed box when sized, else the icon", async () => {
  // Chromium's print: "A [icon]Company logo B" with the text 16px after the img's start; a
  // sized img without alt keeps its size, framed 1px silver with the icon 2px in; one without
  // alt nor size is the 16px icon; alt="" shows nothing.
  const root = await layout(`<div>A <img src="none.png" alt="Company logo"> B</div>
    <div>I <img src="none.png" width="120" height="60"> J</div>
    <div>E <img src="none.png"> F</div><div>C <img src="none.png" alt=""> D</div>`);
  const [alt, icon1, sized, icon2, holder, icon3, empty] = imgs(root);
  equal(alt.height, 18);
  const altText = lines(alt).flatMap((l) =>
    l.children.flatMap((c) => c.kind === "text" ? [c] : [])
  );
  eq(altText.map((t) => t.run.glyphs.map((g) => g.text).join("")).join(""), "Company logo");
  equal(altText[0].x - alt.x, 16);
  eq([icon1.x - alt.x, icon1.y - alt.y, ...size(icon1)], [0, 0, 16, 16]);
  eq(size(sized), [120, 60]);
  eq([icon2.x - sized.x, icon2.y - sized.y], [2, 2]);
  eq([...size(holder), ...size(icon3)], [16, 16, 16, 16]);
  eq(size(empty), [0, 0]);
});

Deno.test("broken images: no icon without a source; nothing in a box under 20px", async () => {
  const root = await layout(`<img width="100" height="50"><img src="none.png" width="17"
    height="17"><img src="none.png" alt="Block" style="display: block; width: 200px;
    height: 40px">`);
  const [absent, small, block, icon] = imgs(root);
  eq(size(absent), [100, 50]);
  eq(size(small), [17, 17]);
  equal(small.children.length, 0);
  eq(size(block), [200, 40]);
  eq([icon.x - block.x, icon.y - block.y], [0, 0]);
});

Deno.test("a max-width: 100% image may shrink to nothing: its min-content contribution is 0", async () => {
  // Chromium's print: only the float's image shows (16px); the min-content boxes are 0 wide.
  const root = await layout(`<div style="width: min-content"><img src="rgb.jpg"
    style="max-width: 100%"></div><div style="float: left"><img src="rgb.jpg"
    style="max-width: 100%"></div><div style="clear: both; width: min-content"><img
    src="rgb.jpg" style="max-width: 100%; display: block"></div>`);
  eq(imgs(root).map((f) => f.width), [0, 16, 0]);
});

Deno.test("in quirks mode a sized broken img frames its alt text, clipped", async () => {
  // Chromium's print of the same markup without a doctype: the 120×60 framed box with the icon
  // and "Company logo" wrapped inside it.
  const root = await layout(`<img src="none.png" alt="Company logo" width="120" height="60">`, {
    quirks: true,
  });
  const [img, icon] = imgs(root);
  eq(size(img), [120, 60]);
  eq([icon.x - img.x, icon.y - img.y], [2, 2]);
});
