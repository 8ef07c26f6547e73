import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { type Cascaded, type Origin, RuleIndex } from "./cascade.ts";
import { parseDeclarationText } from "./declarations.ts";
import { STYLE_PROPERTIES } from "./properties.ts";
import { createSelectorCompiler } from "./selectors.ts";
import { flattenSheet, parseStylesheet } from "./stylesheet.ts";
import { styleHtml } from "./testing.ts";

const red = { r: 255, g: 0, b: 0, a: 1 };
const green = { r: 0, g: 128, b: 0, a: 1 };
const blue = { r: 0, g: 0, b: 255, a: 1 };

const colorOf = (css: string, body: string, selector = "#t") =>
  styleHtml(`<style>${css}</style>${body}`).style(selector).color;

Deno.test("specificity decides between author rules, whatever their order", () => {
  const body = `<div id=d class=c><p id=t class="a b">x</p></div>`;
  eq(colorOf("#t { color: green } .a.b.a { color: red }", body), green);
  eq(colorOf(".a { color: green } p { color: red }", body), green);
  eq(colorOf("div p { color: green } p { color: red }", body), green);
  eq(colorOf(".c p { color: green } div.c > p { color: blue } ", body), blue);
  // :is() takes its most specific argument, :where() counts nothing.
  eq(colorOf(":is(#d, p) p { color: green } .c .a { color: red }", body), green);
  eq(colorOf(":where(#d) p { color: red } p { color: green }", body), green);
  eq(colorOf("p:not(#x) { color: green } .a.b { color: red }", body), green);
});

Deno.test("with equal specificity, the later rule wins; also across sheets", () => {
  eq(colorOf("p { color: red } p { color: green }", "<p id=t>x</p>"), green);
  const { style } = styleHtml(
    "<style>p { color: red }</style><p id=t>x</p><style>p { color: green }</style>",
  );
  eq(style("#t").color, green);
});

Deno.test("!important beats specificity and the style attribute", () => {
  eq(colorOf("p { color: green !important } #t { color: red }", "<p id=t>x</p>"), green);
  eq(colorOf("p { color: green !important }", `<p id=t style="color: red">x</p>`), green);
  eq(
    colorOf("#t { color: red !important }", `<p id=t style="color: green !important">x</p>`),
    green,
  );
  // Later declarations in one block lose to an earlier !important one.
  eq(colorOf("p { color: green !important; color: red }", "<p id=t>x</p>"), green);
});

Deno.test("the style attribute beats every author selector", () => {
  eq(colorOf("#t#t#t { color: red }", `<p id=t style="color: green">x</p>`), green);
  eq(colorOf("", `<p id=t style="color: green; color: bogus">x</p>`), green);
});

Deno.test("author rules beat the UA sheet regardless of specificity", () => {
  // UA: h1 { font-size: 2em } and a:any-link { color: #0000ee }.
  const { style } = styleHtml(
    `<style>* { font-size: 10px } * { color: green }</style><h1>x</h1><a href=x id=t>l</a>`,
  );
  equal(style("h1").fontSize, 10);
  eq(style("#t").color, green);
});

function cascadeWith(sheets: Array<{ origin: Origin; css: string }>, html = "p"): Cascaded {
  const compiler = createSelectorCompiler();
  const index = new RuleIndex(sheets.map(({ origin, css }) => ({
    origin,
    rules: flattenSheet(
      parseStylesheet(css, { href: null, load: () => null, compiler }),
      { width: 100, height: 100 },
    ).rules,
  })));
  const { element } = styleHtml(`<${html} id=t>x</${html}>`);
  return index.cascade(index.match(element("#t")), []).element;
}

Deno.test("origins: UA normal < author normal < author !important < UA !important", () => {
  const colorId = STYLE_PROPERTIES.color.id;
  const cascaded = (ua: string, author: string) =>
    cascadeWith([{ origin: "user-agent", css: ua }, { origin: "author", css: author }])
      .values[colorId];
  eq(cascaded("#t { color: red }", "p { color: green }"), green);
  eq(cascaded("p { color: red }", "p { color: green !important }"), green);
  eq(cascaded("p { color: green !important }", "#t { color: red !important }"), green);
  eq(cascaded("p { color: green }", ""), green);
});

