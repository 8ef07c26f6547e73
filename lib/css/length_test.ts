import { deepStrictEqual as eq, equal, ok } from "node:assert/strict";
import {
  computeLengthPercentage,
  type Length,
  type LengthBasis,
  lengthToPx,
  parseLength,
  resolveMath,
} from "./length.ts";
import { styleHtml, tokens } from "./testing.ts";
import type { LengthPercentage } from "./types.ts";
import { FontRegistry, fontUnitsFor } from "../text/mod.ts";

const basis: LengthBasis = { em: 20, rem: 16, viewport: { width: 600, height: 800 } };
const px = (text: string, on: LengthBasis = basis) => {
  const length = parseLength(tokens(text), { percent: true });
  if (length === null) throw new Error(`${text} did not parse`);
  return lengthToPx(length, on);
};
/** Equal to 6 significant digits, as Chromium serialises computed values. */
const close = (actual: number, expected: number, text = "") =>
  ok(
    Math.abs(actual - expected) <= Math.abs(expected) * 5e-6 + 1e-9,
    `${text}: ${actual} ≠ ${expected}`,
  );

/** A computed <length-percentage> resolved as layout does, against `percentBasis`. */
const used = (value: LengthPercentage | string, percentBasis: number) => {
  if (typeof value === "string") throw new Error(`${value} is not a length`);
  return ("px" in value ? value.px : 0) +
    ("percent" in value ? value.percent * percentBasis / 100 : 0) +
    ("math" in value ? resolveMath(value.math, percentBasis) : 0);
};

const fontUnits = fontUnitsFor(await FontRegistry.bundled());

/**
 * Chromium's probe document: a 16px Liberation Serif root, and a 500px wide box with 20px
 * Liberation Sans and a 30px line height holding the styled element.
 */
function probe(declarations: string) {
  const { style } = styleHtml(
    `<html style="font: 16px 'Liberation Serif'"><body style="margin: 0">
    <div style="width: 500px; font: 20px 'Liberation Sans'; line-height: 30px">
    <p style="margin: 0; ${declarations}"></p></div>`,
    { fontUnits, viewport: { width: 1280, height: 720 } },
  );
  return style("p");
}

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
  close(px("2ex"), 20); // 0.5em without font metrics
  close(px("2ch"), 20);
  close(px("2ic"), 40); // 1em without font metrics
  close(px("10vw"), 60);
  close(px("10vh"), 80);
  close(px("10vmin"), 60);
  close(px("10vmax"), 80);
});

Deno.test("the viewport unit variants are the page area (as Chromium prints them)", () => {
  for (
    const [text, expected] of [
      ["10vi", 60],
      ["10vb", 80],
      ["10svh", 80],
      ["10lvh", 80],
      ["10dvh", 80],
      ["10svw", 60],
      ["10lvi", 60],
      ["10dvb", 80],
      ["10svmin", 60],
      ["10dvmax", 80],
      ["10cqw", 60], // no size containers: the small viewport units
      ["10cqb", 80],
      ["10cqmin", 60],
    ] as const
  ) {
    close(px(text), expected, text);
  }
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
  equal(parseLength(tokens("mod(100%, 7px)")), null); // a percentage inside counts too
});

Deno.test("calc() is a length wherever a length is", () => {
  close(px("calc(1px + 2em)"), 41);
  close(px("calc(100px / 4 - 1rem)"), 9);
  eq(parseLength(tokens("calc(50% + 0px)"), { percent: true }), { "%": 50, px: 0 } as Length);
  equal(parseLength(tokens("calc(50% + 10px)")), null); // no percentages here
  equal(parseLength(tokens("calc(2 + 3)")), null); // a <number>, not a length
  equal(parseLength(tokens("calc(1deg)")), null);
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
  close(px("clamp(1px, 10em, none)"), 200);
});

Deno.test("math over relative lengths once they are known, as Chromium computes it", () => {
  // Chromium's margin-left on the probe element (20px font, 16px root font, 1280×720).
  for (
    const [text, expected] of [
      ["round(1em, 3px)", 21],
      ["round(down, 10.5em, 1rem)", 208],
      ["round(up, 5em, 1in)", 192],
      ["mod(2em, 7px)", 5],
      ["hypot(3em, 4px)", 60.1332],
      ["calc(abs(-2em) + 1px)", 41],
      ["calc(sign(1em - 10px) * 10px)", 10],
      ["calc(sign(1em - 30px) * 10px)", -10],
      ["calc(1em * 2em / 1px)", 800],
      ["round(to-zero, 1em + 3.5px, 1ch)", 22.2461],
      ["mod(1lh, 1cap)", 2.48047],
      ["calc(1ic - 1cap)", 6.24023],
      ["round(10vw, 1rlh)", 126],
      ["max(1vi, 1vb, 1svmax)", 12.8],
    ] as const
  ) {
    eq(Object.keys(probe(`margin-left: ${text}`).marginLeft), ["px"], text);
    close(used(probe(`margin-left: ${text}`).marginLeft, 500), expected, text);
  }
});

