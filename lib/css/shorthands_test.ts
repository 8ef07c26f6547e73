import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const styleOf = (declarations: string, base = "") =>
  styleHtml(`<style>p { ${base} } p { ${declarations} }</style><p>x</p>`).style("p");

const px = (n: number) => ({ px: n });
const margins = (d: string) => {
  const s = styleOf(d);
  return [s.marginTop, s.marginRight, s.marginBottom, s.marginLeft];
};

Deno.test("margin with 1, 2, 3 and 4 values", () => {
  eq(margins("margin: 1px"), [px(1), px(1), px(1), px(1)]);
  eq(margins("margin: 1px 2px"), [px(1), px(2), px(1), px(2)]);
  eq(margins("margin: 1px 2px 3px"), [px(1), px(2), px(3), px(2)]);
  eq(margins("margin: 1px 2px 3px 4px"), [px(1), px(2), px(3), px(4)]);
  eq(margins("margin: auto 10%"), ["auto", { percent: 10 }, "auto", { percent: 10 }]);
  // Invalid: five values, or a bad part; the earlier declaration stays.
  eq(margins("margin: 7px; margin: 1px 2px 3px 4px 5px"), [px(7), px(7), px(7), px(7)]);
  eq(margins("margin: 7px; margin: 1px red"), [px(7), px(7), px(7), px(7)]);
});

Deno.test("padding rejects negative values", () => {
  const s = styleOf("padding: 1px 2px; padding: 1px -2px");
  eq([s.paddingTop, s.paddingRight, s.paddingBottom, s.paddingLeft], [px(1), px(2), px(1), px(2)]);
});

Deno.test("border sets width, style and colour on all sides and resets omitted parts", () => {
  const s = styleOf("border: 2px dashed #00f");
  for (const side of ["Top", "Right", "Bottom", "Left"] as const) {
    equal(s[`border${side}Width`], 2);
    equal(s[`border${side}Style`], "dashed");
    eq(s[`border${side}Color`], { r: 0, g: 0, b: 255, a: 1 });
  }
  // Omitted width resets to medium (3px), omitted colour to currentcolor.
  const reset = styleOf("border: solid", "border: 1px dotted red; color: lime");
  equal(reset.borderTopWidth, 3);
  eq(reset.borderTopColor, { r: 0, g: 255, b: 0, a: 1 });
  equal(styleOf("border: thick double").borderLeftWidth, 5);
  equal(styleOf("border: 1px solid red 2px").borderTopStyle, "none"); // invalid
});

Deno.test("border widths are 0 without a style and snapped to whole px", () => {
  equal(styleOf("border-width: 4px").borderTopWidth, 0);
  equal(styleOf("border: 4px hidden").borderTopWidth, 0);
  equal(styleOf("border: 1pt solid").borderTopWidth, 1);
  equal(styleOf("border: 2.5px solid").borderTopWidth, 2);
  equal(styleOf("border: 0.3px solid").borderTopWidth, 1);
  equal(styleOf("border: thin solid").borderTopWidth, 1);
});

Deno.test("border-top/right/bottom/left and the per-property box shorthands", () => {
  const s = styleOf("border-top: 1px solid red; border-left: 3px dotted; border-color: red green");
  equal(s.borderTopWidth, 1);
  equal(s.borderLeftStyle, "dotted");
  equal(s.borderRightStyle, "none");
  eq(s.borderRightColor, { r: 0, g: 128, b: 0, a: 1 });
  eq(s.borderBottomColor, { r: 255, g: 0, b: 0, a: 1 });
  const w = styleOf("border-style: solid; border-width: 1px 2px 3px 4px");
  eq([w.borderTopWidth, w.borderRightWidth, w.borderBottomWidth, w.borderLeftWidth], [1, 2, 3, 4]);
});

const radii = (d: string, base = "") => {
  const s = styleOf(d, base);
  const pair = ({ horizontal, vertical }: typeof s.borderTopLeftRadius) => [horizontal, vertical];
  return [
    s.borderTopLeftRadius,
    s.borderTopRightRadius,
    s.borderBottomRightRadius,
    s.borderBottomLeftRadius,
  ].map(pair);
};

