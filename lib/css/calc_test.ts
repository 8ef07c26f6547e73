import { deepStrictEqual as eq, equal, ok } from "node:assert/strict";
import { integerValue, numberValue, parseCalc } from "./calc.ts";
import type { PercentsAs } from "./math/type.ts";
import { styleHtml, tokens } from "./testing.ts";

const calc = (text: string, percentsAs?: PercentsAs) => {
  const [node] = tokens(text);
  return node?.type === "Function" ? parseCalc(node, percentsAs) : null;
};

/** The number (or angle in degrees, or percentage) a math function folds to at parse time. */
const value = (text: string, percentsAs?: PercentsAs) => {
  const result = calc(text, percentsAs);
  if (result === null || "length" in result || "relative" in result) {
    throw new Error(`${text} is ${JSON.stringify(result)}`);
  }
  return "number" in result ? result.number : "angle" in result ? result.angle : result.percent;
};

/** Equal to 6 significant digits, as Chromium serialises computed values. */
const near = (actual: number, expected: number, text = "") =>
  ok(
    Math.abs(actual - expected) <= Math.abs(expected) * 5e-6 + 1e-12,
    `${text}: ${actual} ≠ ${expected}`,
  );

Deno.test("calc() folds sums and products of lengths per unit", () => {
  eq(calc("calc(1px + 2em)"), { length: { px: 1, em: 2 } });
  eq(calc("calc(2 * (1in - 48px))"), { length: { px: 96 } });
  eq(calc("calc(10px - -2px)"), { length: { px: 12 } });
  eq(calc("calc(1em * 3 / 2)"), { length: { em: 1.5 } });
  eq(calc("calc(calc(1px + 1px) * 2)"), { length: { px: 4 } });
  eq(calc("CALC(50% - 10%)"), { length: { "%": 40 } });
  eq(calc("calc(2 * (1em + 1px))"), { length: { em: 2, px: 2 } });
  eq(calc("calc(1px*2)"), { length: { px: 2 } }); // * and / need no whitespace
  eq(calc("calc(10svh + 1vb + 1dvi + 1cqw)"), { length: { vh: 11, vw: 2 } });
});

Deno.test("the constants e, pi, infinity, -infinity and NaN, in any case but no -pi", () => {
  eq(calc("calc(1 + 2 * 3)"), { number: 7 });
  eq(calc("calc(2 * pi)"), { number: 2 * Math.PI });
  eq(calc("calc(e)"), { number: Math.E });
  eq(calc("calc(PI * 1px)"), { length: { px: Math.PI } });
  eq(calc("calc(Infinity * 1px)"), { length: { px: Infinity } });
  eq(calc("calc(-INFINITY * 1px)"), { length: { px: -Infinity } });
  eq(calc("calc(nan * 1px)"), { length: { px: NaN } });
  equal(calc("calc(-pi * 1px)"), null); // an identifier, not a constant (as Chromium)
});

Deno.test("malformed expressions and type errors are invalid, as in Chromium", () => {
  for (
    const bad of [
      "calc(1px * 2px)", // length², which no property takes
      "calc(1px + 2)",
      "calc(1px + 1deg)",
      "calc(1px +2px)", // + needs whitespace on both sides
      "calc()",
      "calc(1px +)",
      "min()",
      "min(1px, 2)", // arguments of different types
      "clamp(1px, 2px)",
      "clamp(1px, 10em, 3px, 4px)",
      "clamp(1px, none, 3px)",
      "abs(1px, 2px)",
      "round(1.5px)", // the step may be left out only for numbers
      "round(1em, 3)",
      "round(17px, 5px, up)",
      "round(nearest, 17px)",
      "round(1px, 2px, 3px)",
      "sqrt(4px * 4px)", // pow() and sqrt() take numbers only
      "pow(2px, 2)",
      "sin(1px)",
      "asin(1deg)",
      "atan2(1px, 1)",
      "log(1, 2, 3)",
      "foo(1px)",
    ]
  ) {
    equal(calc(bad), null, bad);
  }
});