Deno.test("math needing the percentage basis is kept for layout, as Chromium resolves it", () => {
  // Chromium's used margin-left and width against the probe's 500px box.
  for (
    const [declaration, expected] of [
      ["margin-left: mod(100%, 7px)", 3],
      ["margin-left: rem(100%, 7px)", 3],
      ["margin-left: round(50%, 7px)", 252],
      ["width: round(50%, 7px)", 252],
      ["width: calc(sign(50% - 300px) * 10px + 100px)", 90],
      ["width: calc(sign(50% - 200px) * 10px + 100px)", 110],
      ["width: calc(200px * 200px / 100%)", 80],
      ["margin-left: hypot(30%, 40%)", 250],
      ["width: calc(50% / 10px * 1px)", 25],
      ["width: calc(1em + min(10%, 2em))", 60],
    ] as const
  ) {
    const style = probe(declaration);
    const value = declaration.startsWith("width") ? style.width : style.marginLeft;
    close(used(value, 500), expected, declaration);
  }
  // The part layout resolves is a tree of px and percentages only: em is already 20px.
  const { minWidth } = probe("min-width: calc(1em + mod(100%, 3em))");
  ok(typeof minWidth !== "string" && "math" in minWidth);
  eq(minWidth, {
    px: 20,
    percent: 0,
    math: { op: "mod", args: [{ value: 100, unit: "%" }, { value: 60, unit: "px" }] },
  });
});

Deno.test("percentages inside math in font-size and line-height, as Chromium", () => {
  // line-height percentages are of the element's font size (20px), font-size's of the parent's.
  equal(used(probe("line-height: calc(50% + 2px)").lineHeight as { px: number }, 0), 12);
  eq(probe("line-height: min(200%, 30px)").lineHeight, { px: 30 });
  eq(probe("line-height: round(150%, 7px)").lineHeight, { px: 28 });
  equal(probe("font-size: min(200%, 30px)").fontSize, 30);
  equal(probe("font-size: round(150%, 7px)").fontSize, 28);
  equal(probe("font-size: calc(1em + 10%)").fontSize, 22);
});

Deno.test("font-relative units from the bundled fonts' metrics, as Chromium computes them", () => {
  for (
    const [declarations, expected] of [
      ["margin-left: 1cap", 13.7598], // Liberation Sans OS/2 cap height 1409/2048 em
      ["margin-left: 1rcap", 10.4766], // the root's Liberation Serif, 16px
      ["margin-left: 1ex", 10.5664],
      ["margin-left: 1rex", 7.34375],
      ["margin-left: 1ch", 11.123],
      ["margin-left: 1rch", 8],
      ["margin-left: 1ic", 20], // no 水 in these fonts: 1em
      ["margin-left: 1ric", 16],
      ["font-family: 'Liberation Mono'; margin-left: 1cap", 13.1738],
      ["font-family: 'Liberation Serif'; margin-left: 1cap", 13.0957],
      ["margin-left: 1LH", 30],
      ["margin-left: 1Cap", 13.7598],
      // font-size: font-relative units are the parent's (its 20px Liberation Sans).
      ["font-size: 2cap", 27.5195],
      ["font-size: 2ex", 21.1328],
      ["font-size: 2ic", 40],
    ] as const
  ) {
    const style = probe(declarations);
    const value = declarations.includes("font-size") ? style.fontSize : used(style.marginLeft, 0);
    close(value, expected, declarations);
  }
});

