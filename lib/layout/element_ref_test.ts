import assert from "node:assert/strict";
import { findElement, parseHtml } from "../html/parse.ts";
import { elementRef } from "./element_ref.ts";

Deno.test("elements without attributes share one reference per tag name", () => {
  const doc = parseHtml("<table><tr><td>a</td><td>b</td></tr></table>");
  const [a, b] = findElement(doc, "tr")!.children.map((c) => elementRef(c as never));
  assert.equal(a, b);
  assert.equal(a.name, "td");
  assert.deepEqual(Object.keys(a.attribs), []);
  assert.equal("constructor" in a.attribs, false);
});

Deno.test("a reference keeps the name and attributes, not the DOM node", () => {
  const doc = parseHtml(`<p><a href="https://example.com/" id=x>link</a></p>`);
  const ref = elementRef(findElement(doc, "a")!);
  assert.equal(ref.name, "a");
  assert.equal(ref.attribs.href, "https://example.com/");
  assert.equal(ref.attribs.id, "x");
  // No way back into the tree: the document is freed once its boxes are built.
  assert.deepEqual(Object.keys(ref).sort(), ["attribs", "name"]);
});
