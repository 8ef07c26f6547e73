import { deepStrictEqual as eq, equal } from "node:assert/strict";
import type { Element } from "domhandler";
import { findElement, parseHtml } from "../html/parse.ts";
import { imageSource } from "./image_source.ts";

/** A page area 580px wide, 780px tall (portrait), as the fixtures' prints have. */
const media = { width: 580, height: 780 };

function source(html: string) {
  const img = findElement(parseHtml(html), "img") as Element;
  return imageSource(img, media);
}

Deno.test("img: src alone is the 1x candidate; none without src or srcset", () => {
  eq(source(`<img src="a.png">`), { url: "a.png", density: 1 });
  equal(source(`<img>`), null);
  equal(source(`<img src="">`), null);
  eq(source(`<img src="a.png" srcset="">`), { url: "a.png", density: 1 });
});

Deno.test("srcset densities: the ones Chromium prints (device pixel ratio 1, Blink's mean rule)", () => {
  // Each pair checked against headless Chromium's print of fresh files (pdfimages' ppi).
  eq(source(`<img srcset="a 0.9x, b 1.1x">`), { url: "b", density: 1.1 });
  eq(source(`<img srcset="a 1x, b 1.5x">`), { url: "a", density: 1 });
  eq(source(`<img srcset="a 0.5x, b 1.9x">`), { url: "b", density: 1.9 });
  eq(source(`<img srcset="a 0.5x, b 2.1x">`), { url: "b", density: 2.1 });
  eq(source(`<img srcset="a 0.8x, b 0.9x">`), { url: "b", density: 0.9 });
  eq(source(`<img srcset="a 1x, b 4x, c 10x">`), { url: "a", density: 1 });
  eq(source(`<img srcset="a 3x, b 3.2x">`), { url: "a", density: 3 });
  eq(source(`<img src="a" srcset="b 2x">`), { url: "a", density: 1 });
  eq(source(`<img src="a" srcset="b 1x, c 2x">`), { url: "b", density: 1 });
});

Deno.test("srcset widths: density is the width over the source size from sizes (100vw without)", () => {
  eq(source(`<img srcset="a 200w, b 400w" sizes="200px">`), { url: "a", density: 1 });
  eq(source(`<img srcset="a 80w" sizes="160px">`), { url: "a", density: 0.5 });
  eq(source(`<img srcset="a 100w, b 400w, c 1000w">`), { url: "c", density: 1000 / 580 });
  eq(source(`<img srcset="a 100w, b 200w" sizes="(min-width: 500px) 150px, 50px">`), {
    url: "b",
    density: 200 / 150,
  });
  // With width descriptors src is not a candidate.
  eq(source(`<img src="x" srcset="a 100w" sizes="100px">`), { url: "a", density: 1 });
});

Deno.test("picture: the first source whose media matches and whose type is decodable", () => {
  const picture = (sources: string) => source(`<picture>${sources}<img src="img.png"></picture>`);
  eq(picture(`<source media="print" srcset="p.png">`), { url: "p.png", density: 1 });
  eq(picture(`<source media="screen" srcset="s.png">`), { url: "img.png", density: 1 });
  eq(picture(`<source media="(min-width: 1000px)" srcset="w.png">`), {
    url: "img.png",
    density: 1,
  });
  eq(picture(`<source media="(min-width: 500px)" srcset="w.png">`), { url: "w.png", density: 1 });
  eq(picture(`<source media="(orientation: portrait)" srcset="o.png">`), {
    url: "o.png",
    density: 1,
  });
  eq(picture(`<source type="image/x-foo" srcset="f.png"><source type="image/webp" srcset="w">`), {
    url: "w",
    density: 1,
  });
  eq(picture(`<source type="image/avif" srcset="a.avif">`), { url: "a.avif", density: 1 });
  eq(picture(`<source srcset="a 1x, b 2x">`), { url: "a", density: 1 });
  eq(picture(`<source srcset="">`), { url: "img.png", density: 1 });
  // Sources after the img do not count.
  eq(source(`<picture><img src="i"><source srcset="late"></picture>`), { url: "i", density: 1 });
});
