/**
 * Shaping text for layout: font selection with per-character fallback,
 * OpenType shaping with the style's features, font synthesis, and CSS
 * letter- and word-spacing, in px.
 */
import type { ShapedGlyph, ShapedRun, SyntheticStyle, TextStyle } from "./types.ts";
import { type FaceMatch, fontChain, type VersionedFamilySource } from "./match.ts";
import { splitByCoverage } from "./fallback.ts";
import { shapeWithFont, type UnitGlyph } from "./font_shaper.ts";
import { shapingFeatures } from "./features.ts";

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
  forEachShapedSpan(text, style, registry, (match, unitGlyphs, start, scale) => {
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
    const run: ShapedRun = { face: match.face, size: style.fontSize, glyphs, width };
    const synthetic = syntheticStyle(match, style);
    if (synthetic) run.synthetic = synthetic;
    runs.push(run);
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
  forEachShapedSpan(text, style, registry, (_match, unitGlyphs, _start, scale) => {
    let width = 0;
    for (const unit of unitGlyphs) width += advancePx(unit, scale, style);
    total += width;
  });
  return total;
}

type SpanVisitor = (
  match: FaceMatch,
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
  const features = shapingFeatures(style);
  for (const span of splitByCoverage(text, chain)) {
    const face = span.match.face;
    const shape = shapeWithFont(face.font, text.slice(span.start, span.end), features);
    if (shape.glyphs.length > 0) {
      visit(span.match, shape.glyphs, span.start, style.fontSize / face.unitsPerEm);
    }
  }
}

/**
 * The synthesis a run needs: what matching found missing, where
 * font-synthesis-weight / -style allow faking it (CSS Fonts 4, font-synthesis).
 */
function syntheticStyle(match: FaceMatch, style: TextStyle): SyntheticStyle | null {
  const bold = match.syntheticBold && style.fontSynthesisWeight !== false;
  const italic = match.syntheticItalic && style.fontSynthesisStyle !== false;
  return bold || italic ? { bold, italic } : null;
}

/** A glyph's advance in px with letter- and word-spacing (CSS Text 3 §8.1, §8.2). */
function advancePx(glyph: UnitGlyph, scale: number, style: TextStyle): number {
  return glyph.advance * scale + glyph.characterUnits * style.letterSpacing +
    glyph.wordSeparators * style.wordSpacing;
}
