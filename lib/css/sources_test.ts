import { deepStrictEqual as eq } from "node:assert/strict";
import type { Document } from "domhandler";
import { parse } from "parse5";
import { adapter } from "parse5-htmlparser2-tree-adapter";
import { documentStylesheets } from "./sources.ts";

Deno.test("stylesheets in tree order: <style> and <link rel=stylesheet>, with media", () => {
  const document = parse(
    `<link rel="Stylesheet" href=" a.css " media=print><style>p{}</style>
    <link rel="alternate stylesheet" href=alt.css><link rel=stylesheet href=off.css disabled>
    <link rel=icon href=icon.css><link rel=stylesheet href=missing.css>
    <style type="text/less">x{}</style><template><style>t{}</style></template>
    <body><style media="screen">b{}</style>`,
    { treeAdapter: adapter },
  ) as Document;
  const requested: string[] = [];
  const sheets = documentStylesheets(document, (href) => {
    requested.push(href);
    return href === "missing.css" ? null : `/* ${href} */`;
  });
  eq(sheets.map(({ scopeRoot: _, ...sheet }) => sheet), [
    { text: "/* a.css */", href: "a.css", media: "print" },
    { text: "p{}", href: null, media: "" },
    { text: "b{}", href: null, media: "screen" },
  ]);
  // A <style>'s parent is the root of its `@scope { }`; a linked sheet has none.
  eq(sheets.map((sheet) => (sheet.scopeRoot as { name?: string } | null)?.name ?? null), [
    null,
    "head",
    "body",
  ]);
  eq(requested, ["a.css", "missing.css"]);
});
