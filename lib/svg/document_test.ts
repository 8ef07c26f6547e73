import { deepStrictEqual as eq, equal, ok } from "node:assert/strict";
import { styleHtml } from "../css/testing.ts";
import { isInlineSvg, isSvgElement, type SvgElement, svgImage } from "./document.ts";

function imageOf(html: string, selector = "svg") {
  const { element, styled } = styleHtml(html);
  return svgImage(element(selector), styled);
}

const childElements = (el: SvgElement) => el.children.filter(isSvgElement);

Deno.test("a use holds its instance, styled by the rules of the original and inheriting from the use", () => {
  const image = imageOf(
    `<style>.dot { stroke: blue }</style>
<svg id=sprite><defs><g id=icon><circle class=dot r=5 /></g></defs></svg>
<svg id=main><use href="#icon" fill="red"/><use href="#icon" fill="green"/></svg>`,
    "#main",
  );
  const [red, green] = childElements(image.root);
  const circleOf = (use: SvgElement) => childElements(childElements(use)[0])[0];
  eq(circleOf(red).style.fill, {
    kind: "color",
    color: { r: 255, g: 0, b: 0, a: 1 },
    current: false,
  });
  eq(circleOf(green).style.fill, {
    kind: "color",
    color: { r: 0, g: 128, b: 0, a: 1 },
    current: false,
  });
  eq(circleOf(red).style.stroke, {
    kind: "color",
    color: { r: 0, g: 0, b: 255, a: 1 },
    current: false,
  });
});

Deno.test("uses that reference themselves or each other stop instead of recursing", () => {
  const image = imageOf(
    `<svg><g id=a><use href="#b"/></g><g id=b><use href="#a"/></g><use id=c href="#c"/></svg>`,
  );
  const [a] = childElements(image.root);
  const useB = childElements(a)[0];
  const b = childElements(useB)[0];
  const useA = childElements(b)[0];
  const a2 = childElements(useA)[0];
  // a → b → a again: the inner use of b finds a on its chain and has no instance.
  equal(childElements(childElements(a2)[0]).length, 0);
  equal(childElements(childElements(image.root)[2]).length, 0);
});

Deno.test("paint servers and clip paths are found anywhere in the document, with their href chains", () => {
  const image = imageOf(
    `<svg id=defs><linearGradient id=base><stop offset=0 stop-color=red /></linearGradient>
<linearGradient id=g href="#base"/><clipPath id=c><rect width=1 height=1 /></clipPath></svg>
<svg id=main><rect fill="url(#g)" clip-path="url(#c)" width=10 height=10 /><rect stroke="url('#missing') blue"/></svg>`,
    "#main",
  );
  eq([...image.refs.keys()].sort(), ["base", "c", "g"]);
  equal(image.refs.get("base")!.name, "linearGradient");
});

Deno.test("only text content elements keep their character data; titles and styles are dropped", () => {
  const image = imageOf(
    `<svg><title>Chart</title><style>rect{}</style> <g> <text>Hi <tspan>there</tspan></text></g></svg>`,
  );
  const [g] = childElements(image.root);
  const [text] = childElements(g);
  eq(text.children.map((c) => "text" in c ? c.text : c.name), ["Hi ", "tspan"]);
  equal(image.root.children.length, 1);
});

Deno.test("an outer svg is one whose parent is not in the SVG namespace", () => {
  const { element } = styleHtml(`<svg id=outer><svg id=inner></svg></svg>`);
  ok(isInlineSvg(element("#outer")));
  ok(!isInlineSvg(element("#inner")));
});
