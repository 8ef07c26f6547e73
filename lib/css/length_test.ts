import { deepStrictEqual as eq, equal, ok } from "node:assert/strict";
import { computeLengthPercentage, type Length, lengthToPx, parseLength } from "./length.ts";
import { styleHtml, tokens } from "./testing.ts";

const basis = { em: 20, rem: 16, viewport: { width: 600, height: 800 } };
const px = (text: string) => {
  const length = parseLength(tokens(text), { percent: true });
  if (length === null) throw new Error(`${text} did not parse`);
  return lengthToPx(length, basis);
};
const close = (actual: number, expected: number) =>
  ok(Math.abs(actual - expected) < 1e-9, `${actual} ≠ ${expected}`);

Deno.test("absolute units: 1in = 96px = 2.54cm = 25.4mm = 101.6Q = 72pt = 6pc", () => {
  close(px("10px"), 10);
  close(px("12pt"), 16); // pt → px is 4/3
  close(px("1in"), 96);
  close(px("2.54cm"), 96);
  close(px("25.4mm"), 96);
  close(px("101.6Q"), 96);
  close(px("6pc"), 96);
  close(px("1.5PT"), 2); // units are case-insensitive
  close(px("0"), 0); // unitless zero is a length
});

Deno.test("relative units resolve against the font size, root font size and page area", () => {
  close(px("2em"), 40);
  close(px("2rem"), 32);
  close(px("2ex"), 20); // 0.5em fallback
  close(px("2ch"), 20);
  close(px("10vw"), 60);
  close(px("10vh"), 80);
  close(px("10vmin"), 60);
  close(px("10vmax"), 80);
});

Deno.test("percentages stay percentages; invalid lengths are rejected", () => {
  const percent = parseLength(tokens("50%"), { percent: true })!;
  eq(computeLengthPercentage(percent, basis), { percent: 50 });
  equal(parseLength(tokens("50%")), null); // not a <length-percentage> here
  equal(parseLength(tokens("5")), null); // unitless non-zero
  equal(parseLength(tokens("5furlongs")), null);
  equal(parseLength(tokens("1px 2px")), null);
  equal(parseLength(tokens("-1px"), { nonNegative: true }), null);
  eq(parseLength(tokens("-1px")), { px: -1 });
});

Deno.test("calc() is a length wherever a length is", () => {
  close(px("calc(1px + 2em)"), 41);
  close(px("calc(100px / 4 - 1rem)"), 9);
  eq(parseLength(tokens("calc(50% + 0px)"), { percent: true }), { "%": 50, px: 0 } as Length);
  // ComputedStyle cannot represent a mixed percentage and length yet.
  equal(parseLength(tokens("calc(50% + 10px)"), { percent: true }), null);
  equal(parseLength(tokens("calc(2 + 3)")), null); // a <number>, not a length
});

Deno.test("computed lengths in a document: em uses the element's font size, rem the root's", () => {
  const { style } = styleHtml(`<style>
    html { font-size: 10px }
    div { font-size: 20px; margin-left: 2em; margin-right: 2rem; width: calc(50vw - 1em) }
    p { font-size: 2em; padding-left: 1em; padding-right: -1px; padding-right: calc(1px - 5px) }
  </style><div><p>x</p></div>`);
  eq(style("div").marginLeft, { px: 40 });
  eq(style("div").marginRight, { px: 20 });
  eq(style("div").width, { px: 280 });
  equal(style("p").fontSize, 40);
  eq(style("p").paddingLeft, { px: 40 });
  // A negative padding is invalid; a negative calc() result is clamped to 0.
  eq(style("p").paddingRight, { px: 0 });
});
