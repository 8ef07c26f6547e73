/**
 * Reverses PNG's per-row filters (PNG §9): each row starts with a filter type byte and
 * predicts every byte from the one `bpp` bytes to its left, the one above, or both.
 */
import { corrupt } from "./errors.ts";

/** The reconstructed image and where the next pass's data starts in the input. */
export interface Unfiltered {
  rows: Uint8Array;
  next: number;
}

/**
 * Unfilters `height` rows of `rowLength` bytes read from `data` at `start`. `bpp` is the
 * bytes per complete pixel, rounded up to 1 (§9.2).
 */
export function unfilterRows(
  data: Uint8Array,
  start: number,
  rowLength: number,
  height: number,
  bpp: number,
): Unfiltered {
  const rows = new Uint8Array(rowLength * height);
  let at = start;
  for (let y = 0; y < height; y++) {
    if (at + 1 + rowLength > data.length) corrupt("PNG", "the image data is cut short");
    const filter = data[at++];
    const row = y * rowLength;
    const up = row - rowLength;
    for (let i = 0; i < rowLength; i++) {
      const a = i >= bpp ? rows[row + i - bpp] : 0;
      const b = y > 0 ? rows[up + i] : 0;
      let predicted: number;
      switch (filter) {
        case 0:
          predicted = 0;
          break;
        case 1:
          predicted = a;
          break;
        case 2:
          predicted = b;
          break;
        case 3:
          predicted = (a + b) >> 1;
          break;
        case 4:
          predicted = paeth(a, b, i >= bpp && y > 0 ? rows[up + i - bpp] : 0);
          break;
        default:
          corrupt("PNG", `filter type ${filter}`);
      }
      rows[row + i] = (data[at + i] + predicted) & 0xff;
    }
    at += rowLength;
  }
  return { rows, next: at };
}

/** The Paeth predictor (§9.4): whichever of left, up, upper-left is nearest to a + b − c. */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}
