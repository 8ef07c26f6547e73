import assert from "node:assert/strict";
import type { Element } from "domhandler";
import { findElement, MAX_TREE_DEPTH, parseHtml, textContent } from "./parse.ts";

function depth(node: Element): number {
  let max = 0;
  const stack: [Element, number][] = [[node, 0]];
  while (stack.length) {
    const [n, d] = stack.pop()!;
    max = Math.max(max, d);
    for (const c of n.children) if (c.type === "tag") stack.push([c as Element, d + 1]);
  }
  return max;
}

Deno.test("nesting deeper than Chromium's parser limit is flattened, keeping all text in order", () => {
  const html = "<div>".repeat(5000) + "deep" + "<span>er</span>" + "</div>".repeat(5000) +
    "<p>after</p>";
  const doc = parseHtml(html);
  const body = findElement(doc, "body")!;
  assert.ok(depth(body) <= MAX_TREE_DEPTH);
  assert.equal(textContent(body), "deeperafter");
});

Deno.test("ordinary documents are untouched", () => {
  const doc = parseHtml("<ul><li><b>a</b></li><li>b</li></ul>");
  assert.equal(findElement(doc, "b")!.parent!.type, "tag");
  assert.equal((findElement(doc, "b")!.parent as Element).name, "li");
});
