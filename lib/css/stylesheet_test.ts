import { deepStrictEqual as eq, doesNotThrow, equal } from "node:assert/strict";
import { createSelectorCompiler } from "./selectors.ts";
import { flattenSheet, parseStylesheet } from "./stylesheet.ts";
import { styleHtml } from "./testing.ts";

const green = { r: 0, g: 128, b: 0, a: 1 };

function flat(css: string, files: Record<string, string> = {}) {
  const load = (href: string) => files[href] ?? null;
  const items = parseStylesheet(css, { href: null, load, compiler: createSelectorCompiler() });
  return flattenSheet(items, { width: 600, height: 800 });
}

Deno.test("garbage CSS never throws and keeps what is valid", () => {
  const garbage = [
    "",
    "}}}{{{",
    "p { color: red",
    "p { color: }",
    "@media { ",
    "@import",
    "@page { size: ",
    "a[ {color:red}",
    "p { color: red !ie; margin: 1px !important !important }",
    "\u0000\uFFFD p{}",
    "@font-face { src: url( }",
    "p:::before{} @supports (((( {}",
    "p { --x: { a }; width: var(--x) }",
    "<!-- p { color: green } -->",
    ".a { & { & { } } } .b { @media { c { ",
    "@scope ( @layer a. { } @layer a b; .a { @layer x, ; }",
    "@property --x { syntax: ; inherits: } @property { } .a { --x: { ; } }",
    ".a{".repeat(20_000) + "color:red" + "}".repeat(20_000),
    "@media print{".repeat(20_000),
    `@layer ${"a.".repeat(50_000)}a;`,
  ];
  for (const css of garbage) doesNotThrow(() => flat(css), css);
  // Blocks nested deeper than 256 levels are dropped (Chromium would still apply this red).
  const deep = `p { color: green; ${"& { ".repeat(300)}color: red${" }".repeat(300)} }`;
  eq(styleHtml(`<style>${deep}</style><p>x</p>`).style("p").color, green);
  // A stray `}` starts a qualified rule that swallows `q` (CSS Syntax 3 §5.4.3), as in browsers.
  eq(flat("p { color: green } }}} q { color: red }").rules.length, 1);
  eq(flat("p { color: green } @bogus x; q:bogus {} r { color: red }").rules.length, 2);
  const { style } = styleHtml(`<style>
    p { color: green; margin-top: 4px; } garbage {{{ ; x:;; }}} q{}
    p { margin: 1px 2px !ie; margin-left: 9px }
  </style><p>x</p>`);
  eq(style("p").color, green);
  eq(style("p").marginTop, { px: 4 });
  eq(style("p").marginLeft, { px: 9 });
});

Deno.test("@import is loaded before the importing sheet's rules, with its media", () => {
  const files = {
    "a.css": "p { color: red; margin-top: 1px } @import 'ignored.css';",
    "b.css": "p { margin-left: 2px }",
    "screen.css": "p { margin-right: 3px }",
    "dir/c.css": "@import '../d.css'; p { padding-top: 4px }",
    "d.css": "p { padding-left: 5px }",
    "ignored.css": "p { padding-right: 6px }",
  };
  const { style } = styleHtml(
    `<style>@import "a.css"; @import url(b.css) print; @import "screen.css" screen;
    @import "dir/c.css"; @import "missing.css"; p { color: green }</style><p>x</p>`,
    { loadStylesheet: (href) => files[href as keyof typeof files] ?? null },
  );
  const p = style("p");
  eq(p.color, green); // the importing sheet's own rule comes later
  eq(p.marginTop, { px: 1 });
  eq(p.marginLeft, { px: 2 });
  eq(p.marginRight, { px: 0 });
  eq(p.paddingTop, { px: 4 });
  eq(p.paddingLeft, { px: 5 }); // resolved against dir/c.css
  eq(p.paddingRight, { px: 0 }); // @import after a rule is invalid
});

Deno.test("@import after a style rule is ignored; cycles stop", () => {
  equal(flat("p { color: red } @import 'x.css';", { "x.css": "q { color: red }" }).rules.length, 1);
  const cyclic = { "a.css": "@import 'b.css'; a { color: red }", "b.css": "@import 'a.css';" };
  equal(flat("@import 'a.css';", cyclic).rules.length, 1);
  equal(
    flat("@charset 'utf-8'; @layer x; @import 'a.css';", { "a.css": "p{color:red}" }).rules.length,
    1,
  );
  equal(
    flat("@import 'a.css' supports(display: grid-lanes);", { "a.css": "p{color:red}" }).rules
      .length,
    0,
  );
  equal(
    flat("@import 'a.css' supports(display: flex);", { "a.css": "p{color:red}" }).rules.length,
    1,
  );
});

