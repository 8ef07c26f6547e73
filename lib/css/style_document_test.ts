import { deepStrictEqual as eq, equal, ok } from "node:assert/strict";
import { selectAll } from "./selectors/testing.ts";
import type { Element } from "domhandler";
import type { PageRule } from "./types.ts";
import { styleHtml } from "./testing.ts";

Deno.test("::before and ::after generate boxes when content is not none", () => {
  const { styled, element } = styleHtml(`<style>
    p::before { content: "§ " attr(data-n) ". "; color: red; font-weight: bold }
    p::after { content: none }
    #n::before { content: normal }
    #d::before { display: none }
    q:after { content: "”"; margin-left: 2px }
  </style><p data-n=3 style="color: green">x</p><p id=n>x</p><p id=d>x</p><q>x</q><b>x</b>`);
  const before = styled.pseudoStyle(element("p"), "before");
  eq(before?.content, [
    { type: "string", value: "§ " },
    { type: "string", value: "3" },
    { type: "string", value: ". " },
  ]);
  eq(before?.color, { r: 255, g: 0, b: 0, a: 1 });
  equal(before?.fontWeight, 700);
  equal(before?.display, "inline");
  equal(before?.fontSize, 16); // inherited from the element
  equal(styled.pseudoStyle(element("p"), "after"), null);
  equal(styled.pseudoStyle(element("#n"), "before"), null);
  equal(styled.pseudoStyle(element("#d"), "before"), null);
  equal(styled.pseudoStyle(element("b"), "before"), null);
  eq(styled.pseudoStyle(element("q"), "after")?.marginLeft, { px: 2 });
  // The pseudo-element rules do not leak into the element's own style.
  eq(styled.styleOf(element("q")).marginLeft, { px: 0 });
});

Deno.test("linked stylesheets load through the caller; media attribute applies", () => {
  const requested: string[] = [];
  const { style } = styleHtml(
    `<link rel=stylesheet href="print.css" media="print"><link rel=stylesheet href="s.css"
    media="screen"><p>x</p>`,
    {
      loadStylesheet: (href) => {
        requested.push(href);
        return href === "print.css" ? "p { margin-left: 3px }" : "p { margin-right: 4px }";
      },
    },
  );
  eq(requested, ["print.css", "s.css"]);
  eq(style("p").marginLeft, { px: 3 });
  eq(style("p").marginRight, { px: 0 });
});

Deno.test("a viewport function sees the @page rule; vw/vh use its result, @media does not", () => {
  const seen: PageRule[] = [];
  const { style, styled } = styleHtml(
    `<style>@page { size: 1000px 500px; margin: 100px }
    p { width: 10vw; height: 10vh } @media (orientation: landscape) { p { color: green } }</style>
    <p>x</p>`,
    {
      viewport: (page) => {
        seen.push(page);
        const [w, h] = page.size ?? [600, 800];
        return { width: w - 200, height: h - 200 };
      },
    },
  );
  eq(styled.page.size, [1000, 500]);
  eq(seen.map((p) => p.size), [null, [1000, 500]]);
  eq(style("p").width, { px: 80 });
  eq(style("p").height, { px: 30 });
  // Chromium evaluates media queries against the print settings' page, before @page.
  eq(style("p").color, { r: 0, g: 0, b: 0, a: 1 });
});

Deno.test("rootStyle, template contents and elements without an element parent", () => {
  const { styled, document } = styleHtml(
    `<style>html { font-size: 20px } i { margin-left: 1rem }</style>
    <template><i>t</i></template>`,
  );
  equal(styled.rootStyle.fontSize, 20);
  // Template content is a separate fragment; its elements can still be styled.
  const fragment = selectAll("template", document)[0].children[0];
  const templated = selectAll("i", fragment as Element)[0];
  eq(styled.styleOf(templated).marginLeft, { px: 20 });
});

Deno.test("a large document: every element styled, indexed rules all found", () => {
  let css = "";
  for (let i = 0; i < 200; i++) {
    css += [
      `.c${i} { margin-top: ${i}px }`,
      `#id${i} { margin-left: ${i}px }`,
      `section.s${i % 50} > p { padding-top: ${i % 50}px }`,
      `li:nth-child(${i % 5 + 1}) { padding-left: ${i % 5}px }`,
    ][i % 4] + "\n";
  }
  let body = "";
  for (let s = 0; s < 50; s++) {
    body += `<section class="s${s}"><h2>Title ${s}</h2>`;
    for (let p = 0; p < 10; p++) {
      const n = s * 10 + p;
      body += `<p class="c${n % 200}" id="id${n}">Text <b>bold</b> <a href="#">link</a></p>`;
    }
    body += `<ul>${"<li>item <span>x</span></li>".repeat(5)}</ul></section>`;
  }
  const { styled, document } = styleHtml(`<style>${css}</style>${body}`);
  const all = selectAll("*", document);
  ok(all.length > 2000);
  for (const element of all) ok(styled.styleOf(element));
  const style = (selector: string) => styled.styleOf(selectAll(selector, document)[0]);
  eq(style(".c4").marginTop, { px: 4 }); // i = 4: class rule
  eq(style("#id5").marginLeft, { px: 5 }); // i = 5: id rule
  eq(style("section.s6 > p").paddingTop, { px: 6 }); // i = 6: tag rule keyed on p
  eq(style("li:nth-child(4)").paddingLeft, { px: 3 }); // i = 3: tag rule keyed on li
});

Deno.test("a dark root scheme: white initial text, a #121212 canvas; light parts stay black", () => {
  const rgb = (r: number, g: number, b: number) => ({ r, g, b, a: 1 });
  // Chromium 156 prints this page on #121212 with white text, the light box black on white.
  const dark = styleHtml(
    `<style>:root { color-scheme: dark } div { color-scheme: light; color: initial }</style>
    <p>dark</p><div>light</div>`,
  );
  eq(dark.styled.canvas, rgb(0x12, 0x12, 0x12));
  eq(dark.styled.rootStyle.color, rgb(255, 255, 255));
  eq(dark.style("p").color, rgb(255, 255, 255));
  eq(dark.style("div").color, rgb(0, 0, 0));
  // `light dark` prints light, as does a page that says nothing.
  for (const html of ["<style>:root { color-scheme: light dark }</style>", "<p>x</p>"]) {
    const { styled } = styleHtml(html);
    eq(styled.canvas, rgb(255, 255, 255));
    eq(styled.rootStyle.color, rgb(0, 0, 0));
  }
});
