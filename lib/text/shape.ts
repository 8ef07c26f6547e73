/**
 * Shaping text for layout: font selection with per-character fallback,
 * OpenType shaping with the style's features, font synthesis, and CSS
 * letter- and word-spacing, in px.
 */
import type { FontFace, ShapedGlyph, ShapedRun, SyntheticStyle, TextStyle } from "./types.ts";
import { BoundedCache } from "./bounded_cache.ts";
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
      glyphs[i] = internedGlyph(
        match.face,
        unit.id,
        advance,
        unit.xOffset * scale,
        unit.yOffset * scale,
        unit.text,
        unit.cluster + start,
      );
      width += advance;
    }
    const run: ShapedRun = { face: match.face, size: style.fontSize, glyphs, width };
    const synthetic = syntheticStyle(match, style);
    if (synthetic) run.synthetic = synthetic;
    runs.push(run);
  });
  return runs;
}

/** Distinct glyphs kept per face; a document rarely has more than a few thousand. */
const INTERNED_GLYPHS_PER_FACE = 20_000;
const internedGlyphs = new WeakMap<FontFace, BoundedCache<string, ShapedGlyph>>();

/**
 * One shared object per distinct glyph: a 10,000-row table shows the same few
 * hundred glyphs (a digit at a cluster index, at a size) hundreds of thousands
 * of times, and a glyph object each would be most of its layout's memory.
 * Glyphs are immutable (ShapedGlyph is readonly), so sharing them is safe.
 */
function internedGlyph(
  face: FontFace,
  id: number,
  advance: number,
  xOffset: number,
  yOffset: number,
  text: string,
  cluster: number,
): ShapedGlyph {
  let cache = internedGlyphs.get(face);
  if (!cache) internedGlyphs.set(face, cache = new BoundedCache(INTERNED_GLYPHS_PER_FACE));
  const key = `${id} ${advance} ${xOffset} ${yOffset} ${cluster} ${text}`;
  let glyph = cache.get(key);
  if (!glyph) cache.set(key, glyph = { id, advance, xOffset, yOffset, text, cluster });
  return glyph;
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
