import { deepStrictEqual as eq } from "node:assert/strict";
import type { BoxFragment, Fragment, InlineFragment } from "../fragment.ts";
import { layoutWithImages } from "./testing.ts";

/** The boxes named `name` (the generated images) in tree order. */
function imgsNamed(f: Fragment | InlineFragment, name: string): BoxFragment[] {
  if (f.kind !== "box" && f.kind !== "line") return [];
  const own = f.kind === "box" && f.element?.name === name ? [f] : [];
  return [...own, ...f.children.flatMap((c) => imgsNamed(c, name))];
}

/** The marker images' boxes [x, bottom] and the first text's x and baseline, per line. */
function markers(f: Fragment | InlineFragment, out: number[][] = []): number[][] {
  if (f.kind === "line") {
    const image = f.children.find((c): c is BoxFragment =>
      c.kind === "box" && c.element?.name === "::marker"
    );
    const text = f.children.find((c) => c.kind === "text");
    if (image && text?.kind === "text") {
      out.push([image.x, image.y + image.height, text.x, text.baseline]);
    }
  }
  if (f.kind === "box" || f.kind === "line") { for (const c of f.children) markers(c, out); }
  return out;
}

Deno.test("list-style-image: on the baseline, 7px before the content outside, the text inside", async () => {
  // Chromium's print of the same lists (16px Arial, padding-left 40px): outside images end at
  // 33 whatever their width, inside ones start at 40 with the text at 40 + width + 7.
  const root = await layoutWithImages(`<style>ul { margin: 0; padding-left: 40px }</style>
    <ul style="list-style-image: url(rgb.jpg)"><li>Outside</li></ul>
    <ul style="list-style: url(rgb8.png) inside"><li>Inside</li></ul>
    <ul style="list-style-image: url(none.png)"><li>Broken</li></ul>`);
  eq(markers(root), [[17, 16, 40, 16], [40, 34, 52, 34]]);
});

Deno.test("gradient markers: squares half the font's ascent, on the baseline, 7px before", async () => {
  // Chromium's print (Arial, padding-left 40px): 7 × 7 at 16px, 14.5 × 14.5 at 32px, ending
  // at 33 outside; inside at 40 with the text 7px after (list_gradient_marker fixture).
  const root = await layoutWithImages(`<style>ul { margin: 0; padding-left: 40px;
    list-style-image: linear-gradient(red, blue) }</style>
    <ul><li>Outside</li></ul><ul style="font-size: 32px"><li>Big</li></ul>
    <ul style="list-style-position: inside"><li>Inside</li></ul>`);
  const boxes = imgsNamed(root, "::marker");
  eq(boxes.map((f) => [f.width, f.height]), [[7, 7], [14.5, 14.5], [7, 7]]);
  // [x, bottom, text x, baseline]: each stands on its line's baseline.
  eq(markers(root), [[26, 14, 40, 14], [18.5, 47, 40, 47], [40, 69, 54, 69]]);
});

Deno.test("content: url() images sit in the pseudo-element's line at their natural size", async () => {
  // Chromium's print of the same rules: the image on the baseline before the text, between
  // strings, nothing for a missing one, alone in a block ::before.
  const root = await layoutWithImages(`<style>.a::before { content: url(rgb.jpg) }
    .b::after { content: " x " url(rgb8.png) " y" } .c::before { content: url(none.png) "z" }
    </style><p class="a">text</p><p class="b">text</p><p class="c">text</p>`);
  const images = imgsNamed(root, "::content");
  eq(images.map((f) => [f.width, f.height]), [[16, 16], [5, 3]]);
  eq(images[0].x, 0);
  eq(Math.round(images[1].x * 100) / 100, 42.68);
});
