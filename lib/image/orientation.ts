/**
 * What an EXIF orientation (CIPA DC-008 tag 274) does to the stored pixels, as Chromium
 * shows them by default (CSS Images 3 §5.3 `image-orientation: from-image`): 2–4 mirror or
 * turn the picture half a turn, 5–8 turn it a quarter (and mirror 5 and 7), so its width
 * and height trade places.
 */
import type { ExifOrientation } from "./types.ts";

/** Orientations 5–8 turn the image a quarter: its width and height trade places. */
export function swapsAxes(orientation: ExifOrientation): boolean {
  return orientation >= 5;
}

/** A PDF transformation matrix [a b c d e f] (PDF 32000-1 §8.3.4). */
export type Matrix = [number, number, number, number, number, number];

/**
 * The matrix that maps an image XObject's unit square (§8.9.4: its first row at the top, y
 * up) onto the unit square of the upright picture. Paint draws an oriented image with
 * `box cm` then `orientationMatrix cm` then `Do`, where `box` maps the unit square onto the
 * area the image is laid out in (its oriented intrinsic size, scaled).
 */
export function orientationMatrix(orientation: ExifOrientation): Matrix {
  switch (orientation) {
    case 1:
      return [1, 0, 0, 1, 0, 0];
    case 2: // mirrored left to right
      return [-1, 0, 0, 1, 1, 0];
    case 3: // turned half a turn
      return [-1, 0, 0, -1, 1, 1];
    case 4: // mirrored top to bottom
      return [1, 0, 0, -1, 0, 1];
    case 5: // mirrored along the top-left to bottom-right diagonal
      return [0, -1, -1, 0, 1, 1];
    case 6: // turned a quarter clockwise
      return [0, -1, 1, 0, 0, 1];
    case 7: // mirrored along the top-right to bottom-left diagonal
      return [0, 1, 1, 0, 0, 0];
    case 8: // turned a quarter counter-clockwise
      return [0, 1, -1, 0, 1, 0];
  }
}
