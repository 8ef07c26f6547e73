import { deepStrictEqual as eq, equal, ok } from "node:assert/strict";
import { ALL_PROPERTIES, propertyNamed, STYLE_PROPERTIES } from "./properties.ts";
import { shorthandNamed } from "./shorthands.ts";
import { defaultStyle } from "./style_document.ts";
import { styleHtml } from "./testing.ts";

Deno.test("the table: unique names, ids in order, every ComputedStyle field filled", () => {
  const names = ALL_PROPERTIES.map((p) => p.name);
  equal(new Set(names).size, names.length);
  ALL_PROPERTIES.forEach((p, i) => equal(p.id, i));
  for (const name of names) equal(propertyNamed(name)?.name, name);
  const style = defaultStyle();
  for (const field of Object.keys(STYLE_PROPERTIES)) {
    ok(style[field as keyof typeof style] !== undefined, field);
  }
});

Deno.test("inheritance flags follow the specs", () => {
  const inherited = ALL_PROPERTIES.filter((p) => p.inherited).map((p) => p.name).sort();
  equal(
    inherited.join(" "),
    [
      "accent-color",
      "border-collapse",
      "border-spacing",
      "caption-side",
      "clip-rule",
      "color",
      "color-scheme",
      "direction",
      "dominant-baseline",
      "empty-cells",
      "fill",
      "fill-opacity",
      "fill-rule",
      "font-family",
      "font-feature-settings",
      "font-kerning",
      "font-size",
      "font-style",
      "font-synthesis-style",
      "font-synthesis-weight",
      "font-variant-caps",
      "font-variant-numeric",
      "font-weight",
      "hyphens",
      "letter-spacing",
      "line-height",
      "list-style-image",
      "list-style-position",
      "list-style-type",
      "marker-end",
      "marker-mid",
      "marker-start",
      "orphans",
      "overflow-wrap",
      "quotes",
      "stroke",
      "stroke-dasharray",
      "stroke-dashoffset",
      "stroke-linecap",
      "stroke-linejoin",
      "stroke-miterlimit",
      "stroke-opacity",
      "stroke-width",
      "tab-size",
      "text-align",
      "text-align-last",
      "text-anchor",
      "text-indent",
      "text-shadow",
      "text-transform",
      "text-underline-offset",
      "visibility",
      "white-space",
      "widows",
      "word-break",
      "word-spacing",
    ].join(" "),
  );
});

Deno.test("shorthands cover only known longhands and never shadow one", () => {
  for (const name of ["margin", "padding", "border", "border-top", "font", "background"]) {
    const shorthand = shorthandNamed(name);
    ok(shorthand, name);
    for (const longhand of shorthand.longhands) ok(ALL_PROPERTIES.includes(longhand), name);
    equal(propertyNamed(name), undefined);
  }
});

const styleOf = (declarations: string) =>
  styleHtml(`<style>p { font-size: 20px; ${declarations} }</style><p>x</p>`).style("p");

Deno.test("CSS Text 3 longhands: initial values as Chromium's, keywords, word-wrap alias", () => {
  const initial = defaultStyle();
  eq(
    [initial.textAlignLast, initial.overflowWrap, initial.wordBreak, initial.hyphens],
    ["auto", "normal", "normal", "manual"],
  );
  eq(initial.tabSize, { spaces: 8 });
  const s = styleOf(
    "text-align-last: justify; overflow-wrap: anywhere; word-break: break-word; hyphens: auto",
  );
  eq([s.textAlignLast, s.overflowWrap, s.wordBreak, s.hyphens], [
    "justify",
    "anywhere",
    "break-word",
    "auto",
  ]);
  equal(styleOf("word-wrap: break-word").overflowWrap, "break-word");
  equal(styleOf("overflow-wrap: anywhere; word-wrap: bogus").overflowWrap, "anywhere");
  equal(styleOf("word-break: keep-all; word-break: bogus").wordBreak, "keep-all");
});

Deno.test("tab-size: a number of spaces or a length, never negative", () => {
  eq(styleOf("tab-size: 4").tabSize, { spaces: 4 });
  eq(styleOf("tab-size: 0").tabSize, { spaces: 0 });
  eq(styleOf("tab-size: calc(2 * 3)").tabSize, { spaces: 6 });
  eq(styleOf("tab-size: 2em").tabSize, { px: 40 });
  eq(styleOf("tab-size: 3; tab-size: -1").tabSize, { spaces: 3 });
  eq(styleOf("tab-size: 3; tab-size: -1px").tabSize, { spaces: 3 });
});

