/**
 * Font metrics in px, as Chromium on Linux computes them (Skia's FreeType
 * backend feeding Blink's SimpleFontData), and the rounded values Blink's
 * line layout actually uses.
 *
 * Findings (Chromium 156, bundled fonts loaded through @font-face, checked
 * with getBoundingClientRect and with --print-to-pdf + pdftotext -bbox):
 *  - Skia reports hhea ascender/descender/lineGap scaled to the font size
 *    (OS/2 typo values when USE_TYPO_METRICS is set; see face.ts).
 *  - Blink rounds ascent and descent to whole px (FontMetrics::
 *    AscentDescentWithHacks: SkScalarRoundToScalar, i.e. floor(x + 0.5)) and
 *    sets line spacing = lroundf(ascent) + lroundf(descent) + lroundf(lineGap)
 *    (SimpleFontData::PlatformInit). `line-height: normal` is that integer:
 *    Liberation Sans 16px has ascent 14.484, descent 3.391, gap 0.523 → 14 +
 *    3 + 1 = 18px (not 18.4); 12px → 11 + 3 + 0 = 14px; DejaVu Sans 16px →
 *    15 + 4 + 0 = 19px. Matched at 8–40px and 13.5/16.5px for all bundled
 *    families.
 *  - The content area of an inline box is round(ascent) + round(descent)
 *    (a 16px Liberation Sans span is 17px tall) and the baseline sits
 *    round(ascent) below the content top; a whole-px leading (line height −
 *    content height) is split with the top half floored: 16px Liberation Sans in an
 *    18px line has its baseline 14px below the line top, 40px Liberation
 *    Serif (line 47, content 45) 37px below.
 *  - The Linux tweak that moves 1px from ascent to descent when the descent
 *    rounded down applies only with subpixel text positioning, which Chromium
 *    does not use here (headless, print and screen alike): baselines above
 *    match without it.
 *  - Not modelled: VDMX tables (used only with full/normal hinting; no bundled
 *    font has one) and the unrounded metrics Blink keeps for tiny fonts
 *    (ascent < 3px) when subpixel ascent/descent is requested.
 */
import type { FontFace } from "./types.ts";
import { fontkitView, readPostHeader } from "./font_file.ts";

/** Exact metrics in px; ascent positive up, descent positive down, underline positive down. */
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  xHeight: number;
  capHeight: number;
  /** Distance of the underline stroke's top edge below the baseline. */
  underlinePosition: number;
  underlineThickness: number;
}

/** The whole-px values Blink's line layout uses (see the module comment). */
export interface LineMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  /** Used value of `line-height: normal`. */
  normalLineHeight: number;
}

export function fontMetrics(face: FontFace, size: number): FontMetrics {
  const scale = size / face.unitsPerEm;
  const font = fontkitView(face.font);
  const os2 = font["OS/2"];
  const post = readPostHeader(font);
  const ascent = face.ascent * scale;
  // Skia takes x-height and cap height from OS/2 (version 2+) and measures
  // the glyphs 'x' and 'H' when the table has none (DejaVu Sans: OS/2 v1).
  const xHeight = positive(os2?.xHeight) ?? glyphTop(face, 0x78) ?? face.ascent * 0.56;
  const capHeight = positive(os2?.capHeight) ?? glyphTop(face, 0x48) ?? face.ascent;
  // Without post values Blink falls back to a tenth of the font size.
  const thickness = post && post.underlineThickness > 0
    ? post.underlineThickness * scale
    : size / 10;
  return {
    ascent,
    descent: -face.descent * scale,
    lineGap: face.lineGap * scale,
    xHeight: xHeight * scale,
    capHeight: capHeight * scale,
    underlinePosition: post ? -post.underlinePosition * scale : thickness,
    underlineThickness: thickness,
  };
}

export function lineMetrics(face: FontFace, size: number): LineMetrics {
  // Skia computes in float32: (units / unitsPerEm) × size.
  const skia = (units: number) => Math.fround(Math.fround(units / face.unitsPerEm) * size);
  const ascent = Math.floor(skia(face.ascent) + 0.5);
  const descent = Math.floor(skia(-face.descent) + 0.5);
  const lineGap = lround(skia(face.lineGap));
  return { ascent, descent, lineGap, normalLineHeight: ascent + descent + lineGap };
}

/** Used value of `line-height: normal` for text whose first available font is `face`. */
export function normalLineHeight(face: FontFace, size: number): number {
  return lineMetrics(face, size).normalLineHeight;
}

/** C's lroundf: halves round away from zero. */
function lround(x: number): number {
  return Math.sign(x) * Math.round(Math.abs(x));
}

function positive(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 ? value : undefined;
}

function glyphTop(face: FontFace, codePoint: number): number | undefined {
  const font = fontkitView(face.font);
  if (!font.hasGlyphForCodePoint(codePoint)) return undefined;
  return positive(font.glyphForCodePoint(codePoint).bbox.maxY);
}
