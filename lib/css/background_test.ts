import { deepStrictEqual as eq } from "node:assert/strict";
import type { ComputedStyle } from "./types.ts";
import { styleHtml } from "./testing.ts";

const styleOf = (declarations: string): ComputedStyle =>
  styleHtml(`<style>div { ${declarations} }</style><div></div>`).style("div");

const red = { r: 255, g: 0, b: 0, a: 1 };
const transparent = { r: 0, g: 0, b: 0, a: 0 };

/** The layered longhands of a style, as Chromium's getComputedStyle lists them. */
const layers = (s: ComputedStyle) => ({
  image: s.backgroundImage,
  x: s.backgroundPositionX,
  y: s.backgroundPositionY,
  size: s.backgroundSize,
  repeat: s.backgroundRepeat,
  attachment: s.backgroundAttachment,
  origin: s.backgroundOrigin,
  clip: s.backgroundClip,
});

const AUTO = { width: "auto", height: "auto" } as const;
const REPEAT = { x: "repeat", y: "repeat" } as const;

Deno.test("background longhands: initial values, one layer each", () => {
  const s = styleOf("");
  eq(s.backgroundColor, transparent);
  eq(layers(s), {
    image: ["none"],
    x: [{ percent: 0 }],
    y: [{ percent: 0 }],
    size: [AUTO],
    repeat: [REPEAT],
    attachment: ["scroll"],
    origin: ["padding-box"],
    clip: ["border-box"],
  });
});

// The expected values are Chromium 156's getComputedStyle of the same declarations.
Deno.test("background shorthand: every component of a layer, in any order", () => {
  const s = styleOf(
    "background: url(a.png) right 10px top / 50% auto no-repeat fixed content-box red",
  );
  eq(s.backgroundColor, red);
  eq(layers(s), {
    image: [{ url: "a.png" }],
    x: [{ px: -10, percent: 100 }], // calc(100% - 10px)
    y: [{ percent: 0 }],
    size: [{ width: { percent: 50 }, height: "auto" }],
    repeat: [{ x: "no-repeat", y: "no-repeat" }],
    attachment: ["fixed"],
    origin: ["content-box"],
    clip: ["content-box"],
  });
});

Deno.test("background shorthand: layers, the colour only in the last", () => {
  const s = styleOf("background: none, url(a.png) center / cover round space");
  eq(layers(s), {
    image: ["none", { url: "a.png" }],
    x: [{ percent: 0 }, { percent: 50 }],
    y: [{ percent: 0 }, { percent: 50 }],
    size: [AUTO, "cover"],
    repeat: [REPEAT, { x: "round", y: "space" }],
    attachment: ["scroll", "scroll"],
    origin: ["padding-box", "padding-box"],
    clip: ["border-box", "border-box"],
  });
  eq(styleOf("background: url(a.png) repeat-x, red").backgroundRepeat, [
    { x: "repeat", y: "no-repeat" },
    REPEAT,
  ]);
  eq(styleOf("background: url(a.png) repeat-x, red").backgroundColor, red);
  // A colour in any other layer makes the declaration invalid.
  eq(styleOf("background: blue; background: red, url(a.png)").backgroundColor.b, 255);
});

Deno.test("background shorthand: a size after the position, one box sets origin and clip", () => {
  const s = styleOf("background: url(a.png) 10px 20px / 30px");
  eq([s.backgroundPositionX, s.backgroundPositionY], [[{ px: 10 }], [{ px: 20 }]]);
  eq(s.backgroundSize, [{ width: { px: 30 }, height: "auto" }]);
  const text = styleOf("background: url(a.png) text");
  eq([text.backgroundOrigin, text.backgroundClip], [["padding-box"], ["text"]]);
  const two = styleOf("background: url(a.png) content-box padding-box");
  eq([two.backgroundOrigin, two.backgroundClip], [["content-box"], ["padding-box"]]);
});

Deno.test("background-position: one to four values, keywords in either order", () => {
  const position = (value: string) => {
    const s = styleOf(`background-position: ${value}`);
    return [s.backgroundPositionX, s.backgroundPositionY];
  };
  eq(position("left 10px top 5px"), [[{ px: 10 }], [{ px: 5 }]]);
  eq(position("top left"), [[{ percent: 0 }], [{ percent: 0 }]]);
  eq(position("bottom"), [[{ percent: 50 }], [{ percent: 100 }]]);
  eq(position("center right 10px"), [[{ px: -10, percent: 100 }], [{ percent: 50 }]]);
  eq(position("25% 2em, right"), [
    [{ percent: 25 }, { percent: 100 }],
    [{ px: 32 }, { percent: 50 }],
  ]);
  // Invalid: the earlier declaration stays.
  eq(position("top 10px"), [[{ percent: 0 }], [{ percent: 0 }]]);
});

Deno.test("background-size and background-repeat lists", () => {
  eq(styleOf("background-size: contain, 10px, auto 2em").backgroundSize, [
    "contain",
    { width: { px: 10 }, height: "auto" },
    { width: "auto", height: { px: 32 } },
  ]);
  eq(styleOf("background-size: -1px").backgroundSize, [AUTO]);
  eq(styleOf("background-repeat: repeat-y, space, round no-repeat").backgroundRepeat, [
    { x: "no-repeat", y: "repeat" },
    { x: "space", y: "space" },
    { x: "round", y: "no-repeat" },
  ]);
});

Deno.test("background-image: gradients and URLs in layers; invalid lists are dropped", () => {
  const s = styleOf("background-image: url('x.png'), linear-gradient(red, blue)");
  eq(s.backgroundImage.length, 2);
  eq(s.backgroundImage[0], { url: "x.png" });
  eq(styleOf("background-image: url(x.png), foo").backgroundImage, ["none"]);
});