Deno.test("typed arithmetic: dividing like types gives a number", () => {
  eq(calc("calc(100px / 1px)"), { number: 100 });
  eq(calc("calc(1in / 1px)"), { number: 96 });
  eq(calc("calc(1turn / 1deg)"), { number: 360 });
  eq(calc("calc(1s / 1ms)"), { number: 1000 });
  eq(calc("calc((1px * 1px) / (2px * 1px))"), { number: 0.5 });
  eq(calc("calc(1px * 2px / 1px)"), { length: { px: 2 } });
  eq(calc("calc(2 / 1px * 1px * 1px)"), { length: { px: 2 } });
  eq(calc("calc(1px / 0)"), { length: { px: Infinity } }); // division by zero is ∞ (§10.9)
  eq(calc("calc(0px / 0)"), { length: { px: NaN } });
  // A number that needs the font size is known on the element (see parseCalc).
  ok(calc("calc(1em / 1px)") !== null && "relative" in calc("calc(1em / 1px)")!);
  equal(numberValue(tokens("calc(1em / 1px)")[0]), null);
  // Only relative lengths may wait: a percentage of an unknown basis, or an angle, may not.
  equal(calc("calc(100% / 1px)"), null);
  equal(calc("calc(1em / 1deg)"), null);
});

Deno.test("numbers from relative lengths compute on the element, as in Chromium 156", () => {
  const { style } = styleHtml(
    `<style>
    #a { font-size: 20px; line-height: calc(1em / 10px); opacity: calc(1em / 40px);
      z-index: calc(1em / 3px); orphans: calc(1em / 5px); widows: calc(1rem / 4px);
      font-weight: calc(1em * 20 / 1px); tab-size: calc(1em / 5px) }
    #a span { font-size: 30px }
    #b { line-height: calc(100vw / 100px); opacity: calc(50vw / 1000px); z-index: calc(1em / 1px + 0.5) }
    #c { font-size: 10px; line-height: calc(1em / 1px * 1%); opacity: calc(1em / 1px * 5%) }
  </style><div id=a>x<span>y</span></div><div id=b>x</div><div id=c>x</div>`,
    {
      viewport: { width: 714, height: 1043 },
    },
  );
  const a = style("#a");
  eq(a.lineHeight, { number: 2 }); // printed 40px: a number, inherited as one
  eq(style("#a span").lineHeight, { number: 2 }); // 60px at 30px
  eq([a.opacity, a.zIndex, a.orphans, a.widows, a.tabSize], [0.5, 7, 4, 4, { spaces: 4 }]);
  equal(a.fontWeight, 320); // its em is the parent's font size, as font-size's
  const b = style("#b");
  const lineHeight = (b.lineHeight as { number: number }).number;
  ok(Math.abs(lineHeight - 7.14) < 1e-9); // 114.24px
  eq([b.opacity, b.zIndex], [0.357, 17]); // 16.5 rounds up
  const c = style("#c");
  eq([c.lineHeight, c.opacity], [{ px: 1 }, 0.5]); // percentages: 10% of 10px, 50%
});

Deno.test("angles fold to degrees (Chromium's rotate values)", () => {
  for (
    const [text, degrees] of [
      ["calc(90deg + 1rad)", 147.296],
      ["calc(1turn / 4)", 90],
      ["calc(1deg * 1px / 1px)", 1],
      ["min(1turn, 100deg)", 100],
      ["round(100deg, 1rad)", 114.592],
      ["mod(140deg, 90deg)", 50],
      ["mod(1turn, 100grad)", 0],
      ["asin(1)", 90],
      ["acos(0.5)", 60],
      ["atan(1)", 45],
      ["atan2(1px, -1px)", 135],
      ["atan2(1, 1)", 45],
      ["atan2(0, -1)", 180],
      ["atan2(-0, -1)", -180],
      ["atan(infinity)", 90],
      ["calc(asin(0.5) + 1turn)", 390],
    ] as const
  ) {
    near(value(text), degrees, text);
    ok("angle" in calc(text)!, text);
  }
  equal(value("asin(2)"), 0); // NaN, which a top-level calculation turns into 0
});

