/**
 * Font programs cut down to the glyphs a document shows, with fontkit's
 * subsetters: TrueType outlines become a TrueType font for /FontFile2, CFF
 * outlines a bare CID-keyed CFF for /FontFile3 /CIDFontType0C (PDF 32000-1
 * §9.9). Subset glyph ids are the CIDs content streams use.
 *
 * Components of TrueType composite glyphs join the subset when it is encoded,
 * after the requested glyphs; content never shows them directly, so they need
 * no CID mapping or width here.
 */

import { encodeSimpleGlyph, type OutlinePoint } from "./glyf_record.ts";

/** A glyph as fontkit decodes it, in font units. */
interface FontkitGlyph {
  advanceWidth: number;
  /** TTFGlyph's outline as quadratic contours, composite components resolved. */
  _getContours(): OutlinePoint[][];
}

/** The parts of a fontkit 2 font this module reads (fontkit ships no types). */
export interface SubsettableFont {
  /** "TTF", "WOFF" or "WOFF2". */
  type: string;
  directory: { tables: Record<string, { transformed?: boolean } | undefined> };
  getGlyph(gid: number): FontkitGlyph;
  createSubset(): FontkitSubset;
}

/** fontkit's Subset (src/subset/Subset.js); includeGlyph returns the glyph's id in the subset. */
interface FontkitSubset {
  includeGlyph(gid: number): number;
  encode(): Uint8Array;
}

/**
 * The TTFSubset state (fontkit 2.0.4, src/subset/TTFSubset.js) that
 * `addGlyphFromOutline` stands in for `_addGlyph` on.
 */
interface FontkitTtfSubset extends FontkitSubset {
  font: SubsettableFont;
  glyf: Uint8Array[];
  loca: { offsets: number[] };
  hmtx: { metrics: { advance: number; bearing: number }[] };
  offset: number;
  _addGlyph(gid: number): number;
}

export type OutlineFormat = "truetype" | "cff";

export interface FontSubset {
  format: OutlineFormat;
  /** The font program to embed. */
  program: Uint8Array;
  /** Original glyph id → CID (= glyph id in the subset). */
  cids: Map<number, number>;
}

/** Which outlines a font has: TrueType `glyf` or CFF; anything else cannot be embedded. */
export function outlineFormat(font: SubsettableFont): OutlineFormat | null {
  const tables = font.directory.tables;
  if (tables["CFF "]) return "cff";
  if (tables.glyf) return "truetype";
  return null;
}

/**
 * Subsets `font` to `glyphIds` (plus .notdef, always CID 0). Glyphs go in by
 * ascending id so the result depends on the glyph set alone. Throws for fonts
 * with neither TrueType nor CFF outlines (CFF2 variable fonts, bitmap-only).
 *
 * `reencodeOutlines` forces the path WOFF2 fonts need (exposed for tests).
 */
export function subsetFont(
  font: SubsettableFont,
  glyphIds: Iterable<number>,
  options: { reencodeOutlines?: boolean } = {},
): FontSubset {
  const format = outlineFormat(font);
  if (!format) {
    throw new Error("only TrueType (glyf) and CFF outlines can be embedded, not CFF2 or bitmaps");
  }
  const subset = font.createSubset();
  // WOFF2 stores glyf in a transformed form without the loca offsets
  // TTFSubset copies raw glyph records by, so each glyph is rebuilt from its
  // decoded outline instead (WOFF2 §5.1). (fontkit's own re-encoder,
  // TTFGlyphEncoder, fails with restructure 3 in fontkit 2.0.4.)
  const transformedGlyf = font.type === "WOFF2" && font.directory.tables.glyf?.transformed;
  if (format === "truetype" && (transformedGlyf || options.reencodeOutlines)) {
    const ttfSubset = subset as FontkitTtfSubset;
    ttfSubset._addGlyph = addGlyphFromOutline;
  }
  const cids = new Map<number, number>();
  for (const gid of [...glyphIds].sort((a, b) => a - b)) cids.set(gid, subset.includeGlyph(gid));
  return { format, program: subset.encode(), cids };
}

/**
 * TTFSubset's `_addGlyph`, writing the glyph record from the decoded outline
 * instead of copying it: composites come out flattened into simple glyphs, and
 * hinting instructions are dropped (fontkit does not decode WOFF2's anyway).
 */
function addGlyphFromOutline(this: FontkitTtfSubset, gid: number): number {
  const glyph = this.font.getGlyph(gid);
  const record = encodeSimpleGlyph(glyph._getContours());
  this.glyf.push(record);
  this.loca.offsets.push(this.offset);
  // The left side bearing is the outline's xMin (record bytes 2–3; OpenType hmtx).
  const bearing = record.length > 0 ? new DataView(record.buffer).getInt16(2) : 0;
  this.hmtx.metrics.push({ advance: glyph.advanceWidth, bearing });
  this.offset += record.length;
  return this.glyf.length - 1;
}
