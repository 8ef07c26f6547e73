import assert from "node:assert/strict";
import { selectAll, selectOne } from "../css/selectors/testing.ts";
import type { Element } from "domhandler";
import { findElement, parseHtml } from "./parse.ts";

Deno.test("attributes read as parsed; no inherited names pass for attributes", () => {
  const doc = parseHtml(`<p id=a class="x y" __proto__=p constructor=c>t</p><div>u</div>`);
  const p = findElement(doc, "p")!;
  assert.deepEqual(Object.entries(p.attribs), [
    ["id", "a"],
    ["class", "x y"],
    ["__proto__", "p"],
    ["constructor", "c"],
  ]);
  const div = findElement(doc, "div")!;
  assert.equal("constructor" in div.attribs, false);
  assert.equal("toString" in div.attribs, false);
  assert.equal(div.attribs.constructor, undefined);
  assert.equal(selectOne("div[constructor]", doc), null);
  assert.equal(selectAll("p.y[constructor=c]", doc).length, 1);
});

Deno.test("a second <body> tag adds its new attributes and keeps the first ones", () => {
  const doc = parseHtml(`<body class=first><p>x</p><body class=second lang=de></body>`);
  const body = findElement(doc, "body")!;
  assert.equal(body.attribs.class, "first");
  assert.equal(body.attribs.lang, "de");
  // Elements without namespaced attributes share one empty map; adopting must not write to it.
  const p = findElement(doc, "p")!;
  assert.deepEqual(Object.keys(p["x-attribsNamespace"] ?? {}), []);
});

Deno.test("namespaced attributes of foreign content keep their namespace and prefix", () => {
  const doc = parseHtml(`<svg><a xlink:href="#t"></a></svg><b title=x></b>`);
  const svg = findElement(doc, "svg")!;
  // parse5 names xlink:href "href" in the XLink namespace.
  const xlink = (svg.children[0] as Element).attributes[0];
  assert.deepEqual(xlink, {
    name: "href",
    value: "#t",
    namespace: "http://www.w3.org/1999/xlink",
    prefix: "xlink",
  });
  assert.equal(svg.namespace, "http://www.w3.org/2000/svg");
  const b = findElement(doc, "b")!;
  assert.deepEqual(b.attributes, [{
    name: "title",
    value: "x",
    namespace: undefined,
    prefix: undefined,
  }]);
  assert.equal(b.namespace, "http://www.w3.org/1999/xhtml");
});
