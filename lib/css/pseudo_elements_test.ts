import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { styleHtml } from "./testing.ts";

const red = { r: 255, g: 0, b: 0, a: 1 };
const transparent = { r: 0, g: 0, b: 0, a: 0 };
const noLine = { underline: false, overline: false, lineThrough: false };

/** One declaration block of every kind, so each test sees what applies (Chromium's lists). */
const EVERYTHING = `font-size: 30px; color: red; text-shadow: 1px 1px; letter-spacing: 5px;
  line-height: 3; text-decoration: underline; background-color: red; margin-left: 10px;
  padding-left: 7px; text-transform: uppercase; tab-size: 3; word-spacing: 4px;
  text-align: right; direction: rtl; text-indent: 9px; white-space: normal; vertical-align: top;
  opacity: 0.5; font-weight: bold; hyphens: auto; word-break: break-all; overflow-wrap: anywhere;
  text-align-last: center; border-top: 2px solid; display: block; float: left; width: 50px;
  visibility: hidden; quotes: "a" "b"; counter-increment: z; font-variant-numeric: slashed-zero`;

Deno.test("::marker: fonts, colour, direction, white-space, inherited text properties only", () => {
  const { styled, element } = styleHtml(`<style>
    li::marker { ${EVERYTHING}; content: counter(list-item, upper-roman) ". " }
    li { list-style-position: inside }
  </style><ol><li>a</li></ol>`);
  const m = styled.pseudoStyle(element("li"), "marker")!;
  eq(m.content, [
    { type: "counter", name: "list-item", style: "upper-roman" },
    { type: "string", value: ". " },
  ]);
  eq([m.fontSize, m.color, m.letterSpacing, m.wordSpacing, m.lineHeight], [30, red, 5, 4, {
    number: 3,
  }]);
  eq([m.textTransform, m.direction, m.whiteSpace, m.fontWeight], [
    "uppercase",
    "rtl",
    "normal",
    700,
  ]);
  eq([m.hyphens, m.wordBreak, m.overflowWrap, m.tabSize], ["auto", "break-all", "anywhere", {
    spaces: 3,
  }]);
  eq(m.textShadow, [{ x: 1, y: 1, blur: 0, color: red }]);
  equal(m.fontVariantNumeric.slashedZero, true);
  // Not applicable to ::marker: left at their inherited or initial values.
  eq([m.textDecorationLine, m.backgroundColor, m.marginLeft, m.paddingLeft], [
    noLine,
    transparent,
    { px: 0 },
    { px: 0 },
  ]);
  // text-align inherits the li's start: not the rule's `right`.
  eq([m.textAlign, m.textIndent, m.verticalAlign, m.opacity], ["start", { px: 0 }, "baseline", 1]);
  eq([m.textAlignLast, m.borderTopWidth, m.display, m.float, m.width], [
    "auto",
    0,
    "inline",
    "none",
    "auto",
  ]);
  eq([m.visibility, m.quotes, m.counterIncrement], ["visible", "auto", []]);
});

Deno.test("::marker: only list items; none without content or without a list-style-type", () => {
  const { styled, element } = styleHtml(`<style>
    .none { list-style-type: none } .nc::marker { content: none }
    .s::marker { content: "→" } .n { list-style-type: none } .n::marker { content: "•" }
    .out::marker { white-space: normal } div { display: list-item }
  </style><ul><li class=none>a</li><li class=nc>b</li><li class=s>c</li><li class=n>d</li>
  <li class=out>e</li></ul><p>p</p><div>d</div>`);
  const marker = (selector: string) => styled.pseudoStyle(element(selector), "marker");
  equal(marker(".none"), null);
  equal(marker(".nc"), null);
  eq(marker(".s")?.content, [{ type: "string", value: "→" }]);
  eq(marker(".n")?.content, [{ type: "string", value: "•" }]); // content wins over type none
  equal(marker(".out")?.whiteSpace, "pre"); // outside markers never wrap (Chromium)
  // Chromium's getComputedStyle: an outside marker is an inline-block, whatever the cascade.
  equal(marker(".out")?.display, "inline-block");
  equal(marker("p"), null);
  equal(marker("div")?.content, null);
  equal(marker("div")?.listStyleType, "disc");
  // An image makes a marker without a type.
  const image = styleHtml(`<ul><li style="list-style: url(a.png) none">a</li></ul>`);
  eq(image.styled.pseudoStyle(image.element("li"), "marker")?.listStyleImage, { url: "a.png" });
});

Deno.test("::marker white-space: pre when outside whatever the cascade, the cascaded when inside", () => {
  // What Chromium's getComputedStyle prints for each marker.
  const { styled, element } = styleHtml(`<style>
    #a li::marker { white-space: normal } #b li::marker, #c li::marker { white-space: pre-wrap }
    .inside { list-style-position: inside }
  </style><ul id=a><li>a</li></ul><ul id=b class=inside><li>b</li></ul><ul id=c><li>c</li></ul>
  <ul id=i class=inside><li>i</li></ul>
  <div style="white-space: pre-line"><ul id=d><li>d</li></ul><ul id=e class=inside><li>e</li></ul>
  </div>`);
  const whiteSpace = (list: string) =>
    styled.pseudoStyle(element(`#${list} li`), "marker")?.whiteSpace;
  eq(["a", "b", "c", "i", "d", "e"].map(whiteSpace), [
    "pre",
    "pre-wrap",
    "pre",
    "normal",
    "pre",
    "pre-line",
  ]);
});

