/**
 * Coloured tiling patterns (PDF 32000-1 §8.7.3.1): a repeated background tile written once as
 * a pattern cell and painted over its whole area by one fill, as Chromium prints repeated
 * backgrounds, instead of one image draw per tile.
 *
 * The cell is in CSS px: the tile from the origin, its steps the tile's repetition distances
 * (larger than the tile for `background-repeat: space`, leaving gaps), so that neighbouring
 * copies meet without seams; its bounding box reaches a hair (BLEED) past the tile. The
 * pattern matrix
 * maps the cell onto the first tile's place in the default space of the stream that paints
 * with it (§8.7.3.1: the page's, or a form's), which keeps the phase whatever transforms are
 * in force.
 */
import type { PDFContext, PDFDict, PDFRef } from "pdf-lib";
import type { Affine } from "../paint/affine.ts";
import type { PageContent } from "./content_stream.ts";
import { formatNumber } from "./number.ts";

/** A tile's content, drawn once, with how it repeats. */
export interface TilingCell extends PageContent {
  /** The tile's size in the cell's space (px): the cell's bounding box from the origin. */
  tile: { width: number; height: number };
  /** The distances between neighbouring tiles' origins, in the cell's space. */
  step: { x: number; y: number };
  /** Pattern space → the default space of the stream that paints with the pattern. */
  matrix: Affine;
}

/**
 * Cell sizes and steps to 4 decimals: a tile 1e-4 px off repeats 1,000 times before it is
 * 0.1 px out of phase, and the bounding box and step of an edge-to-edge tile are written alike.
 */
const CELL_DECIMALS = 4;

/**
 * How far the cell's bounding box reaches past the tile's right and bottom edges, px. Poppler
 * (Evince, Okular, pdftoppm) blits a cell whose box is exactly its step as a bitmap rounded
 * to whole device pixels, so that the copies drift out of phase by up to a pixel per tile
 * (a third of a pixel per 56px tile at 100 dpi); with any other box it draws each copy where
 * it belongs. Chromium's patterns escape it by their boxes' float noise. The copies overlap
 * by this much, where the cell draws nothing but a tile's own edge.
 */
const BLEED = 0.01;

/** Everything that tells one pattern from another, for sharing identical ones. */
export function tilingPatternKey(cell: TilingCell): string {
  return JSON.stringify([
    cell.operators,
    patternNumbers(cell),
    [...cell.fonts],
    [...cell.extGStates],
    [...cell.xObjects],
    [...cell.shadings],
    [...cell.patterns],
  ]);
}

/**
 * The pattern's stream (§8.7.3.1 Table 75): PaintType 1, the cell paints its own colours;
 * TilingType 1, constant spacing, as Chromium writes them.
 */
export function writeTilingPattern(
  context: PDFContext,
  cell: TilingCell,
  resources: PDFDict,
): PDFRef {
  const { bbox, xStep, yStep, matrix } = patternNumbers(cell);
  return context.register(context.flateStream(cell.operators, {
    Type: "Pattern",
    PatternType: 1,
    PaintType: 1,
    TilingType: 1,
    BBox: bbox,
    XStep: xStep,
    YStep: yStep,
    Matrix: matrix,
    Resources: resources,
  }));
}

/** The numbers of the pattern dictionary, rounded as written. */
function patternNumbers({ tile, step, matrix }: TilingCell) {
  const cellNumber = (value: number) => Number(formatNumber(value, CELL_DECIMALS));
  // The matrix's linear part to 6 decimals as `cm` writes it; its translation, in points, to
  // 4 so that the first tile sits within 1e-4 pt of its place.
  const [a, b, c, d, e, f] = matrix;
  return {
    bbox: [0, 0, cellNumber(tile.width + BLEED), cellNumber(tile.height + BLEED)],
    xStep: cellNumber(step.x),
    yStep: cellNumber(step.y),
    matrix: [
      ...[a, b, c, d].map((v) => Number(formatNumber(v, 6))),
      Number(formatNumber(e, 4)),
      Number(formatNumber(f, 4)),
    ],
  };
}
