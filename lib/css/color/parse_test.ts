/**
 * Every expected value is what Chromium 156 prints for `background-color: <value>`: the fill
 * operands of its PDF content stream and, after " / ", the opacity of its graphics state.
 */
import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { tokens } from "../testing.ts";
import { NAMED_COLORS } from "./named_colors.ts";
import { parseColorValue } from "./specified.ts";
import { expectPrinted, printed, TEST_CONTEXT } from "./testing.ts";

const rgba = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });
const color = (text: string) => parseColorValue(tokens(text));

Deno.test("named colours: all 148 CSS Color 4 names, case-insensitive", () => {
  equal(NAMED_COLORS.size, 148);
  eq(color("rebeccapurple"), rgba(102, 51, 153));
  eq(color("LightGoldenRodYellow"), rgba(250, 250, 210));
  eq(color("grey"), color("gray"));
  eq(color("transparent"), rgba(0, 0, 0, 0));
  equal(color("currentColor"), "currentcolor");
  equal(color("notacolor"), null);
});

Deno.test("hex notation: 3, 4, 6 and 8 digits, alpha in 8 bits", () => {
  eq(color("#f80"), rgba(255, 136, 0));
  eq(color("#f808"), rgba(255, 136, 0, 0x88 / 255));
  eq(color("#FF8800"), rgba(255, 136, 0));
  eq(color("#ff880080"), rgba(255, 136, 0, 0x80 / 255));
  eq(color("#ff88"), rgba(255, 255, 136, 136 / 255));
  expectPrinted([["#ff00004d", "1 0 0 / .302"]]);
  for (const bad of ["#ff", "#fffff", "#ggg", "#1234567"]) equal(color(bad), null, bad);
});

Deno.test("rgb() legacy syntax: channels keep their fractions, alpha is kept in 8 bits", () => {
  expectPrinted([
    ["rgb(10, 20, 30)", ".0392 .0784 .1176"],
    ["rgba(11, 2, 3, 0.5)", ".0431 .0078 .0118 / .502"],
    ["rgba(13, 2, 3, 0.7)", ".051 .0078 .0118 / .702"],
    ["rgba(1, 2, 3, 30%)", ".0039 .0078 .0118 / .302"],
    ["rgb(127.6, 0.4, 10.5)", ".5004 .0016 .0412"],
    ["rgb(50%, 20%, 10%)", ".5 .2 .1"],
    ["rgb(300, -5, 20, 2)", "1 0 .0784"],
    ["rgb(10, 20)", null],
    ["rgb(10, 50%, 30)", null], // legacy syntax cannot mix numbers and percentages
    ["rgb(10, 20 30)", null],
    ["rgb(none, 1, 2)", null],
  ]);
});

Deno.test("rgb() modern syntax: numbers and percentages mixed, none, / alpha, calc()", () => {
  expectPrinted([
    ["rgb(12 2 3 / 0.5)", ".0471 .0078 .0118 / .5"],
    ["rgba(10 20 30)", ".0392 .0784 .1176"],
    ["rgb(50% 10 20)", ".5 .0392 .0784"],
    ["rgb(127.6 0.4 10.5)", ".5004 .0016 .0412"],
    ["rgb(300 -5 20)", "1 0 .0784"],
    ["rgb(none 10 20)", "0 .0392 .0784"],
    ["rgb(10 20 30 / 150%)", ".0392 .0784 .1176"],
    ["rgb(10 20 30 / -1)", ".0392 .0784 .1176 / 0"],
    ["rgb(none none none / none)", "0 0 0 / 0"],
    ["rgb(calc(100 + 27) 0 0)", ".498 0 0"],
    ["rgb(calc(50%) 0 0)", ".5 0 0"],
    ["rgb(calc(50% + 10) 0 0)", null],
    ["rgb(10 20 30 40)", null],
    ["rgb(10deg 20 30)", null],
    ["rgb(1 2 3 /)", null],
    ["rgb(1 2 / 3)", null],
  ]);
});

Deno.test("hsl() and hwb(): hue units, saturation clamped only below 0, as Chromium paints", () => {
  expectPrinted([
    ["hsl(10 50% 33%)", ".495 .22 .165"],
    ["hsl(10, 50%, 33%)", ".495 .22 .165"],
    ["hsla(10, 50%, 33%, 0.3)", ".495 .22 .165 / .3"], // no 8-bit alpha for hsla()
    ["hsl(10 150% 50%)", "1 0 0"], // computes as rgb(255, 42, 0), paints unclamped
    ["hsl(10 -50% 50%)", ".5 .5 .5"],
    ["hsl(10 50% 150%)", "1 1 1"],
    ["hsl(370 50 50)", ".75 .3333 .25"],
    ["hsl(-10deg 50% 50%)", ".75 .25 .3333"],
    ["hsl(1rad 50% 50%)", ".75 .7275 .25"],
    ["hsl(100grad 50% 50%)", ".5 .75 .25"],
    ["hsl(0.25turn 50% 50%)", ".5 .75 .25"],
    ["hsl(calc(30deg * 2) 50% 50%)", ".75 .75 .25"],
    ["hsl(calc(60) 50% 50%)", ".75 .75 .25"],
    ["hsl(calc(asin(1) - 30deg) 50% 50%)", ".75 .75 .25"], // an angle from a trig function
    ["hsl(calc(0.25turn - 30deg) 50% 50%)", ".75 .75 .25"],
    ["hwb(10 20% 33%)", ".67 .2783 .2"],
    ["hwb(200 30 40)", ".3 .5 .6"],
    ["hwb(200 70% 50%)", ".5833 .5833 .5833"],
    ["hwb(none none none)", "1 0 0"],
    ["hsl(120, 100, 25)", null], // legacy hsl() takes percentages
    ["hwb(90, 20%, 30%)", null], // hwb() has no legacy syntax
    ["hsl(calc(30deg + 10) 50% 50%)", null],
    ["hsl(calc(10px) 50% 50%)", null],
    ["hsl(calc(10%) 50% 50%)", null],
    ["hsl(calc(1em / 1px * 1deg) 50% 50%)", null],
    ["hsl(10% 50% 50%)", null],
  ]);
});