Deno.test("border-radius: 1-4 radii per axis, vertical after a slash", () => {
  const same = (...values: number[]) => values.map((v) => [px(v), px(v)]);
  eq(radii("border-radius: 1px"), same(1, 1, 1, 1));
  eq(radii("border-radius: 1px 2px"), same(1, 2, 1, 2));
  eq(radii("border-radius: 1px 2px 3px"), same(1, 2, 3, 2));
  eq(radii("border-radius: 1px 2px 3px 4px"), same(1, 2, 3, 4));
  eq(radii("border-radius: 10px 20% / 5px"), [
    [px(10), px(5)],
    [{ percent: 20 }, px(5)],
    [px(10), px(5)],
    [{ percent: 20 }, px(5)],
  ]);
  eq(radii("border-radius: 1px/2px 3px 4px 5px"), [
    [px(1), px(2)],
    [px(1), px(3)],
    [px(1), px(4)],
    [px(1), px(5)],
  ]);
  // It sets every corner, over an earlier longhand.
  eq(radii("border-radius: 2px", "border-top-left-radius: 9px 8px"), same(2, 2, 2, 2));
  // Invalid: no value on a side of the slash, two slashes, five values, negative, a keyword.
  for (
    const invalid of [
      "/ 1px",
      "1px /",
      "1px / 2px / 3px",
      "1px 2px 3px 4px 5px",
      "-1px",
      "1px auto",
    ]
  ) {
    eq(radii(`border-radius: 7px; border-radius: ${invalid}`), same(7, 7, 7, 7), invalid);
  }
});

Deno.test("font shorthand: style, weight, size, line-height, family; resets the rest", () => {
  const s = styleOf('font: italic bold 12px/1.5 "Helvetica Neue", Arial, sans-serif');
  equal(s.fontStyle, "italic");
  equal(s.fontWeight, 700);
  equal(s.fontSize, 12);
  eq(s.lineHeight, { number: 1.5 });
  eq(s.fontFamily, ["Helvetica Neue", "Arial", "sans-serif"]);
  const reset = styleOf("font: 20px serif", "font-weight: 900; line-height: 3; font-style: italic");
  equal(reset.fontWeight, 400);
  equal(reset.lineHeight, "normal");
  equal(reset.fontStyle, "normal");
  const variant = styleOf("font: normal small-caps 600 condensed 2em/30px monospace");
  equal(variant.fontWeight, 600);
  equal(variant.fontSize, 32 * 13 / 16); // 2em of 16px, monospace-scaled like Chromium
  eq(variant.lineHeight, { px: 30 });
  // font also resets font-variant-numeric, font-kerning and font-feature-settings, not
  // font-synthesis (as Chromium).
  const features = styleOf(
    "font: 12px serif",
    'font-variant-numeric: tabular-nums; font-kerning: none; font-feature-settings: "liga" 0; ' +
      "font-synthesis: none",
  );
  equal(features.fontVariantNumeric.spacing, "normal");
  equal(features.fontKerning, "auto");
  eq(features.fontFeatureSettings, []);
  equal(features.fontSynthesisWeight, false);
  // Missing family, missing size, and system fonts are invalid.
  for (const bad of ["font: 12px", "font: bold serif", "font: caption", "font: 12px/ serif"]) {
    equal(styleOf(`font-size: 5px; ${bad}`).fontSize, 5, bad);
  }
});

Deno.test("background keeps only the colour of the final layer", () => {
  eq(styleOf("background: url(a.png) no-repeat left top / 10px #ff0").backgroundColor, {
    r: 255,
    g: 255,
    b: 0,
    a: 1,
  });
  eq(styleOf("background: red; background: none").backgroundColor, { r: 0, g: 0, b: 0, a: 0 });
  // A colour outside the final layer, or garbage, invalidates the declaration.
  const red = { r: 255, g: 0, b: 0, a: 1 };
  eq(styleOf("background: red; background: blue, url(x.png)").backgroundColor, red);
  eq(styleOf("background: red; background: blue bogus").backgroundColor, red);
});

Deno.test("list-style and text-decoration", () => {
  const l = styleOf("list-style: square inside");
  equal(l.listStyleType, "square");
  equal(l.listStylePosition, "inside");
  equal(styleOf("list-style: none").listStyleType, "none");
  equal(styleOf("list-style: url(x.png) none").listStyleType, "none");
  eq(styleOf("list-style: url(x.png) none").listStyleImage, { url: "x.png" });
  eq(styleOf("list-style: none").listStyleImage, "none");
  eq(styleOf("list-style-image: url(a.png); list-style: square").listStyleImage, "none");
  equal(styleOf("list-style: circle; list-style: none none none").listStyleType, "circle");
  const t = styleOf("color: blue; text-decoration: underline overline wavy red 3px");
  eq(t.textDecorationLine, { underline: true, overline: true, lineThrough: false });
  eq(t.textDecorationColor, { r: 255, g: 0, b: 0, a: 1 });
  equal(t.textDecorationStyle, "wavy");
  eq(t.textDecorationThickness, { px: 3 });
  // Omitted parts reset: style, thickness and colour too (as Chromium).
  const reset = styleOf(
    "text-decoration: overline",
    "text-decoration-style: dashed; text-decoration-thickness: 4px; color: lime; " +
      "text-decoration-color: red",
  );
  equal(reset.textDecorationStyle, "solid");
  equal(reset.textDecorationThickness, "auto");
  eq(reset.textDecorationColor, { r: 0, g: 255, b: 0, a: 1 });
  equal(
    styleOf("text-decoration: dotted underline from-font").textDecorationThickness,
    "from-font",
  );
  for (const bad of ["underline red overline", "underline solid dotted", "red blue", "1px 2px"]) {
    equal(
      styleOf(`text-decoration: ${bad}`, "text-decoration: line-through").textDecorationLine
        .lineThrough,
      true,
      bad,
    );
  }
  eq(styleOf("text-decoration: line-through").textDecorationLine, {
    underline: false,
    overline: false,
    lineThrough: true,
  });
});

