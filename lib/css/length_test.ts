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
  equal(parseLength(tokens("calc(50% + 10px)")), null); // no percentages here
  equal(parseLength(tokens("calc(2 + 3)")), null); // a <number>, not a length
});

Deno.test("a calc() mixing a percentage and lengths computes to their sum", () => {
  const mixed = parseLength(tokens("calc(50% - 1em + 5px)"), { percent: true })!;
  eq(computeLengthPercentage(mixed, basis), { px: -15, percent: 50 });
  // Not clamped: whether it is negative depends on the percentage basis (CSS Values 4 §10.12).
  eq(computeLengthPercentage(mixed, basis, true), { px: -15, percent: 50 });
  eq(computeLengthPercentage(parseLength(tokens("calc(-5%)"), { percent: true })!, basis, true), {
    percent: 0,
  });
});

Deno.test("min(), max() and clamp() resolve once em, rem and the page area are known", () => {
  close(px("min(1em, 30px)"), 20);
  close(px("max(1em, 30px)"), 30);
  close(px("clamp(1rem, 10vw, 50px)"), 50);
  close(px("calc(100px - 2 * min(1em, 1rem))"), 68);
  close(px("min(5vh, 10vw)"), 40);
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

Deno.test("mixed and compared lengths in a document, as Chromium computes them", () => {
  const { style } = styleHtml(`<style>
    p { font-size: 20px; width: calc(50% - 10px); height: min(10px, 2em);
        margin-left: calc(10px + min(1em, 3px) * 2); padding-left: clamp(1px, 1em, 3px);
        max-width: min(10%, 20%); min-width: 5px; min-width: min(10%, 20px);
        line-height: min(2, 3); orphans: calc(2.6) }
  </style><p>x</p>`);
  const p = style("p");
  eq(p.width, { px: -10, percent: 50 });
  eq(p.height, { px: 10 });
  eq(p.marginLeft, { px: 16 });
  eq(p.paddingLeft, { px: 3 });
  eq(p.maxWidth, { percent: 10 });
  // min(10%, 20px) needs the percentage basis: kept for layout, as Chromium keeps it.
  eq(p.minWidth, {
    px: 0,
    percent: 0,
    comparisons: [{ fn: "min", factor: 1, args: [{ percent: 10 }, { px: 20 }] }],
  });
  eq(p.lineHeight, { number: 2 });
  equal(p.orphans, 3);
});

Deno.test("overflowing math saturates instead of reaching layout as infinity", () => {
  close(px("calc(1e308px * 10)"), 2 ** 25);
  close(px("calc(-1e308px * 10)"), -(2 ** 25));
  eq(computeLengthPercentage(parseLength(tokens("calc(1e308% * 10)"), { percent: true })!, basis), {
    percent: 2 ** 25,
  });
  const { style } = styleHtml(
    `<p style="line-height: calc(1e308 * 10); orphans: calc(1e308 * 10)">`,
  );
  eq(style("p").lineHeight, { number: 2 ** 25 });
  equal(style("p").orphans, 2 ** 25);
});
