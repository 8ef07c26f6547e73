/**
 * Samples packed into rows as PNG and PDF both store them (PNG §7.2, PDF §8.9.3): most
 * significant bits first, each row starting on a byte boundary.
 */

/** Bytes in one row of `width` pixels with `channels` samples of `depth` bits each. */
export function rowBytes(width: number, channels: number, depth: number): number {
  return Math.ceil(width * channels * depth / 8);
}

/** Sample `index` (counted along the row) of a row of `depth`-bit samples, 1 ≤ depth ≤ 8. */
export function readSubByte(row: Uint8Array, index: number, depth: number): number {
  const bit = index * depth;
  const shift = 8 - depth - (bit & 7);
  return (row[bit >> 3] >> shift) & ((1 << depth) - 1);
}

/** Writes sample `index` of a row of `depth`-bit samples, 1 ≤ depth ≤ 8. */
export function writeSubByte(row: Uint8Array, index: number, depth: number, value: number): void {
  const bit = index * depth;
  const shift = 8 - depth - (bit & 7);
  const mask = ((1 << depth) - 1) << shift;
  row[bit >> 3] = (row[bit >> 3] & ~mask) | ((value << shift) & mask);
}
