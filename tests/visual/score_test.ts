/**
 * The visual score on synthetic PDFs made with pdf-lib, rasterised by the real pdftoppm: the
 * figures a user of score.ts reads, for cases whose answer is known.
 */
import assert from "node:assert/strict";
import { PDFDocument, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { runProcess } from "../helpers/subprocess.ts";
import { withTempDir } from "../helpers/temp_dir.ts";
import { InputError, scorePdfs } from "./score.ts";

const A4: [number, number] = [595.28, 841.89];
const LETTER: [number, number] = [612, 792];
const SCORE_TS = new URL("./score.ts", import.meta.url).pathname;

type Draw = (page: PDFPage, font: Awaited<ReturnType<PDFDocument["embedFont"]>>) => void;

/** Writes a PDF with one page per entry of `pages` (each a size and what to draw). */
async function writePdf(path: string, pages: { size?: [number, number]; draw?: Draw }[]) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const { size = A4, draw } of pages) {
    const page = doc.addPage(size);
    draw?.(page, font);
  }
  await Deno.writeFile(path, await doc.save());
}

/** A paragraph of 12pt text and a filled box, `dx`, `dy` points off the usual place. */
function content(dx = 0, dy = 0): Draw {
  return (page, font) => {
    const lines = [
      "The quick brown fox jumps over the lazy dog, again and again,",
      "while the visual score compares where the ink of both pages sits",
      "and where their colour mass is, at fifty dots per inch.",
    ];
    lines.forEach((line, i) =>
      page.drawText(line, { x: 72 + dx, y: 760 - 16 * i + dy, size: 12, font })
    );
    page.drawRectangle({
      x: 72 + dx,
      y: 560 + dy,
      width: 200,
      height: 100,
      color: rgb(0.2, 0.4, 0.8),
    });
  };
}

Deno.test("identical PDFs score 1 on every figure", async () => {
  await withTempDir(async (dir) => {
    await writePdf(`${dir}/a.pdf`, [{ draw: content() }, { draw: content(0, -300) }]);
    const result = await scorePdfs(`${dir}/a.pdf`, `${dir}/a.pdf`);
    assert.equal(result.score, 1);
    assert.equal(result.pages.length, 2);
    for (const page of result.pages) {
      assert.deepEqual(
        [page.ink, page.inkRecall, page.inkPrecision, page.colour, page.geometry, page.missing],
        [1, 1, 1, 1, 1, false],
      );
    }
  });
});

Deno.test("a blank page against a page with ink scores 0", async () => {
  await withTempDir(async (dir) => {
    await writePdf(`${dir}/ink.pdf`, [{ draw: content() }]);
    await writePdf(`${dir}/blank.pdf`, [{}]);
    for (const [ref, cand] of [["ink", "blank"], ["blank", "ink"]]) {
      const result = await scorePdfs(`${dir}/${ref}.pdf`, `${dir}/${cand}.pdf`);
      assert.equal(result.score, 0, `${ref} against ${cand}`);
      assert.equal(result.pages[0].ink, 0);
      assert.equal(result.pages[0].colour, 0);
    }
    // Two blank pages are the same page.
    assert.equal((await scorePdfs(`${dir}/blank.pdf`, `${dir}/blank.pdf`)).score, 1);
  });
});

Deno.test("shifted content lowers the score, more the further it moves", async () => {
  await withTempDir(async (dir) => {
    await writePdf(`${dir}/ref.pdf`, [{ draw: content() }]);
    const scores: number[] = [];
    for (const shift of [0.5, 3, 12]) {
      await writePdf(`${dir}/moved.pdf`, [{ draw: content(shift, -shift) }]);
      scores.push((await scorePdfs(`${dir}/ref.pdf`, `${dir}/moved.pdf`)).score);
    }
    // Half a point is far inside the 1 mm tolerance; 12 points (4 mm) is far outside it.
    assert.ok(scores[0] > 0.95, `0.5pt: ${scores[0]}`);
    assert.ok(scores[1] < scores[0] && scores[2] < scores[1], scores.join(" > "));
    assert.ok(scores[2] < 0.5, `12pt: ${scores[2]}`);
  });
});

