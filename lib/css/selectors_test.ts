import { deepStrictEqual as eq, equal, ok } from "node:assert/strict";
import { parseCss } from "./csstree.ts";
import {
  type CompiledSelector,
  compileSelectorList,
  createSelectorCompiler,
  packSpecificity,
  specificityOf,
} from "./selectors.ts";
import { styleHtml } from "./testing.ts";

function selectorList(text: string) {
  const source = `${text} {}`;
  const sheet = parseCss(source, "stylesheet")!;
  const rule = sheet.children[0];
  if (rule.type !== "Rule" || rule.prelude.type !== "SelectorList") throw new Error("no rule");
  return { list: rule.prelude, source };
}

function compiled(text: string): CompiledSelector[] | null {
  const { list, source } = selectorList(text);
  return compileSelectorList(list, source, createSelectorCompiler());
}

function specificity(text: string): [number, number, number] {
  const selector = selectorList(text).list.children[0];
  if (selector.type !== "Selector") throw new Error("no selector");
  return specificityOf(selector);
}

Deno.test("specificity per Selectors 4 §17", () => {
  eq(specificity("*"), [0, 0, 0]);
  eq(specificity("li"), [0, 0, 1]);
  eq(specificity("ul li"), [0, 0, 2]);
  eq(specificity("ul > li.red"), [0, 1, 2]);
  eq(specificity("#x34y"), [1, 0, 0]);
  eq(specificity("a[href]:hover"), [0, 2, 1]);
  eq(specificity("p::before"), [0, 0, 2]);
  eq(specificity("p:before"), [0, 0, 2]);
  eq(specificity(":is(#a, .b) p"), [1, 0, 1]);
  eq(specificity(":not(.a, #b)"), [1, 0, 0]);
  eq(specificity(":has(> img.x)"), [0, 1, 1]);
  eq(specificity(":where(#a, .b) p"), [0, 0, 1]);
  eq(specificity(":nth-child(2n of .a, #b)"), [1, 1, 0]);
  eq(specificity(":nth-child(odd)"), [0, 1, 0]);
  ok(packSpecificity(1, 0, 0) > packSpecificity(0, 1023, 1023));
});

Deno.test("pseudo-elements: the styled ones kept, others left out, index keys", () => {
  const list = compiled(
    "p.x::before, div:after, #i::first-line, p:first-letter, li::marker, ::selection, .c, a",
  )!;
  eq(list.map((s) => s.pseudo), [
    "before",
    "after",
    "first-line",
    "first-letter",
    "marker",
    null,
    null,
  ]);
  eq(list.map((s) => s.key), [
    { kind: "class", name: "x" },
    { kind: "tag", name: "div" },
    { kind: "id", name: "i" },
    { kind: "tag", name: "p" },
    { kind: "tag", name: "li" },
    { kind: "class", name: "c" },
    { kind: "tag", name: "a" },
  ]);
  eq(compiled("::before")![0].key, { kind: "universal" });
  eq(compiled("div > #id.cls span")![0].key, { kind: "tag", name: "span" });
  eq(compiled("A")![0].key, { kind: "tag", name: "a" });
});

Deno.test("an unsupported selector invalidates its whole rule", () => {
  equal(compiled("p, q:unknown-thing"), null);
  equal(compiled("svg|rect"), null);
  // Dynamic pseudo-classes are valid and simply never match in print.
  equal(compiled("a:focus, a:hover, :focus-within, :target")!.length, 4);
  const { style } = styleHtml(`<style>
    p, q:bogus { color: red }
    p:hover, p { margin-top: 4px }
    a:focus { color: red }
  </style><p><a href=x>x</a></p>`);
  eq(style("p").color, { r: 0, g: 0, b: 0, a: 1 });
  eq(style("p").marginTop, { px: 4 });
  eq(style("a").color, { r: 0, g: 0, b: 0xee, a: 1 });
});

Deno.test("structural and attribute selectors match through css-select", () => {
  const { style } = styleHtml(`<style>
    li:first-child { margin-top: 1px }
    li:nth-child(2n) { margin-top: 2px }
    li:last-child:not(:first-child) { margin-top: 3px }
    ul:has(> li.x) { margin-top: 9px }
    [data-v="A" i] { margin-top: 5px }
    :root { margin-top: 7px }
  </style><ul><li>a</li><li class=x>b</li><li>c</li></ul><p data-v=a>x</p>`);
  eq(style("li:nth-of-type(1)").marginTop, { px: 1 });
  eq(style("li.x").marginTop, { px: 2 });
  eq(style("li:nth-of-type(3)").marginTop, { px: 3 });
  eq(style("ul").marginTop, { px: 9 });
  eq(style("p").marginTop, { px: 5 });
  eq(style("html").marginTop, { px: 7 });
});