Deno.test("round() with each strategy and mod()/rem() signs, as Chromium computes them", () => {
  for (
    const [text, px] of [
      ["round(17px, 5px)", 15],
      ["round(up, 17px, 5px)", 20],
      ["round(down, 17px, 5px)", 15],
      ["round(to-zero, 17px, 5px)", 15],
      ["round(-17px, 5px)", -15],
      ["round(up, -17px, 5px)", -15],
      ["round(down, -17px, 5px)", -20],
      ["round(to-zero, -17px, 5px)", -15],
      ["round(12.5px, 5px)", 15], // a tie goes towards +∞
      ["round(-12.5px, 5px)", -10],
      ["round(nearest, -12.5px, -5px)", -10],
      ["round(Up, 17px, 5px)", 20],
      ["round(1in, 1cm)", 113.386], // steps in other absolute units
      ["round(down, 1in, 1cm)", 75.5906],
      ["round(1in, 7pt)", 93.3333],
      ["mod(1in, 1cm)", 20.4094],
      ["rem(-1in, 7pt)", -2.66667],
      ["round(1px, 2px)", 2],
      ["mod(18px, 5px)", 3],
      ["mod(-18px, 5px)", 2],
      ["mod(18px, -5px)", -2],
      ["rem(-18px, 5px)", -3],
      ["rem(18px, -5px)", 3],
      ["abs(-5px)", 5],
      ["hypot(3px, 4px)", 5],
      ["hypot(-5px)", 5],
      ["calc(10px * sin(30deg))", 5],
      ["max(1px, min(3px, 2px), clamp(1px, 10px, 3px))", 3],
      ["clamp(none, 10px, 3px)", 3],
      ["clamp(1px, 10px, none)", 10],
      ["clamp(10px, 5px, none)", 10],
    ] as const
  ) {
    const result = calc(text) as { length: { px: number } };
    near(result.length.px, px, text);
  }
  for (
    const [text, n] of [
      ["round(2.5)", 3],
      ["round(-2.5)", -2],
      ["round(up, 2.1)", 3],
      ["round(down, -2.1)", -3],
      ["round(to-zero, -2.7)", -2],
      ["round(up, 17)", 17],
      ["mod(18, 5)", 3],
      ["rem(-7.5, 2)", -1.5],
      ["abs(-2.5)", 2.5],
      ["sign(-5px)", -1],
      ["sign(0px)", 0],
    ] as const
  ) {
    near(value(text), n, text);
  }
});

Deno.test("round() and mod() at zero and infinite steps (§10.3.1), as in Chromium", () => {
  const px = (text: string) => (calc(text) as { length: { px: number } }).length.px;
  equal(px("round(17px, 0px)"), NaN);
  equal(px("round(5px, calc(infinity * 1px))"), 0);
  equal(px("round(-5px, calc(infinity * 1px))"), -0);
  equal(px("round(up, 5px, calc(infinity * 1px))"), Infinity);
  equal(px("round(up, -5px, calc(infinity * 1px))"), -0);
  equal(px("round(down, -5px, calc(infinity * 1px))"), -Infinity);
  equal(px("round(calc(infinity * 1px), 5px)"), Infinity);
  equal(px("mod(5px, 0px)"), NaN);
  equal(px("mod(5px, calc(infinity * 1px))"), 5);
  equal(px("mod(-5px, calc(infinity * 1px))"), NaN);
  equal(px("rem(-5px, calc(infinity * 1px))"), -5);
  equal(px("mod(calc(infinity * 1px), 5px)"), NaN);
});

Deno.test("trigonometric and exponential functions, exact at multiples of 90° as Chromium", () => {
  for (
    const [text, n] of [
      ["sin(30deg)", 0.5],
      ["cos(60deg)", 0.5],
      ["tan(45deg)", 1],
      ["sin(calc(pi / 6))", 0.5],
      ["sin(1rad)", 0.841471],
      ["sin(30)", -0.988032],
      ["cos(200grad)", -1],
      ["pow(2, 10)", 1024],
      ["sqrt(2)", 1.41421],
      ["hypot(3, 4)", 5],
      ["log(e)", 1],
      ["log(8, 2)", 3],
      ["exp(1)", Math.E],
      ["exp(0)", 1],
    ] as const
  ) {
    near(value(text), n, text);
  }
  // Chromium: sign() of these is 0, and tan() of these is ±∞ (clamped when used).
  for (const text of ["sin(180deg)", "sin(pi)", "cos(90deg)", "sin(-180deg)", "tan(180deg)"]) {
    equal(value(`calc(sign(${text}))`), 0, text);
  }
  equal(value("calc(1 / (tan(45deg) - 1))"), 2 ** 25);
  equal(value("tan(90deg)"), 2 ** 25); // numbers saturate (see parseCalc)
  equal(value("tan(calc(pi / 2))"), 2 ** 25);
  equal(value("tan(100grad)"), 2 ** 25);
  equal(value("calc(tan(270deg))"), -(2 ** 25));
  equal(value("log(0)"), -(2 ** 25));
  // NaN results turn into 0 at the top level (§10.9).
  for (const text of ["pow(-8, calc(1 / 3))", "sqrt(-1)", "log(-1)", "calc(NaN)"]) {
    equal(value(text), 0, text);
  }
});

