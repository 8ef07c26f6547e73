/**
 * Bookmarks, links, named destinations and metadata read back from the PDF with qpdf and
 * poppler, as a viewer would find them, and compared with Chromium's print of the same
 * document (fixtures/navigation.html: a three-level heading tree over two pages, a link
 * broken over lines, one broken over the page break, links into the document).
 */
import assert from "node:assert/strict";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import denoJson from "../deno.json" with { type: "json" };
import { renderPdf } from "../lib/mod.ts";
import { chromiumAvailable, printToPdf } from "./helpers/chromium.ts";
import { runCli } from "./helpers/cli.ts";
import { type Link, outlineShape, readNavigation } from "./helpers/pdf_navigation.ts";
import { pdfInfo } from "./helpers/pdf_tools.ts";
import { startServer } from "./helpers/server.ts";
import { runToolOk } from "./helpers/subprocess.ts";
import { withPdfFile, withTempDir } from "./helpers/temp_dir.ts";

const FIXTURE = fileURLToPath(new URL("./fixtures/navigation.html", import.meta.url));
const html = await Deno.readTextFile(FIXTURE);
const render = (options = {}) => renderPdf(html, { baseDir: dirname(FIXTURE), ...options });
const ours = await readNavigation(await render());

/** The outline Chromium 156 prints with --generate-pdf-document-outline: titles, pages, nesting. */
const OUTLINE = [
  ["Introduction to navigation", 1, [
    ["Background", 1, [["History", 1, []], ["Motivation", 1, []]]],
    ["Results", 2, [["Figures", 2, [["Detail of the figures", 2, []]]]]],
  ]],
  // The h3 after the h1 nests right under it, one level skipped.
  ["Appendix", 2, [["Notes, one level skipped", 2, []]]],
];

const linksTo = (links: Link[], uri: string) => links.filter((l) => l.uri === uri);

Deno.test("the outline nests the headings by level and opens at each heading", () => {
  assert.deepEqual(outlineShape(ours.outline), OUTLINE);
  const [intro] = ours.outline;
  // A4, 40px (30pt) margins: the h1's 21.44px (16.08pt) top margin below the page area's top.
  assert.deepEqual(intro.at, { page: 1, left: 30, top: 841.89 - 30 - 16.08 });
  // Every entry is open: /Count is the number of entries shown under it.
  assert.equal(intro.count, 6);
});

Deno.test("#id links go to the element's page and top; # to the document's top", () => {
  const internal = ours.links.filter((l) => l.uri === null);
  assert.deepEqual(internal.map((l) => l.page), [1, 1]);
  const [toResults, toTop] = internal;
  const results = ours.outline[0].children[1];
  assert.deepEqual(toResults.to, results.at);
  assert.deepEqual(ours.dests.get("results"), results.at);
  assert.deepEqual(toTop.to, { page: 1, left: 0, top: 841.89 });
  // "#missing" names no element: no link, as in Chromium.
  assert.equal(ours.links.filter((l) => l.page === 1 && l.rect[1] > 735).length, 3);
  assert.deepEqual(linksTo(ours.links, "mailto:ada@example.com").length, 1);
});

Deno.test("a link broken over lines and over a page break has a rectangle per line", () => {
  const wrapped = linksTo(ours.links, "https://example.com/a-link-that-wraps");
  assert.deepEqual(wrapped.map((l) => l.page), [1, 1, 1]);
  // One line under the other, 15pt (20px) apart.
  const bottoms = wrapped.map((l) => l.rect[1]);
  assert.deepEqual(bottoms.slice(1).map((b, i) => Math.round((bottoms[i] - b) * 100) / 100), [
    15,
    15,
  ]);
  const long = linksTo(ours.links, "https://example.com/long");
  assert.deepEqual(long.map((l) => l.page), [1, 1, ...Array(10).fill(2)]);
  // An inline-block link is one rectangle, its border box: 12pt of padding and border above
  // and below 20px (15pt) of line.
  const [button] = linksTo(ours.links, "https://example.com/button");
  assert.equal(Math.round((button.rect[3] - button.rect[1]) * 100) / 100, 15 + 2 * 5.25);
});

Deno.test("every element with an id is a named destination (file.pdf#nameddest=…)", async () => {
  const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]).sort();
  assert.deepEqual([...ours.dests.keys()].sort(), ids);
  assert.equal(ours.dests.get("appendix")?.page, 2);
  // poppler lists them too.
  const listed = await withPdfFile(
    await render(),
    (path) => runToolOk("pdfinfo", ["-dests", path]),
  );
  assert.match(listed, /^\s+2 \[ XYZ\s+30\s+\d+ null\s+\] "results"$/m);
});

Deno.test("the document's title, author, description and keywords are the PDF's, in XMP too", async () => {
  const pdf = await render();
  const info = await pdfInfo(pdf);
  assert.equal(info.Title, "Navigation fixture");
  assert.equal(info.Author, "Ada Lovelace");
  assert.equal(info.Subject, "Bookmarks, links and destinations");
  assert.equal(info.Keywords, "outline, links, destinations");
  assert.equal(info.Creator, `html2pdf ${denoJson.version}`);
  assert.equal(info.Producer, `html2pdf ${denoJson.version}`);
  assert.equal(info.CreationDate, undefined);
  assert.equal(ours.catalog["/Lang"], "u:en-GB");
  const xmp = await withPdfFile(pdf, (path) => runToolOk("pdfinfo", ["-meta", path]));
  assert.ok(xmp.includes('<rdf:li xml:lang="x-default">Navigation fixture</rdf:li>'));
  assert.ok(xmp.includes("<rdf:li>Ada Lovelace</rdf:li>"));
  assert.ok(xmp.includes(`<pdf:Producer>html2pdf ${denoJson.version}</pdf:Producer>`));
  // The same input gives the same bytes.
  assert.deepEqual(await render(), pdf);
});

