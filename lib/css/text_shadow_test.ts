import { deepStrictEqual as eq } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const shadowOf = (value: string) =>
  styleHtml(`<style>div { color: green } p { text-shadow: 9px 9px; text-shadow: ${value} }</style>
    <div><p>x</p></div>`).style("p").textShadow;

const red = { r: 255, g: 0, b: 0, a: 1 };
const green = { r: 0, g: 128, b: 0, a: 1 };
const nine = [{ x: 9, y: 9, blur: 0, color: green }];

Deno.test("text-shadow: offsets, blur, colour first or last, a list", () => {
  eq(shadowOf("1px 2px red, green 3px 4px 5px, 1em 1px"), [
    { x: 1, y: 2, blur: 0, color: red },
    { x: 3, y: 4, blur: 5, color: green },
    { x: 16, y: 1, blur: 0, color: green },
  ]);
  eq(shadowOf("none"), []);
  eq(shadowOf("-1px 0 calc(-2px)"), [{ x: -1, y: 0, blur: 0, color: green }]);
});

Deno.test("text-shadow: the default colour is currentcolor, inherited as currentcolor", () => {
  const { style } = styleHtml(`<style>
    div { color: green; text-shadow: 1px 1px } span { color: red }
    p { color: green; text-shadow: 1px 1px color-mix(in srgb, currentcolor 50%, white) }
    p b { color: red }
  </style><div><span>x</span></div><p>a<b>b</b></p>`);
  // As Chromium 156 computes them: the span resolves the inherited currentcolor to its own red.
  eq(style("div").textShadow, [{ x: 1, y: 1, blur: 0, color: green }]);
  eq(style("span").textShadow, [{ x: 1, y: 1, blur: 0, color: red }]);
  // So does a mix over currentcolor (CSS Color 5 §3).
  eq(style("p").textShadow[0].color, { r: 127.5, g: 191.5, b: 127.5, a: 1 });
  eq(style("p b").textShadow[0].color, { r: 255, g: 127.5, b: 127.5, a: 1 });
});

Deno.test("text-shadow: invalid values keep the earlier declaration", () => {
  for (
    const bad of [
      "1px",
      "1px 2px 3px 4px",
      "1px red 2px",
      "1px 2px -3px",
      "red",
      "1px 2px,",
      "red 1px 2px blue",
      // box-shadow's inset is no part of text-shadow.
      "inset 1px 2px",
      "1px 2px inset",
    ]
  ) {
    eq(shadowOf(bad), nine, bad);
  }
});
