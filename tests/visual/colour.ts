/**
 * The colour term of the visual score: both pages blurred with a Gaussian of σ = 8 px (4 mm at
 * 50 dpi), then the overlap of their darkness (255 − value, per channel): Σ min / Σ max. The
 * blur makes it see where colour mass sits — fills, tints, coloured text — while barely
 * reacting to sub-millimetre offsets.
 */
import type { RgbImage } from "./ppm.ts";

export const BLUR_SIGMA_PX = 8;
/** The kernel is cut at 3σ, where the Gaussian has fallen to 1.1 % of its peak. */
const RADIUS = Math.ceil(3 * BLUR_SIGMA_PX);

/** Normalised 1-D Gaussian weights for offsets −RADIUS … RADIUS. */
const KERNEL: Float32Array = (() => {
  const weights = new Float32Array(2 * RADIUS + 1);
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    const d = i - RADIUS;
    weights[i] = Math.exp(-(d * d) / (2 * BLUR_SIGMA_PX * BLUR_SIGMA_PX));
    sum += weights[i];
  }
  return weights.map((w) => w / sum);
})();

/**
 * Index `i` mirrored back into 0 … n − 1 (the edge pixel repeats: … b a | a b …). Mirroring
 * rather than padding with white keeps a full-bleed tint uniform up to the paper edge, so a
 * page background is not weighed less near the edges than in the middle.
 */
function mirror(i: number, n: number): number {
  while (i < 0 || i >= n) i = i < 0 ? -i - 1 : 2 * n - i - 1;
  return i;
}

/**
 * Darkness of one channel, blurred. The Gaussian is separable: a horizontal pass, then a
 * vertical one. Both skip what is white, which is most of a text page: the horizontal pass
 * spreads each non-white pixel over its neighbours, the vertical one adds only rows that have
 * something in them.
 */
export function blurredDarkness(image: RgbImage, channel: number): Float32Array {
  const { width, height, data } = image;
  const horizontal = new Float32Array(width * height);
  const rowHasInk = new Uint8Array(height);
  // The row extended by RADIUS mirrored pixels on either side: padded position i shows column
  // columns[i].
  const columns = Int32Array.from(
    { length: width + 2 * RADIUS },
    (_, i) => mirror(i - RADIUS, width),
  );
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let i = 0; i < columns.length; i++) {
      const darkness = 255 - data[(row + columns[i]) * 3 + channel];
      if (darkness === 0) continue;
      rowHasInk[y] = 1;
      // Output x takes padded positions x … x + 2·RADIUS, weight KERNEL[i − x].
      const to = Math.min(width - 1, i);
      for (let x = Math.max(0, i - 2 * RADIUS); x <= to; x++) {
        horizontal[row + x] += darkness * KERNEL[i - x];
      }
    }
  }
  // Vertical pass as weighted additions of whole rows, which keeps memory access sequential.
  const blurred = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const out = y * width;
    for (let k = 0; k < KERNEL.length; k++) {
      const sy = mirror(y + k - RADIUS, height);
      if (!rowHasInk[sy]) continue;
      const weight = KERNEL[k];
      const source = sy * width;
      for (let x = 0; x < width; x++) blurred[out + x] += weight * horizontal[source + x];
    }
  }
  return blurred;
}

/** Σ min / Σ max of the blurred darkness of two same-sized pages; 1 when both are blank. */
export function colourOverlap(reference: RgbImage, candidate: RgbImage): number {
  let sumMin = 0;
  let sumMax = 0;
  for (let channel = 0; channel < 3; channel++) {
    const a = blurredDarkness(reference, channel);
    const b = blurredDarkness(candidate, channel);
    for (let i = 0; i < a.length; i++) {
      const x = a[i];
      const y = b[i];
      if (x < y) {
        sumMin += x;
        sumMax += y;
      } else {
        sumMin += y;
        sumMax += x;
      }
    }
  }
  return sumMax === 0 ? 1 : sumMin / sumMax;
}