Deno.test("percentages of their own type (opacity) fold, and do not add to numbers", () => {
  eq(calc("calc(50%)", "percent"), { percent: 50 });
  eq(calc("calc(50% * 0.5)", "percent"), { percent: 25 });
  eq(calc("calc(50% / 100%)", "percent"), { number: 0.5 });
  eq(calc("calc(10% / 1%)", "percent"), { number: 10 });
  equal(calc("calc(50% + 0.1)", "percent"), null);
});

Deno.test("math over relative units stays a tree until they are known", () => {
  const symbolic = (text: string) => {
    const result = calc(text) as { length: { math?: unknown } } | null;
    ok(result?.length.math !== undefined, `${text}: ${JSON.stringify(result)}`);
  };
  for (
    const text of [
      "round(1em, 3px)",
      "mod(100%, 7px)",
      "min(1em, 10px)",
      "hypot(3em, 4px)",
      "calc(sign(1em - 10px) * 10px)",
      "calc(200px * 200px / 100%)",
      "clamp(1rem, 2em, 30px)",
      "calc(1px + max(5%, 1em))",
    ]
  ) {
    symbolic(text);
  }
  // min()/max() over one unit fold whatever the unit; numbers scale the terms of a sum.
  eq(calc("min(10%, 20%)"), { length: { "%": 10 } });
  eq(calc("calc(2 * max(1em, 3em))"), { length: { em: 6 } });
  eq(calc("MIN(2px)"), { length: { px: 2 } });
  eq(calc("calc(50% / 10px * 1px)"), { length: { "%": 5 } });
  eq(calc("calc(0 * 1em)"), { length: { em: 0 } });
});

Deno.test("numbers and integers from tokens or math functions", () => {
  const one = (text: string) => tokens(text)[0];
  equal(numberValue(one("2.5")), 2.5);
  equal(numberValue(one("calc(2 * 3)")), 6);
  equal(numberValue(one("min(2, 1)")), 1);
  equal(numberValue(one("calc(20px / 10px)")), 2);
  equal(numberValue(one("2px")), null);
  equal(numberValue(one("calc(2px)")), null);
  equal(integerValue(one("3")), 3);
  equal(integerValue(one("2.5")), null);
  equal(integerValue(one("2.0")), null); // a <number> token, not an <integer>
  equal(integerValue(one("calc(2.6)")), 3); // math functions round (CSS Values 4 §10.12)
  equal(integerValue(one("-4")), -4);
  equal(integerValue(undefined), null);
  // Chromium's z-index: halves round towards +∞, infinities clamp to 32 bits, NaN is 0.
  equal(integerValue(one("calc(2.5)")), 3);
  equal(integerValue(one("calc(-2.5)")), -2);
  equal(integerValue(one("calc(infinity)")), 2147483647);
  equal(integerValue(one("calc(-infinity)")), -2147483648);
  equal(integerValue(one("calc(NaN)")), 0);
  equal(integerValue(one("calc(100px / 1px)")), 100);
});

Deno.test("a math function's result keeps its type", () => {
  const kind = (text: string) => Object.keys(calc(text) ?? { invalid: true })[0];
  equal(kind("calc(1px)"), "length");
  equal(kind("calc(1%)"), "length"); // where percentages are lengths
  equal(kind("calc(1)"), "number");
  equal(kind("calc(1deg)"), "angle");
  equal(kind("calc(1s)"), "invalid"); // a valid <time>, which no property here takes
});
