/**
 * Inline SVG end to end through the library API, read back with qpdf and poppler: a chart
 * stays vector graphics (no image in the file) and its labels stay real, extractable text.
 */
import assert from "node:assert/strict";
import { renderPdf } from "../lib/mod.ts";
import { pdfImages } from "./helpers/pdf_images.ts";
import { pageTexts, qpdfCheck } from "./helpers/pdf_tools.ts";
import { readNavigation } from "./helpers/pdf_navigation.ts";

const CHART = `<!DOCTYPE html><html><head><style>
  @page { size: A5; margin: 20px }
  body { margin: 0; font: 14px Arial }
</style></head><body>
<h1>Quarterly report</h1>
<svg width="400" height="240" viewBox="0 0 400 240" font-family="Arial" font-size="12">
  <defs><linearGradient id="bar" x2="0" y2="1"><stop offset="0" stop-color="#60a5fa"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient>
  <clipPath id="plot"><rect x="40" y="20" width="340" height="180"/></clipPath></defs>
  <g stroke="#e5e7eb"><path d="M40 20.5H380M40 80.5H380M40 140.5H380"/></g>
  <g clip-path="url(#plot)" fill="url(#bar)" opacity="0.9">
    <rect x="60" y="120" width="50" height="80"/><rect x="140" y="60" width="50" height="140"/>
    <rect x="220" y="90" width="50" height="110"/><rect x="300" y="40" width="50" height="160"/>
  </g>
  <polyline points="85,110 165,50 245,80 325,30" fill="none" stroke="#dc2626" stroke-width="2" stroke-dasharray="6 3"/>
  <g text-anchor="middle" fill="#374151"><text x="85" y="218">Q1</text><text x="165" y="218">Q2</text>
  <text x="245" y="218">Q3</text><text x="325" y="218">Q4 <tspan font-weight="bold">record</tspan></text></g>
  <text x="30" y="24" text-anchor="end">100</text>
</svg>
</body></html>`;

Deno.test("an SVG chart prints as vectors with real text; qpdf finds no errors", async () => {
  const pdf = await renderPdf(CHART);
  const check = await qpdfCheck(pdf);
  assert.equal(check.code, 0, check.stdout + check.stderr);
  assert.deepEqual(await pdfImages(pdf), [], "no image: bars, lines and gradients are vectors");
  const [text] = await pageTexts(pdf);
  for (const word of ["Quarterly report", "Q1", "Q2", "Q3", "Q4 record", "100"]) {
    assert.ok(text.includes(word), `"${word}" is extractable: ${JSON.stringify(text)}`);
  }
});

const LINKS = `<!doctype html><html><head><style>
  @page { size: 400px 300px; margin: 0 }
  body { margin: 0 }
</style></head><body>
<svg width="400" height="300" style="display:block" font-family="Arial">
<a href="https://example.com/one"><rect x="10" y="20" width="100" height="50" fill="red" stroke="black" stroke-width="10"/></a>
<g transform="translate(200 100) rotate(45)"><a xlink:href="https://example.com/two"><rect width="50" height="20" fill="blue"/></a></g>
<a href="#target"><circle cx="60" cy="200" r="30"/><rect x="100" y="230" width="20" height="20"/></a>
<a href="https://example.com/text"><text x="200" y="250" font-size="20">Link text</text></a>
<a href="https://example.com/empty"><rect width="0" height="0"/></a>
</svg><div id="target" style="height:10px"></div></body></html>`;

Deno.test("links in SVG cover what their children paint, on the page through transforms", async () => {
  const { links } = await readNavigation(await renderPdf(LINKS));
  // Chromium 156's print of the same page, in px from the top-left (its annotations' /Rect):
  // the stroke's box, the rotated rect's box, the union of two shapes, and the text's line box
  // (Chromium's is 75px wide, its getBBox 74.93, the glyphs' advances 74.48; ours are those).
  const expected: [string, number[]][] = [
    ["https://example.com/one", [5, 15, 110, 60]],
    ["https://example.com/two", [185.86, 100, 49.5, 49.5]],
    ["#target", [30, 170, 90, 80]],
    ["https://example.com/text", [200, 232, 75, 22]],
  ];
  assert.equal(links.length, expected.length, JSON.stringify(links));
  links.forEach((link, i) => {
    const [href, [x, y, width, height]] = expected[i];
    assert.equal(link.uri ?? "#target", href);
    // The target div follows the page-high svg, on page 2.
    if (!link.uri) assert.equal(link.to?.page, 2);
    const [left, bottom, right, top] = link.rect.map((pt) => pt / 0.75);
    const px = [left, 300 - top, right - left, top - bottom];
    px.forEach((v, j) => assert.ok(Math.abs(v - [x, y, width, height][j]) < 0.6, `${href}: ${px}`));
  });
});
