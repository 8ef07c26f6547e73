/**
 * The text stage's boundary: font faces, shaped glyph runs, and line-break
 * opportunities. Layout measures with these; the PDF writer embeds the faces.
 */
import type { Font } from "fontkit";
import type { FontStyle } from "../css/types.ts";

export interface FontFace {
  /** Stable identity across renders (file path or bundled name): the PDF writer keys subsets on it. */
  id: string;
  /** Family name as CSS matches it. */
  family: string;
  /** PostScript name, used for the embedded font's BaseFont. */
  postscriptName: string;
  weight: number;
  style: FontStyle;
  /** The parsed font: used for shaping, metrics and subsetting. */
  font: Font;
  unitsPerEm: number;
  /** Typographic metrics in font units; ascent positive up, descent negative (hhea/OS2 as Chromium picks them). */
  ascent: number;
  descent: number;
  lineGap: number;
}

export interface ShapedGlyph {
  /** Glyph id in face.font. */
  id: number;
  /** Horizontal advance in px, letter-spacing included. */
  advance: number;
  /** Placement offsets in px (GPOS), y positive up. */
  xOffset: number;
  yOffset: number;
  /** The characters this glyph stands for (a ligature has several, a following mark glyph ""). */
  text: string;
  /** UTF-16 index into the shaped string of the first character of `text`. */
  cluster: number;
}

/** Glyphs of one face at one size, in visual order. */
export interface ShapedRun {
  face: FontFace;
  /** Font size in px. */
  size: number;
  glyphs: ShapedGlyph[];
  /** Sum of advances, px. */
  width: number;
}

/** A place where a line may (or must) break: the break goes *before* the UTF-16 index `position`. */
export interface BreakOpportunity {
  position: number;
  required: boolean;
}

/** Request to shape one piece of text with one computed font. */
export interface TextStyle {
  fontFamily: string[];
  fontSize: number;
  fontWeight: number;
  fontStyle: FontStyle;
  letterSpacing: number;
  wordSpacing: number;
}
