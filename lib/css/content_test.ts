import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { CONTENT } from "./content.ts";
import { styleHtml, tokens } from "./testing.ts";

Deno.test("content: strings and attr(), normal and none", () => {
  eq(CONTENT.parse(tokens('"a" attr(title) "b"')), [
    { type: "string", value: "a" },
    { type: "attr", name: "title" },
    { type: "string", value: "b" },
  ]);
  equal(CONTENT.parse(tokens("none")), "none");
  equal(CONTENT.parse(tokens("normal")), "normal");
  equal(CONTENT.parse(tokens("attr(a b)")), null);
  eq(CONTENT.parse(tokens('url(x.png) "a"')), [
    { type: "image", url: "x.png" },
    { type: "string", value: "a" },
  ]);
});

Deno.test("content: counter(), counters() and the quote keywords", () => {
  eq(
    CONTENT.parse(tokens(
      'counter(x, Upper-Roman) counters(y, ".", lower-alpha) open-quote no-close-quote ' +
        'counter(List-Item) counters(w, "-") close-quote no-open-quote counter(z, none)',
    )),
    [
      { type: "counter", name: "x", style: "upper-roman" },
      { type: "counters", name: "y", separator: ".", style: "lower-alpha" },
      { type: "quote", open: true, visible: true },
      { type: "quote", open: false, visible: false },
      { type: "counter", name: "List-Item", style: "decimal" }, // names are case-sensitive
      { type: "counters", name: "w", separator: "-", style: "decimal" },
      { type: "quote", open: false, visible: true },
      { type: "quote", open: true, visible: false },
      { type: "counter", name: "z", style: "none" },
    ],
  );
  for (
    const bad of [
      "counter()",
      "counter(none)",
      'counter("x")',
      "counter(x, 1)",
      "counter(x, decimal, decimal)",
      "counters(x)",
      "counters(x, y)",
      'counters(x, ".", a, b)',
      "counter(x y)",
      "open-quote none",
    ]
  ) {
    equal(CONTENT.parse(tokens(bad)), null, bad);
  }
});

Deno.test("content: alternative text after / is accepted and dropped", () => {
  eq(CONTENT.parse(tokens('"★" / "star" attr(title)')), [{ type: "string", value: "★" }]);
  equal(CONTENT.parse(tokens('"★" /')), null);
  equal(CONTENT.parse(tokens('"★" / counter(x)')), null);
});

Deno.test("content in a document: attr() resolved against the element, counters left to layout", () => {
  const { styled, element } = styleHtml(`<style>
    h2::before { content: counter(chapter) ". " attr(data-t) }
  </style><h2 data-t="T">x</h2>`);
  eq(styled.pseudoStyle(element("h2"), "before")?.content, [
    { type: "counter", name: "chapter", style: "decimal" },
    { type: "string", value: ". " },
    { type: "string", value: "T" },
  ]);
});
