/**
 * Adam7 interlacing (PNG §8.2): the image is sent as seven reduced images, each a regular
 * subsample of the pixel grid. Decoding unfilters each pass and scatters its pixels back.
 */
import { readSubByte, rowBytes, writeSubByte } from "./packed_samples.ts";
import { unfilterRows } from "./png_filter.ts";

/** [x start, y start, x step, y step] of the seven passes (§8.2 Figure 9). */
const PASSES = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** Bytes the filtered data of all seven passes takes (a filter byte per row of each pass). */
export function interlacedDataLength(
  width: number,
  height: number,
  channels: number,
  depth: number,
): number {
  let total = 0;
  for (const [x0, y0, dx, dy] of PASSES) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w > 0 && h > 0) total += h * (1 + rowBytes(w, channels, depth));
  }
  return total;
}

/** The full image's packed rows from the seven filtered passes in `data`. */
export function deinterlace(
  data: Uint8Array,
  width: number,
  height: number,
  channels: number,
  depth: number,
): Uint8Array {
  const fullRow = rowBytes(width, channels, depth);
  const out = new Uint8Array(fullRow * height);
  const pixelBytes = channels * depth / 8;
  const bpp = Math.max(1, pixelBytes);
  let at = 0;
  for (const [x0, y0, dx, dy] of PASSES) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    // An empty pass has no rows at all, not even filter bytes (§8.2).
    if (w <= 0 || h <= 0) continue;
    const passRow = rowBytes(w, channels, depth);
    const pass = unfilterRows(data, at, passRow, h, bpp);
    at = pass.next;
    for (let py = 0; py < h; py++) {
      const source = pass.rows.subarray(py * passRow, (py + 1) * passRow);
      const target = out.subarray((y0 + py * dy) * fullRow, (y0 + py * dy + 1) * fullRow);
      for (let px = 0; px < w; px++) {
        const x = x0 + px * dx;
        if (depth < 8) {
          // Sub-byte depths occur only with one channel (§11.2.1).
          writeSubByte(target, x, depth, readSubByte(source, px, depth));
        } else {
          target.set(source.subarray(px * pixelBytes, (px + 1) * pixelBytes), x * pixelBytes);
        }
      }
    }
  }
  return out;
}
