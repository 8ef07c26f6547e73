/**
 * Shaping text for layout: font selection with per-character fallback,
 * OpenType shaping with the style's features, font synthesis, and CSS
 * letter- and word-spacing, in px.
 */
import { glyphSize } from "./glyph_size.ts";
import type { FontFace, ShapedGlyph, ShapedRun, SyntheticStyle, TextStyle } from "./types.ts";
import { BoundedCache } from "./bounded_cache.ts";
import { type FaceMatch, fontChain, type VersionedFamilySource } from "./match.ts";
import { splitByCoverage } from "./fallback.ts";
import { shapeWithFont, type UnitGlyph } from "./font_shaper.ts";
import { type ShapingFeatures, shapingFeatures } from "./features.ts";

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
): readonly ShapedRun[] {
  const cache = shapedTextsOf(registry, style);
  let runs = cache.get(text);
  if (!runs) {
    runs = Object.freeze(shapeUncached(text, style, registry));
    cache.set(text, runs);
  }
  return runs;
}

/** Texts shaped per style and registry version (a bound, not a document's whole vocabulary). */
const SHAPED_TEXTS_PER_STYLE = 2048;
const shapedTexts = new WeakMap<
  VersionedFamilySource,
  { version: number; byStyle: WeakMap<TextStyle, BoundedCache<string, readonly ShapedRun[]>> }
>();

/**
 * The runs shaped before for a style, by text. A document repeats its words (a column of
 * "Customer …", a month name), and the runs of one text in one style are the same wherever
 * it stands: they are shared, not shaped and stored again for each occurrence. Shared runs
 * are never changed (a caller that adjusts them, layout/inline/justify.ts, copies them
 * first); the lists are frozen so that a change would throw rather than spread to every
 * occurrence.
 */
function shapedTextsOf(
  registry: VersionedFamilySource,
  style: TextStyle,
): BoundedCache<string, readonly ShapedRun[]> {
  let caches = shapedTexts.get(registry);
  if (caches?.version !== registry.version) {
    caches = { version: registry.version, byStyle: new WeakMap() };
    shapedTexts.set(registry, caches);
  }
  const known = caches.byStyle.get(style);
  if (known) return known;
  const cache = new BoundedCache<string, readonly ShapedRun[]>(SHAPED_TEXTS_PER_STYLE);
  caches.byStyle.set(style, cache);
  return cache;
}

function shapeUncached(
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
    const run: ShapedRun = { face: match.face, size: glyphSize(style.fontSize), glyphs, width };
    const synthetic = syntheticStyle(match, style);
    if (synthetic) run.synthetic = synthetic;
    runs.push(run);
  });
  return runs;
}

/** Distinct glyphs kept per face; a document rarely has more than a few thousand. */
const INTERNED_GLYPHS_PER_FACE = 20_000;
/** Per face: the distinct glyphs of one glyph id at one cluster index, keyed by both. */
const internedGlyphs = new WeakMap<FontFace, BoundedCache<number, readonly ShapedGlyph[]>>();

/**
 * One shared object per distinct glyph: a 10,000-row table shows the same few
 * hundred glyphs (a digit at a cluster index, at a size) hundreds of thousands
 * of times, and a glyph object each would be most of its layout's memory.
 * Glyphs are immutable (ShapedGlyph is readonly), so sharing them is safe. The
 * key is a number, not a string: this runs for every glyph laid out, and a key
 * string each was the largest allocation of a long table's layout.
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
  if (!cache) {
    cache = new BoundedCache(INTERNED_GLYPHS_PER_FACE, (variants) => variants.length);
    internedGlyphs.set(face, cache);
  }
  // OpenType glyph ids are 16-bit, so the id and the cluster share one exact integer.
  const key = cluster * 0x10000 + id;
  const variants = cache.get(key);
  if (variants) {
    for (const g of variants) {
      if (
        g.advance === advance && g.xOffset === xOffset && g.yOffset === yOffset && g.text === text
      ) return g;
    }
  }
  const glyph: ShapedGlyph = { id, advance, xOffset, yOffset, text, cluster };
  cache.set(key, variants ? [...variants, glyph] : [glyph]);
  return glyph;
}

/** Per face and feature set: the kerning of character pairs, in font units. */
const pairCaches = new WeakMap<FontFace, Map<string, Map<number, number>>>();
const PAIRS_PER_CACHE = 65_536;

/**
 * How much the advance of `before`'s glyph changes when `after` follows it in one run
 * (pair kerning: a space before "A" in Arial is 113 units narrower), in px. Layout shapes
 * text in pieces between break opportunities; a browser shapes the whole run, so the pairs
 * that meet at a piece boundary kern as well. Both are single characters; pairs drawn from
 * two faces, or shaped into anything but their two glyphs, do not kern.
 */
export function pairKerning(
  before: string,
  after: string,
  style: TextStyle,
  registry: VersionedFamilySource,
): number {
  const { chain, features } = shapingSetup(style, registry);
  const spans = splitByCoverage(before + after, chain);
  if (spans.length !== 1) return 0;
  const face = spans[0].match.face;
  let byFeatures = pairCaches.get(face);
  if (!byFeatures) pairCaches.set(face, byFeatures = new Map());
  let pairs = byFeatures.get(features.key);
  if (!pairs || pairs.size >= PAIRS_PER_CACHE) byFeatures.set(features.key, pairs = new Map());
  const key = before.codePointAt(0)! * 0x110000 + after.codePointAt(0)!;
  let units = pairs.get(key);
  if (units === undefined) {
    const pair = shapeWithFont(face.font, before + after, features).glyphs;
    const alone = shapeWithFont(face.font, before, features).glyphs;
    const kerned = pair.length === 2 && alone.length === 1 && pair[0].id === alone[0].id &&
      pair[0].cluster === 0;
    units = kerned ? pair[0].advance - alone[0].advance : 0;
    pairs.set(key, units);
  }
  return units * glyphSize(style.fontSize) / face.unitsPerEm;
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

/** What shaping in one style needs, found once per style object and registry version. */
interface ShapingSetup {
  registry: VersionedFamilySource;
  version: number;
  chain: readonly FaceMatch[];
  features: ShapingFeatures;
}

const setups = new WeakMap<TextStyle, ShapingSetup>();

/**
 * The font chain and features of `style`. Computed styles are shared between elements
 * (style sharing), so keying on the object spares each shaped word the string keys of
 * the chain and feature caches.
 */
function shapingSetup(style: TextStyle, registry: VersionedFamilySource): ShapingSetup {
  const known = setups.get(style);
  if (known && known.registry === registry && known.version === registry.version) return known;
  const setup = {
    registry,
    version: registry.version,
    chain: fontChain(registry, style),
    features: shapingFeatures(style),
  };
  setups.set(style, setup);
  return setup;
}

function forEachShapedSpan(
  text: string,
  style: TextStyle,
  registry: VersionedFamilySource,
  visit: SpanVisitor,
): void {
  if (text.length === 0) return;
  const { chain, features } = shapingSetup(style, registry);
  for (const span of splitByCoverage(text, chain)) {
    const face = span.match.face;
    const shape = shapeWithFont(face.font, text.slice(span.start, span.end), features);
    if (shape.glyphs.length > 0) {
      visit(span.match, shape.glyphs, span.start, glyphSize(style.fontSize) / face.unitsPerEm);
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
