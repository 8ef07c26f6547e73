import { deepStrictEqual as eq, equal, ok } from "node:assert/strict";
import { renderPdf } from "../mod.ts";
import { pageTexts, wordBoxes } from "../../tests/helpers/pdf_tools.ts";
import type { Element } from "domhandler";
import { parseHtml } from "../html/parse.ts";
import { someDescendant } from "./selectors/dom.ts";
import {
  compileSelectors,
  createSelectorCompiler,
  matchContextOf,
  nestingOf,
  packSpecificity,
  parseSelectorList,
} from "./selectors.ts";
import { styleHtml } from "./testing.ts";

const compiled = (text: string) => createSelectorCompiler().list(text);

Deno.test("styled pseudo-elements are split off; other pseudo-elements style nothing", () => {
  const list = compiled(
    "p.x::before, div:after, #i::first-line, p:first-letter, li::marker, ::selection, .c, " +
      "a::before::marker, input::-webkit-inner-spin-button, a",
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
});

Deno.test("index keys: escapes decoded, universal when the rightmost compound has no name", () => {
  const keys = (text: string) => compiled(text)!.map((s) => s.key);
  eq(keys(String.raw`.sm\:grid-cols-4, #\31 23, .h-\[67\%\] > \70`), [
    { kind: "class", name: "sm:grid-cols-4" },
    { kind: "id", name: "123" },
    { kind: "tag", name: "p" },
  ]);
  eq(keys(":is(.a, .b), :where(p) .c, &, *, ::before, A, *|P"), [
    { kind: "universal" },
    { kind: "class", name: "c" },
    { kind: "universal" },
    { kind: "universal" },
    { kind: "universal" },
    { kind: "tag", name: "a" },
    { kind: "tag", name: "p" },
  ]);
});

Deno.test("selectors that never match in print are valid but left out of the rule", () => {
  eq(compiled("a:hover, :focus-within, :host, ::-webkit-scrollbar, p:not(:hover)")!.length, 1);
  equal(compiled("a:hover, p:-moz-focusring"), null);
});

Deno.test("a rule is dropped where Chromium drops it, and kept where Chromium keeps it", () => {
  const { style } = styleHtml(`<!doctype html><style>
    :root, :host { --gap: 3px }
    :where(:root, :host) { --pad: 5px }
    p { margin-top: var(--gap); padding-top: var(--pad) }
    p, q:bogus { color: red }
    p::-moz-placeholder, p { margin-left: 9px }
    p::-webkit-foo, p { margin-right: 4px }
    :is(p, 1x) { margin-bottom: 6px }
    p:hover, p { padding-left: 7px }
  </style><p>x</p>`);
  const p = style("p");
  eq([p.marginTop, p.paddingTop, p.marginLeft, p.marginRight], [
    { px: 3 },
    { px: 5 },
    { px: 0 },
    { px: 4 },
  ]);
  eq(p.color, { r: 0, g: 0, b: 0, a: 1 });
  eq([p.marginBottom, p.paddingLeft], [{ px: 6 }, { px: 7 }]);
});

Deno.test("specificity decides between rules as in Chromium", () => {
  const { style } = styleHtml(`<!doctype html><style>
    :is(#a, p) { margin-top: 1px } p.x.y { margin-top: 2px }
    :where(#a) { margin-left: 1px } p { margin-left: 2px }
    li:nth-child(1 of #b) { margin-top: 3px } #b.x { margin-top: 4px }
  </style><p id=a class="x y">x</p><ul><li id=b class=x>y</ul>`);
  eq(style("p").marginTop, { px: 1 });
  eq(style("p").marginLeft, { px: 2 });
  eq(style("li").marginTop, { px: 3 });
  ok(packSpecificity([1, 1, 1]) > packSpecificity([1, 1, 0]));
});

Deno.test("a nested rule's selectors compile against its parent's", () => {
  const document = parseHtml(`<div class=a><p class=c>x</p></div><p class=c>y</p>`);
  const paragraphs: Element[] = [];
  someDescendant(document, (e) => e.name === "p" && (paragraphs.push(e), false));
  const [inside, outside] = paragraphs;
  const nesting = nestingOf(parseSelectorList(".a")!.selectors, null);
  const [selector] = compileSelectors(parseSelectorList("& > .c")!.selectors, nesting);
  const context = matchContextOf(inside);
  equal(selector.match(inside, context), true);
  equal(selector.match(outside, context), false);
  equal(selector.specificity, packSpecificity([0, 2, 0]));
  // Without `&` a nested selector is relative to its parent, which counts towards it.
  const [implied] = compileSelectors(parseSelectorList("p", { nested: true })!.selectors, nesting);
  equal(implied.match(inside, context), true);
  equal(implied.match(outside, context), false);
  equal(implied.specificity, packSpecificity([0, 1, 1]));
});

Deno.test("render: Tailwind's escaped classes style text; its theme on :root, :host", async () => {
  const pdf = await renderPdf(`<!doctype html><style>
    :root, :host { --spacing: 0.25rem }
    .pl-\\(--indent\\) { padding-left: var(--indent) }
    .ml-30 { margin-left: calc(var(--spacing) * 30) }
    .text-\\[40px\\] { font-size: 40px }
    @media print { .print\\:hidden { display: none } }
  </style>
  <p style="--indent: 60px" class="pl-(--indent)">Indented</p>
  <p class="ml-30 text-[40px]">Escaped</p>
  <p>Escaped</p>
  <p class="print:hidden">Hidden</p>`);
  const [text] = await pageTexts(pdf);
  ok(!text.includes("Hidden"), text);
  const words = await wordBoxes(pdf);
  const [big, small] = words.filter((w) => w.text === "Escaped");
  const indented = words.find((w) => w.text === "Indented")!;
  equal(Math.round(indented.left - small.left), 60);
  equal(Math.round(big.left - small.left), 120);
  const width = (w: { left: number; right: number }) => w.right - w.left;
  ok(Math.abs(width(big) / width(small) - 2.5) < 0.02, `${width(big)} / ${width(small)}`);
});
