/**
 * The diff image: one row per page, headed by its figures, under a title with the document
 * score. Columns: the reference at 100 dpi, the candidate at 100 dpi, and the marks the ink
 * term compares (50 dpi, drawn 2×): grey where both PDFs have them within 1 mm, red for
 * reference marks the candidate lacks (missing or moved), blue for candidate marks the
 * reference lacks (extra or moved).
 */
import { blankImage, blit, type Colour, fillRect } from "./canvas.ts";
import type { PageComparison } from "./compare_page.ts";
import { MARK_EXTRA, MARK_MATCHED, MARK_MISSING } from "./ink.ts";
import { InputError } from "./input_error.ts";
import { encodePng } from "./png.ts";
import type { RgbImage } from "./ppm.ts";
import { drawText, GLYPH_HEIGHT } from "./tiny_font.ts";

/** One page pair; `comparison` is absent when only one PDF has the page. */
export interface DiffRow {
  page: number;
  reference?: RgbImage;
  candidate?: RgbImage;
  comparison?: PageComparison;
}

const TEXT_SCALE = 3;
const LINE_HEIGHT = (GLYPH_HEIGHT + 3) * TEXT_SCALE;
const GAP = 12;
const BACKGROUND: Colour = [90, 90, 90];
const TEXT: Colour = [255, 255, 255];
const NO_PAGE: Colour = [170, 170, 170];
const MARK_COLOURS: Record<number, Colour> = {
  [MARK_MATCHED]: [170, 170, 170],
  [MARK_MISSING]: [220, 0, 0],
  [MARK_EXTRA]: [0, 90, 255],
};

/** The marks column: each 50 dpi pixel as a 2 × 2 square on white. */
function marksImage(comparison: PageComparison): RgbImage {
  const { width, height, markKinds } = comparison;
  const image = blankImage(width * 2, height * 2, [255, 255, 255]);
  for (let i = 0; i < markKinds.length; i++) {
    const colour = MARK_COLOURS[markKinds[i]];
    if (colour) fillRect(image, (i % width) * 2, Math.floor(i / width) * 2, 2, 2, colour);
  }
  return image;
}

function rowCaption(row: DiffRow): string {
  const figures = row.comparison?.figures;
  if (!figures) {
    return `page ${row.page}  missing in the ${row.candidate ? "reference" : "candidate"}`;
  }
  const f = (n: number) => n.toFixed(3);
  return `page ${row.page}  score ${f(figures.score)}  ink ${f(figures.ink)} (recall ` +
    `${f(figures.inkRecall)} precision ${f(figures.inkPrecision)})  colour ${f(figures.colour)}` +
    `  geometry ${f(figures.geometry)}`;
}

/** Renders the diff image for `rows` and writes it as PNG to `path`. */
export async function writeDiffImage(path: string, score: number, rows: DiffRow[]): Promise<void> {
  const cells = rows.map((row) => {
    const sizeOf = row.reference ?? row.candidate!;
    return [
      row.reference,
      row.candidate,
      row.comparison ? marksImage(row.comparison) : undefined,
    ].map((image) => image ?? blankImage(sizeOf.width, sizeOf.height, NO_PAGE));
  });
  const columnWidth = Math.max(...cells.flat().map((cell) => cell.width));
  const width = 3 * columnWidth + 4 * GAP;
  const rowHeights = cells.map((row) => LINE_HEIGHT + Math.max(...row.map((cell) => cell.height)));
  const height = LINE_HEIGHT + rowHeights.reduce((sum, h) => sum + h + GAP, GAP);
  const image = blankImage(width, height, BACKGROUND);
  drawText(
    image,
    `score ${score.toFixed(4)}  reference - candidate - marks`,
    GAP,
    GAP,
    TEXT_SCALE,
    TEXT,
  );
  let y = GAP + LINE_HEIGHT;
  rows.forEach((row, r) => {
    drawText(image, rowCaption(row), GAP, y, TEXT_SCALE, TEXT);
    cells[r].forEach((cell, c) =>
      blit(image, cell, GAP + c * (columnWidth + GAP), y + LINE_HEIGHT)
    );
    y += rowHeights[r] + GAP;
  });
  try {
    await Deno.writeFile(path, encodePng(image));
  } catch (error) {
    throw new InputError(`cannot write the diff image ${path}: ${(error as Error).message}`);
  }
}
