import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { defaultStyle } from "./style_document.ts";
import { styleHtml } from "./testing.ts";

const sizes = (css: string, body: string) => styleHtml(`<style>${css}</style>${body}`).style;

Deno.test("font-size keywords follow Chromium's tables for 16px and monospace 13px", () => {
  const keywords = [
    "xx-small",
    "x-small",
    "small",
    "medium",
    "large",
    "x-large",
    "xx-large",
    "xxx-large",
  ];
  const body = keywords.map((k, i) => `<p id=p${i} style="font-size:${k}">x</p>`).join("") +
    keywords.map((k, i) => `<code id=c${i} style="font-size:${k}">x</code>`).join("");
  const style = sizes("", body);
  eq(keywords.map((_, i) => style(`#p${i}`).fontSize), [9, 10, 13, 16, 18, 24, 32, 48]);
  eq(keywords.map((_, i) => style(`#c${i}`).fontSize), [9, 10, 12, 13, 16, 20, 26, 39]);
});

Deno.test("relative font sizes: em and % of the parent, smaller/larger by 1.2", () => {
  const style = sizes(
    "div { font-size: 20px } .em { font-size: 1.5em } .pc { font-size: 50% } .big { font-size: larger } .small { font-size: smaller }",
    "<div><p class=em>x</p><p class=pc>x</p><p class=big>x</p><p class=small>x</p></div>",
  );
  equal(style(".em").fontSize, 30);
  equal(style(".pc").fontSize, 10);
  equal(style(".big").fontSize, 24);
  equal(Math.round(style(".small").fontSize * 1000) / 1000, 16.667);
});

Deno.test("monospace: Chromium's 13px default and its scaling of relative sizes", () => {
  const style = sizes(
    `#em { font-size: 0.9em } #abs { font-size: 20px } #span { font-family: serif }
     #double { font-family: monospace, monospace } #rem { font-size: 2rem }`,
    `<pre id=pre>x<span id=span>y</span></pre><pre id=em>x</pre><h1><code id=h1code>c</code></h1>
     <div id=abs><code id=abscode>c</code></div><pre id=double>x</pre><pre id=rem>x</pre>
     <pre><code id=nested style="font-size: 50%">x</code></pre>`,
  );
  equal(style("#pre").fontSize, 13); // inherited `medium` looked up in the monospace table
  equal(style("#span").fontSize, 16); // and back when the family changes again
  equal(style("#em").fontSize, 16 * 0.9 * 13 / 16);
  equal(style("#h1code").fontSize, 26); // 2em of 16px, scaled by 13/16
  equal(style("#abscode").fontSize, 20); // absolute sizes are not scaled
  equal(style("#double").fontSize, 16); // only the lone generic family counts
  equal(style("#rem").fontSize, 32);
  equal(style("#nested").fontSize, 6.5); // both monospace: no further scaling
});

Deno.test("font-weight: numbers, keywords, and bolder/lighter per CSS Fonts 4 §2.2", () => {
  const weights = [100, 400, 500, 600, 700, 900];
  const body = weights.map((w) =>
    `<div style="font-weight:${w}"><span class=b${w} style="font-weight:bolder">x</span>` +
    `<span class=l${w} style="font-weight:lighter">x</span></div>`
  ).join("");
  const style = sizes("", body);
  eq(weights.map((w) => style(`.b${w}`).fontWeight), [400, 700, 700, 900, 900, 900]);
  eq(weights.map((w) => style(`.l${w}`).fontWeight), [100, 100, 100, 400, 400, 700]);
  const kw = sizes(
    "#n { font-weight: bold; font-weight: normal } #x { font-weight: 1001 } #y { font-weight: 350 }",
    "<b><i id=n>x</i><i id=x>x</i><i id=y>y</i></b>",
  );
  equal(kw("#n").fontWeight, 400);
  equal(kw("#x").fontWeight, 700); // out of range: dropped, inherits <b>'s bolder = 700
  equal(kw("#y").fontWeight, 350);
});

Deno.test("font-family: quoted names, identifier sequences, lower-cased generics", () => {
  const style = sizes(
    `p { font-family: "Open Sans", Times   New Roman, SANS-SERIF }
     q { font-family: serif; font-family: Arial, 12px }`,
    "<p>x</p><q>x</q>",
  );
  eq(style("p").fontFamily, ["Open Sans", "Times New Roman", "sans-serif"]);
  eq(style("q").fontFamily, ["serif"]); // the invalid list is dropped
  eq(sizes("", "<p>x</p>")("p").fontFamily, ["serif"]); // initial value
});

Deno.test("font-style and line-height", () => {
  const style = sizes(
    `p { font-size: 20px } #n { line-height: 1.5 } #l { line-height: 30px } #p { line-height: 150% }
     #e { line-height: 2em } #o { font-style: oblique 10deg } #bad { line-height: -1 }`,
    `<p id=n>x<span>y</span></p><p id=l>x</p><p id=p>x<span>y</span></p><p id=e>x</p><i id=o>x</i>
     <p id=bad>x</p>`,
  );
  eq(style("#n").lineHeight, { number: 1.5 });
  eq(style("#n span").lineHeight, { number: 1.5 }); // a number inherits as the number
  eq(style("#l").lineHeight, { px: 30 });
  eq(style("#p").lineHeight, { px: 30 });
  eq(style("#p span").lineHeight, { px: 30 }); // a percentage inherits as px
  eq(style("#e").lineHeight, { px: 40 });
  equal(style("#bad").lineHeight, "normal");
  equal(style("#o").fontStyle, "oblique");
  equal(style("#bad").fontStyle, "normal");
});

Deno.test("font-kerning and font-synthesis longhands; font-synthesis shorthand", () => {
  const styleOf = (declarations: string) =>
    styleHtml(`<style>div { font-synthesis: none } p { ${declarations} }</style>
      <div><p>x</p></div>`).style("p");
  equal(styleOf("font-kerning: none").fontKerning, "none");
  equal(styleOf("font-kerning: bogus").fontKerning, "auto");
  const inherited = styleOf("");
  eq([inherited.fontSynthesisWeight, inherited.fontSynthesisStyle], [false, false]);
  const weight = styleOf("font-synthesis: weight");
  eq([weight.fontSynthesisWeight, weight.fontSynthesisStyle], [true, false]);
  const both = styleOf("font-synthesis: style small-caps weight");
  eq([both.fontSynthesisWeight, both.fontSynthesisStyle], [true, true]);
  eq(styleOf("font-synthesis-style: auto").fontSynthesisStyle, true);
  // Invalid: the inherited none stays.
  for (const bad of ["weight weight", "bold", "none weight"]) {
    equal(styleOf(`font-synthesis: ${bad}`).fontSynthesisWeight, false, bad);
  }
  equal(defaultStyle().fontSynthesisWeight, true);
});
