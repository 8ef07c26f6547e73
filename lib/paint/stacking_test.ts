/** Painting order of positioned boxes and stacking contexts (CSS 2.2 Appendix E). */
import { deepStrictEqual as eq } from "node:assert/strict";
import { paintedPage } from "./testing.ts";

const doc = (body: string) =>
  `<!DOCTYPE html><html><head><style>body{margin:0;font:16px Arial} div{height:20px}</style>` +
  `</head><body>${body}</body></html>`;

/** The background rects painted on one page, as `#rrggbb@y` in paint order. */
async function painted(html: string, pageHeight = 1000, page = 0): Promise<string[]> {
  const out = await paintedPage(html, pageHeight, page);
  const hex = (n: number) => n.toString(16).padStart(2, "0");
  return out.flatMap((item) =>
    item.kind === "rect"
      ? [`#${hex(item.color.r)}${hex(item.color.g)}${hex(item.color.b)}@${item.y}`]
      : []
  );
}

Deno.test("negative z-index under the blocks, then z-index auto in tree order, then positive by level", async () => {
  const order = await painted(doc(`
    <div style="position:relative;z-index:3;background:#000003"></div>
    <div style="position:absolute;z-index:-1;width:10px;background:#0000ff"></div>
    <div style="background:#aaaaaa"></div>
    <div style="position:relative;z-index:1;background:#000001"></div>
    <div style="position:relative;background:#00aa00"></div>
    <div style="position:relative;z-index:2;background:#000002"></div>
    <div style="float:left;width:10px;background:#ff0000"></div>`));
  eq(order.map((item) => item.split("@")[0]), [
    "#0000ff", // step 3: negative levels, under in-flow blocks
    "#aaaaaa", // step 4: in-flow block backgrounds
    "#ff0000", // step 5: floats
    "#00aa00", // step 8: positioned, z-index auto, in tree order
    "#000001", // step 9: positive levels by level, then tree order
    "#000002",
    "#000003",
  ]);
});

Deno.test("a z-index auto box's negative descendants belong to the enclosing context", async () => {
  const order = await painted(doc(`
    <div style="background:#aaaaaa"></div>
    <div style="position:relative;background:#00aa00">
      <div style="position:relative;z-index:-1;background:#0000ff"></div>
    </div>
    <div style="position:relative;z-index:0;background:#000001">
      <div style="position:relative;z-index:-1;background:#000002"></div>
    </div>`));
  // The z-index 0 box makes a context: its negative child paints above its background only.
  eq(order.map((item) => item.split("@")[0]), [
    "#0000ff",
    "#aaaaaa",
    "#00aa00",
    "#000001",
    "#000002",
  ]);
});

Deno.test("a fixed box repeats on every page; an absolute one paints on the page it falls on", async () => {
  const html = doc(
    `<div style="position:fixed;top:5px;width:10px;height:10px;background:#000001"></div>
    <div style="position:absolute;top:1500px;width:10px;background:#000002"></div>
    <div style="height:2500px"></div>`,
  );
  eq(await painted(html, 1000, 0), ["#000001@5"]);
  eq(await painted(html, 1000, 1), ["#000001@5", "#000002@500"]);
  eq(await painted(html, 1000, 2), ["#000001@5"]);
});

Deno.test("a fixed box past the first page shows from the page its top falls on", async () => {
  // Chromium 156 on a 260px page area: top 400px prints at 140px on the second page and
  // after; a box at 200px, 200px high, shows 60px of each page's copy at its foot and the
  // other 140px at the top of the next page.
  const html = (style: string) =>
    doc(`<div style="position:fixed;${style};width:10px;background:#000001"></div>
    <div style="height:700px"></div>`);
  const below = html("top:400px;height:20px");
  eq(await painted(below, 260, 0), []);
  eq(await painted(below, 260, 1), ["#000001@140"]);
  eq(await painted(below, 260, 2), ["#000001@140"]);
  const across = html("top:200px;height:200px");
  eq(await painted(across, 260, 0), ["#000001@200"]);
  eq(await painted(across, 260, 1), ["#000001@-60", "#000001@200"]);
});

