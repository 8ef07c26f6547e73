/**
 * The ink term of the visual score: where the two pages put marks — the edges of dark
 * things (text strokes, rules, the outlines of fills) — and how many of each page's marks
 * the other page has within 1 mm (2 px at 50 dpi).
 */
import type { RgbImage } from "./ppm.ts";

/** A pixel is ink when its luminance is below this (of 255). */
export const INK_LUMINANCE = 200;
/** A mark matches when the other page has a mark within this many pixels (Euclidean). */
export const MATCH_RADIUS_PX = 2;

/**
 * Ink pixels (1) of an image: Rec. 601 luma (ITU-R BT.601, the weights of the classic
 * RGB → grey conversion) below INK_LUMINANCE.
 */
export function inkMask(image: RgbImage): Uint8Array {
  const { data } = image;
  const mask = new Uint8Array(image.width * image.height);
  for (let i = 0, p = 0; i < mask.length; i++, p += 3) {
    const luma = 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
    mask[i] = luma < INK_LUMINANCE ? 1 : 0;
  }
  return mask;
}

/**
 * Marks: ink pixels with a non-ink pixel among their 8 neighbours. Thin strokes stay whole
 * while a filled area only counts by its rim, so a large fill does not outweigh the text on a
 * page. Outside the image counts as non-ink.
 */
export function marksOf(ink: Uint8Array, width: number, height: number): Uint8Array {
  const marks = new Uint8Array(ink.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!ink[i]) continue;
      const edge = x === 0 || x === width - 1 || y === 0 || y === height - 1 ||
        !ink[i - 1] || !ink[i + 1] || !ink[i - width] || !ink[i + width] ||
        !ink[i - width - 1] || !ink[i - width + 1] || !ink[i + width - 1] || !ink[i + width + 1];
      if (edge) marks[i] = 1;
    }
  }
  return marks;
}

/** The offsets within MATCH_RADIUS_PX of a pixel: a digital disc. */
const DISC: ReadonlyArray<readonly [number, number]> = (() => {
  const offsets: [number, number][] = [];
  for (let dy = -MATCH_RADIUS_PX; dy <= MATCH_RADIUS_PX; dy++) {
    for (let dx = -MATCH_RADIUS_PX; dx <= MATCH_RADIUS_PX; dx++) {
      if (dx * dx + dy * dy <= MATCH_RADIUS_PX * MATCH_RADIUS_PX) offsets.push([dx, dy]);
    }
  }
  return offsets;
})();

/** Pixels within MATCH_RADIUS_PX of a mark (a dilation of `marks` by the disc). */
function nearMarks(marks: Uint8Array, width: number, height: number): Uint8Array {
  const near = new Uint8Array(marks.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!marks[y * width + x]) continue;
      for (const [dx, dy] of DISC) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && nx < width && ny >= 0 && ny < height) near[ny * width + nx] = 1;
      }
    }
  }
  return near;
}

/** How each pixel of a compared page pair counts in the ink term: no mark of either page. */
export const MARK_NONE = 0;
/** A mark of either page with a mark of the other within the radius. */
export const MARK_MATCHED = 1;
/** A reference mark the candidate lacks (missing or moved). */
export const MARK_MISSING = 2;
/** A candidate mark the reference lacks (extra or moved). */
export const MARK_EXTRA = 3;

export interface InkComparison {
  /** Share of the reference's marks with a candidate mark within the radius. */
  recall: number;
  /** Share of the candidate's marks with a reference mark within the radius. */
  precision: number;
  /** Harmonic mean of recall and precision; 1 when neither page has marks. */
  f1: number;
  /** One MARK_* value per pixel, for the diff image. */
  kinds: Uint8Array;
}

/** Compares the marks of two same-sized pages (reference first). */
export function compareMarks(
  reference: Uint8Array,
  candidate: Uint8Array,
  width: number,
  height: number,
): InkComparison {
  const nearReference = nearMarks(reference, width, height);
  const nearCandidate = nearMarks(candidate, width, height);
  const kinds = new Uint8Array(reference.length);
  let referenceMarks = 0;
  let recalled = 0;
  let candidateMarks = 0;
  let precise = 0;
  for (let i = 0; i < kinds.length; i++) {
    if (reference[i]) {
      referenceMarks++;
      recalled += nearCandidate[i];
      kinds[i] = nearCandidate[i] ? MARK_MATCHED : MARK_MISSING;
    }
    if (candidate[i]) {
      candidateMarks++;
      precise += nearReference[i];
      // A reference mark here would make this one matched, so nothing is overwritten.
      kinds[i] = nearReference[i] ? MARK_MATCHED : MARK_EXTRA;
    }
  }
  if (referenceMarks === 0 || candidateMarks === 0) {
    const same = referenceMarks === candidateMarks ? 1 : 0;
    return { recall: same, precision: same, f1: same, kinds };
  }
  const recall = recalled / referenceMarks;
  const precision = precise / candidateMarks;
  const f1 = recall + precision === 0 ? 0 : 2 * recall * precision / (recall + precision);
  return { recall, precision, f1, kinds };
}
