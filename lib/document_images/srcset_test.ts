import { deepStrictEqual as eq } from "node:assert/strict";
import { parseSrcset } from "./srcset.ts";

Deno.test("srcset: URLs with width or density descriptors, separated by commas", () => {
  eq(parseSrcset("a.png 1x, b.png 2x"), [{ url: "a.png", density: 1 }, {
    url: "b.png",
    density: 2,
  }]);
  eq(parseSrcset(" a.png 100w,b.png   400w "), [{ url: "a.png", width: 100 }, {
    url: "b.png",
    width: 400,
  }]);
  eq(parseSrcset("a.png"), [{ url: "a.png" }]);
  // Without white space after it, a comma is part of the URL.
  eq(parseSrcset("a.png,b.png 1.5x"), [{ url: "a.png,b.png", density: 1.5 }]);
});

Deno.test("srcset: a URL may hold commas; one that ends in commas ends its candidate", () => {
  eq(parseSrcset("data:image/png;base64,AAAA 2x"), [{
    url: "data:image/png;base64,AAAA",
    density: 2,
  }]);
  eq(parseSrcset("a.png,, b.png 2x"), [{ url: "a.png" }, { url: "b.png", density: 2 }]);
});

Deno.test("srcset: a candidate with a bad or repeated descriptor is dropped", () => {
  eq(parseSrcset("a.png 2x 3x, b.png 0w, c.png 10w 2x, d.png foo, e.png 1x"), [{
    url: "e.png",
    density: 1,
  }]);
  eq(parseSrcset("a.png 100w 50h, b.png 50h"), [{ url: "a.png", width: 100 }]);
});