Deno.test("text decoration longhands: style, thickness, underline offset", () => {
  const s = styleOf(
    "text-decoration-style: dotted; text-decoration-thickness: 0.1em; text-underline-offset: 10%",
  );
  equal(s.textDecorationStyle, "dotted");
  eq(s.textDecorationThickness, { px: 2 });
  eq(s.textUnderlineOffset, { percent: 10 }); // refers to 1em; layout resolves it
  equal(styleOf("text-decoration-thickness: from-font").textDecorationThickness, "from-font");
  equal(defaultStyle().textDecorationThickness, "auto");
  equal(defaultStyle().textUnderlineOffset, "auto");
  equal(
    styleOf("text-decoration-style: wavy; text-decoration-style: zigzag").textDecorationStyle,
    "wavy",
  );
});

Deno.test("3-D border styles with currentColor use rgb(238,238,238), as WebKit/Blink do", () => {
  const { style } = styleHtml(
    `<hr id=h><p id=p style="color:red;border:2px outset"></p><p id=q style="color:red;border:2px outset blue"></p><p id=s style="color:red;border:2px solid"></p>`,
  );
  eq(style("#h").borderTopColor, { r: 238, g: 238, b: 238, a: 1 });
  eq(style("#p").borderLeftColor, { r: 238, g: 238, b: 238, a: 1 });
  eq(style("#q").borderLeftColor, { r: 0, g: 0, b: 255, a: 1 });
  eq(style("#s").borderLeftColor, { r: 255, g: 0, b: 0, a: 1 });
});

Deno.test("...but not on table boxes: Blink's table painter uses currentColor as is", () => {
  const red = { r: 255, g: 0, b: 0, a: 1 };
  const { style } = styleHtml(`<body style="color: red"><table style="border: 2px outset">
    <caption style="border: 2px ridge">c</caption><tr style="border: 2px groove">
    <td style="border: 2px inset"><div style="border: 2px inset">d</div></td></tr></table>
    <div id=t style="display: inline-table; border: 2px outset"></div>`);
  for (const box of ["table", "caption", "tr", "td", "#t"]) eq(style(box).borderTopColor, red, box);
  eq(style("td div").borderTopColor, { r: 238, g: 238, b: 238, a: 1 }); // a block in a cell
});

Deno.test("table properties (CSS 2.2 §17): initial values, keywords, invalid values dropped", () => {
  const initial = defaultStyle();
  eq(
    [initial.borderCollapse, initial.tableLayout, initial.captionSide, initial.emptyCells],
    ["separate", "auto", "top", "show"],
  );
  eq(initial.borderSpacing, { horizontal: 0, vertical: 0 });
  const s = styleOf(
    "border-collapse: COLLAPSE; table-layout: fixed; caption-side: bottom; empty-cells: hide",
  );
  eq([s.borderCollapse, s.tableLayout, s.captionSide, s.emptyCells], [
    "collapse",
    "fixed",
    "bottom",
    "hide",
  ]);
  // Chromium 156 knows only top and bottom for caption-side.
  equal(styleOf("caption-side: bottom; caption-side: block-end").captionSide, "bottom");
  equal(styleOf("border-collapse: collapse; border-collapse: none").borderCollapse, "collapse");
  equal(styleOf("table-layout: fixed; table-layout: auto fixed").tableLayout, "fixed");
  equal(styleOf("empty-cells: hide; empty-cells: 0").emptyCells, "hide");
});

Deno.test("border-spacing: one length for both, two for horizontal then vertical", () => {
  const spacing = (value: string) => styleOf(`border-spacing: ${value}`).borderSpacing;
  eq(spacing("3px"), { horizontal: 3, vertical: 3 });
  eq(spacing("3px 4px"), { horizontal: 3, vertical: 4 });
  eq(spacing("0.5em 1em"), { horizontal: 10, vertical: 20 }); // font-size 20px
  eq(spacing("0.3in"), { horizontal: 28, vertical: 28 }); // whole px, truncated, as Chromium
  eq(spacing("5.5px 2.7px"), { horizontal: 5, vertical: 2 });
  eq(spacing("calc(2px - 5px)"), { horizontal: 0, vertical: 0 }); // clamped
  // Invalid: negative, percentage, three values, a keyword.
  for (const invalid of ["-1px", "10%", "1px 2px 3px", "auto", "1px -2px"]) {
    eq(styleOf(`border-spacing: 7px; border-spacing: ${invalid}`).borderSpacing, {
      horizontal: 7,
      vertical: 7,
    }, invalid);
  }
});

