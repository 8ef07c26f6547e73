import { deepStrictEqual as eq, equal, ok } from "node:assert/strict";
import { layoutHtml } from "../layout/testing.ts";
import { ResourceLoader } from "../resources/mod.ts";
import { flowImageUrls } from "./flow_urls.ts";
import { FontRegistry } from "../text/mod.ts";
import { DocumentImages } from "./store.ts";

const testdata = new URL("../image/testdata/", import.meta.url).pathname;
const png = await Deno.readFile(`${testdata}gray8.png`);
const dataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...png))}`;
const loader = () => new ResourceLoader({ baseDir: testdata, allowNetwork: false });

/** A loader that records each URL it is asked for. */
class CountingLoader extends ResourceLoader {
  readonly asked: string[] = [];
  constructor() {
    super({ baseDir: testdata, allowNetwork: false });
  }
  override load(href: string) {
    this.asked.push(href);
    return super.load(href);
  }
}

Deno.test("each background URL of the flow is loaded and decoded once; broken ones warn", async () => {
  const root = await layoutHtml(`<style>.a { background: url(${dataUrl}) }</style>
    <div class="a"></div><p>text <span class="a">inline</span></p>
    <div style="background-image: linear-gradient(red, blue), url(data:image/png;base64,AAAA)">
    </div>`);
  const counting = new CountingLoader();
  const images = new DocumentImages(counting);
  await images.load(flowImageUrls(root));
  await images.load([dataUrl]);
  // Three elements share the first URL; the gradient layer is no URL.
  eq(counting.asked, [dataUrl, "data:image/png;base64,AAAA"]);
  const image = images.raster(dataUrl);
  ok(image);
  eq([image.intrinsicWidth, image.intrinsicHeight], [5, 3]);
  equal(images.raster("data:image/png;base64,AAAA"), null);
  equal(images.warnings.length, 1);
  ok(images.warnings[0].includes("AAAA"), images.warnings[0]);
});

Deno.test("files below the base directory; a missing one has no image and the loader warns", async () => {
  const l = new CountingLoader();
  const images = new DocumentImages(l);
  await images.load(["rgb.jpg", "missing.png", "rgb.jpg"]);
  await images.load(["missing.png"]);
  eq(l.asked, ["rgb.jpg", "missing.png"]);
  equal(images.get("rgb.jpg")?.kind, "raster");
  equal(images.get("missing.png"), null);
  equal(images.get("other.png"), null);
  equal(images.warnings.length, 0);
  eq(l.warnings.map((w) => [w.reason, w.url.endsWith("/missing.png")]), [["not-found", true]]);
});

Deno.test("an SVG file is a vector drawing with its natural size; its data: images load", async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">` +
    `<image href="${dataUrl}" width="10" height="10"/><rect width="40" height="20"/></svg>`;
  const url = `data:image/svg+xml;base64,${btoa(svg)}`;
  const images = new DocumentImages(loader());
  await images.load([url]);
  const image = images.get(url);
  equal(image?.kind, "svg");
  if (image?.kind === "svg") eq(image.svg.natural, { width: 40, height: 20, ratio: 2 });
  ok(images.raster(dataUrl));
  // As a background it draws into each tile: the raster, then the rectangle.
  const painted = images.painted(await FontRegistry.bundled())(url);
  ok(painted && "draw" in painted);
  const items = painted.draw({ x: 0, y: 0, width: 80, height: 40 });
  eq(items.filter((i) => i.kind === "image" || i.kind === "shape").map((i) => i.kind), [
    "image",
    "shape",
  ]);
  await images.load([`data:image/svg+xml,<p>not svg</p>`]);
  equal(images.warnings.length, 1);
});
