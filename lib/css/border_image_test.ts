import { deepStrictEqual as eq } from "node:assert/strict";
import type { ComputedStyle } from "./types.ts";
import { styleHtml } from "./testing.ts";

const styleOf = (declarations: string): ComputedStyle =>
  styleHtml(
    `<style>div { border: 10px solid; font-size: 10px; ${declarations} }</style><div></div>`,
  )
    .style("div");

/** The five longhands as one record, in getComputedStyle's terms. */
const borderImage = (s: ComputedStyle) => ({
  source: s.borderImageSource,
  slice: s.borderImageSlice,
  width: s.borderImageWidth,
  outset: s.borderImageOutset,
  repeat: s.borderImageRepeat,
});

const n = (number: number) => ({ number });
const all = <T>(value: T) => [value, value, value, value];
const INITIAL = {
  source: "none",
  slice: { sides: all({ percent: 100 }), fill: false },
  width: all(n(1)),
  outset: all(n(0)),
  repeat: { x: "stretch", y: "stretch" },
};

Deno.test("border-image longhands: initial none 100% / 1 / 0 stretch", () => {
  eq(borderImage(styleOf("")), INITIAL);
});

Deno.test("border-image-slice: 1–4 sides and fill, numbers rounded as Chromium computes them", () => {
  // Chromium: `10% 20 fill` → "10% 20 fill"; `fill 1 2 3` → "1 2 3 fill";
  // `2.5 1.4 10.5% 0.5` → "3 1 10.5%" (the fourth, 1, equals the second).
  eq(styleOf("border-image-slice: 10% 20 fill").borderImageSlice, {
    sides: [{ percent: 10 }, n(20), { percent: 10 }, n(20)],
    fill: true,
  });
  eq(styleOf("border-image-slice: fill 1 2 3").borderImageSlice, {
    sides: [n(1), n(2), n(3), n(2)],
    fill: true,
  });
  eq(styleOf("border-image-slice: 2.5 1.4 10.5% 0.5").borderImageSlice, {
    sides: [n(3), n(1), { percent: 10.5 }, n(1)],
    fill: false,
  });
  // Negative values and a fill in the middle are invalid: the initial value stays.
  eq(styleOf("border-image-slice: -1").borderImageSlice, INITIAL.slice);
  eq(styleOf("border-image-slice: 1 fill 2").borderImageSlice, INITIAL.slice);
});

Deno.test("border-image-width: numbers, lengths in px, percentages and auto", () => {
  // Chromium: `1 2em 30% auto` → "1 20px 30% auto"; `1.5 0px calc(1px + 10%)` keeps the calc.
  eq(styleOf("border-image-width: 1 2em 30% auto").borderImageWidth, [
    n(1),
    { px: 20 },
    { percent: 30 },
    "auto",
  ]);
  eq(styleOf("border-image-width: 2 auto").borderImageWidth, [n(2), "auto", n(2), "auto"]);
  eq(styleOf("border-image-width: 1.5 0px calc(1px + 10%)").borderImageWidth, [
    n(1.5),
    { px: 0 },
    { px: 1, percent: 10 },
    { px: 0 },
  ]);
  eq(styleOf("border-image-width: -1").borderImageWidth, INITIAL.width);
});

Deno.test("border-image-outset: numbers and lengths, no percentages", () => {
  eq(styleOf("border-image-outset: 1 2em").borderImageOutset, [n(1), { px: 20 }, n(1), { px: 20 }]);
  eq(styleOf("border-image-outset: 1.5 0.5px").borderImageOutset, [
    n(1.5),
    { px: 0.5 },
    n(1.5),
    { px: 0.5 },
  ]);
  eq(styleOf("border-image-outset: 10%").borderImageOutset, INITIAL.outset);
});

Deno.test("border-image-repeat: one or two of the four keywords", () => {
  eq(styleOf("border-image-repeat: space").borderImageRepeat, { x: "space", y: "space" });
  eq(styleOf("border-image-repeat: stretch repeat").borderImageRepeat, {
    x: "stretch",
    y: "repeat",
  });
  eq(styleOf("border-image-repeat: repeat-x").borderImageRepeat, INITIAL.repeat);
});

Deno.test("border-image shorthand: any order, `/ width / outset` after the slice", () => {
  // Chromium: `url(a.png) 30 round` → url("a.png") 30 / 1 / 0 round.
  eq(borderImage(styleOf("border-image: url(a.png) 30 round")), {
    ...INITIAL,
    source: { url: "a.png" },
    slice: { sides: all(n(30)), fill: false },
    repeat: { x: "round", y: "round" },
  });
  // `repeat url(x.png) fill 5` → url("x.png") 5 fill / 1 / 0 repeat.
  eq(borderImage(styleOf("border-image: repeat url(x.png) fill 5")), {
    ...INITIAL,
    source: { url: "x.png" },
    slice: { sides: all(n(5)), fill: true },
    repeat: { x: "repeat", y: "repeat" },
  });
  // `url(a.png) 10 / / 1` → url("a.png") 10 / 1 / 1 stretch.
  eq(borderImage(styleOf("border-image: url(a.png) 10 / / 1")), {
    ...INITIAL,
    source: { url: "a.png" },
    slice: { sides: all(n(10)), fill: false },
    outset: all(n(1)),
  });
  // `url(a.png) 10 / 2px 3 auto / 4px` → url("a.png") 10 / 2px 3 auto / 4px stretch.
  eq(borderImage(styleOf("border-image: url(a.png) 10 / 2px 3 auto / 4px")), {
    ...INITIAL,
    source: { url: "a.png" },
    slice: { sides: all(n(10)), fill: false },
    width: [{ px: 2 }, n(3), "auto", n(3)],
    outset: all({ px: 4 }),
  });
  const gradient = styleOf("border-image: linear-gradient(red, blue) 10 / 2 / 3px stretch repeat");
  eq("gradient" in (gradient.borderImageSource as object), true);
  eq(gradient.borderImageRepeat, { x: "stretch", y: "repeat" });
  eq(gradient.borderImageOutset, all({ px: 3 }));
});

Deno.test("border-image shorthand: what Chromium rejects keeps the earlier value", () => {
  for (
    const value of [
      "url(a.png) / 2",
      "url(a.png) 10 / 2 /",
      "stretch url(a.png) round",
      "url(a.png) 10 fill 20 / 2",
      "url(a.png) url(b.png)",
    ]
  ) {
    eq(borderImage(styleOf(`border-image: url(z.png) 7; border-image: ${value}`)).source, {
      url: "z.png",
    }, value);
  }
});

Deno.test("border resets the border image; border-image: none resets it too", () => {
  eq(borderImage(styleOf("border-image: url(a.png) 5 round; border: 3px solid red")), INITIAL);
  eq(borderImage(styleOf("border-image: url(a.png) 5 round; border-image: none")), INITIAL);
  // The longhands of a side leave it.
  eq(styleOf("border-image: url(a.png) 5; border-top: 1px solid").borderImageSource, {
    url: "a.png",
  });
});