Deno.test("pseudo-element rules cascade separately from the element's own", () => {
  const compiler = createSelectorCompiler();
  const index = new RuleIndex([{
    origin: "author",
    rules: flattenSheet(
      parseStylesheet("p::before { color: red } p { color: green } p:after { color: blue }", {
        href: null,
        load: () => null,
        compiler,
      }),
      { width: 100, height: 100 },
    ).rules,
  }]);
  const { element } = styleHtml("<p>x</p>");
  const result = index.cascade(index.match(element("p")), parseDeclarationText("margin: 1px"));
  const colorId = STYLE_PROPERTIES.color.id;
  eq(result.element.values[colorId], green);
  eq(result.pseudo("before")?.values[colorId], red);
  eq(result.pseudo("after")?.values[colorId], blue);
  equal(result.pseudo("before")?.values[STYLE_PROPERTIES.marginTop.id], undefined);
  equal(result.pseudo("first-line"), null);
});

Deno.test("the rule index finds rules by id, class, tag and universal alike", () => {
  const { style } = styleHtml(`<!doctype html><style>
    #i { margin-top: 1px } .c2 { margin-right: 2px } span { margin-bottom: 3px }
    * + span { margin-left: 4px } [data-x] { padding-top: 5px } .C2 { padding-left: 9px }
  </style><b></b><span id=i class="c1  c2" data-x>x</span>`);
  const s = style("span");
  eq([s.marginTop, s.marginRight, s.marginBottom, s.marginLeft], [
    { px: 1 },
    { px: 2 },
    { px: 3 },
    { px: 4 },
  ]);
  eq(s.paddingTop, { px: 5 });
  eq(s.paddingLeft, { px: 0 }); // class names are case-sensitive (but in quirks mode)
});

Deno.test("revert rolls author declarations back to the UA value; revert-layer likewise", () => {
  const { style } = styleHtml(`<style>
    h1 { font-size: 10px; font-size: revert }
    p { margin: 0; margin: revert; color: red }
    #l { color: revert-layer }
    @layer x { #x { color: red } } #x { color: revert-layer }
    b { font-weight: revert !important } b { font-weight: 300 }
  </style><div style="color: green"><h1>x</h1><p>x</p><p id=l>x</p><p id=x>x</p><b>b</b></div>`);
  equal(style("h1").fontSize, 32);
  eq(style("p").marginTop, { px: 16 });
  eq(style("#l").color, green); // no UA colour for p: it inherits
  eq(style("#x").color, { r: 255, g: 0, b: 0, a: 1 }); // back to layer x's
  equal(style("b").fontWeight, 700); // back to the UA's bolder, despite the later 300
});

Deno.test("presentational hints sit between the UA sheet and every author rule", () => {
  const { style } = styleHtml(`<style>
    .a { counter-reset: list-item 10 } * { list-style-type: square }
  </style><ol start=3 id=o><li type=a>x</li></ol><ol start=3 class=a><li>y</li></ol>`);
  eq(style("#o").counterReset, [{ name: "list-item", value: 2 }]);
  eq(style(".a").counterReset, [{ name: "list-item", value: 10 }]);
  equal(style("li").listStyleType, "square"); // even `*` beats a hint
});

const rgb = (r: number, g: number, b: number) => ({ r, g, b, a: 1 });

Deno.test("cascade layers: order of first declaration, sublayers first, anonymous layers (Chromium 156)", () => {
  const { style } = styleHtml(`<style>
    & { margin-left: 1px }
    @layer reset, base;
    @layer base { #a { color: rgb(1, 0, 0) } }
    @layer reset { #a { color: rgb(2, 0, 0); margin-top: 2px } }
    @layer base.inner { #b { color: rgb(3, 0, 0) } }
    @layer base { #b { color: rgb(4, 0, 0) } }
    @layer base.inner { #b { margin-top: 5px !important } }
    @layer base { #b { margin-top: 6px !important } }
    @layer { #c { color: rgb(5, 0, 0) } }
    @layer { #c { color: rgb(6, 0, 0) } }
    @layer x.y { #d { color: rgb(7, 0, 0) } }
    @layer x { @layer y { #d { color: rgb(8, 0, 0) } } }
    @media screen { @layer early { } }
    @layer late, early;
    @layer early { #g { color: rgb(9, 0, 0) } }
    @layer late { #g { color: rgb(10, 0, 0) } }
  </style><div id=a></div><div id=b></div><div id=c></div><div id=d></div><div id=g></div>`);
  eq(style("html").marginLeft, { px: 1 }); // a top-level & is the root
  eq([style("#a").color, style("#a").marginTop], [rgb(1, 0, 0), { px: 2 }]);
  eq([style("#b").color, style("#b").marginTop], [rgb(4, 0, 0), { px: 5 }]);
  eq(style("#c").color, rgb(6, 0, 0));
  eq(style("#d").color, rgb(8, 0, 0)); // x.y and x { y } are one layer
  eq(style("#g").color, rgb(9, 0, 0)); // a layer in unmatched @media is not declared
});

