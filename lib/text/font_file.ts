/**
 * Opening font files with fontkit, and the typed view of the parts of fontkit
 * this stage uses. fontkit ships no TypeScript types, so `Font` (the type in
 * types.ts) is opaque; `fontkitView` is the one place that gives it a shape.
 *
 * fontkit parses lazily: `create` decodes only the table directory, and each
 * table is decoded on first access. That is what keeps registry start-up fast,
 * with one exception handled here: decoding `post` builds every glyph name,
 * which costs ~5 ms per font, so its fixed header is read from the raw bytes.
 */
import * as fontkit from "fontkit";
import type { Font } from "fontkit";

/** A glyph as fontkit returns it from layout (only what we read). */
export interface FontkitGlyph {
  id: number;
  codePoints: number[];
  isMark: boolean;
  isLigature: boolean;
  advanceWidth: number;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
}

export interface FontkitPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

export interface FontkitGlyphRun {
  glyphs: FontkitGlyph[];
  positions: FontkitPosition[];
  /** Direction of the script fontkit detected; "rtl" runs come out in visual order. */
  direction: "ltr" | "rtl";
}

/** OS/2 table fields we read (OpenType spec, "OS/2 — OS/2 and Windows Metrics Table"). */
export interface Os2Table {
  version: number;
  usWeightClass: number;
  fsSelection: { italic: boolean; bold: boolean; useTypoMetrics: boolean; oblique: boolean };
  typoAscender?: number;
  typoDescender?: number;
  typoLineGap?: number;
  winAscent?: number;
  winDescent?: number;
  xHeight?: number;
  capHeight?: number;
}

interface DecodeStream {
  pos: number;
  view: DataView;
}

/** The fontkit `TTFFont` surface used by this stage. */
export interface FontkitFont {
  type: string;
  postscriptName: string | null;
  unitsPerEm: number;
  numGlyphs: number;
  directory: { tables: Record<string, { offset: number; length: number } | undefined> };
  hhea?: { ascent: number; descent: number; lineGap: number };
  head?: { macStyle: { bold: boolean; italic: boolean } };
  "OS/2"?: Os2Table;
  getName(key: string): string | null;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphForCodePoint(codePoint: number): FontkitGlyph;
  getGlyph(id: number, codePoints?: number[]): FontkitGlyph;
  /** OpenType layout; `script` is an OpenType script tag, detected from the text when omitted. */
  layout(
    text: string,
    features?: string[] | Record<string, boolean>,
    script?: string,
  ): FontkitGlyphRun;
  stream: DecodeStream;
  _getTableStream(tag: string): DecodeStream | null;
}

/** The typed view of a face's opaque `Font`. */
export function fontkitView(font: Font): FontkitFont {
  return font as FontkitFont;
}

/**
 * Parses TTF, OTF, WOFF or WOFF2 bytes. Collections (TTC/DFont) are rejected:
 * a face is one font, and @font-face sources name single fonts.
 */
export function openFont(bytes: Uint8Array): Font {
  const font = fontkit.create(bytes) as unknown as Partial<FontkitFont>;
  if (typeof font.layout !== "function" || typeof font.unitsPerEm !== "number") {
    throw new Error("not a single TrueType/OpenType font (font collections are not supported)");
  }
  if (!(font.unitsPerEm > 0)) throw new Error("font has no valid unitsPerEm in its head table");
  return font as Font;
}

/** The fixed header of the `post` table (OpenType spec, "post — PostScript Table"), font units. */
export interface PostHeader {
  italicAngle: number;
  /** Top of the underline stroke relative to the baseline; negative is below. */
  underlinePosition: number;
  underlineThickness: number;
}

/**
 * Reads the `post` header without letting fontkit decode the glyph-name
 * array. `_getTableStream` is fontkit's own per-format accessor (it inflates
 * WOFF tables and reads WOFF2's decompressed buffer), so this works for every
 * format `openFont` accepts.
 */
export function readPostHeader(font: FontkitFont): PostHeader | null {
  const entry = font.directory.tables.post;
  if (!entry || entry.length < 12) return null;
  // For TTF/OTF the accessor moves the font's shared stream: put it back as
  // fontkit's own table decoder does.
  const saved = font.stream.pos;
  try {
    const stream = font._getTableStream("post");
    if (!stream) return null;
    const at = stream.pos;
    return {
      italicAngle: stream.view.getInt32(at + 4) / 65536,
      underlinePosition: stream.view.getInt16(at + 8),
      underlineThickness: stream.view.getInt16(at + 10),
    };
  } finally {
    font.stream.pos = saved;
  }
}
