/**
 * Flow-relative properties against Chromium 156's getComputedStyle of the same markup (each
 * expectation is the px Chromium reported; `body` keeps its 8px margins).
 */
import { deepStrictEqual as eq } from "node:assert/strict";
import type { ComputedStyle } from "./types.ts";
import { styleHtml } from "./testing.ts";

type Sides = [number, number, number, number];

/** top, right, bottom, left of margin, padding or border width, in px. */
function sides(style: ComputedStyle, box: "margin" | "padding" | "border"): Sides {
  const names = ["Top", "Right", "Bottom", "Left"] as const;
  return names.map((side) => {
    if (box === "border") return style[`border${side}Width`];
    const value = style[`${box}${side}`];
    return typeof value === "object" && "px" in value ? value.px : NaN;
  }) as Sides;
}

/**
 * Asserts the sides of the element `#t` of each markup (in a body of its own) in one go, so a
 * failure lists every case that differs.
 */
function expectSides(box: "margin" | "padding", cases: Record<string, Sides>) {
  const actual = Object.fromEntries(
    Object.keys(cases).map((markup) => [markup, sides(styleHtml(markup).style("#t"), box)]),
  );
  eq(actual, cases);
}

Deno.test("inline sides follow direction, block sides are top and bottom", () => {
  const all = "margin-inline-start: 1px; margin-inline-end: 2px; margin-block-start: 3px;" +
    " margin-block-end: 4px";
  expectSides("margin", {
    [`<div id=t style="${all}">`]: [3, 2, 4, 1],
    [`<div id=t dir=rtl style="${all}">`]: [3, 1, 4, 2],
    '<div id=t style="margin-inline: 1px 2px; direction: rtl">': [0, 1, 0, 2],
    '<div dir=rtl><div id=t style="margin-inline-start: 1px">': [0, 1, 0, 0],
    '<div dir=rtl><div id=t style="direction: ltr; margin-inline-start: 5px">': [0, 0, 0, 5],
  });
});

Deno.test("a logical and its physical longhand: the later declaration wins (Logical 1 §4)", () => {
  expectSides("margin", {
    '<div id=t dir=rtl style="margin-inline-start: 1px; margin-left: 5px">': [0, 1, 0, 5],
    '<div id=t dir=rtl style="margin-left: 5px; margin-inline-end: 1px">': [0, 0, 0, 1],
    '<div id=t style="margin-left: 5px; margin-inline-start: 1px; direction: rtl">': [0, 1, 0, 5],
    '<div id=t style="margin: 9px; margin-inline-start: 1px">': [9, 9, 9, 1],
    '<div id=t style="margin-inline-start: 1px; margin: 9px">': [9, 9, 9, 9],
    '<div id=t dir=rtl style="margin-inline: 1px 2px; margin-left: 3px">': [0, 1, 0, 3],
    '<div id=t style="direction: rtl; margin-block: 1px 2px; margin-top: 3px">': [3, 0, 2, 0],
    '<div id=t style="margin-top: 3px; margin-block-start: 1px">': [1, 0, 0, 0],
  });
});

Deno.test("cascade order across rules: importance, specificity, the style attribute", () => {
  const { style } = styleHtml(`<style>
    .r1 { margin-inline-start: 5px !important }
    .pad { padding-inline: 3px 4px }
    #x.pad { padding-left: 7px }
  </style>
  <div id=g class=r1 style="direction: rtl; margin-right: 1px"></div>
  <div id=h class="r1 pad" style="margin-left: 2px"></div>
  <div id=x class=pad style="direction: rtl"></div>`);
  eq(sides(style("#g"), "margin"), [0, 5, 0, 0]);
  eq(sides(style("#h"), "margin"), [0, 0, 0, 5]);
  eq(sides(style("#h"), "padding"), [0, 4, 0, 3]);
  eq(sides(style("#x"), "padding"), [0, 3, 0, 7]);
});

Deno.test("var(), inherit, all and revert on logical and physical sides", () => {
  const { style } = styleHtml(`<!doctype html><body>
    <div id=i style="--s: 6px; direction: rtl; margin-inline: var(--s) 1px"></div>
    <div id=s style="direction: rtl; margin-inline-start: 4px; margin-inline-end: inherit"></div>
    <ul id=a dir=rtl style="padding-left: revert"></ul>
    <ul id=b style="padding-left: 7px; padding-left: revert"></ul>
    <ul id=c dir=rtl style="padding-inline-start: 7px; padding-inline-start: revert"></ul>
    <ul id=d dir=rtl style="all: revert"></ul>
    <ul id=e dir=rtl style="all: initial; padding-inline-start: 3px"></ul>
    <ul id=f dir=rtl style="padding-inline-start: 3px; all: initial"></ul>
    <dd id=w dir=rtl style="margin-left: revert"></dd>
    <dd id=x dir=rtl style="margin-right: revert"></dd>
    <div id=y style="direction: rtl; padding-inline-start: 1px; padding-right: revert"></div>
    <div id=z style="direction: rtl; margin-inline-start: 1px; margin-inline-start: revert"></div>`);
  eq(sides(style("#i"), "margin"), [0, 6, 0, 1]);
  eq(sides(style("#s"), "margin"), [0, 4, 0, 8]); // the body's margin-left
  eq(sides(style("#a"), "padding"), [0, 40, 0, 0]);
  eq(sides(style("#b"), "padding"), [0, 0, 0, 40]);
  eq(sides(style("#c"), "padding"), [0, 40, 0, 0]);
  eq(sides(style("#d"), "padding"), [0, 40, 0, 0]);
  eq(sides(style("#e"), "padding"), [0, 3, 0, 0]);
  eq(sides(style("#f"), "padding"), [0, 0, 0, 0]);
  eq(sides(style("#w"), "margin"), [0, 40, 0, 0]);
  eq(sides(style("#x"), "margin"), [0, 40, 0, 0]);
  eq(sides(style("#y"), "padding"), [0, 0, 0, 0]);
  eq(sides(style("#z"), "margin"), [0, 0, 0, 0]);
});

