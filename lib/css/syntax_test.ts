import { deepStrictEqual as eq } from "node:assert/strict";
import { SheetSyntax, type SyntaxItem } from "./syntax.ts";

/** Items as [kind, text]: a rule's prelude, an at-rule's name and prelude, declarations. */
function outline(syntax: SheetSyntax, items: SyntaxItem[]): unknown[] {
  return items.map((item) => {
    switch (item.type) {
      case "qualified":
        return ["rule", item.prelude, outline(syntax, syntax.contents(item.block))];
      case "at":
        return ["@" + item.name, item.prelude, item.block === null];
      case "declarations":
        return ["decls", item.text];
    }
  });
}

function sheet(text: string): unknown[] {
  const syntax = new SheetSyntax(text);
  return outline(syntax, syntax.rules(syntax.sheet, true));
}

Deno.test("top level: rules and at-rules; a stray } or ; belongs to the next prelude", () => {
  eq(sheet("<!-- a { b: c } --> @import 'x'; @media print { p {} }"), [
    ["rule", "a", [["decls", "b: c"]]],
    ["@import", "'x'", true],
    ["@media", "print", false],
  ]);
  eq(sheet("p { color: green } }}} q { color: red } r"), [
    ["rule", "p", [["decls", "color: green"]]],
    ["rule", "}}} q", [["decls", "color: red"]]],
  ]);
  eq(sheet("x: y; p { } /* c */ @bogus x;"), [["rule", "x: y; p", []], ["@bogus", "x", true]]);
});

Deno.test("block contents: declarations, nested rules, and which an identifier starts", () => {
  eq(
    sheet(`.a { color: red; p { x: y } > b { } a:hover { } font:bold{ } margin: 0 !important;
      --x: { a } b; .q; color: blue; url(x) {} width: 1px; fn(a) {} ; top: 0; @media print { x: y } }`),
    [["rule", ".a", [
      ["decls", "color: red"],
      ["rule", "p", [["decls", "x: y"]]],
      ["rule", "> b", []],
      ["rule", "a:hover", []],
      ["rule", "font:bold", []],
      ["decls", "margin: 0 !important;\n      --x: { a } b"],
      // `.q;` ends at its semicolon; the declarations after it go on.
      ["decls", "color: blue"],
      ["rule", "url(x)", []],
      // A function starts no rule: Chromium skips to the next semicolon.
      ["decls", "width: 1px"],
      ["decls", "top: 0"],
      ["@media", "print", false],
    ]]],
  );
});

Deno.test("blocks nest through brackets and functions; unclosed ones end with the sheet", () => {
  eq(sheet("a[x='}'] { b: f(}) } c { d: e"), [
    ["rule", "a[x='}']", [["decls", "b: f(})"]]],
    ["rule", "c", [["decls", "d: e"]]],
  ]);
  // Inside a function only `)` closes: the rest of the sheet is its argument.
  eq(sheet("a { b: f( } c { d: e }"), [["rule", "a", [["decls", "b: f( } c { d: e }"]]]]);
  eq(sheet("a { b: c"), [["rule", "a", [["decls", "b: c"]]]]);
});
