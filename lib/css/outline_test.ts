import { deepStrictEqual as eq } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const outlineOf = (declarations: string) => {
  const s = styleHtml(`<style>div { color: green; ${declarations} }</style><div></div>`)
    .style("div");
  return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.outlineOffset];
};

const red = { r: 255, g: 0, b: 0, a: 1 };
const green = { r: 0, g: 128, b: 0, a: 1 };

Deno.test("outline: initial none, medium, currentcolor; the width kept with style none", () => {
  eq(outlineOf(""), ["none", 3, green, 0]);
  eq(outlineOf("outline-width: 5px"), ["none", 5, green, 0]);
});

Deno.test("outline shorthand and longhands (Chromium's computed values)", () => {
  eq(outlineOf("outline: 3px solid red; outline-offset: 5px"), ["solid", 3, red, 5]);
  eq(outlineOf("outline: dashed thick"), ["dashed", 5, green, 0]);
  eq(outlineOf("outline: auto"), ["auto", 3, green, 0]);
  eq(outlineOf("outline: 2.5px solid; outline-offset: -0.5em"), ["solid", 2, green, -8]);
  // hidden is a border style, not an outline style.
  eq(outlineOf("outline: solid; outline: hidden"), ["solid", 3, green, 0]);
  // What the shorthand leaves out is reset; each part may be given once.
  eq(outlineOf("outline-color: red; outline-width: 5px; outline: dotted"), ["dotted", 3, green, 0]);
  eq(outlineOf("outline: solid; outline: solid dashed"), ["solid", 3, green, 0]);
  eq(outlineOf("outline: solid; outline: 1px 2px solid"), ["solid", 3, green, 0]);
  eq(outlineOf("outline: solid; outline: red blue"), ["solid", 3, green, 0]);
});
