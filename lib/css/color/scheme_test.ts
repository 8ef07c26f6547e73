/**
 * Colour schemes in print, against Chromium 156: getComputedStyle, and its PDF output, where
 * light-dark() takes the dark colour only under a `color-scheme` that offers dark but not light.
 */
import { deepStrictEqual as eq } from "node:assert/strict";
import { styleHtml } from "../testing.ts";
import { expectInvalid, expectPrinted } from "./testing.ts";

const rgba = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });
const RED = rgba(255, 0, 0);
const BLUE = rgba(0, 0, 255);

Deno.test("light-dark() follows the element's used colour scheme, which print prefers light", () => {
  for (
    const [scheme, expected] of [
      ["normal", RED],
      ["light", RED],
      ["dark", BLUE],
      ["only dark", BLUE],
      ["dark only", BLUE],
      ["light dark", RED],
      ["dark light", RED],
      ["dark foo", BLUE],
      ["foo", RED],
    ] as const
  ) {
    const { style } = styleHtml(`<style>
      div { color-scheme: ${scheme}; background-color: light-dark(red, blue) }
    </style><div>x</div>`);
    eq(style("div").backgroundColor, expected, scheme);
  }
});

Deno.test("color-scheme inherits, and an invalid value is dropped", () => {
  const { style } = styleHtml(`<style>
    section { color-scheme: dark }
    p { background-color: light-dark(red, blue); color: light-dark(red, blue) }
    #normal-dark { color-scheme: light; color-scheme: normal dark }
    #only { color-scheme: light; color-scheme: only }
    #twice { color-scheme: light; color-scheme: only dark only }
  </style><section><p>x</p><p id=normal-dark>x</p><p id=only>x</p><p id=twice>x</p></section>`);
  eq(style("section p").backgroundColor, BLUE);
  eq(style("section p").color, BLUE);
  eq(style("#normal-dark").color, RED);
  eq(style("#only").color, RED);
  eq(style("#twice").color, RED);
});

Deno.test("system colours take the element's scheme, inside light-dark() too", () => {
  const { style } = styleHtml(`<style>
    #dark { color-scheme: dark; color: CanvasText; border: 1px solid Canvas }
    #light { color: light-dark(CanvasText, red); background-color: LinkText }
  </style><div id=dark>x</div><div id=light>x</div>`);
  eq(style("#dark").color, rgba(255, 255, 255));
  eq(style("#dark").borderTopColor, rgba(18, 18, 18));
  eq(style("#light").color, rgba(0, 0, 0));
  eq(style("#light").backgroundColor, rgba(0, 0, 238));
});

Deno.test("light-dark() takes two colours, and nests in color-mix() and relative colours", () => {
  expectInvalid(["light-dark(red)", "light-dark(red, blue, green)", "light-dark(red blue)"]);
  expectPrinted([
    ["color-mix(in srgb, light-dark(red, blue), white)", "1 .5 .5"],
    ["rgb(from light-dark(red, blue) r g b / 0.5)", "1 0 0 / .5"],
  ]);
});
