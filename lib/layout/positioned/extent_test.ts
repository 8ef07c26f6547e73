/**
 * How many pages a document prints on, as Chromium 156 prints it (100mm square pages with
 * 10mm margins: a 303px-high page area), from the flow's extent.
 */
import { equal } from "node:assert/strict";
import { layoutHtml } from "../testing.ts";
import { Fragmentainer } from "../page/mod.ts";
import { flowExtent } from "./extent.ts";

const PAGE = 303;

async function pages(css: string, body = "<p>text</p><div class=a><div></div></div>") {
  const html = `<style>body { margin: 0 } p { margin: 0 } ${css}</style>${body}`;
  const root = await layoutHtml(html, 302, PAGE);
  return new Fragmentainer(PAGE).pageCount(flowExtent(root));
}

Deno.test("a trailing bottom margin starts no page; padding, overflow and the root's height do", async () => {
  equal(await pages(".a div { height: 270px; margin-bottom: 40px }"), 1);
  equal(await pages("body { margin-bottom: 400px }"), 1);
  equal(await pages(".a div { height: 270px; padding-bottom: 40px }"), 2);
  // Content overflowing a box counts, unless the box clips it.
  equal(await pages(".a { height: 100px } .a div { height: 600px }"), 3);
  equal(await pages(".a { height: 100px; overflow: hidden } .a div { height: 600px }"), 1);
  equal(await pages("html { height: 700px }"), 3);
  // Absolutely positioned boxes count where they fall; fixed ones repeat on every page.
  equal(await pages("", `<p>text</p><div style="position:absolute;top:500px">x</div>`), 2);
  const fixed = `<div style="position:fixed;bottom:0;height:50px">footer</div>`;
  equal(await pages(".a div { height: 600px }", `<div class=a><div></div></div>${fixed}`), 2);
});

Deno.test("a fixed box adds the pages that bring its top onto one, as Chromium prints it", async () => {
  // Chromium 156, a 260px-high page area: top 400px prints 2 pages, 600px 3, 261px 2, a box
  // 0px high at 400px 2; top 259px or 200px with a height of 200px or 400px prints one.
  const area = 260;
  const count = async (style: string) => {
    const html = `<style>body { margin: 0 } p { margin: 0 }</style><p>text</p>` +
      `<div style="position:fixed;left:40px;width:100px;${style}"></div>`;
    return new Fragmentainer(area).pageCount(flowExtent(await layoutHtml(html, 360, area)));
  };
  equal(await count("top:400px;height:20px"), 2);
  equal(await count("top:600px;height:20px"), 3);
  equal(await count("top:261px;height:400px"), 2);
  equal(await count("top:260px;height:20px"), 2);
  equal(await count("top:400px;height:0"), 2);
  equal(await count("bottom:-200px;height:40px"), 2);
  equal(await count("top:259.5px;height:20px"), 1);
  equal(await count("top:200px;height:400px"), 1);
  // Inside a transformed box it is contained like an absolute box and counts whole.
  const held = `<div style="transform:translateX(0)"><div style="position:fixed;top:400px;` +
    `height:300px">x</div></div>`;
  equal(await pages("", held), 3);
});
