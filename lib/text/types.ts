/**
 * The text stage's boundary: font faces, shaped glyph runs, and line-break
 * opportunities. Layout measures with these; the PDF writer embeds the faces.
 */
import type { Font } from "fontkit";
import type { FontStyle, FontVariantNumeric } from "../css/types.ts";

export interface FontFace {
  /** Stable identity across renders (file path or bundled name): the PDF writer keys subsets on it. */
  id: string;
  /** Family name as CSS matches it. */
  family: string;
  /** PostScript name, used for the embedded font's BaseFont. */
  postscriptName: string;
  /** The face's weight; for a declared range, the font's own weight clamped to it. */
  weight: number;
  style: FontStyle;
  /** The parsed font: used for shaping, metrics and subsetting. */
  font: Font;
  unitsPerEm: number;
  /** Typographic metrics in font units; ascent positive up, descent negative (hhea/OS2 as Chromium picks them). */
  ascent: number;
  descent: number;
  lineGap: number;
  /** What an @font-face rule declared for this face; absent for installed faces. */
  declared?: FaceDeclaration;
}

/**
 * The @font-face descriptors (CSS Fonts 4 §4.5) that matching needs beyond
 * FontFace's family and style: the face stands for every weight of its range
 * (§5.2: a desired weight inside it matches exactly), and serves only the
 * characters of its unicode ranges (§4.5: a family whose faces have different
 * ranges is a composite font).
 */
export interface FaceDeclaration {
  weight: readonly [number, number];
  /** Inclusive [first, last] code point ranges; null for every character. */
  unicodeRange: readonly (readonly [number, number])[] | null;
}

/** Immutable: layout shares one object between all uses of a glyph (shape.ts). */
export interface ShapedGlyph {
  /** Glyph id in face.font. */
  readonly id: number;
  /** Horizontal advance in px, letter-spacing included. */
  readonly advance: number;
  /** Placement offsets in px (GPOS), y positive up. */
  readonly xOffset: number;
  readonly yOffset: number;
  /** The characters this glyph stands for (a ligature has several, a following mark glyph ""). */
  readonly text: string;
  /** UTF-16 index into the shaped string of the first character of `text`. */
  readonly cluster: number;
}

/** Glyphs of one face at one size, in visual order. */
export interface ShapedRun {
  face: FontFace;
  /** Font size in px. */
  size: number;
  glyphs: ShapedGlyph[];
  /** Sum of advances, px. */
  width: number;
  /** Set when the face lacks the requested boldness or slant and font-synthesis allows faking it. */
  synthetic?: SyntheticStyle;
}

/**
 * Font synthesis (CSS Fonts 4, font-synthesis; §5.2): a bold or italic drawn from a face
 * that has neither. Synthesis changes drawing only, never advances.
 */
export interface SyntheticStyle {
  bold: boolean;
  italic: boolean;
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
  /** `font-feature-settings` (CSS Fonts 4); absent: none. */
  fontFeatureSettings?: readonly { tag: string; value: number }[];
  /** `font-variant-numeric` (CSS Fonts 4); absent: normal. */
  fontVariantNumeric?: FontVariantNumeric;
  /** `font-kerning` (CSS Fonts 4); absent: auto. */
  fontKerning?: "auto" | "normal" | "none";
  /** `font-synthesis-weight` / `font-synthesis-style` (CSS Fonts 4); absent: auto (allowed). */
  fontSynthesisWeight?: boolean;
  fontSynthesisStyle?: boolean;
}