Deno.test("A4 against Letter: geometry is their overlap, about 0.92", async () => {
  await withTempDir(async (dir) => {
    await writePdf(`${dir}/a4.pdf`, [{ draw: content() }]);
    await writePdf(`${dir}/letter.pdf`, [{ size: LETTER, draw: content(0, 792 - A4[1]) }]);
    const [page] = (await scorePdfs(`${dir}/a4.pdf`, `${dir}/letter.pdf`)).pages;
    // 413 × 585 against 425 × 550 pixels at 50 dpi: 413·550 / (413·585 + 425·550 − 413·550).
    assert.ok(Math.abs(page.geometry - 0.9152) < 0.0001, String(page.geometry));
    // Content at the same distance from the top-left corner still matches.
    assert.equal(page.ink, 1);
    assert.ok(Math.abs(page.score - page.geometry * (0.7 + 0.3 * page.colour)) < 1e-9);
  });
});

Deno.test("a page only one PDF has scores 0 and halves a one-page document", async () => {
  await withTempDir(async (dir) => {
    await writePdf(`${dir}/one.pdf`, [{ draw: content() }]);
    await writePdf(`${dir}/two.pdf`, [{ draw: content() }, {}]);
    const result = await scorePdfs(`${dir}/one.pdf`, `${dir}/two.pdf`);
    assert.equal(result.referencePages, 1);
    assert.equal(result.candidatePages, 2);
    assert.equal(result.score, 0.5);
    assert.equal(result.pages[1].missing, true);
    assert.equal(result.pages[1].score, 0);
  });
});

Deno.test("the diff image is a PNG with the three columns side by side", async () => {
  await withTempDir(async (dir) => {
    await writePdf(`${dir}/ref.pdf`, [{ draw: content() }]);
    await writePdf(`${dir}/cand.pdf`, [{ draw: content(10, 0) }, {}]);
    await scorePdfs(`${dir}/ref.pdf`, `${dir}/cand.pdf`, { diff: `${dir}/diff.png` });
    const png = await Deno.readFile(`${dir}/diff.png`);
    assert.deepEqual([...png.subarray(1, 4)], [0x50, 0x4e, 0x47]); // "PNG"
    const view = new DataView(png.buffer);
    // IHDR: three 827 px wide A4 columns, two page rows of 1170 px.
    assert.ok(view.getUint32(16) > 3 * 827, `width ${view.getUint32(16)}`);
    assert.ok(view.getUint32(20) > 2 * 1170, `height ${view.getUint32(20)}`);
  });
});

Deno.test("unreadable input is an InputError; the CLI exits 2 for it and prints the score", async () => {
  await withTempDir(async (dir) => {
    await Deno.writeTextFile(`${dir}/not.pdf`, "not a PDF");
    await writePdf(`${dir}/a.pdf`, [{ draw: content() }]);
    await assert.rejects(scorePdfs(`${dir}/a.pdf`, `${dir}/not.pdf`), InputError);
    await assert.rejects(scorePdfs(`${dir}/missing.pdf`, `${dir}/a.pdf`), InputError);

    const run = (args: string[]) => runProcess(Deno.execPath(), ["run", "-A", SCORE_TS, ...args]);
    const ok = await run([`${dir}/a.pdf`, `${dir}/a.pdf`]);
    assert.equal(ok.code, 0, ok.stderr);
    assert.match(new TextDecoder().decode(ok.stdout), /\nscore: 1\.0000\n$/);
    const bad = await run([`${dir}/a.pdf`, `${dir}/not.pdf`]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /cannot read/);
    assert.equal((await run([`${dir}/a.pdf`])).code, 2);
  });
});
