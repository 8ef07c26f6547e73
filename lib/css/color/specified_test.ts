import { deepStrictEqual as eq } from "node:assert/strict";
import { styleHtml } from "../testing.ts";
import { pdfColor } from "./testing.ts";

const rgba = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });

Deno.test("an invalid colour is dropped and the previous declaration applies", () => {
  const { style } = styleHtml(`<style>
    p { color: blue; color: rgb(1, 2); background-color: red; background-color: #12;
        border-color: green; border-color: color-mix(in srgb, red 150%, blue) }
  </style><p>x</p>`);
  eq(style("p").color, rgba(0, 0, 255));
  eq(style("p").backgroundColor, rgba(255, 0, 0));
  eq(style("p").borderTopColor, rgba(0, 128, 0));
});

Deno.test("currentcolor: border and decoration colours follow the element's colour", () => {
  const { style } = styleHtml(`<style>
    div { color: green; border: 1px solid; text-decoration: underline }
    span { color: currentcolor; outline-color: red }
  </style><div><span>x</span></div>`);
  eq(style("div").borderTopColor, rgba(0, 128, 0));
  eq(style("div").borderLeftColor, rgba(0, 128, 0));
  eq(style("div").textDecorationColor, rgba(0, 128, 0));
  // `color: currentcolor` is `color: inherit`.
  eq(style("span").color, rgba(0, 128, 0));
});

Deno.test("colours over currentcolor use the element's colour; in `color`, the parent's", () => {
  // Chromium 156's computed values.
  const { style } = styleHtml(`<style>
    div { color: green }
    p { color: color-mix(in srgb, currentcolor, white);
        border: 1px solid color-mix(in srgb, currentcolor, white);
        text-shadow: 1px 1px color-mix(in srgb, currentcolor 50%, transparent);
        background-color: rgb(from currentcolor r g b / 50%) }
  </style><div><p>x</p></div>`);
  const p = style("p");
  eq(pdfColor(p.color), ".5 .751 .5"); // color(srgb 0.5 0.75098 0.5)
  eq(pdfColor(p.borderTopColor), ".75 .8755 .75"); // color(srgb 0.75 0.87549 0.75)
  eq(pdfColor(p.textShadow[0].color), ".5 .751 .5 / .5");
  eq(pdfColor(p.backgroundColor), ".5 .751 .5 / .5");
});

Deno.test("Tailwind v4's palette and borders: oklch() variables and color-mix() over them", () => {
  const { style } = styleHtml(`<style>
    :root { --color-blue-500: oklch(62.3% 0.214 259.815); --color-gray-200: oklch(92.8% 0.006 264.531) }
    .ring { color: var(--color-blue-500);
            border: 1px solid color-mix(in oklab, var(--color-gray-200) 50%, transparent);
            background-color: color-mix(in oklab, currentcolor 10%, transparent) }
  </style><div class=ring>x</div>`);
  // What Chromium 156 prints: blue-500 is outside sRGB, clipped.
  const ring = style(".ring");
  eq(pdfColor(ring.color), ".1692 .4981 1");
  eq(pdfColor(ring.borderTopColor), ".8982 .9065 .9227 / .5");
  eq(pdfColor(ring.backgroundColor), ".1692 .4981 1 / .1");
});
