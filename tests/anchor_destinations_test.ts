/**
 * Anchors with no content — an empty `<a id>`, `<a name>` or `<span id>` alone on its line or in
 * its block, an empty `<div id>` — are named destinations and link targets, read back from the
 * PDF with qpdf and compared with where Chromium 156 puts its own.
 */
import assert from "node:assert/strict";
import { renderPdf } from "../lib/mod.ts";
import { readNavigation } from "./helpers/pdf_navigation.ts";

const HTML = `<!doctype html><style>
  @page { size: 400px 500px; margin: 20px } body { margin: 0; font: 14px/20px Arial } p { margin: 0 }
</style>
<p><a href="#a1">a1</a> <a href="#s1">s1</a> <a href="#d1">d1</a> <a href="#n1">n1</a>
<a href="#s3">s3</a></p>
<p style="break-before: page">text <a id="a1"></a>after</p>
<p style="margin-top: 100px"><span id="s1"></span></p>
<div id="d1" style="margin-top: 50px"></div>
<p style="margin-top: 30px">x</p>
<p style="break-before: page"><a name="n1"></a></p>
<p style="margin-left: 40px; margin-top: 10px">y<br><span id="s3"></span><br>z</p>`;

Deno.test("empty anchors are named destinations where Chromium puts them, and links reach them", async () => {
  const nav = await readNavigation(await renderPdf(HTML));
  assert.equal(nav.pages, 3);
  // Chromium 156 gives the same places, its coordinates 15pt left of and 15.12pt above ours
  // (its page area origin): s1 and d1 at the top of the collapsed 100px margin on page two,
  // n1 at the top of page three's area, s3 on the line after the first <br>.
  const at = (name: string) => {
    const place = nav.dests.get(name);
    return place && [place.page, Math.round(place.left ?? NaN), Math.round(place.top ?? NaN)];
  };
  assert.deepEqual(at("s1"), [2, 15, 270]);
  assert.deepEqual(at("d1"), [2, 15, 270]);
  assert.deepEqual(at("n1"), [3, 15, 360]);
  assert.deepEqual(at("s3"), [3, 45, 336]);
  // An empty anchor inside a line of text was found before, and still is.
  assert.equal(at("a1")?.[0], 2);
  // Every link on page one goes to its anchor's place.
  const targets = nav.links.filter((l) => l.page === 1).map((l) => l.to);
  assert.deepEqual(targets, ["a1", "s1", "d1", "n1", "s3"].map((name) => nav.dests.get(name)));
});