Deno.test("layers and !important: unlayered wins normal, loses important; the style attribute wins both", () => {
  const { style } = styleHtml(`<style>
    @layer a { #p1 { color: red !important } }
    @layer a { #p2 { color: green !important } }
    @layer a { #p6 { color: red !important } }
    @layer b { #p6 { color: green !important } }
    #p8 { color: red !important }
    @layer a { #p8 { color: green !important } }
    @layer first { #f { padding-top: 1px !important; padding-left: 1px } }
    @layer second { #f { padding-top: 2px !important; padding-left: 2px } }
    #f { padding-top: 3px !important; padding-left: 3px }
    @layer a { #i { color: red } }
    #i { color: green }
  </style><p id=p1 style="color: green !important">1</p><p id=p2 style="color: red">2</p>
  <p id=p6>6</p><p id=p8>8</p><div id=f></div><p id=i>i</p>`);
  eq(style("#p1").color, green);
  eq(style("#p2").color, green);
  eq(style("#p6").color, red); // the earlier layer's !important wins
  eq(style("#p8").color, green);
  eq([style("#f").paddingTop, style("#f").paddingLeft], [{ px: 1 }, { px: 3 }]);
  eq(style("#i").color, green);
});

Deno.test("revert-layer rolls back to the layer below: layers, unlayered rules, the style attribute, hints", () => {
  const { style } = styleHtml(`<style>
    #p3 { color: green }
    @layer a { #p4 { color: green } }
    @layer b { #p4 { color: revert-layer } }
    @layer a { #p9 { color: red !important } }
    @layer b { #p9 { color: revert-layer !important } }
    @layer a { #p11 { width: 10px } }
    #p11 { width: revert-layer }
    @layer l1 { #h { --v: 1px } }
    @layer l2 { #h { --v: revert-layer; margin-bottom: var(--v, 4px) } }
    @layer l3 { #n { --w: 3px; --w: revert-layer; margin-bottom: var(--w, 4px) } }
  </style><p id=p3 style="color: revert-layer">3</p><p id=p4>4</p><p id=p9>9</p>
  <div id=p11>11</div><table id=t width=300 style="width: revert-layer"></table>
  <div id=h></div><div id=n></div>`);
  eq(style("#p3").color, green);
  eq(style("#p4").color, green);
  eq(style("#p9").color, red);
  eq(style("#p11").width, { px: 10 });
  eq(style("#t").width, { px: 300 }); // the hint
  eq(style("#h").marginBottom, { px: 1 });
  eq(style("#n").marginBottom, { px: 4 }); // nothing below: --w is not declared
});

Deno.test("@import layer() and layer: the imported rules in a named or an anonymous layer", () => {
  const files: Record<string, string> = {
    "base.css": "#a { color: rgb(1, 0, 0); margin-top: 1px }",
    "over.css": "#a { color: rgb(2, 0, 0) } #b { color: rgb(3, 0, 0) }",
    "anon.css": "#c { color: rgb(4, 0, 0) }",
  };
  const { style } = styleHtml(
    `<style>
    @import url(base.css) layer(one);
    @import "over.css" layer(two) print;
    @import "anon.css" layer;
    @import "anon.css" layer(three) supports(display: nope);
    @import "over.css" layer(bad name);
    @layer two, one;
    #b { color: rgb(9, 0, 0) }
    @layer one { #c { color: rgb(5, 0, 0) } }
    </style><div id=a></div><div id=b></div><div id=c></div>`,
    { loadStylesheet: (href) => files[href] ?? null },
  );
  eq([style("#a").color, style("#a").marginTop], [rgb(2, 0, 0), { px: 1 }]);
  eq(style("#b").color, rgb(9, 0, 0));
  eq(style("#c").color, rgb(4, 0, 0)); // the anonymous layer was declared after `one`
});
