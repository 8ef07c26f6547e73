import assert from "node:assert/strict";
import { PAGED_MEDIA_PROPERTIES, styleDocument } from "../../css/mod.ts";
import { findElement, parseHtml } from "../../html/parse.ts";
import { FontRegistry } from "../../text/mod.ts";
import { layoutRoot } from "../block/mod.ts";
import { buildBoxTree } from "../build_boxes.ts";
import { byId, layoutHtml } from "../testing.ts";
import { Fragmentainer } from "./fragmentainer.ts";
import { assignPageNames, startPageName } from "./page_names.ts";
import { PageSequence } from "./page_sequence.ts";

const doc = (body: string, css = "") =>
  `<!DOCTYPE html><style>body{margin:0;font:16px/20px Arial}p{margin:0}${css}</style>${body}`;

/** Lays out on pages 100px tall (600 wide), named page "wide" 60 tall and 800 wide. */
async function layoutNamed(html: string) {
  const document = parseHtml(html);
  const styled = styleDocument(document, { viewport: { width: 600, height: 800 } });
  const root = buildBoxTree(findElement(document, "html")!, styled);
  assignPageNames(root, (style) => styled.internalValue(style, PAGED_MEDIA_PROPERTIES.page));
  const pages = new PageSequence(
    (_index, request) =>
      request.name === "wide" ? { width: 800, height: 60 } : { width: 600, height: 100 },
    startPageName(root),
  );
  const fragmentainer = new Fragmentainer(pages);
  const registry = await FontRegistry.bundled();
  return { root: layoutRoot(root, pages.page(0).width, null, { registry, fragmentainer }), pages };
}

Deno.test("a first child's forced break is its parent's: the parent starts the next page", async () => {
  const root = await layoutHtml(
    doc(`<p>a</p><section id=s style="border-top:2px solid;padding-top:3px">
      <h1 id=h style="break-before:page;margin:0;font-size:16px">b</h1></section>`),
    600,
    100,
  );
  assert.equal(byId(root, "s").y, 100, "nothing of the section stays on page one");
  assert.equal(byId(root, "h").y, 105);
});

Deno.test("margins before a forced break are dropped, the next box's own kept (§5.2)", async () => {
  const root = await layoutHtml(
    doc(
      `<p style="margin-bottom:60px">a</p><p id=b style="break-before:page;margin-top:10px">b</p>`,
    ),
    600,
    100,
  );
  // Chromium 156 puts b 10px below the top of page two.
  assert.equal(byId(root, "b").y, 110);
});

Deno.test("break-after: avoid moves a heading to the next page with its paragraph", async () => {
  const css = "h2{break-after:avoid;margin:6px 0 0;font-size:16px;line-height:20px}";
  const root = await layoutHtml(
    doc(`<div style="height:64px"></div><h2 id=h>Heading</h2><p id=p>one<br>two<br>three</p>`, css),
    600,
    100,
  );
  // The paragraph's first two lines (orphans: 2) do not fit under the heading at 70–90.
  assert.equal(byId(root, "h").y, 100, "its top margin truncated at the unforced break");
  assert.equal(byId(root, "p").y, 120);
});

Deno.test("break-before: avoid joins a run of siblings; a run at a page top stays", async () => {
  const css = "h1,h2{margin:0;font-size:16px;line-height:20px}.k{break-before:avoid}";
  const chain = await layoutHtml(
    doc(
      `<div style="height:50px"></div><h1 id=a>A</h1><h2 id=b class=k>B</h2>` +
        `<p id=p class=k>one<br>two</p>`,
      css,
    ),
    600,
    100,
  );
  assert.equal(byId(chain, "a").y, 100, "the whole run moves");
  assert.equal(byId(chain, "p").y, 140);
  const top = await layoutHtml(
    doc(`<h1 id=a>A</h1><p id=p class=k style="height:150px">tall</p>`, css),
    600,
    100,
  );
  assert.equal(byId(top, "a").y, 0, "moving would leave an empty page");
});

Deno.test("named pages: a break between different names, each run at its page's width", async () => {
  const { root, pages } = await layoutNamed(
    doc(
      `<p id=a>a</p><div id=w style="page:wide"><p id=wp>wide</p><p id=w2 style="height:50px;break-inside:avoid">
      tall</p></div><p id=after>after</p>`,
    ),
  );
  assert.equal(byId(root, "w").y, 100);
  assert.equal(byId(root, "wp").width, 800);
  assert.equal(byId(root, "w2").y, 160, "overflow onto another wide page, 60px tall");
  assert.equal(byId(root, "after").y, 220);
  assert.equal(byId(root, "after").width, 600);
  assert.deepEqual(pages.pages.map((p) => p.name), [null, "wide", "wide", null]);
});

Deno.test("break-before: right leaves a blank left page before the content", async () => {
  const { root, pages } = await layoutNamed(
    doc(`<p>a</p><p id=r style="break-before:right">r</p><p id=l style="break-before:left">l</p>`),
  );
  assert.equal(byId(root, "r").y, 200, "page 1 is a left page: blank");
  assert.equal(byId(root, "l").y, 300, "page 3 is a left page already");
  assert.deepEqual(pages.pages.map((p) => p.blank), [false, true, false, false]);
});

Deno.test("a body held by max-width keeps its width on a wider named page", async () => {
  const { root } = await layoutNamed(
    doc(
      `<p>a</p><div id=w style="page:wide"><p id=wp>wide</p></div>`,
      "body{max-width:500px}",
    ),
  );
  assert.equal(byId(root, "wp").width, 500);
});

Deno.test("a forced break before an empty block still breaks before what follows", async () => {
  const root = await layoutHtml(
    doc(`<p>a</p><p id=e style="break-before:page"></p><p id=b style="margin-top:10px">b</p>`),
    600,
    100,
  );
  // Chromium 156 prints b 10px below the top of page two, the empty block at its top.
  assert.deepEqual([byId(root, "e").y, byId(root, "b").y], [100, 110]);
});