Deno.test("the UA sheet indents lists and dd at the inline start", () => {
  expectSides("padding", {
    "<ul id=t dir=rtl>": [0, 40, 0, 0],
    "<ul id=t>": [0, 0, 0, 40],
    "<ol id=t dir=rtl>": [0, 40, 0, 0],
  });
  expectSides("margin", {
    "<dd id=t dir=rtl>": [0, 40, 0, 0],
    "<blockquote id=t dir=rtl>": [16, 40, 16, 40],
  });
});

Deno.test("borders: inline sides by direction, shorthands and their order", () => {
  const { style } = styleHtml(`<style>div { border-style: solid }</style>
    <div id=t style="direction: rtl; border-inline-start: 3px dotted red;
      border-block-end-width: 7px"></div>
    <div id=j style="--s: 6px; direction: rtl; border-inline-start: var(--s) dotted red"></div>
    <div id=k style="direction: rtl; border-inline: 2px dashed blue; border-left-width: 5px"></div>
    <div id=l style="direction: rtl; border-left-width: 5px; border-inline: 2px dashed blue"></div>
    <div id=x style="direction: rtl; padding-inline: 1px 2px; border-inline-color: red blue;
      border-block-style: dashed"></div>`);
  const t = style("#t");
  eq(sides(t, "border"), [3, 3, 7, 3]);
  eq([t.borderRightStyle, t.borderRightColor], ["dotted", { r: 255, g: 0, b: 0, a: 1 }]);
  eq(t.borderLeftStyle, "solid");
  eq(sides(style("#j"), "border"), [3, 6, 3, 3]);
  eq(sides(style("#k"), "border"), [3, 2, 3, 5]);
  eq(sides(style("#l"), "border"), [3, 2, 3, 2]);
  const x = style("#x");
  eq(sides(x, "padding"), [0, 1, 0, 2]);
  eq([x.borderLeftColor.b, x.borderRightColor.r], [255, 255]);
  eq([x.borderTopStyle, x.borderBottomStyle, x.borderLeftStyle], ["dashed", "dashed", "solid"]);
});

Deno.test("corner radii named by start and end", () => {
  const { style } = styleHtml(`
    <div id=u style="direction: rtl; border-start-start-radius: 1px; border-start-end-radius: 2px;
      border-end-start-radius: 3px; border-end-end-radius: 4px"></div>
    <div id=v style="border-start-start-radius: 1px; border-start-end-radius: 2px;
      border-end-start-radius: 3px; border-end-end-radius: 4px"></div>
    <div id=m style="direction: rtl; border-radius: 1px 2px 3px 4px;
      border-start-start-radius: 9px"></div>
    <div id=n style="direction: rtl; border-start-start-radius: 9px;
      border-radius: 1px 2px 3px 4px"></div>`);
  const radii = (id: string) => {
    const s = style(id);
    return [
      s.borderTopLeftRadius,
      s.borderTopRightRadius,
      s.borderBottomRightRadius,
      s.borderBottomLeftRadius,
    ].map((r) => "px" in r.horizontal ? r.horizontal.px : NaN);
  };
  eq(radii("#u"), [2, 1, 3, 4]);
  eq(radii("#v"), [1, 2, 4, 3]);
  eq(radii("#m"), [1, 9, 3, 4]);
  eq(radii("#n"), [1, 2, 3, 4]);
});

Deno.test("sizes, float and clear by inline side", () => {
  const { style } = styleHtml(`
    <div id=v style="direction: rtl; inline-size: 10px; width: 20px; max-inline-size: 5px;
      block-size: 7px; min-block-size: 2px"></div>
    <div id=p style="direction: rtl; float: inline-start"></div>
    <div id=q style="direction: rtl; float: inline-end; clear: inline-start"></div>
    <div dir=rtl><div id=r style="direction: ltr; float: inline-start; clear: inline-end"></div>
    </div>`);
  const v = style("#v");
  // width is the computed 20px; Chromium reports the used width, 5px after max-inline-size.
  eq([v.width, v.maxWidth, v.height, v.minHeight], [{ px: 20 }, { px: 5 }, { px: 7 }, { px: 2 }]);
  // Chromium reports inline-start; it floats to the side the containing block starts on.
  eq([style("#p").float, style("#q").float, style("#q").clear], ["left", "right", "left"]);
  eq([style("#r").float, style("#r").clear], ["right", "left"]);
});
