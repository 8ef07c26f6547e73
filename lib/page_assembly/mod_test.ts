/** Pages as printed: what the page area shows of the flow, read back from the PDF's pixels. */
import { deepStrictEqual as eq } from "node:assert/strict";
import { renderPdf } from "../mod.ts";
import { pdfPixels } from "../../tests/helpers/printed_pixels.ts";
import { withPdfFile } from "../../tests/helpers/temp_dir.ts";

const BLUE = [51, 102, 204];
const RED = [204, 51, 51];
const WHITE = [255, 255, 255];

/** The pixels of the first page of `body` printed on 400 × 300px pages, a 320px page area. */
async function printed(body: string): Promise<(x: number, y: number) => number[]> {
  const pdf = await renderPdf(`<!DOCTYPE html><html><head><style>
    @page { size: 400px 300px; margin: 20px 40px }
    html { print-color-adjust: exact }
    body { margin: 0 }
  </style></head><body>${body}</body></html>`);
  return await withPdfFile(pdf, pdfPixels);
}

Deno.test("content is cut at the page area's left edge, as Chromium prints it", async () => {
  const pixel = await printed(
    `<div style="margin-left: -30px; width: 100px; height: 40px; background: #3366cc"></div>`,
  );
  // Chromium 156: the box shows from x 40, the page area's left edge, to 110.
  eq([pixel(20, 40), pixel(38, 40), pixel(42, 40), pixel(108, 40)], [WHITE, WHITE, BLUE, BLUE]);
});

Deno.test("a document wider than the page area prints shrunk to fit, at most by 1.5, then cut", async () => {
  const pixel = await printed(`
    <div style="width: 600px; height: 60px; background: #3366cc"></div>
    <div style="width: 240px; height: 60px; background: #cc3333"></div>`);
  // Chromium 156: laid out 480px wide (1.5 × 320) and printed at 2/3, the 600px box cut at
  // the page area's right edge (360), the 240px one 160px wide, each 40px high.
  eq([pixel(42, 22), pixel(358, 22), pixel(362, 22), pixel(358, 57)], [BLUE, BLUE, WHITE, BLUE]);
  eq([pixel(197, 62), pixel(202, 62), pixel(197, 97), pixel(197, 102)], [RED, WHITE, RED, WHITE]);
});