Deno.test("border-*-radius: one or two non-negative length-percentages, not inherited", () => {
  const zero = { horizontal: { px: 0 }, vertical: { px: 0 } };
  eq(defaultStyle().borderTopLeftRadius, zero);
  eq(styleOf("border-top-left-radius: 4px").borderTopLeftRadius, {
    horizontal: { px: 4 },
    vertical: { px: 4 },
  });
  eq(styleOf("border-top-right-radius: 1em 10%").borderTopRightRadius, {
    horizontal: { px: 20 }, // font-size 20px
    vertical: { percent: 10 },
  });
  eq(
    styleOf("border-bottom-right-radius: calc(10% + 2px) calc(1px - 3px)").borderBottomRightRadius,
    {
      horizontal: { px: 2, percent: 10 }, // mixed sums are clamped by paint, which knows the box
      vertical: { px: 0 },
    },
  );
  // Invalid: negative, three values, a keyword, a colour; the earlier declaration stays.
  for (const invalid of ["-1px", "1px 2px 3px", "auto", "red", "1px / 2px"]) {
    eq(
      styleOf(`border-bottom-left-radius: 7px; border-bottom-left-radius: ${invalid}`)
        .borderBottomLeftRadius,
      { horizontal: { px: 7 }, vertical: { px: 7 } },
      invalid,
    );
  }
  const { style } = styleHtml(`<div style="border-top-left-radius: 5px"><p>x</p></div>`);
  eq(style("p").borderTopLeftRadius, zero);
});

Deno.test("table properties inherit, except table-layout", () => {
  const { style } = styleHtml(`<style>div { border-collapse: collapse; border-spacing: 3px 4px;
    table-layout: fixed; caption-side: bottom; empty-cells: hide }</style><div><p>x</p></div>`);
  const p = style("p");
  eq([p.borderCollapse, p.captionSide, p.emptyCells, p.tableLayout], [
    "collapse",
    "bottom",
    "hide",
    "auto",
  ]);
  eq(p.borderSpacing, { horizontal: 3, vertical: 4 });
});

Deno.test("-webkit-match-parent: the parent's text-align, start/end by its direction", () => {
  // Chromium's getComputedStyle for each; it rejects the unprefixed match-parent.
  const { style } = styleHtml(`<ol><li id=li style="text-align: -webkit-match-parent">x</li></ol>
    <div dir=rtl><p id=rtl style="text-align: -webkit-match-parent">x</p></div>
    <div style="text-align: justify"><p id=justify style="text-align: -webkit-match-parent">x</p></div>
    <div dir=rtl style="text-align: end"><p id=ltr dir=ltr style="text-align: -webkit-match-parent">
    x</p><p id=unprefixed style="text-align: match-parent">x</p></div>`);
  equal(style("#li").textAlign, "left");
  equal(style("#rtl").textAlign, "right");
  equal(style("#justify").textAlign, "justify");
  equal(style("#ltr").textAlign, "left");
  equal(style("#unprefixed").textAlign, "end");
});

Deno.test("-internal-center (th): centred unless the parent's text-align is not start", () => {
  const { style } = styleHtml(`<!doctype html><style>th { text-align: -internal-center }</style>
    <table>
    <tr><th id=a>a</th></tr><tr style="text-align: left"><th id=b>b</th></tr>
    <tr style="text-align: end"><th id=c>c</th></tr><tr style="direction: rtl"><th id=d>d</th>
    </tr></table><div style="text-align: right"><table><tr><th id=e>e</th></tr></table></div>`);
  equal(style("#a").textAlign, "center");
  equal(style("#b").textAlign, "left");
  equal(style("#c").textAlign, "end");
  equal(style("#d").textAlign, "center");
  equal(style("#e").textAlign, "right"); // inherited through table and row
});