Deno.test("@layer contents apply; unknown at-rules and @container are skipped", () => {
  const { style } = styleHtml(`<style>
    @layer base { p { margin-top: 1px } }
    @keyframes spin { from { margin-left: 9px } }
    @container (min-width: 1px) { p { margin-right: 9px } }
    @font-feature-values Font { @styleset { nice: 1 } }
    p { margin-bottom: 2px; & span { color: red } }
  </style><p><span>x</span></p>`);
  eq(style("p").marginTop, { px: 1 });
  eq(style("p").marginLeft, { px: 0 });
  eq(style("p").marginRight, { px: 0 });
  eq(style("p").marginBottom, { px: 2 });
  eq(style("span").color, { r: 255, g: 0, b: 0, a: 1 }); // nested
});

Deno.test("@font-face rules are collected in order, with URLs resolved against the sheet", () => {
  const sheet = `@font-face { font-family: Body; src: url(fonts/body.woff2) format("woff2") }`;
  const { styled } = styleHtml(
    `<link rel=stylesheet href="css/site.css"><style>
      @font-face { font-family: "Inline Face"; src: local(Foo), url("a.ttf"); font-weight: bold }
      @font-face { src: url(no-family.ttf) }
    </style>`,
    { loadStylesheet: (href) => href === "css/site.css" ? sheet : null },
  );
  eq(styled.fontFaces.map((f) => f.family), ["Body", "Inline Face"]);
  eq(styled.fontFaces[0].sources, [{ url: "css/fonts/body.woff2", format: "woff2" }]);
  eq(styled.fontFaces[1].sources, [{ local: "Foo" }, { url: "a.ttf", format: null }]);
  eq(styled.fontFaces[1].weight, [700, 700]);
});

const rgb = (r: number, g: number, b: number) => ({ r, g, b, a: 1 });

Deno.test("nested style rules: relative selectors, & anywhere, declarations after rules (Chromium 156)", () => {
  const { style } = styleHtml(
    `<style>
    .a {
      color: rgb(1, 0, 0);
      p { color: rgb(2, 0, 0); }
      > b { color: rgb(3, 0, 0); }
      & + .sib { color: rgb(4, 0, 0); }
      ~ .later { margin-top: 4px; }
      .outer & { margin-left: 5px; }
      &.x { padding-left: 6px; }
      && { padding-top: 7px; }
      &:is(.y) & i { color: rgb(8, 0, 0); }
      margin-bottom: 9px;
      @media print { padding-bottom: 10px; span { margin-right: 11px; } }
      @media screen { padding-bottom: 99px; }
      .bad <:::> {}
      padding-right: 12px;
      a:hover { color: red }
      div:not(.z) { margin-bottom: 13px }
    }
    .k { .q; color: rgb(9, 9, 9); }
    .f { font:bold{ } color: rgb(15, 15, 15) }
    .g { url(x) {} color: rgb(16, 16, 16); padding-top: 3px }
  </style>
  <div class=a id=a1><p>p</p><b>b</b><div class=outer><div class=a id=a2>x</div></div></div>
  <div class=sib></div><div class=later></div>
  <div class="a x y" id=a3><div class=a><i>i</i></div><span>s</span><a href=#>l</a><div id=z>z</div></div>
  <div class=k></div><div class=f></div><div class=g></div>`,
    { viewport: { width: 600, height: 800 } },
  );
  eq(style("#a1").color, rgb(1, 0, 0));
  eq(
    [style("#a1").marginBottom, style("#a1").paddingBottom, style("#a1").paddingRight],
    [{ px: 9 }, { px: 10 }, { px: 12 }],
  );
  eq(style("#a1 > p").color, rgb(2, 0, 0));
  eq(style("#a1 > b").color, rgb(3, 0, 0));
  eq(style("#a2").marginLeft, { px: 5 });
  eq(style(".sib").color, rgb(4, 0, 0));
  eq(style(".later").marginTop, { px: 4 });
  eq([style("#a3").paddingLeft, style("#a3").paddingTop], [{ px: 6 }, { px: 7 }]);
  eq(style("i").color, rgb(8, 0, 0));
  eq(style("span").marginRight, { px: 11 });
  eq(style("a").color, rgb(0, 0, 238)); // a:hover never matches in print
  eq(style("#z").marginBottom, { px: 13 });
  eq(style(".k").color, rgb(9, 9, 9)); // `.q;` ends at its semicolon
  eq(style(".f").color, rgb(15, 15, 15)); // `font:bold{}` is a rule, not a declaration
  eq([style(".g").color, style(".g").paddingTop], [rgb(16, 16, 16), { px: 3 }]);
});

