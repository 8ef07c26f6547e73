/**
 * Shaping text for layout: font selection with per-character fallback,
 * OpenType shaping, and CSS letter- and word-spacing, in px.
 */
import type { ShapedGlyph, ShapedRun, TextStyle } from "./types.ts";
import { fontChain, type VersionedFamilySource } from "./match.ts";
import { splitByCoverage } from "./fallback.ts";
import { shapeWithFont, type UnitGlyph } from "./font_shaper.ts";

/**
 * Shapes `text` in `style`: one run per stretch of text drawn with one face,
 * in logical order, each with its glyphs in visual order. Characters that
 * draw nothing (controls, soft hyphens, ZWSP, …) produce no glyph. Spaces are
 * shaped like any character; collapsing white space is layout's job.
 */
export function shapeText(
  text: string,
  style: TextStyle,
  registry: VersionedFamilySource,
): ShapedRun[] {
  const runs: ShapedRun[] = [];
  forEachShapedSpan(text, style, registry, (face, unitGlyphs, start, scale) => {
    const glyphs = new Array<ShapedGlyph>(unitGlyphs.length);
    let width = 0;
    for (let i = 0; i < unitGlyphs.length; i++) {
      const unit = unitGlyphs[i];
      const advance = advancePx(unit, scale, style);
      glyphs[i] = {
        id: unit.id,
        advance,
        xOffset: unit.xOffset * scale,
        yOffset: unit.yOffset * scale,
        text: unit.text,
        cluster: unit.cluster + start,
      };
      width += advance;
    }
    runs.push({ face, size: style.fontSize, glyphs, width });
  });
  return runs;
}

/** The width shapeText's runs would have in total, without building them. */
export function measureText(
  text: string,
  style: TextStyle,
  registry: VersionedFamilySource,
): number {
  let total = 0;
  forEachShapedSpan(text, style, registry, (_face, unitGlyphs, _start, scale) => {
    let width = 0;
    for (const unit of unitGlyphs) width += advancePx(unit, scale, style);
    total += width;
  });
  return total;
}

type SpanVisitor = (
  face: ShapedRun["face"],
  glyphs: readonly UnitGlyph[],
  start: number,
  scale: number,
) => void;

function forEachShapedSpan(
  text: string,
  style: TextStyle,
  registry: VersionedFamilySource,
  visit: SpanVisitor,
): void {
  if (text.length === 0) return;
  const chain = fontChain(registry, style);
  const ligatures = style.letterSpacing === 0;
  for (const span of splitByCoverage(text, chain)) {
    const face = span.match.face;
    const shape = shapeWithFont(face.font, text.slice(span.start, span.end), ligatures);
    if (shape.glyphs.length > 0) {
      visit(face, shape.glyphs, span.start, style.fontSize / face.unitsPerEm);
    }
  }
}

/** A glyph's advance in px with letter- and word-spacing (CSS Text 3 §8.1, §8.2). */
function advancePx(glyph: UnitGlyph, scale: number, style: TextStyle): number {
  return glyph.advance * scale + glyph.characterUnits * style.letterSpacing +
    glyph.wordSeparators * style.wordSpacing;
}
