import assert from "node:assert/strict";
import { paintedPage } from "./testing.ts";

/** The labels of the bookmarks painted on the first page of `body`, 600px wide. */
async function labels(body: string, css = ""): Promise<string[]> {
  const items = await paintedPage(`<style>${css}</style>${body}`, 5000, 0);
  return items.flatMap((i) => i.kind === "bookmark" ? [i.label] : []);
}

Deno.test("a heading's label is its text as laid out, as Chromium titles its outline", async () => {
  // Chromium 156 (--generate-pdf-document-outline) titles these "Intro duction text",
  // "UPPER CASE", "Section A" and "Numbered": collapsed white space, text-transform applied,
  // display: none and ::before left out.
  assert.deepEqual(
    await labels(
      `<h1>Intro   <em>duction</em>
         text</h1>
       <h2 style="text-transform: uppercase">upper case</h2>
       <h2>Section <span style="display: none">hidden</span>A</h2>
       <h2 class="n">Numbered</h2>`,
      `body { counter-reset: s } .n { counter-increment: s } .n::before { content: counter(s) ". " }
       .n::after { content: " [after]" }`,
    ),
    ["Intro duction text", "UPPER CASE", "Section A", "Numbered"],
  );
});

Deno.test("words on two lines stay two words; hidden text is left out", async () => {
  assert.deepEqual(
    await labels(
      `<h2 style="width: 120px">A heading that wraps over lines</h2>
       <h2>Line<br>break</h2>
       <h2>Shown <span style="visibility: hidden">secret</span>text</h2>`,
    ),
    ["A heading that wraps over lines", "Line break", "Shown text"],
  );
});

Deno.test("bookmark-label puts strings, content() and attr() together", async () => {
  const css = `body { counter-reset: ch }
    h1 { counter-increment: ch; bookmark-label: content(before) content(text) " – " attr(title) }
    h1::before { content: "Chapter " counter(ch) ": " }
    h1::after { content: "!" }
    h2 { bookmark-label: "[" content(after) "] " content(first-letter) }
    h2::after { content: "end" }`;
  assert.deepEqual(
    await labels(`<h1 title="One">Loomings</h1><h1>The Carpet-Bag</h1><h2>“Quoted”</h2>`, css),
    ["Chapter 1: Loomings – One", "Chapter 2: The Carpet-Bag –", "[end] “Q"],
  );
});

Deno.test("a heading that shows no text makes no bookmark, unless its label says something", async () => {
  assert.deepEqual(
    await labels(`<h2></h2><h2> </h2><h3 title="T"></h3>`, "h3 { bookmark-label: attr(title) }"),
    [
      "T",
    ],
  );
});