Deno.test("bookmarks: false leaves the outline out and keeps links and destinations", async () => {
  const without = await readNavigation(await render({ bookmarks: false }));
  assert.equal(without.catalog["/Outlines"], undefined);
  assert.deepEqual(without.links, ours.links);
  assert.deepEqual(without.dests, ours.dests);
});

Deno.test("the outline holds role=heading elements and aria-level, as Chromium's does", async () => {
  // What Chromium 156 prints with --generate-pdf-document-outline for the same document: the
  // accessibility tree's headings, so no heading hidden from it or given another role.
  const pdf = await renderPdf(`<title>Roles</title>
    <style>@page { size: 400px 600px; margin: 20px } body { font: 12px Arial }</style>
    <h1>Guide</h1>
    <div role="heading" aria-level="2">Role heading</div>
    <div role="heading">Role heading without a level</div>
    <h2 aria-level="4">Level four by aria-level</h2>
    <h4>A real h4</h4>
    <h2 style="visibility: hidden">Invisible</h2>
    <h2 hidden>Hidden</h2>
    <div aria-hidden="true"><h2>Under aria-hidden</h2></div>
    <h2 role="presentation">Presentation</h2>
    <h2 role="button">Button</h2>
    <div role="heading" aria-level="7">Level seven</div>
    <h3 aria-level="1">Back to level one</h3>
    <div role="HEADING" aria-level="3">Upper-case role</div>`);
  assert.deepEqual(outlineShape((await readNavigation(pdf)).outline), [
    ["Guide", 1, [
      ["Role heading", 1, []],
      ["Role heading without a level", 1, [
        ["Level four by aria-level", 1, []],
        ["A real h4", 1, []],
      ]],
    ]],
    ["Back to level one", 1, [["Upper-case role", 1, []]]],
  ]);
});

Deno.test({
  name: "Chromium's print has the same outline, links and link targets",
  ignore: !(await chromiumAvailable()),
  async fn() {
    const chromium = await withTempDir(async (dir) => {
      const out = `${dir}/chromium.pdf`;
      await printToPdf(FIXTURE, out, ["--generate-pdf-document-outline"]);
      return await readNavigation(await Deno.readFile(out));
    });
    assert.deepEqual(outlineShape(chromium.outline), OUTLINE);
    assert.equal(chromium.pages, ours.pages);
    // The same links on the same pages, each line's rectangle within 4pt of Chromium's.
    assert.equal(ours.links.length, chromium.links.length);
    ours.links.forEach((link, i) => {
      const theirs = chromium.links[i];
      assert.equal(link.page, theirs.page, `link ${i} page`);
      assert.equal(link.uri, theirs.uri, `link ${i} URI`);
      assert.equal(link.to?.page, theirs.to?.page, `link ${i} target page`);
      link.rect.forEach((v, k) => {
        assert.ok(Math.abs(v - theirs.rect[k]) < 4, `link ${i} rect ${link.rect} ~ ${theirs.rect}`);
      });
    });
    // Outline entries open where Chromium's do: Chromium points at the text's top, within the
    // heading's half-leading of its box's top.
    const flat = (items: typeof ours.outline): typeof ours.outline =>
      items.flatMap((item) => [item, ...flat(item.children)]);
    const theirs = flat(chromium.outline);
    flat(ours.outline).forEach((item, i) => {
      assert.ok(Math.abs(item.at.top! - theirs[i].at.top!) < 6, `${item.title}: ${item.at.top}`);
    });
  },
});

Deno.test("the CLI's --no-bookmarks and --creation-date, and the service's options", async () => {
  await withTempDir(async (dir) => {
    const out = `${dir}/out.pdf`;
    const cli = await runCli([
      "render",
      FIXTURE,
      "-o",
      out,
      "--no-bookmarks",
      "--creation-date",
      "2024-05-01T12:00:00Z",
    ]);
    assert.equal(cli.code, 0, cli.stderr);
    const pdf = await Deno.readFile(out);
    assert.equal((await readNavigation(pdf)).outline.length, 0);
    assert.match((await pdfInfo(pdf)).CreationDate, /2024/);
  });
  const server = await startServer();
  try {
    const response = await fetch(`${server.url}/api/render`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        html,
        options: { bookmarks: false, creationDate: "2024-05-01T12:00:00Z" },
      }),
    });
    assert.equal(response.status, 200);
    const pdf = new Uint8Array(await response.arrayBuffer());
    const read = await readNavigation(pdf);
    assert.equal(read.outline.length, 0);
    assert.equal(read.dests.get("results")?.page, 2);
    const info = await withPdfFile(pdf, (path) => runToolOk("pdfinfo", ["-isodates", path]));
    assert.match(info, /^CreationDate:\s+2024-05-01T12:00:00Z$/m);
  } finally {
    await server.stop();
  }
});
