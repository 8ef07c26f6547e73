/**
 * Overflow, transforms, clip-path and transparency end to end through the library API,
 * checked with qpdf and poppler: text inside rotated, faded or clipped boxes stays real text.
 */
import assert from "node:assert/strict";
import { renderPdf } from "../lib/mod.ts";
import { qpdfCheck, wordBoxes } from "./helpers/pdf_tools.ts";
import { runToolOk } from "./helpers/subprocess.ts";
import { withPdfFile } from "./helpers/temp_dir.ts";

/**
 * The text of each page in content order (`pdftotext -raw`): `-layout` scatters the letters of
 * text turned by other than a quarter turn, in Chromium's prints as in ours.
 */
async function rawTexts(pdf: Uint8Array): Promise<string[]> {
  const text = await withPdfFile(pdf, (path) => runToolOk("pdftotext", ["-raw", path, "-"]));
  return text.split("\f").slice(0, -1);
}

const STAMP = `<!DOCTYPE html><html><head><style>
  @page { size: A5; margin: 20px }
  body { margin: 0; font: 16px Arial }
  .stamp { position: absolute; left: 100px; top: 100px; font-size: 40px; transform: rotate(-30deg) }
  .faded { opacity: 0.4; mix-blend-mode: multiply }
  .clipped { width: 120px; height: 22px; overflow: hidden; white-space: nowrap }
  .shape { clip-path: circle(); width: 200px }
  .wm { position: fixed; top: 200px; transform: rotate(45deg); opacity: 0.2 }
</style></head><body>
  <div class="stamp">PAID</div>
  <p class="faded">Faded words</p>
  <div class="clipped">Visible start and a tail cut off</div>
  <div class="shape">Shaped</div>
  <div class="wm">WATERMARK</div>
  <div style="height: 1200px"></div>
</body></html>`;

Deno.test("rotated, faded and clipped text is extractable; qpdf finds no errors", async () => {
  const pdf = await renderPdf(STAMP);
  const check = await qpdfCheck(pdf);
  assert.equal(check.code, 0, check.stdout + check.stderr);
  const [first, second] = await rawTexts(pdf);
  for (const words of ["PAID", "Faded words", "Shaped", "WATERMARK"]) {
    assert.match(first.replace(/\s/g, ""), new RegExp(words.replace(/\s/g, "")));
  }
  // Text cut by a clip is still in the file, as in Chromium's print: the clip hides it.
  assert.match(first, /Visible start/);
  // The fixed watermark repeats on the second page.
  assert.match(second.replace(/\s/g, ""), /WATERMARK/);
});

Deno.test("rotated letters land where Chromium prints them", async () => {
  const fixture = new URL("./visual/fixtures/effects_paid_stamp.html", import.meta.url);
  const reference = await Deno.readFile(
    new URL("./visual/references/effects_paid_stamp.pdf", import.meta.url),
  );
  const ours = await renderPdf(await Deno.readTextFile(fixture));
  // poppler reads the turned "PAID" letter by letter; each box within 1px of Chromium's.
  const letters = async (pdf: Uint8Array) =>
    (await wordBoxes(pdf)).filter((w) => ["P", "A", "I", "D"].includes(w.text));
  const expected = await letters(reference);
  const actual = await letters(ours);
  assert.equal(actual.length, expected.length);
  assert.ok(expected.length >= 2, "the stamp's letters are found");
  expected.forEach((box, i) => {
    assert.equal(actual[i].text, box.text);
    for (const side of ["left", "top", "right"] as const) {
      assert.ok(Math.abs(actual[i][side] - box[side]) < 1, `${box.text} ${side}`);
    }
  });
});
