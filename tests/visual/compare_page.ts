/**
 * One page pair of the visual score: both 100 dpi rasters halved to 50 dpi, padded white to a
 * common size, then page score = geometry × (0.7 · ink F1 + 0.3 · colour).
 */
import { colourOverlap } from "./colour.ts";
import { geometryFactor } from "./geometry.ts";
import { compareMarks, inkMask, marksOf } from "./ink.ts";
import type { RgbImage } from "./ppm.ts";
import { halve, padWhite } from "./raster.ts";

export const INK_WEIGHT = 0.7;
export const COLOUR_WEIGHT = 0.3;

export interface PageFigures {
  score: number;
  /** Ink F1 and its two halves. */
  ink: number;
  inkRecall: number;
  inkPrecision: number;
  colour: number;
  geometry: number;
}

export interface PageComparison {
  figures: PageFigures;
  /** MARK_* per pixel of the common 50 dpi canvas (see ink.ts). */
  markKinds: Uint8Array;
  width: number;
  height: number;
}

/** Compares a reference page with a candidate page, both drawn at 100 dpi. */
export function comparePage(reference: RgbImage, candidate: RgbImage): PageComparison {
  const ref = halve(reference);
  const cand = halve(candidate);
  const width = Math.max(ref.width, cand.width);
  const height = Math.max(ref.height, cand.height);
  const refPadded = padWhite(ref, width, height);
  const candPadded = padWhite(cand, width, height);
  const ink = compareMarks(
    marksOf(inkMask(refPadded), width, height),
    marksOf(inkMask(candPadded), width, height),
    width,
    height,
  );
  const colour = colourOverlap(refPadded, candPadded);
  const geometry = geometryFactor(ref, cand);
  return {
    figures: {
      score: geometry * (INK_WEIGHT * ink.f1 + COLOUR_WEIGHT * colour),
      ink: ink.f1,
      inkRecall: ink.recall,
      inkPrecision: ink.precision,
      colour,
      geometry,
    },
    markKinds: ink.kinds,
    width,
    height,
  };
}