Deno.test("lh and rlh are the element's and the root's line heights, as Chromium", () => {
  const lh = (declarations: string) =>
    used(probe(`${declarations}; margin-left: 1lh`).marginLeft, 0);
  equal(lh(""), 30);
  equal(lh("line-height: 1.5"), 30);
  equal(lh("line-height: 150%"), 30);
  // normal: the font's rounded ascent + descent + line gap (Chromium's line spacing).
  equal(lh("line-height: normal"), 23);
  equal(lh("line-height: normal; font-size: 13px"), 15);
  equal(lh("line-height: normal; font-size: 33px"), 38);
  equal(lh("line-height: normal; font-family: 'DejaVu Sans'"), 24);
  // Within line-height and font-size, lh is the parent's line height (30px).
  equal(lh("line-height: 2lh"), 60);
  eq(probe("line-height: 2lh").lineHeight, { px: 60 });
  equal(probe("font-size: 1lh").fontSize, 30);
  equal(probe("line-height: 2; font-size: 1lh").fontSize, 30);
  // rlh: the root's normal line height, Liberation Serif 16px.
  equal(used(probe("margin-left: 1rlh").marginLeft, 0), 18);
  eq(probe("line-height: 1rlh").lineHeight, { px: 18 });
});

Deno.test("font metrics are asked for only by the elements whose lengths use them", () => {
  const families = (declarations: string) => {
    const asked = new Set<string>();
    const { style } = styleHtml(
      `<html style="font: 16px 'Liberation Serif'"><body style="margin: 0">
      <div style="width: 500px; font: 20px 'Liberation Sans'">
      <p style="font: 10px 'DejaVu Sans'; ${declarations}"></p></div>`,
      {
        fontUnits: (font) => {
          asked.add(`${font.fontFamily.join()} ${font.fontSize}`);
          return fontUnits(font);
        },
      },
    );
    style("p");
    return asked;
  };
  // The root's metrics (rex, rlh…) and the initial font's (media queries) may be looked up.
  const px = families("margin: 1em 10px; padding: 5% 1rem");
  equal(px.has("Liberation Sans 20"), false);
  equal(px.has("DejaVu Sans 10"), false);
  const ex = families("margin: 1ex");
  equal(ex.has("DejaVu Sans 10"), true);
  equal(ex.has("Liberation Sans 20"), false);
  equal(families("margin: 1lh").has("DejaVu Sans 10"), true); // line-height: normal
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
    math: { op: "min", args: [{ value: 10, unit: "%" }, { value: 20, unit: "px" }] },
  });
  close(used(p.minWidth, 100), 10);
  close(used(p.minWidth, 300), 20);
  eq(p.lineHeight, { number: 2 });
  equal(p.orphans, 3);
});

Deno.test("infinities clamp to Chromium's layout range and NaN to 0 (CSS Values 4 §10.12)", () => {
  const margin = (text: string) => used(probe(`margin-left: ${text}`).marginLeft, 500);
  equal(margin("calc(infinity * 1px)"), 2 ** 25); // Chromium: 3.35544e+07px
  equal(margin("calc(-infinity * 1px)"), -(2 ** 25));
  equal(margin("calc(infinity * 1em)"), 2 ** 25);
  equal(margin("calc(1px / 0)"), 2 ** 25);
  equal(margin("calc(-1px / 0)"), -(2 ** 25));
  equal(margin("calc(1px / (-5 * 0))"), -(2 ** 25)); // 1 / 0⁻
  equal(margin("calc(tan(90deg) * 1px)"), 2 ** 25);
  equal(margin("calc(log(0) * 1px)"), -(2 ** 25));
  for (
    const text of [
      "calc(NaN * 1px)",
      "calc(0px / 0)",
      "calc(infinity * 1px - infinity * 1px)",
      "min(1px, NaN * 1px)",
      "max(calc(NaN * 1px), 5px)",
      "clamp(10px, calc(NaN * 1px), 20px)",
      "calc(1px * (1 / infinity))",
    ]
  ) {
    equal(margin(text), 0, text);
  }
  // Widths cannot be negative: -∞ is 0.
  eq(probe("width: calc(-infinity * 1px)").width, { px: 0 });
  eq(probe("width: calc(infinity * 1px)").width, { px: 2 ** 25 });
  eq(computeLengthPercentage(parseLength(tokens("calc(1e308% * 10)"), { percent: true })!, basis), {
    percent: 2 ** 25,
  });
  const { style } = styleHtml(
    `<p style="line-height: calc(1e308 * 10); orphans: calc(1e308 * 10)">`,
  );
  eq(style("p").lineHeight, { number: 2 ** 25 });
  // Integers clamp to 32 bits (Chromium: z-index 2147483647; orphans keeps 16 of them).
  equal(style("p").orphans, 2 ** 31 - 1);
});
