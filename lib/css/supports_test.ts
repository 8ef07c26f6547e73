import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { parseCss } from "./csstree.ts";
import { createSelectorCompiler } from "./selectors.ts";
import { supportsCondition } from "./supports.ts";
import { styleHtml } from "./testing.ts";

function supports(condition: string): boolean {
  const source = `@supports ${condition} {}`;
  const rule = parseCss(source, "stylesheet")?.children[0];
  if (rule?.type !== "Atrule" || rule.prelude?.type !== "AtrulePrelude") return false;
  const node = rule.prelude.children[0];
  return node?.type === "Condition" &&
    supportsCondition(node.children, source, createSelectorCompiler());
}

Deno.test("a declaration is supported when the property is known and the value parses", () => {
  equal(supports("(display: flex)"), true);
  equal(supports("(display: grid)"), true);
  equal(supports("(display: grid-lanes)"), false);
  equal(supports("(margin: 1px 2px)"), true);
  equal(supports("(margin: 1px 2px 3px 4px 5px)"), false);
  equal(supports("(color: hwb(1 2% 3%))"), true);
  equal(supports("(unknown-property: 1)"), false);
  equal(supports("(color: inherit)"), true);
  equal(supports("not (display: grid)"), false);
  equal(supports("(display: flex) and (display: grid)"), true);
});

/** Asserts each condition's answer (Chromium 156's, from tests/chromium_conditions.ts). */
function expect(answers: Record<string, boolean>) {
  const wrong = Object.entries(answers).filter(([condition, want]) => supports(condition) !== want);
  equal(wrong.map(([condition]) => condition).join("\n"), "");
}

Deno.test("not, and, or as Chromium reads them; general-enclosed is false", () => {
  expect({
    "(display: flex) and (color: red)": true,
    "(display: grid) or (display: flex)": true,
    "((display: grid) or (color: red)) and (not (float: sideways))": true,
    "(display:flex)": true,
    "( display: flex )": true,
    "(display: flex !important)": true,
    "(display: flex;)": false,
    "((display: flex))": true,
    "not (not (display: flex))": true,
    "not not (display: flex)": false,
    "(display: flex) and not (color: red)": false,
    "(display: flex) and (color: red) or (margin: 0)": false,
    "(display: flex) and ((color: red) or (foo: bar))": true,
    "(display: flex)and (color: red)": true,
    "(display: flex) and(color: red)": false,
    "(--foo: bar)": true,
    "(--foo:)": true,
    "(display: var(--x))": true,
    // <general-enclosed> is false, not unknown: its negation holds.
    "unknown-fn(p)": false,
    "not unknown-fn(p)": true,
    "(unknown-fn(p))": false,
    "(foo bar)": false,
    "not (foo bar)": true,
    "(foo bar) or (display: flex)": true,
    "(display: flex) and (foo bar)": false,
  });
});

Deno.test("selector(): one selector Chromium knows, through the selector compiler", () => {
  expect({
    "selector(p)": true,
    "selector(p > q:first-child)": true,
    "selector(p q)": true,
    "selector(.a\\:b)": true,
    "selector(:has(p))": true,
    "selector(:not(p, q))": true,
    "selector(:nth-child(2n of p))": true,
    "selector(::before)": true,
    "selector(p::before)": true,
    "selector(:hover)": true,
    "selector(:host)": true,
    "selector(::-webkit-scrollbar)": true,
    "selector(p:unknown)": false,
    "selector(:is(p, :unknown))": false,
    "selector(:where(p, :unknown))": false,
    "selector(p, q)": false,
    "selector()": false,
    "not selector(p:unknown)": true,
    "selector(p) and (display: flex)": true,
    "selector(p) or selector(p:unknown)": true,
    "selector(p)and (color: red)": true,
  });
});

Deno.test("font-tech() and font-format(): what Chromium's font stack takes", () => {
  expect({
    "font-tech(color-COLRv1)": true,
    "font-tech(color-colrv1)": true,
    "font-tech(color-COLRv0)": true,
    "font-tech(color-sbix)": true,
    "font-tech(color-CBDT)": true,
    "font-tech(color-SVG)": false,
    "font-tech(variations)": true,
    "font-tech(palettes)": true,
    "font-tech(features-opentype)": true,
    "font-tech(features-aat)": true,
    "font-tech(features-graphite)": false,
    "font-tech(incremental)": false,
    "font-tech(unknown)": false,
    "font-tech(variations, palettes)": false,
    "font-tech(variations palettes)": false,
    "font-tech()": false,
    'font-tech("variations")': false,
    "font-format(woff2)": true,
    "font-format(WOFF2)": true,
    "font-format(woff)": true,
    "font-format(truetype)": true,
    "font-format(opentype)": true,
    "font-format(collection)": true,
    "font-format(embedded-opentype)": false,
    "font-format(svg)": false,
    'font-format("woff2")': false,
    "font-format(woff2, woff)": false,
    "font-format()": false,
    "font-tech(color-colrv1) or (display: flex)": true,
    "font-format(woff2) and font-tech(variations)": true,
    "constructor(x)": false,
  });
});

Deno.test("@supports uses the property table", () => {
  const { style } = styleHtml(`<style>
    @supports (display: flex) { p { margin-top: 1px } }
    @supports (display: grid-lanes) { p { margin-top: 99px } }
    @supports not (display: grid-lanes) { p { margin-left: 2px } }
    @supports (color: rgb(1 2 3)) and (not (foo: bar)) { p { margin-right: 3px } }
    @supports (margin: 1px 2px 3px 4px 5px) or (float: sideways) { p { margin-bottom: 9px } }
    @supports selector(p > q) { p { padding-top: 4px } }
    @supports selector(p:unknown) { p { padding-top: 99px } }
  </style><p>x</p>`);
  const p = style("p");
  eq([p.marginTop, p.marginLeft, p.marginRight, p.marginBottom], [
    { px: 1 },
    { px: 2 },
    { px: 3 },
    { px: 16 }, // the UA's 1em, not 9px
  ]);
  eq(p.paddingTop, { px: 4 });
});
