/**
 * Today's stylesheets end to end: a nested invoice stylesheet in the shape of WeasyPrint's
 * sample, and a card styled the way Tailwind v4 writes it (cascade layers, @property initial
 * values, oklch theme colours). Words must sit where Chromium 156 prints them (pdftotext's
 * boxes of its `--print-to-pdf`, within a pixel across and a pixel and a half down).
 */
import assert from "node:assert/strict";
import { renderPdf } from "../lib/mod.ts";
import { pdfFonts, type WordBox, wordBoxes } from "./helpers/pdf_tools.ts";

/** The words in order, each within a pixel of Chromium's [text, left, top]. */
function assertPlaced(actual: WordBox[], expected: Array<[string, number, number]>) {
  assert.deepEqual(actual.map((w) => w.text), expected.map(([text]) => text));
  for (const [i, { text, left, top }] of actual.entries()) {
    const [, wantLeft, wantTop] = expected[i];
    assert.ok(Math.abs(left - wantLeft) < 1, `${text} left ${left}, Chromium ${wantLeft}`);
    assert.ok(Math.abs(top - wantTop) < 1.5, `${text} top ${top}, Chromium ${wantTop}`);
  }
}

Deno.test("a nested invoice stylesheet prints as in Chromium: floats, generated colons, bold totals", async () => {
  const pdf = await renderPdf(`<!doctype html><html><head><style>
    @page { size: A4; margin: 2cm }
    html {
      color: #14213d;
      font: 11pt Arial, sans-serif;
      body { margin: 0; }
      h1 { color: #1ee494; text-transform: uppercase; margin: 0 0 1cm; }
      aside {
        address {
          font-style: normal;
          white-space: pre-line;
          &#from { float: left; }
          &#to { float: right; text-align: right; }
        }
      }
      dl {
        clear: both;
        dt, dd { display: inline; margin: 0; }
        dt::after { content: ":"; }
        dd { font-weight: bold; }
      }
      table {
        width: 100%;
        border-collapse: collapse;
        td {
          padding: 4px 0;
          &:last-of-type { text-align: right; font-weight: bold; }
        }
      }
    }
  </style></head><body>
  <h1>Invoice</h1>
  <aside><address id="from">Seller Ltd
1 Main Street</address><address id="to">Buyer Corp
9 High Road</address></aside>
  <dl><dt>Number</dt><dd>42</dd></dl>
  <table><tr><td>Website design</td><td>1200</td></tr><tr><td>Hosting</td><td>300</td></tr></table>
  </body></html>`);
  assertPlaced(await wordBoxes(pdf), [
    ["INVOICE", 76, 76.45],
    ["Seller", 76, 147.73],
    ["Ltd", 117.54, 147.73],
    ["1", 76, 163.73],
    ["Main", 88.22, 163.73],
    ["Street", 124.06, 163.73],
    ["Number:42", 76, 179.73],
    ["Buyer", 644.86, 147.73],
    ["Corp", 687.22, 147.73],
    ["9", 637.52, 163.73],
    ["High", 649.74, 163.73],
    ["Road", 683.95, 163.73],
    ["Website", 76, 213.73],
    ["design", 132.75, 213.73],
    ["1200", 686.39, 213.73],
    ["Hosting", 76, 237.73],
    ["300", 694.53, 237.73],
  ]);
  const fonts = (await pdfFonts(pdf)).join("\n");
  assert.match(fonts, /LiberationSans-Bold/);
});

Deno.test("a Tailwind v4 card prints as in Chromium: layered utilities, @property border style", async () => {
  // Without @property's initial value `border-style: var(--tw-border-style)` would be
  // invalid, the borders none, and every word 4px or 1px further left.
  const pdf = await renderPdf(`<!doctype html><html><head><style>
    @page { size: A4; margin: 2cm }
    @layer theme, base, components, utilities;
    @layer theme {
      :root, :host {
        --font-sans: Arial, sans-serif;
        --color-sky-700: oklch(50% 0.134 242.749);
        --color-gray-300: oklch(87.2% 0.01 258.338);
        --spacing: 0.25rem;
        --text-lg: 1.125rem;
        --text-lg--line-height: calc(1.75 / 1.125);
      }
    }
    @layer base {
      *, ::after, ::before { box-sizing: border-box; margin: 0; padding: 0; border: 0 solid; }
      html { font-family: var(--font-sans); line-height: 1.5; }
    }
    @layer utilities {
      .border { border-style: var(--tw-border-style); border-width: 1px; }
      .border-4 { border-style: var(--tw-border-style); border-width: 4px; }
      .border-dashed { --tw-border-style: dashed; border-style: dashed; }
      .border-gray-300 { border-color: var(--color-gray-300); }
      .p-4 { padding: calc(var(--spacing) * 4); }
      .mt-2 { margin-top: calc(var(--spacing) * 2); }
      .text-lg {
        font-size: var(--text-lg);
        line-height: var(--tw-leading, var(--text-lg--line-height));
      }
      .text-sky-700 { color: var(--color-sky-700); }
      .font-bold { --tw-font-weight: 700; font-weight: 700; }
    }
    p { margin-bottom: 2px; }
    @property --tw-border-style { syntax: "*"; inherits: false; initial-value: solid; }
    @property --tw-font-weight { syntax: "*"; inherits: false; }
    @property --tw-leading { syntax: "*"; inherits: false; }
  </style></head><body>
  <div class="border-4 border-gray-300 p-4"><p class="text-lg font-bold text-sky-700">Card title</p>
  <p class="mt-2">Plain words</p></div>
  <div class="border border-dashed p-4 mt-2">Dashed box</div>
  <div class="p-4">No border</div>
  </body></html>`);
  assertPlaced(await wordBoxes(pdf), [
    ["Card", 96, 99.71],
    ["title", 142.01, 99.71],
    ["Plain", 96, 134.52],
    ["words", 136.02, 134.52],
    ["Dashed", 93, 205.52],
    ["box", 152.59, 205.52],
    ["No", 92, 262.52],
    ["border", 116.9, 262.52],
  ]);
});
