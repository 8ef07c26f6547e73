/** Pages as printed: what the page area shows of the flow, read back from the PDF's pixels. */
import { deepStrictEqual as eq } from "node:assert/strict";
import { renderPdf } from "../mod.ts";
import { pdfPixels } from "../../tests/helpers/printed_pixels.ts";
import { withPdfFile } from "../../tests/helpers/temp_dir.ts";

const BLUE = [51, 102, 204];
const WHITE = [255, 255, 255];

Deno.test("content is cut at the page area's left edge, as Chromium prints it", async () => {
  const pdf = await renderPdf(`<!DOCTYPE html><html><head><style>
    @page { size: 400px 300px; margin: 20px 40px }
    html { print-color-adjust: exact }
    body { margin: 0 }
  </style></head><body>
    <div style="margin-left: -30px; width: 100px; height: 40px; background: #3366cc"></div>
  </body></html>`);
  const pixel = await withPdfFile(pdf, pdfPixels);
  // Chromium 156: the box shows from x 40, the page area's left edge, to 110.
  eq([pixel(20, 40), pixel(38, 40), pixel(42, 40), pixel(108, 40)], [WHITE, WHITE, BLUE, BLUE]);
});
