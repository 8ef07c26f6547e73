import assert from "node:assert/strict";
import type { Element } from "domhandler";
import { styleDocument } from "../../css/mod.ts";
import { findElement, parseHtml } from "../../html/parse.ts";
import { FontRegistry } from "../../text/mod.ts";
import { buildBoxTree } from "../build_boxes.ts";
import type { BoxFragment } from "../fragment.ts";
import { Fragmentainer, PageSequence } from "../page/mod.ts";
import { boxes, lines } from "../testing.ts";
import { layoutRoot } from "./mod.ts";

/**
 * As tests/visual/fixtures/page_width_change.html: 400×300px pages with 20px margins, the
 * first with a 180px right margin — a 200px wide page area, then 360px ones, 260px tall.
 */
async function layoutOnPages(body: string): Promise<BoxFragment> {
  const html = `<!doctype html><style>body { margin: 0; font: 16px/20px Arial } p { margin: 0 }
    .wrap { border: 4px solid; padding: 4px } .half { width: 50% }</style>${body}`;
  const document = parseHtml(html);
  const styled = styleDocument(document, { viewport: { width: 200, height: 260 } });
  const root = findElement(document, "html") as Element;
  const pages = new PageSequence((index) => ({ width: index === 0 ? 200 : 360, height: 260 }));
  const ctx = { registry: await FontRegistry.bundled(), fragmentainer: new Fragmentainer(pages) };
  return layoutRoot(buildBoxTree(root, styled), 200, null, ctx);
}

const WORDS = Array.from({ length: 90 }, (_, i) => `word${i}`).join(" ");

const rects = (root: BoxFragment, id: string) =>
  boxes(root).filter((b) => b.element?.attribs.id === id).map((b) => [b.x, b.y, b.width]);

Deno.test("lines continuing onto a wider page fill that page's width", async () => {
  const root = await layoutOnPages(`<p id=p>${WORDS}</p>`);
  const widths = lines(root).map((line) => [Math.floor(line.y / 260), line.width]);
  assert.ok(widths.some(([page]) => page === 1));
  for (const [page, width] of widths) assert.equal(width, page === 0 ? 200 : 360);
  // 13 lines on the narrow first page, more words on each wider line after it.
  assert.equal(widths.filter(([page]) => page === 0).length, 13);
});

Deno.test("auto and percentage widths follow each page; the box is cut where they change", async () => {
  const root = await layoutOnPages(`<div class=wrap id=w><p class=half id=p>${WORDS}</p></div>`);
  // The wrapper fills each page area; the paragraph is half of the wrapper's content box.
  const wrap = rects(root, "w");
  assert.deepEqual(wrap.slice(0, 2), [[0, 0, 200], [0, 260, 360]]);
  assert.deepEqual(rects(root, "p").slice(0, 2), [[8, 8, 92], [8, 260, 172]]);
  const pieces = boxes(root).filter((b) => b.element?.attribs.id === "w");
  // The border is sliced: the first piece has no bottom border, the last no top border.
  assert.deepEqual(pieces.map((b) => [b.border.top, b.border.bottom]), [[4, 0], [0, 4]]);
  assert.equal(pieces[0].height, 260);
});

Deno.test("a fixed width stays on every page, so its box is not cut", async () => {
  const root = await layoutOnPages(`<div class=wrap id=w style="width:150px">${WORDS}</div>`);
  assert.deepEqual(rects(root, "w"), [[0, 0, 166]]);
});

Deno.test("a heading continuing onto a wider page stays one box, its lines as wide as each page", async () => {
  const root = await layoutOnPages(`<div style="height:220px"></div><h2 id=h>${WORDS}</h2>`);
  assert.equal(rects(root, "h").length, 1);
  const widths = lines(root).map((line) => line.width);
  assert.deepEqual([...new Set(widths)], [200, 360]);
});
