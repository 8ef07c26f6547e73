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
  ];
  for (const css of garbage) doesNotThrow(() => flat(css), css);
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
    flat("@import 'a.css' supports(display: grid);", { "a.css": "p{color:red}" }).rules.length,
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
