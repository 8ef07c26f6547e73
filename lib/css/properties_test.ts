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
      "color",
      "direction",
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
      "list-style-position",
      "list-style-type",
      "orphans",
      "overflow-wrap",
      "quotes",
      "tab-size",
      "text-align",
      "text-align-last",
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
