/**
 * The per-page figure of /e2e: how well the places that carry ink agree between the browser's
 * rendering and the PDF, both rasterised at the same low resolution. A pixel carries ink when it
 * differs visibly from white paper; each side's ink counts as found when the other side has ink
 * within `tolerance` pixels. The figure is the harmonic mean (F1) of the two found fractions:
 * 1 when text, rules and backgrounds sit in the same places, lower as they move apart or appear
 * on one side only. It deliberately ignores exact colours and glyph shapes (fonts rasterise
 * differently in every engine), in the spirit of the project's visual score.
 */

/** RGBA pixels, as ImageData holds them. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export interface InkAgreement {
  /** 0–1: F1 of the two fractions below; 1 when neither side has ink. */
  score: number;
  /** Browser ink with PDF ink near it. */
  browserFound: number;
  /** PDF ink with browser ink near it. */
  pdfFound: number;
}

/** A channel this far from white (0–255, after compositing on white) is ink. */
const INK_THRESHOLD = 48;

export function inkAgreement(browser: Raster, pdf: Raster, tolerance = 1): InkAgreement {
  if (browser.width !== pdf.width || browser.height !== pdf.height) {
    throw new RangeError("rasters of different sizes");
  }
  const a = inkMask(browser);
  const b = inkMask(pdf);
  const nearA = dilate(a, browser.width, browser.height, tolerance);
  const nearB = dilate(b, pdf.width, pdf.height, tolerance);
  const browserFound = foundFraction(a, nearB);
  const pdfFound = foundFraction(b, nearA);
  if (browserFound === null && pdfFound === null) return { score: 1, browserFound: 1, pdfFound: 1 };
  const r = browserFound ?? 0;
  const p = pdfFound ?? 0;
  return { score: r + p === 0 ? 0 : 2 * r * p / (r + p), browserFound: r, pdfFound: p };
}

function inkMask({ data, width, height }: Raster): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) {
    const alpha = data[i * 4 + 3] / 255;
    // Distance from white of the pixel composited on white paper.
    const far = Math.max(
      255 - data[i * 4],
      255 - data[i * 4 + 1],
      255 - data[i * 4 + 2],
    ) * alpha;
    mask[i] = far > INK_THRESHOLD ? 1 : 0;
  }
  return mask;
}

/** Every pixel within `radius` (a square neighbourhood) of an ink pixel: rows, then columns. */
function dilate(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  return spread(spread(mask, width, height, radius, 1, width), height, width, radius, width, 1);
}

/**
 * One pass of the dilation along lines of `length` pixels `step` apart, `count` lines each
 * `stride` apart from the next (rows: step 1, stride width; columns: step width, stride 1).
 */
function spread(
  mask: Uint8Array,
  length: number,
  count: number,
  radius: number,
  step: number,
  stride: number,
): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let line = 0; line < count; line++) {
    for (let i = 0; i < length; i++) {
      if (!mask[line * stride + i * step]) continue;
      for (let j = Math.max(0, i - radius); j <= Math.min(length - 1, i + radius); j++) {
        out[line * stride + j * step] = 1;
      }
    }
  }
  return out;
}

/** The share of `mask`'s ink that lies in `near`; null when `mask` has no ink. */
function foundFraction(mask: Uint8Array, near: Uint8Array): number | null {
  let ink = 0;
  let found = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    ink++;
    if (near[i]) found++;
  }
  return ink === 0 ? null : found / ink;
}
