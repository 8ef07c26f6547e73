import { equal } from "node:assert/strict";
import { resolveUrl } from "./url.ts";

Deno.test("URLs in embedded sheets stay as written", () => {
  equal(resolveUrl("img/a.png", null), "img/a.png");
});

Deno.test("URLs in linked sheets resolve against the sheet, staying document-relative", () => {
  equal(resolveUrl("a.woff", "css/site.css"), "css/a.woff");
  equal(resolveUrl("../fonts/a.woff", "css/site.css"), "fonts/a.woff");
  equal(resolveUrl("/root.css", "css/site.css"), "/root.css");
  equal(resolveUrl("b.css", "/abs/a.css"), "/abs/b.css");
  equal(resolveUrl("b.css?v=1#x", "css/a.css"), "css/b.css?v=1#x");
  equal(resolveUrl("b.css", "https://example.com/s/a.css"), "https://example.com/s/b.css");
  equal(resolveUrl("https://cdn.test/x.css", "css/a.css"), "https://cdn.test/x.css");
  equal(resolveUrl("data:font/woff2;base64,AAAA", "css/a.css"), "data:font/woff2;base64,AAAA");
});
