import { deepStrictEqual as eq, equal, ok } from "node:assert/strict";
import { PageStyles } from "./page_style.ts";
import type { PageContext } from "./page_selectors.ts";
import { styleHtml } from "./testing.ts";

const LETTER: [number, number] = [816, 1056];
const MM = 96 / 25.4;

function pageOf(css: string, over: Partial<PageContext> = {}) {
  const { styled } = styleHtml(`<style>${css}</style><p>x</p>`);
  const context = { index: 0, name: null, side: "right", blank: false, groupIndex: 0, ...over };
  return new PageStyles(styled.pageRules, LETTER).of(context as PageContext);
}

const near = (a: number | undefined, b: number) => ok(a !== undefined && Math.abs(a - b) < 1e-6);

Deno.test("@page rules cascade by specificity, then order (Paged Media 3 §4.3)", () => {
  const css = `
    @page :first { margin-top: 50mm }
    @page { margin: 20mm }
    @page :left { margin-left: 30mm; margin-top: 10mm }
    @page wide { size: A4 landscape; margin-left: 5mm }
    @page wide:left { margin-left: 7mm }`;
  const first = pageOf(css).rule;
  near(first.marginTop, 50 * MM);
  near(first.marginLeft, 20 * MM);
  const left = pageOf(css, { index: 1, side: "left" }).rule;
  near(left.marginTop, 10 * MM);
  near(left.marginLeft, 30 * MM);
  const wide = pageOf(css, { index: 2, name: "wide" });
  eq(wide.rule.size?.map(Math.round), [1123, 794]);
  near(wide.rule.marginLeft, 5 * MM);
  near(pageOf(css, { index: 3, name: "wide", side: "left" }).rule.marginLeft, 7 * MM);
  equal(pageOf(css, { index: 3 }).rule.size, null);
});

Deno.test("margin boxes: generated when content is set, with their default alignment first", () => {
  const page = pageOf(`
    @page { @top-center { content: "Title"; color: red } @bottom-left { color: blue } }
    @page :first { @top-center { content: none } }
    @page :left { @bottom-right { content: "p. " counter(page) " / " counter(pages) } }`);
  ok(!page.boxes.has("top-center"), "content: none on :first");
  ok(!page.boxes.has("bottom-left"), "no content: not generated");
  const later = pageOf(
    `@page { @top-center { content: "Title"; color: red } }
     @page :left { @bottom-right { content: "p. " counter(page) !important; content: "x" } }`,
    { index: 1, side: "left" },
  );
  const top = later.boxes.get("top-center")!;
  eq(top.content, [{ type: "string", value: "Title" }]);
  ok(top.declarations.startsWith("text-align:center;vertical-align:middle;"));
  ok(top.declarations.includes("color:red"));
  eq(later.boxes.get("bottom-right")!.content, [
    { type: "string", value: "p. " },
    { type: "counter", name: "page", style: "decimal" },
  ]);
});

Deno.test("margin box content takes string(), element() and attr() (none without an element)", () => {
  const page = pageOf(
    `@page { @top-left { content: string(chapter) } @top-right { content: element(header, last) }
      @bottom-left { content: attr(title) "!" } }`,
  );
  eq(page.boxes.get("top-left")!.content, [
    { type: "named-string", name: "chapter", position: "first" },
  ]);
  eq(page.boxes.get("top-right")!.content, [{ type: "element", name: "header", position: "last" }]);
  eq(page.boxes.get("bottom-left")!.content, [
    { type: "string", value: "" },
    { type: "string", value: "!" },
  ]);
});

Deno.test("the page context's declarations are kept for the margin boxes to inherit", () => {
  const page = pageOf(`@page { font-size: 10px; margin: 1in; counter-increment: page 2 }`);
  ok(page.context.includes("font-size:10px"));
  ok(page.context.includes("counter-increment:page 2"));
});

Deno.test("page-orientation: the winning keyword of the page's rules (§7.3)", () => {
  equal(pageOf(`@page { page-orientation: rotate-left }`).orientation, "rotate-left");
  equal(pageOf(`@page { page-orientation: sideways }`).orientation, "upright", "invalid: dropped");
  equal(
    pageOf(
      `@page { page-orientation: rotate-right !important } @page { page-orientation: upright }`,
    )
      .orientation,
    "rotate-right",
  );
  equal(pageOf(`@page wide { page-orientation: rotate-left }`).orientation, "upright");
});

Deno.test("@footnote: the footnote area's declarations, in cascade order (GCPM 3 §3.4)", () => {
  const page = pageOf(
    `@page { @footnote { border-top: 1px solid; margin-top: 4px } }
     @page :first { @footnote { margin-top: 8px } }`,
  );
  equal(page.footnote, "border-top:1px solid;margin-top:4px;margin-top:8px");
});