Deno.test("a flex item with a z-index paints as a layer though not positioned", async () => {
  const order = await painted(doc(`<section style="display:flex">
    <div style="z-index:1;width:50px;background:#000001"></div>
    <div style="margin-left:-25px;width:50px;background:#000002"></div>
  </section>`));
  // Flexbox 1 §4.3: the first item's level 1 puts it above the second, which overlaps it.
  eq(order.map((item) => item.split("@")[0]), ["#000002", "#000001"]);
});

Deno.test("a grid item with a z-index paints as a layer though not positioned", async () => {
  const order = await painted(doc(`<section style="display:grid;grid-template-columns:50px">
    <div style="z-index:1;grid-area:1 / 1;background:#000001"></div>
    <div style="grid-area:1 / 1;background:#000002"></div>
  </section>`));
  // Grid 1 §9: the first item's level 1 puts it above the second, in the same cell.
  eq(order.map((item) => item.split("@")[0]), ["#000002", "#000001"]);
});

Deno.test("a fixed box inside a transformed box does not repeat: the transformed box contains it", async () => {
  const html = doc(
    `<div style="transform:translateX(0)"><div style="position:fixed;top:5px;width:10px;height:10px;background:#000001"></div></div>
    <div style="height:2500px"></div>`,
  );
  eq(await painted(html, 1000, 0), ["#000001@5"]);
  eq(await painted(html, 1000, 1), []);
});

Deno.test("fixed boxes make a context: a negative child paints above the fixed box's background", async () => {
  const order = await painted(doc(`
    <div style="background:#aaaaaa"></div>
    <div style="position:fixed;top:0;width:10px;background:#000001">
      <div style="position:relative;z-index:-1;background:#000002"></div>
    </div>`));
  eq(order.map((item) => item.split("@")[0]), ["#aaaaaa", "#000001", "#000002"]);
});

/** Background rects as `#rrggbb@y` and glyph runs as `text@baseline`, in paint order. */
async function paintedRectsAndText(html: string): Promise<string[]> {
  const out = await paintedPage(html, 1000, 0);
  const hex = (n: number) => n.toString(16).padStart(2, "0");
  return out.flatMap((item) =>
    item.kind === "rect"
      ? [`#${hex(item.color.r)}${hex(item.color.g)}${hex(item.color.b)}@${item.y}`]
      : item.kind === "glyphs"
      ? [`text@${item.y}`]
      : []
  );
}

const inlineDoc = (body: string) =>
  `<!DOCTYPE html><html><head><style>body{margin:0;font:18px/28px Arial} p{margin:0}</style>` +
  `</head><body>${body}</body></html>`;

Deno.test("a relative inline box paints after the in-flow text, its own text with it", async () => {
  const order = await paintedRectsAndText(inlineDoc(`
    <p>aaa <span style="position:relative;top:18px;background:#000001">bbb</span> ccc</p>
    <p>ddd</p>`));
  // Chromium 156: the span's box at y 22 (4 + 18), over the next paragraph's text (baseline
  // 48), which a span painted in flow would lie under (Appendix E step 8).
  eq(order, ["text@20", "text@20", "text@20", "text@48", "#000001@22", "text@38"]);
});

Deno.test("inline z-index: 1 paints above a later positioned block, -1 under its block", async () => {
  const order = await paintedRectsAndText(inlineDoc(`
    <p>a <span style="position:relative;z-index:1;background:#000001">b</span></p>
    <div style="position:relative;height:10px;background:#000002"></div>
    <p style="background:#aaaaaa">c <span style="position:relative;z-index:-1;background:#000003">d</span></p>`));
  // Chromium 156 places them at y 42, 38, 28 and 4.
  eq(order.filter((item) => item.startsWith("#")), [
    "#000003@42", // step 3: under the block backgrounds of its own paragraph
    "#aaaaaa@38",
    "#000002@28", // step 8: z-index auto
    "#000001@4", // step 9
  ]);
});

Deno.test("a wrapped relative inline paints a piece per line; a nested one after it", async () => {
  const order = await paintedRectsAndText(inlineDoc(`<p style="width:120px">aaa
    <span style="position:relative;top:8px;background:#000001">bbb ccc ddd
    <span style="position:relative;top:-6px;background:#000002">eee</span></span></p>`));
  // Chromium 156: the outer span's pieces at y 12 and 40, the nested one at 34.
  eq(order.filter((item) => item.startsWith("#")), ["#000001@12", "#000001@40", "#000002@34"]);
});
