import { deepEqual, equal } from "node:assert/strict";
import { resolveUrl } from "./url.ts";
import { parseStylesheet } from "./stylesheet.ts";
import { createSelectorCompiler } from "./selectors.ts";

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

Deno.test("url() in a linked sheet's rules resolves against the sheet; in <style>, as written", () => {
  const css = `div { background: url(../img/logo.png) no-repeat; list-style-image: url("b.png") }`;
  const urls = (href: string | null) => {
    const [item] = parseStylesheet(css, {
      href,
      load: () => null,
      compiler: createSelectorCompiler(),
    });
    return JSON.stringify(item.type === "style" && item.rule.declarations).match(
      /"url":"[^"]*"/g,
    );
  };
  deepEqual(urls("css/site.css"), ['"url":"img/logo.png"', '"url":"css/b.png"']);
  deepEqual(urls(null), ['"url":"../img/logo.png"', '"url":"b.png"']);
});