Deno.test("lab(), lch(), oklab(), oklch(): reference ranges, clamped lightness and chroma", () => {
  expectPrinted([
    ["lab(50 100 -100)", ".7868 0 1"], // out of gamut: clipped per channel
    ["lab(29.2345 39.3825 20.0664)", ".4906 .1387 .159"],
    ["lab(50% 50% -50%)", ".6906 .2635 .8938"], // L 100% = 100, a/b 100% = 125
    ["lab(150 0 0)", ".9999 1 1"], // L clamped to 100
    ["lab(-10 0 0)", "0 0 0"],
    ["lab(none 20 30)", ".1654 0 0"],
    ["lch(50 80 30)", ".8819 .152 .2228"],
    ["lch(29.2345 44.2 27)", ".4906 .1387 .159"],
    ["lch(50% 50% 30)", ".8603 .1975 .2372"], // C 100% = 150
    ["lch(50 -10 30)", ".4663 .4664 .4663"], // C clamped to 0
    ["lch(50 150 400deg)", "1 0 0"],
    ["oklab(0.5 0.1 -0.1)", ".505 .2725 .6022"],
    ["oklab(40.101% 0.1147 0.0453)", ".4905 .1388 .1592"],
    ["oklab(50% 50% -50%)", ".6087 0 .803"], // L 100% = 1, a/b 100% = 0.4
    ["oklab(1.5 0 0)", ".9999 1 1"],
    ["oklch(0.7 0.1 200)", ".2516 .6943 .7171"],
    ["oklch(59.686% 0.15619 49.7694)", ".776 .3635 .0254"],
    ["oklch(50% 50% 30)", ".7309 .0524 .0029"], // C 100% = 0.4
    ["oklch(0.5 -0.1 30)", ".3885 .3886 .3886"],
    ["oklch(0.5 0.1 1turn)", ".5658 .2855 .3797"],
    ["oklch(0.5 0.1 none)", ".5658 .2855 .3797"],
    ["oklch(0.5 0.1 30 / 50%)", ".5792 .2944 .2511 / .5"],
    ["oklch(0.7 0.4 30)", "1 0 0"],
    ["oklch(0.9 0.4 150)", "0 1 0"],
    ["oklch(0.95 0.3 100)", "1 .925 0"],
    ["oklch(0.3 0.4 320)", ".4554 0 .6352"],
    ["lab(50, 20, 30)", null],
    ["oklch(0.5 0.1 10%)", null],
  ]);
});

Deno.test("color(): every predefined space, percentages of 1, nothing clamped before painting", () => {
  expectPrinted([
    ["color(srgb 0.5 0.25 0.125)", ".5 .25 .125"],
    ["color(srgb 0.501 0.2505 0.1255)", ".501 .2505 .1255"],
    ["color(srgb 50% 25% 100%)", ".5 .25 1"],
    ["color(srgb 1.2 0.5 -0.1)", "1 .5 0"],
    ["color(srgb none 0.5 0.5)", "0 .5 .5"],
    ["color(srgb 0.1 0.2 0.3 / 0.4)", ".1 .2 .3 / .4"],
    ["color(srgb-linear 0.5 0.5 0.5)", ".7354 .7354 .7354"],
    ["color(display-p3 0.5 0.6 0.7)", ".4736 .6038 .7103"],
    ["color(display-p3 1 0 0)", "1 0 0"],
    ["color(display-p3 1 1 1)", ".9999 1 1"],
    ["color(a98-rgb 0.2 0.3 0.4)", ".1141 .2949 .4042"],
    ["color(a98-rgb 1 0 0)", "1 .0003 .0002"],
    ["color(prophoto-rgb 0.2 0.3 0.4)", "0 .3928 .4904"],
    ["color(rec2020 0.2 0.3 0.4)", ".1412 .3672 .4638"],
    ["color(xyz 0.2 0.3 0.4)", "0 .6543 .6443"],
    ["color(xyz-d65 0.3 0.2 0.1)", ".8065 .3293 .3164"],
    ["color(xyz-d50 0.3 0.2 0.1)", ".7783 .3371 .3755"],
    ["color(xyz-d50 0.2 0.3 0.4)", "0 .6595 .7405"],
    ["color(foo 0.1 0.2 0.3)", null],
    ["color(--foo 0.1 0.2 0.3)", null],
    ["color(srgb 0.1 0.2)", null],
    ["color(srgb, 0.1, 0.2, 0.3)", null],
  ]);
});

Deno.test("system colours follow the colour scheme, with Chromium's values", () => {
  const dark = { ...TEST_CONTEXT, dark: true };
  for (
    const [name, light, inDark] of [
      ["Canvas", "1 1 1", ".0706 .0706 .0706"],
      ["CanvasText", "0 0 0", "1 1 1"],
      ["LinkText", "0 0 .9333", ".6196 .6196 1"],
      ["Highlight", "0 .2549 .7765 / .8", "0 .2549 .7765 / .8"],
      ["ButtonFace", ".9373 .9373 .9373", ".4196 .4196 .4196"],
      ["-webkit-link", "0 0 .9333", ".6196 .6196 1"],
    ]
  ) {
    equal(printed(name), light, name);
    equal(printed(name, dark), inDark, name);
  }
  equal(color("-webkit-text"), null);
});
