/**
 * A 3 × 5 pixel bitmap font for the figures printed on the diff image (upper-case letters,
 * digits and a little punctuation), so the image needs no font files or text renderer.
 */
import { type Colour, fillRect } from "./canvas.ts";
import type { RgbImage } from "./ppm.ts";

/** Each glyph: five rows of three pixels, top to bottom, "1" = ink. */
const GLYPHS: Record<string, string> = {
  "0": "111101101101111",
  "1": "010110010010111",
  "2": "111001111100111",
  "3": "111001111001111",
  "4": "101101111001001",
  "5": "111100111001111",
  "6": "111100111101111",
  "7": "111001001001001",
  "8": "111101111101111",
  "9": "111101111001111",
  A: "010101111101101",
  B: "110101110101110",
  C: "011100100100011",
  D: "110101101101110",
  E: "111100110100111",
  F: "111100110100100",
  G: "011100101101011",
  H: "101101111101101",
  I: "111010010010111",
  J: "001001001101010",
  K: "101101110101101",
  L: "100100100100111",
  M: "101111111101101",
  N: "110101101101101",
  O: "010101101101010",
  P: "110101110100100",
  Q: "010101101110011",
  R: "110101110101101",
  S: "011100010001110",
  T: "111010010010010",
  U: "101101101101111",
  V: "101101101101010",
  W: "101101111111101",
  X: "101101010101101",
  Y: "101101010010010",
  Z: "111001010100111",
  ".": "000000000000010",
  ":": "000010000010000",
  "-": "000000111000000",
  "(": "010100100100010",
  ")": "010001001001010",
  " ": "000000000000000",
};

export const GLYPH_HEIGHT = 5;
/** Horizontal distance between glyph origins: three pixels and one of spacing. */
export const GLYPH_ADVANCE = 4;

/**
 * Draws `text` (upper-cased; unknown characters as blanks) into `image` with its top-left
 * corner at (x, y), each font pixel a `scale` × `scale` square of `colour`.
 */
export function drawText(
  image: RgbImage,
  text: string,
  x: number,
  y: number,
  scale: number,
  colour: Colour,
): void {
  let penX = x;
  for (const char of text.toUpperCase()) {
    const glyph = GLYPHS[char] ?? GLYPHS[" "];
    for (let i = 0; i < glyph.length; i++) {
      if (glyph[i] === "1") {
        fillRect(
          image,
          penX + (i % 3) * scale,
          y + Math.floor(i / 3) * scale,
          scale,
          scale,
          colour,
        );
      }
    }
    penX += GLYPH_ADVANCE * scale;
  }
}
