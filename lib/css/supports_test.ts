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
  equal(supports("(display: grid)"), false);
  equal(supports("(margin: 1px 2px)"), true);
  equal(supports("(margin: 1px 2px 3px 4px 5px)"), false);
  equal(supports("(color: hwb(1 2% 3%))"), true);
  equal(supports("(unknown-property: 1)"), false);
  equal(supports("(color: inherit)"), true);
});

Deno.test("not, and, or; selector(); unknown functions", () => {
  equal(supports("not (display: grid)"), true);
  equal(supports("(display: flex) and (color: red)"), true);
  equal(supports("(display: flex) and (display: grid)"), false);
  equal(supports("(display: grid) or (display: flex)"), true);
  equal(supports("((display: grid) or (color: red)) and (not (float: sideways))"), true);
  equal(supports("selector(p > q:first-child)"), true);
  equal(supports("selector(p:unknown)"), false);
  equal(supports("font-tech(color-COLRv1)"), false);
});

Deno.test("@supports uses the property table", () => {
  const { style } = styleHtml(`<style>
    @supports (display: flex) { p { margin-top: 1px } }
    @supports (display: grid) { p { margin-top: 99px } }
    @supports not (display: grid) { p { margin-left: 2px } }
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