Deno.test("page-break-* are legacy aliases of break-*", () => {
  const s = styleOf("page-break-before: always; page-break-after: avoid; page-break-inside: avoid");
  equal(s.breakBefore, "page");
  equal(s.breakAfter, "avoid");
  equal(s.breakInside, "avoid");
  equal(styleOf("page-break-before: left").breakBefore, "left");
  equal(styleOf("page-break-before: page").breakBefore, "auto"); // not a legacy value
  equal(styleOf("break-before: recto; break-after: avoid-page").breakBefore, "right");
});

Deno.test("CSS-wide keywords on a shorthand set every longhand", () => {
  const { style } = styleHtml(`<style>
    div { margin: 5px; border: 2px solid red }
    p { margin: inherit; border: inherit }
  </style><div><p>x</p></div>`);
  eq(style("p").marginLeft, px(5));
  equal(style("p").borderBottomWidth, 2);
});

Deno.test("all: a CSS-wide keyword for every property but direction", () => {
  const { style } = styleHtml(`<style>
    div { color: green; margin-left: 5px; direction: rtl }
    .x { all: initial } #i { all: inherit } #b { all: bogus; color: red }
  </style><div><p class=x>x</p><p id=i>x</p><p id=b>x</p></div>`);
  eq(style("p").color, { r: 0, g: 0, b: 0, a: 1 });
  equal(style("p").display, "inline");
  eq(style("p").marginTop, px(0));
  equal(style("p").direction, "rtl"); // untouched: inherited as usual
  eq(style("#i").marginLeft, px(5));
  eq(style("#b").color, { r: 255, g: 0, b: 0, a: 1 });
  equal(style("#b").display, "block");
});

Deno.test("flow-relative margins, paddings, borders and sizes map to physical ones (ltr)", () => {
  const s = styleOf(
    "margin-block: 1px 2px; margin-inline-start: 3px; margin-inline-end: auto; " +
      "padding-inline: 4px; padding-block-start: 5px; border-block-end: 2px solid red; " +
      "border-inline-start-width: 3px; border-inline-style: dotted; inline-size: 10px; " +
      "max-block-size: 20px; min-inline-size: 1px",
  );
  eq([s.marginTop, s.marginBottom, s.marginLeft, s.marginRight], [px(1), px(2), px(3), "auto"]);
  eq([s.paddingLeft, s.paddingRight, s.paddingTop], [px(4), px(4), px(5)]);
  eq([s.borderBottomWidth, s.borderBottomStyle], [2, "solid"]);
  eq([s.borderLeftWidth, s.borderLeftStyle, s.borderRightStyle], [3, "dotted", "dotted"]);
  eq([s.width, s.maxHeight, s.minWidth], [px(10), px(20), px(1)]);
  // The cascade order decides between a logical and a physical declaration.
  eq(styleOf("margin-left: 1px; margin-inline-start: 2px").marginLeft, px(2));
  eq(styleOf("margin-inline-start: 2px; margin-left: 1px").marginLeft, px(1));
  eq(styleOf("margin-block: 1px 2px 3px").marginTop, px(16)); // invalid: the UA's 1em
});

Deno.test("small-caps in font and font-variant sets font-variant-caps; font resets it", () => {
  const { style } = styleHtml(`<style>
    #a { font-variant: small-caps oldstyle-nums } #b { font: small-caps 12px Arial }
    #c { font-variant-caps: all-small-caps; font: 12px Arial }
  </style><p id=a>a</p><p id=b>b</p><p id=c>c</p>`);
  equal(style("#a").fontVariantCaps, "small-caps");
  equal(style("#a").fontVariantNumeric.figures, "oldstyle-nums");
  equal(style("#b").fontVariantCaps, "small-caps");
  equal(style("#c").fontVariantCaps, "normal");
});
