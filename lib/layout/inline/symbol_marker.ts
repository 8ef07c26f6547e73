/**
 * Geometry of the disc/circle/square list bullets Chromium draws as shapes
 * (Blink's list marker code, confirmed against Chromium's prints): a square of
 * side ⌊(⌊2a/3⌋ + 1)/2⌋ for the marker font's rounded ascent a, its top
 * ⌊3(a − ⌊2a/3⌋)/2⌋ below the ascent line. Outside, it sits 2 sides + 6px left
 * of the content edge; inside, at the start of the line, with the text after
 * side + 1em + 1px.
 */
import type { FontBox } from "./text_measure.ts";

export function symbolSide(font: FontBox): number {
  return Math.floor((Math.floor((font.ascent * 2) / 3) + 1) / 2);
}

/** The bullet's top for a line whose baseline is at `baseline`. */
export function symbolTop(font: FontBox, baseline: number): number {
  const a = font.ascent;
  return baseline - a + Math.floor((3 * (a - Math.floor((a * 2) / 3))) / 2);
}

/** x of an outside bullet for a list item whose content box starts at `contentStart`. */
export function outsideSymbolX(font: FontBox, contentStart: number): number {
  return contentStart - 2 * symbolSide(font) - 6;
}

/** The advance an inside bullet takes on its line. */
export function insideSymbolAdvance(font: FontBox, fontSize: number): number {
  return symbolSide(font) + fontSize + 1;
}
