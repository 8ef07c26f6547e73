import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { printedPixels } from "../../tests/helpers/printed_pixels.ts";
import { itemsOf, paintedSvg } from "./testing.ts";

Deno.test("a mask's default region is its element's box grown by 10% each side", async () => {
  const items = await paintedSvg(`<svg width="300" height="200">
    <mask id="m"><rect width="300" height="200" fill="#fff"/></mask>
    <rect x="100" y="50" width="100" height="50" fill="red" mask="url(#m)"/></svg>`);
  const [push] = itemsOf(items, "mask-push");
  equal(push.alpha, false, "luminance by default");
  eq(push.mask[0], { kind: "clip-push", x: 90, y: 45, width: 120, height: 60 });
  eq(push.mask.map((item) => item.kind), ["clip-push", "shape", "pop"]);
  // The masked rect is drawn inside the mask's group.
  const kinds = items.map((item) => item.kind);
  const at = kinds.indexOf("mask-push");
  eq(kinds.slice(at, at + 3), ["mask-push", "shape", "pop"]);
});

Deno.test("user space regions, content in bounding box units and mask-type alpha", async () => {
  const items = await paintedSvg(`<svg width="300" height="200">
    <style>#m { mask-type: alpha }</style>
    <mask id="m" maskUnits="userSpaceOnUse" x="10" y="20" width="50%" height="30"
      maskContentUnits="objectBoundingBox"><circle cx=".5" cy=".5" r=".5"/></mask>
    <rect x="100" y="50" width="100" height="50" fill="red" mask="url(#m)"/></svg>`);
  const [push] = itemsOf(items, "mask-push");
  equal(push.alpha, true);
  eq(push.mask.slice(0, 2), [
    { kind: "clip-push", x: 10, y: 20, width: 150, height: 30 },
    { kind: "transform-push", matrix: [100, 0, 0, 50, 100, 50] },
  ]);
});

Deno.test("bounding box units on a shape without area mask it away; a missing mask does not", async () => {
  const items = await paintedSvg(`<svg width="300" height="200">
    <mask id="m"><rect width="300" height="200" fill="#fff"/></mask>
    <line x1="10" y1="10" x2="200" y2="10" stroke="red" mask="url(#m)"/>
    <line x1="10" y1="30" x2="200" y2="30" stroke="blue" mask="url(#missing)"/></svg>`);
  eq(itemsOf(items, "mask-push"), []);
  eq(itemsOf(items, "shape").map((s) => s.stroke?.paint), [{ r: 0, g: 0, b: 255, a: 1 }]);
});

Deno.test("a mask whose content uses the mask again draws that content unmasked", async () => {
  const items = await paintedSvg(`<svg width="300" height="200">
    <mask id="m"><rect width="300" height="200" fill="#fff" mask="url(#m)"/></mask>
    <rect width="100" height="50" fill="red" mask="url(#m)"/></svg>`);
  const [push] = itemsOf(items, "mask-push");
  eq(itemsOf(push.mask, "mask-push"), []);
});

Deno.test("printed: white shows the element, black hides it, grey halves it, as one group", async () => {
  const items = await paintedSvg(`<svg width="300" height="100">
    <mask id="m"><rect width="100" height="100" fill="#fff"/>
      <rect x="200" width="100" height="100" fill="#808080"/></mask>
    <g mask="url(#m)"><rect width="300" height="100" fill="#00f"/>
      <rect x="200" width="100" height="100" fill="#00f"/></g></svg>`);
  const pixel = await printedPixels(items, 300, 100);
  eq(pixel(50, 50), [0, 0, 255], "under white");
  eq(pixel(150, 50), [255, 255, 255], "under black (nothing)");
  // Two blue rects overlap under grey: one group at half alpha, not two halves stacked.
  const [r, g, b] = pixel(250, 50);
  equal(b, 255);
  equal(Math.abs(r - 128) < 12 && Math.abs(g - 128) < 12, true, `half blue: ${[r, g, b]}`);
});