Deno.test("nesting: & counts as :is(parent list); nested declarations keep each parent selector's specificity", () => {
  const { style } = styleHtml(`<style>
    .s, #s { & em { color: rgb(0, 128, 0); } }
    div em { color: rgb(255, 0, 0); }
    .t, #t { .u {} color: rgb(0, 0, 1); }
    div.t.t { color: rgb(0, 0, 2); }
    .v { & { color: rgb(5, 5, 5); } color: rgb(6, 6, 6); }
    .w { color: rgb(7, 7, 7); & { color: rgb(8, 8, 8); } }
    .m { @layer inner { color: rgb(10, 10, 10); } color: rgb(11, 11, 11); }
    .n { @supports (color: red) { color: rgb(12, 12, 12) } }
    .o { @scope (.p) { color: rgb(13, 13, 13); b { color: rgb(14, 14, 14) } } }
    & { --top: yes }
    aside { address { &#from { font-style: italic } &#to { font-weight: 600 } } }
  </style>
  <div class=s><em>e</em></div><div class=t id=t1><div class=t id=t></div></div>
  <div class=v></div><div class=w></div><div class=m></div><div class=n></div>
  <div class=o><div class=p><b>b</b></div></div>
  <aside><address id=from>a</address><address id=to>b</address></aside>`);
  eq(style("em").color, green); // :is(.s, #s) em is (1,0,1)
  eq(style("#t1").color, rgb(0, 0, 2)); // .t (0,1,0) loses to div.t.t
  eq(style("#t").color, rgb(0, 0, 1)); // #t (1,0,0) wins
  eq(style(".v").color, rgb(6, 6, 6)); // the later declarations come after `& { }`
  eq(style(".w").color, rgb(8, 8, 8));
  eq(style(".m").color, rgb(11, 11, 11)); // layered loses to unlayered
  eq(style(".n").color, rgb(12, 12, 12));
  eq(style(".p").color, rgb(13, 13, 13)); // declarations in @scope style its root
  eq(style(".p b").color, rgb(14, 14, 14));
  equal(style("#from").fontStyle, "italic");
  equal(style("#to").fontWeight, 600);
  equal(style("#from").fontWeight, 400);
});

Deno.test("@property registers at the top level, in applying @media, @layer and @scope (Chromium 156)", () => {
  const sheet = flat(`
    @media print { @property --a { syntax: "<length>"; inherits: false; initial-value: 1px } }
    @media screen { @property --b { syntax: "<length>"; inherits: false; initial-value: 2px } }
    @layer x { @property --c { syntax: "<length>"; inherits: false; initial-value: 3px } }
    @supports (nope: 1) { @property --d { syntax: "<length>"; inherits: false; initial-value: 4px } }
    .q { @property --e { syntax: "<length>"; inherits: false; initial-value: 5px } }
    @scope (.z) { @property --f { syntax: "<length>"; inherits: false; initial-value: 6px } }
    @property --g { syntax: "<length>"; inherits: false; initial-value: 7px }
    @property --g { syntax: "<color>"; inherits: false }
  `);
  eq(sheet.properties.map((p) => p.name), ["--a", "--c", "--f", "--g"]);
  eq(sheet.properties[3].initialText, "7px"); // the invalid second --g is ignored
});

Deno.test("nesting and pseudo-elements: &::before, a relative ::after, nothing nests in a pseudo-element", () => {
  const { styled, element, style } = styleHtml(`<style>
    .a { &::before { content: "x"; color: rgb(0, 128, 0) } ::after { content: "y" } }
    .b::before { content: "z"; .c { color: red } color: rgb(0, 0, 255) }
    .d { @layer l { &::before { content: "w"; color: red } } &::before { content: "v" } }
  </style><div class=a id=a><span id=s>s</span></div><div class=b id=b><span class=c>c</span></div>
  <div class=d id=d></div>`);
  const before = (id: string) => styled.pseudoStyle(element(id), "before");
  eq(before("#a")?.content, [{ type: "string", value: "x" }]);
  eq(before("#a")?.color, green);
  eq(styled.pseudoStyle(element("#s"), "after")?.content, [{ type: "string", value: "y" }]);
  equal(styled.pseudoStyle(element("#a"), "after"), null);
  eq(before("#b")?.color, rgb(0, 0, 255)); // the declarations after `.c { }`
  eq(style(".c").color, rgb(0, 0, 0));
  // The unlayered rule's content wins; only the layered rule sets a colour.
  eq(before("#d")?.content, [{ type: "string", value: "v" }]);
  eq(before("#d")?.color, rgb(255, 0, 0));
});
