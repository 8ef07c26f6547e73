import { deepStrictEqual as eq, ok } from "node:assert/strict";
import { loadBackgroundImages } from "./background_images.ts";
import { layoutHtml } from "./layout/testing.ts";
import { ResourceLoader } from "./resources/mod.ts";

const png = await Deno.readFile(new URL("./image/testdata/gray8.png", import.meta.url));
const dataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...png))}`;

Deno.test("each background URL of the flow is loaded and decoded once; broken ones warn", async () => {
  const root = await layoutHtml(`<style>.a { background: url(${dataUrl}) }</style>
    <div class="a"></div><p>text <span class="a">inline</span></p>
    <div style="background-image: linear-gradient(red, blue), url(data:image/png;base64,AAAA)">
    </div>`);
  const loader = new ResourceLoader({ baseDir: null, allowNetwork: false });
  const warnings: string[] = [];
  const images = await loadBackgroundImages(root, loader, (w) => warnings.push(w));
  const image = images(dataUrl);
  ok(image);
  eq(images(dataUrl), image);
  eq(images("data:image/png;base64,AAAA"), null);
  eq(warnings.length, 1);
  ok(warnings[0].includes("AAAA"), warnings[0]);
});
