import { deepStrictEqual as eq } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const shadowOf = (value: string) =>
  styleHtml(`<style>div { color: green; box-shadow: 9px 9px; box-shadow: ${value} }</style>
    <div></div>`).style("div").boxShadow;

const red = { r: 255, g: 0, b: 0, a: 1 };
const green = { r: 0, g: 128, b: 0, a: 1 };
const shadow = { x: 0, y: 0, blur: 0, spread: 0, color: green, inset: false };

Deno.test("box-shadow: offsets, blur, spread, inset and colour in any order; a list", () => {
  eq(shadowOf("1px 2px 3px 4px red, inset 0 1em, -1px -2px green inset"), [
    { x: 1, y: 2, blur: 3, spread: 4, color: red, inset: false },
    { ...shadow, y: 16, inset: true },
    { ...shadow, x: -1, y: -2, inset: true },
  ]);
  eq(shadowOf("red 1px 1px inset"), [{ ...shadow, x: 1, y: 1, color: red, inset: true }]);
  eq(shadowOf("1px 1px 0 -3px"), [{ ...shadow, x: 1, y: 1, spread: -3 }]);
  eq(shadowOf("none"), []);
});

Deno.test("box-shadow: invalid values keep the earlier declaration", () => {
  const nine = [{ ...shadow, x: 9, y: 9 }];
  for (
    const bad of ["1px", "1px 2px 3px 4px 5px", "1px red 2px", "1px 2px -3px", "inset", "1px 2px,"]
  ) {
    eq(shadowOf(bad), nine, bad);
  }
});
