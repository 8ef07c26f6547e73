/**
 * The renderer end to end through the library API, checked with qpdf and poppler:
 * real embedded text, pagination, page geometry, templates, determinism.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { InputError, LimitError, renderPdf } from "../lib/mod.ts";
import {
  pageSizePt,
  pageTexts,
  pdfFonts,
  pdfInfo,
  qpdfCheck,
  wordBoxes,
} from "./helpers/pdf_tools.ts";
import { withTempDir } from "./helpers/temp_dir.ts";

const paragraphs = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<p>Paragraph ${i + 1}: the quick brown fox jumps over the lazy dog, again and again, ` +
      `until the line has to wrap at a break opportunity.</p>`,
  ).join("");

Deno.test("text in several fonts is embedded as subsets and extractable", async () => {
  const pdf = await renderPdf(
    `<body style="font-family:Arial"><h1>Quarterly report</h1><p>Plain, <b>bold</b>, <i>italic</i>, ` +
      `<span style="font-family:'Times New Roman'">serif</span>, <code>mono</code> and Zoë’s café → done.</p></body>`,
  );
  const check = await qpdfCheck(pdf);
  assert.equal(check.code, 0, check.stdout + check.stderr);
  const [text] = await pageTexts(pdf);
  assert.match(text, /Quarterly report/);
  assert.match(text, /Plain, bold, italic, serif, mono and Zoë’s café → done\./);
  const fonts = await pdfFonts(pdf);
  const names = fonts.map((l) => l.split(/\s+/)[0].replace(/^[A-Z]{6}\+/, ""));
  for (
    const expected of [
      "LiberationSans-Bold",
      "LiberationSans",
      "LiberationSans-Italic",
      "LiberationSerif",
      "LiberationMono",
    ]
  ) {
    assert.ok(names.includes(expected), `${expected} in ${names.join(", ")}`);
  }
  for (const line of fonts) assert.match(line, /CID TrueType\s+Identity-H\s+yes yes yes/, line);
});

Deno.test("a long document paginates over as many pages as it needs, in order", async () => {
  const pdf = await renderPdf(paragraphs(120));
  const pages = await pageTexts(pdf);
  assert.ok(pages.length >= 4, `${pages.length} pages`);
  assert.equal(Number((await pdfInfo(pdf)).Pages), pages.length);
  const all = pages.join("\n");
  let last = -1;
  for (let i = 1; i <= 120; i++) {
    const at = all.indexOf(`Paragraph ${i}:`);
    assert.ok(at > last, `paragraph ${i} in order`);
    last = at;
  }
});

Deno.test("page size, orientation and margins come from options; @page overrides them", async () => {
  assert.deepEqual(await pageSizePt(await renderPdf("<p>x</p>")), [595.28, 841.89]);
  assert.deepEqual(await pageSizePt(await renderPdf("<p>x</p>", { pageSize: "Letter" })), [
    612,
    792,
  ]);
  assert.deepEqual(
    await pageSizePt(await renderPdf("<p>x</p>", { pageSize: "A5", landscape: true })),
    [595.28, 419.53],
  );
  const legal = await renderPdf("<style>@page { size: legal landscape }</style><p>x</p>", {
    pageSize: "A4",
  });
  assert.deepEqual(await pageSizePt(legal), [1008, 612]);
  // Wider margins leave less room per page: the same text needs more pages.
  const narrow =
    (await pageTexts(await renderPdf(paragraphs(60), { margins: { top: 300, bottom: 300 } })))
      .length;
  const wide = (await pageTexts(await renderPdf(paragraphs(60)))).length;
  assert.ok(narrow > wide, `${narrow} > ${wide}`);
  const viaPage =
    (await pageTexts(await renderPdf(`<style>@page{margin:300px 40px}</style>${paragraphs(60)}`)))
      .length;
  assert.equal(viaPage, narrow);
});

Deno.test("the page area is laid out in whole pixels, rounded up as Chromium does", async () => {
  // A4 with 20mm margins: 642.52 × 971.34px exactly, laid out as 643 × 972 from (76, 76).
  const page =
    "<style>@page { size: A4; margin: 20mm } body { margin: 0; font: 10px/12px Arial }</style>";
  const fits = await renderPdf(`${page}<div style="height:960px"></div><div>fits</div>`);
  assert.deepEqual((await wordBoxes(fits)).map((w) => [w.page, w.text]), [[1, "fits"]]);
  const over = await renderPdf(`${page}<div style="height:960.5px"></div><div>next</div>`);
  assert.deepEqual((await wordBoxes(over)).map((w) => [w.page, w.text]), [[2, "next"]]);
  const right = await renderPdf(`${page}<div style="text-align:right">end</div>`);
  const [end] = await wordBoxes(right);
  assert.ok(Math.abs(end.right - (76 + 643)) < 0.05, `right edge at ${end.right}px`);
});

Deno.test("a kerning pair across a break opportunity kerns as in one run (Arial: space + A)", async () => {
  // Liberation Sans kerns space-A by -113/2048 em: Chromium shapes "16 A" as one run.
  const pdf = await renderPdf(
    '<p style="font:20px Arial;margin:0">16 A</p><p style="font:20px Arial;margin:0">16 B</p>',
  );
  const [sixteenA, a, sixteenB, b] = await wordBoxes(pdf);
  const gapA = a.left - sixteenA.right;
  const gapB = b.left - sixteenB.right;
  assert.ok(Math.abs(gapB - gapA - 20 * 113 / 2048) < 0.02, `gaps ${gapA} and ${gapB}`);
});

Deno.test("header and footer templates show on every page with {page} and {pages}", async () => {
  const pdf = await renderPdf(paragraphs(80), {
    header: "<div style='text-align:right'>ACME Corp — Report</div>",
    footer: "Page {page} of {pages}",
  });
  const pages = await pageTexts(pdf);
  assert.ok(pages.length >= 3);
  pages.forEach((text, i) => {
    assert.match(text, /ACME Corp — Report/);
    assert.match(text, new RegExp(`Page ${i + 1} of ${pages.length}`));
    // The header is above the body text, the footer below it.
    assert.ok(text.indexOf("ACME") < text.indexOf("Paragraph"));
    assert.ok(text.indexOf(`Page ${i + 1} of`) > text.lastIndexOf("Paragraph"));
  });
});

Deno.test("the title option, else the document's <title>, becomes the PDF Title", async () => {
  assert.equal(
    (await pdfInfo(await renderPdf("<title>From HTML</title><p>x</p>"))).Title,
    "From HTML",
  );
  assert.equal(
    (await pdfInfo(await renderPdf("<title>From HTML</title><p>x</p>", { title: "Given" }))).Title,
    "Given",
  );
});

Deno.test("the same input gives the same bytes", async () => {
  const html = `<h1>Same</h1>${paragraphs(30)}`;
  const a = await renderPdf(html, { footer: "{page}/{pages}", title: "T" });
  const b = await renderPdf(html, { footer: "{page}/{pages}", title: "T" });
  assert.deepEqual(a, b);
});

Deno.test("relative stylesheets load from the base directory only", async () => {
  await withTempDir(async (dir) => {
    await Deno.mkdir(join(dir, "site"));
    await Deno.writeTextFile(join(dir, "site", "style.css"), "p { text-transform: uppercase }");
    await Deno.writeTextFile(join(dir, "outside.css"), "p { text-transform: lowercase }");
    const html = `<link rel=stylesheet href="style.css"><p>Shouting Text</p>`;
    const [withBase] = await pageTexts(await renderPdf(html, { baseDir: join(dir, "site") }));
    assert.match(withBase, /SHOUTING TEXT/);
    const [noBase] = await pageTexts(await renderPdf(html));
    assert.match(noBase, /Shouting Text/);
    const escaping = `<link rel=stylesheet href="../outside.css"><p>Shouting Text</p>`;
    const [outside] = await pageTexts(await renderPdf(escaping, { baseDir: join(dir, "site") }));
    assert.match(outside, /Shouting Text/);
  });
});

Deno.test("invalid options are InputErrors naming the field; runaway page counts a LimitError", async () => {
  await assert.rejects(
    renderPdf("x", { pageSize: "B9" as "A4" }),
    (e) => e instanceof InputError && /pageSize/.test(e.message),
  );
  await assert.rejects(
    renderPdf("x", { margins: { left: -1 } }),
    (e) => e instanceof InputError && /margins\.left/.test(e.message),
  );
  await assert.rejects(renderPdf(42 as unknown as string), InputError);
  const tall = `<div style="height:100000px"></div>`;
  await assert.rejects(
    renderPdf(tall, { maxPages: 50 }),
    (e) => e instanceof LimitError && /limit is 50/.test(e.message),
  );
  const huge = `<div style="height:3000000px"></div>`;
  await assert.rejects(
    renderPdf(huge),
    (e) => e instanceof LimitError && /limit is 2000/.test(e.message),
  );
});

Deno.test("garbage HTML and CSS still render", async () => {
  const pdf = await renderPdf(
    `<p><b><i>unclosed <table><td>cell</p><style>p{color:;;;}}} @media{</style><<>>&amp;`,
  );
  assert.equal((await qpdfCheck(pdf)).code, 0);
  assert.match((await pageTexts(pdf))[0], /unclosed/);
});

Deno.test("ex and ch use the font's x-height and the advance of 0, as in Chromium", async () => {
  const { styleDocument } = await import("../lib/css/mod.ts");
  const { parseHtml } = await import("../lib/html/parse.ts");
  const { FontRegistry, fontUnitsFor } = await import("../lib/text/mod.ts");
  const document = parseHtml(
    `<p style="font:14px Arial;width:20ex;margin-left:20ch"></p><pre style="font:16px 'Courier New';width:10ch"></pre>`,
  );
  const styled = styleDocument(document, {
    viewport: { width: 800, height: 1000 },
    fontUnits: fontUnitsFor(await FontRegistry.bundled()),
  });
  const [p, pre] = [findTag(document, "p"), findTag(document, "pre")];
  // Liberation Sans: OS/2 x-height 1082/2048 em, "0" 1139/2048 em; Liberation Mono "0": 1229/2048.
  assert.deepEqual(styled.styleOf(p).width, { px: 20 * 14 * 1082 / 2048 });
  assert.deepEqual(styled.styleOf(p).marginLeft, { px: 20 * 14 * 1139 / 2048 });
  assert.deepEqual(styled.styleOf(pre).width, { px: 10 * 16 * 1229 / 2048 });
});

function findTag(node: { children?: unknown[] }, name: string): import("domhandler").Element {
  for (const child of (node.children ?? []) as import("domhandler").Element[]) {
    if (child.name === name) return child;
    const found = child.children ? findTag(child, name) : null;
    if (found) return found;
  }
  return null as unknown as import("domhandler").Element;
}
