/**
 * Insets and z-index (CSS Position 3 §3.1, CSS Logical 1 §4.3, CSS 2.2 §9.9.1) against
 * Chromium 156's getComputedStyle of the same markup.
 */
import { deepStrictEqual as eq } from "node:assert/strict";
import type { ComputedStyle } from "./types.ts";
import { styleHtml } from "./testing.ts";

function insets(style: ComputedStyle): (number | "auto")[] {
  return [style.top, style.right, style.bottom, style.left].map((v) =>
    v === "auto" ? v : "px" in v ? v.px : NaN
  );
}

Deno.test("inset and its logical forms map to top, right, bottom, left by direction", () => {
  const cases: Record<string, (number | "auto")[]> = {
    '<div id=t style="position:absolute;inset:1px 2px 3px">': [1, 2, 3, 2],
    '<div id=t dir=rtl style="position:absolute;inset-inline:4px 5px;inset-block:6px">': [
      6,
      4,
      6,
      5,
    ],
    // The later of a logical and a physical declaration wins (Chromium: left 8px, then 7px).
    '<div id=t style="position:relative;inset-inline-start:7px;left:8px">': [
      "auto",
      "auto",
      "auto",
      8,
    ],
    '<div id=t style="position:relative;left:8px;inset-inline-start:7px">': [
      "auto",
      "auto",
      "auto",
      7,
    ],
    '<div id=t style="inset-block-end:9px">': ["auto", "auto", 9, "auto"],
  };
  const actual = Object.fromEntries(
    Object.keys(cases).map((markup) => [markup, insets(styleHtml(markup).style("#t"))]),
  );
  eq(actual, cases);
});

Deno.test("z-index takes auto or an integer; calc() rounds, a number with a fraction is invalid", () => {
  const z = (declaration: string) =>
    styleHtml(`<div id=t style="position:relative;${declaration}">`).style("#t").zIndex;
  eq([z("z-index:-3"), z("z-index:calc(2.6)"), z("z-index:1.5"), z("")], [-3, 3, "auto", "auto"]);
});
