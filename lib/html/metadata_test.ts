import assert from "node:assert/strict";
import { documentMetadata } from "./metadata.ts";
import { parseHtml } from "./parse.ts";

Deno.test("title, language, authors, description and keywords from the document", () => {
  const document = parseHtml(`<!doctype html><html lang=" de-CH "><head>
    <title>  Annual
      report </title>
    <meta name="Author" content="Ada Lovelace">
    <meta name="author" content=" Charles  Babbage ">
    <meta name="description" content="The engine, explained.">
    <meta name="description" content="A second description is not one.">
    <meta name="keywords" content="engine, analytical engine ,notes">
    <meta name="KEYWORDS" content="notes, history">
    <meta name="generator" content="Not ours">
    <meta name="author" content="">
  </head><body><title>Not the title</title></body></html>`);
  assert.deepEqual(documentMetadata(document), {
    title: "Annual report",
    lang: "de-CH",
    authors: ["Ada Lovelace", "Charles Babbage"],
    subject: "The engine, explained.",
    keywords: ["engine", "analytical engine", "notes", "history"],
  });
});

Deno.test("a document that says nothing about itself has no metadata", () => {
  assert.deepEqual(documentMetadata(parseHtml("<p>Hello</p>")), {
    title: null,
    lang: null,
    authors: [],
    subject: null,
    keywords: [],
  });
  assert.equal(documentMetadata(parseHtml("<title> \n </title>")).title, null);
});