Deno.test("::first-line: font, colour, background and text decoration properties only", () => {
  const { styled, element } = styleHtml(`<style>p::first-line { ${EVERYTHING} }</style>
    <p>Hello</p><div>x</div>`);
  const line = styled.pseudoStyle(element("p"), "first-line")!;
  eq([line.fontSize, line.color, line.letterSpacing, line.wordSpacing, line.fontWeight], [
    30,
    red,
    5,
    4,
    700,
  ]);
  eq([line.backgroundColor, line.textDecorationLine.underline, line.verticalAlign], [
    red,
    true,
    "top",
  ]);
  eq([line.opacity, line.visibility, line.textTransform], [0.5, "hidden", "uppercase"]);
  eq([line.marginLeft, line.paddingLeft, line.borderTopWidth, line.display, line.float], [
    { px: 0 },
    { px: 0 },
    0,
    "inline",
    "none",
  ]);
  eq([line.tabSize, line.direction, line.whiteSpace, line.textIndent, line.hyphens], [
    { spaces: 8 },
    "ltr",
    "normal",
    { px: 0 },
    "manual",
  ]);
  equal(styled.pseudoStyle(element("div"), "first-line"), null); // no rule targets it
});

Deno.test("::first-letter: adds margins, padding, borders and float; inherits ::first-line", () => {
  const { styled, element } = styleHtml(`<style>
    p::first-letter { ${EVERYTHING}; font-size: 2em }
    p::first-line { font-size: 20px; color: red }
    div::first-letter { margin-left: 1em }
  </style><p>Hello</p><div>x</div>`);
  const letter = styled.pseudoStyle(element("p"), "first-letter")!;
  equal(letter.fontSize, 40); // 2em of the ::first-line's 20px
  eq([letter.marginLeft, letter.paddingLeft, letter.borderTopWidth, letter.float], [
    { px: 10 },
    { px: 7 },
    2,
    "left",
  ]);
  // display: block comes from the float (CSS 2.2 §9.7), not from the rule; as in Chromium.
  eq([letter.display, letter.width, letter.whiteSpace, letter.direction], [
    "block",
    "auto",
    "normal",
    "ltr",
  ]);
  const div = styled.pseudoStyle(element("div"), "first-letter")!;
  eq(div.marginLeft, { px: 16 }); // no ::first-line: inherits the div
});

Deno.test("styleUnder: an element on the first line inherits from the ::first-line", () => {
  const { styled, element, style } = styleHtml(`<style>
    p::first-line { color: red; font-size: 20px } b { font-size: 1.5em; color: inherit }
  </style><p>Hello <b>world</b> <i style="color: blue">!</i></p>`);
  const line = styled.pseudoStyle(element("p"), "first-line")!;
  const b = styled.styleUnder(element("b"), line);
  eq([b.color, b.fontSize, b.fontWeight], [red, 30, 700]);
  eq(styled.styleUnder(element("i"), line).color, { r: 0, g: 0, b: 255, a: 1 });
  equal(style("b").fontSize, 24); // the element's own style is unchanged
});

Deno.test("every font property applies to ::first-line, ::first-letter and ::marker", () => {
  const { styled, element } = styleHtml(`<style>
    p::first-line, p::first-letter, li::marker { font-variant: small-caps; font-kerning: none }
  </style><p>Text</p><ul><li>Item</li></ul>`);
  for (
    const [selector, pseudo] of [["p", "first-line"], ["p", "first-letter"], [
      "li",
      "marker",
    ]] as const
  ) {
    const style = styled.pseudoStyle(element(selector), pseudo as "first-line")!;
    equal(style.fontVariantCaps, "small-caps", `${selector}::${pseudo}`);
    equal(style.fontKerning, "none", `${selector}::${pseudo}`);
  }
});

Deno.test("::footnote-call and ::footnote-marker: GCPM 3 defaults, author rules, from the footnote", () => {
  const { styled, element } = styleHtml(`<style>
    p { font-size: 20px } .fn { float: footnote; font-size: 12px; color: red }
    .styled::footnote-call { content: "[" counter(footnote) "]"; vertical-align: baseline }
    .styled::footnote-marker { content: counter(footnote) ")"; list-style-position: outside }
    .none::footnote-call { content: none }
  </style><p><span class="fn">a</span><span class="fn styled">b</span><span class="fn none">c
  </span></p>`);
  const [plain, styledNote, none] = [element(".fn"), element(".styled"), element(".none")];
  const call = styled.pseudoStyle(plain, "footnote-call")!;
  // §3.6: the number raised in a smaller font — 12px / 1.2, `smaller` than the footnote's own
  // size, whose colour it inherits too, as WeasyPrint computes it.
  eq(call.content, [{ type: "counter", name: "footnote", style: "decimal" }]);
  eq([call.verticalAlign, call.fontSize, call.color], ["super", 10, red]);
  const marker = styled.pseudoStyle(plain, "footnote-marker")!;
  eq(marker.content, [
    { type: "counter", name: "footnote", style: "decimal" },
    { type: "string", value: ". " },
  ]);
  equal(marker.listStylePosition, "inside");
  const own = styled.pseudoStyle(styledNote, "footnote-call")!;
  eq(own.content.map((item) => item.type), ["string", "counter", "string"]);
  equal(own.verticalAlign, "baseline");
  equal(styled.pseudoStyle(styledNote, "footnote-marker")!.listStylePosition, "outside");
  equal(styled.pseudoStyle(none, "footnote-call"), null);
});
