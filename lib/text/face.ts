/**
 * Building a FontFace from a parsed font: the family, weight and style CSS
 * matches on, and the vertical metrics Chromium on Linux uses. Only the small
 * name, OS/2, hhea and head tables (and the post header) are decoded here.
 */
import type { Font } from "fontkit";
import type { FontStyle } from "../css/types.ts";
import type { FontFace } from "./types.ts";
import { type FontkitFont, fontkitView, type Os2Table, readPostHeader } from "./font_file.ts";

/** The face a font file describes by its own tables (@font-face descriptors: declared_faces.ts). */
export function createFace(font: Font, id: string): FontFace {
  const fk = fontkitView(font);
  const metrics = verticalMetrics(fk);
  return {
    id,
    family: familyName(fk),
    postscriptName: postscriptName(fk),
    weight: fontWeight(fk),
    style: fontStyle(fk),
    font,
    unitsPerEm: fk.unitsPerEm,
    ascent: metrics.ascent,
    descent: metrics.descent,
    lineGap: metrics.lineGap,
  };
}

/**
 * The typographic family (nameID 16) groups more than four styles under one
 * name, as CSS expects ("Foo" with weights 300–900); nameID 1 is the legacy
 * four-style family ("Foo Light"). OpenType spec, "name — Naming Table", §Name IDs.
 */
function familyName(font: FontkitFont): string {
  const name = font.getName("preferredFamily") ?? font.getName("fontFamily");
  if (!name) throw new Error("font has no family name (name table IDs 16 and 1 are missing)");
  return name.trim();
}

/**
 * The names `local()` finds a face by (CSS Fonts 4 §4.3): its full name
 * (nameID 4) and PostScript name (nameID 6), as the font states them.
 */
export function uniqueNames(face: FontFace): string[] {
  const font = fontkitView(face.font);
  return [font.getName("fullName"), font.postscriptName]
    .filter((name): name is string => !!name)
    .map((name) => name.trim());
}

/** PDF BaseFont names may not contain spaces or delimiters (PDF 32000-1 §9.6.2.1, §7.3.5). */
function postscriptName(font: FontkitFont): string {
  const raw = font.postscriptName ?? font.getName("fullName") ?? "Font";
  return raw.replace(/[\s()<>[\]{}/%#]/g, "") || "Font";
}

function fontWeight(font: FontkitFont): number {
  const os2 = font["OS/2"];
  if (os2 && os2.usWeightClass > 0) {
    // Some old fonts use the 1–9 scale of the Windows FW_ constants divided by 100.
    const weight = os2.usWeightClass < 10 ? os2.usWeightClass * 100 : os2.usWeightClass;
    return Math.min(1000, weight);
  }
  return font.head?.macStyle.bold ? 700 : 400;
}

/**
 * OS/2 fsSelection bit 0 (ITALIC) and bit 9 (OBLIQUE) say what the face is;
 * without them a non-zero post.italicAngle still marks a slanted face, which
 * CSS can only call oblique.
 */
function fontStyle(font: FontkitFont): FontStyle {
  const selection = font["OS/2"]?.fsSelection;
  if (selection?.italic || font.head?.macStyle.italic) return "italic";
  if (selection?.oblique) return "oblique";
  const angle = readPostHeader(font)?.italicAngle ?? 0;
  return angle !== 0 ? "oblique" : "normal";
}

/**
 * Ascent (up, positive), descent (negative) and line gap in font units, as
 * Skia's FreeType backend reports them to Blink (SkFontHost_FreeType.cpp,
 * generateFontMetrics):
 *  - OS/2 fsSelection bit 7 USE_TYPO_METRICS set: sTypoAscender/Descender/LineGap;
 *  - otherwise FreeType's face->ascender/descender/height (sfobjs.c): hhea's
 *    ascender/descender/lineGap, but when both hhea values are 0, OS/2 typo
 *    values, and when those are 0 too, usWinAscent/usWinDescent with no gap.
 */
function verticalMetrics(font: FontkitFont): { ascent: number; descent: number; lineGap: number } {
  const os2 = font["OS/2"];
  const hasTypo = os2 !== undefined && os2.typoAscender !== undefined;
  if (hasTypo && os2.fsSelection.useTypoMetrics) {
    return typoMetrics(os2);
  }
  const hhea = font.hhea;
  if (hhea && (hhea.ascent !== 0 || hhea.descent !== 0)) {
    return { ascent: hhea.ascent, descent: hhea.descent, lineGap: hhea.lineGap };
  }
  if (hasTypo && (os2.typoAscender !== 0 || os2.typoDescender !== 0)) {
    return typoMetrics(os2);
  }
  if (os2?.winAscent !== undefined) {
    return { ascent: os2.winAscent, descent: -(os2.winDescent ?? 0), lineGap: 0 };
  }
  return { ascent: 0, descent: 0, lineGap: 0 };
}

function typoMetrics(os2: Os2Table) {
  return {
    ascent: os2.typoAscender ?? 0,
    descent: os2.typoDescender ?? 0,
    lineGap: os2.typoLineGap ?? 0,
  };
}
