/**
 * Shaping one string with one font, in font units: fontkit's OpenType layout
 * (GSUB/GPOS, or the legacy kern table) plus the glyph → character mapping
 * that fontkit does not give reliably. Results are cached per font, because
 * layout shapes the same words over and over.
 */
import type { Font } from "fontkit";
import {
  type FontkitFont,
  type FontkitGlyph,
  type FontkitGlyphRun,
  fontkitView,
} from "./font_file.ts";
import { BoundedCache } from "./bounded_cache.ts";
import { shapeByKerning } from "./kerning_shaper.ts";
import type { ShapingFeatures } from "./features.ts";
import { isInvisible, isMark, isWordSeparator, utf16Length } from "./chars.ts";

/** One glyph in font units; `text`/`cluster` as in ShapedGlyph. */
export interface UnitGlyph {
  id: number;
  advance: number;
  xOffset: number;
  yOffset: number;
  text: string;
  cluster: number;
  /** Typographic character units in `text` (letter-spacing is added after each). */
  characterUnits: number;
  /** Word-separator characters in `text` (word-spacing is added to each). */
  wordSeparators: number;
}

export interface UnitShape {
  /** Glyphs in visual order. */
  glyphs: readonly UnitGlyph[];
}

const CACHE_ENTRIES_PER_FONT = 4096;
const caches = new WeakMap<Font, BoundedCache<string, UnitShape>>();

/**
 * Shapes `text` with `font` and `features` (features.ts); the result is
 * shared and must not be modified.
 */
export function shapeWithFont(font: Font, text: string, features: ShapingFeatures): UnitShape {
  let cache = caches.get(font);
  if (!cache) {
    cache = new BoundedCache(CACHE_ENTRIES_PER_FONT);
    caches.set(font, cache);
  }
  // Feature keys are printable ASCII (features.ts), so NUL separates them from the text.
  const key = `${features.key}\u0000${text}`;
  let shape = cache.get(key);
  if (!shape) {
    shape = shapeUncached(font, text, features);
    cache.set(key, shape);
  }
  return shape;
}

const CONTROL = /\p{Cc}/gu;

function shapeUncached(font: Font, text: string, features: ShapingFeatures): UnitShape {
  // The kerning fast path models the default features only.
  const fast = features.kerningExact ? shapeByKerning(font, text) : null;
  return fast ?? shapeWithLayout(fontkitView(font), text, features);
}

function shapeWithLayout(font: FontkitFont, text: string, features: ShapingFeatures): UnitShape {
  // A control character would show as .notdef; as ZWSP (one code unit too)
  // it is hidden by fontkit like any default-ignorable, and indices are kept.
  const run = layoutTrackingCodePoints(font, text.replace(CONTROL, "\u200B"), features.overrides);
  // Invisible characters (chars.ts) get no glyph: no ToUnicode entry and no
  // letter-spacing (Chromium adds none for a soft hyphen).
  const glyphs = assignCharacters(run, text).filter((glyph) =>
    glyph.advance !== 0 || !isInvisibleText(glyph.text)
  );
  return { glyphs };
}

/**
 * Maps glyphs back to the characters they stand for. Each glyph consumes as
 * many code points as its codePoints array holds (a ligature several, the
 * extra glyphs of a one-to-many substitution none), in logical order: visual
 * order, reversed for right-to-left runs (fontkit reverses those). `text` and
 * `cluster` come from the input string, so surrogate pairs stay whole and
 * UTF-16 indices are exact. Known limit: a ligature that skips an
 * intervening mark takes that mark's character and leaves the mark glyph the
 * ligature's last one.
 */
function assignCharacters(run: FontkitGlyphRun, text: string): UnitGlyph[] {
  const count = run.glyphs.length;
  const rtl = run.direction === "rtl";
  const result = new Array<UnitGlyph>(count);
  let cursor = 0;
  let cluster = 0;
  for (let step = 0; step < count; step++) {
    const index = rtl ? count - 1 - step : step;
    const glyph = run.glyphs[index];
    const position = run.positions[index];
    const start = cursor;
    for (let n = glyph.codePoints.length; n > 0 && cursor < text.length; n--) {
      cursor += utf16Length(text.codePointAt(cursor)!);
    }
    if (cursor > start) cluster = start;
    const characters = text.slice(start, cursor);
    result[index] = {
      id: glyph.id,
      advance: position.xAdvance,
      xOffset: position.xOffset,
      yOffset: position.yOffset,
      text: characters,
      cluster,
      ...spacingCounts(characters),
    };
  }
  return result;
}

/**
 * fontkit caches one Glyph object per glyph id, and its `codePoints` are
 * whatever the first request passed: a later space that was first seen as
 * U+00A0, or any glyph first fetched by the subsetter (with no code points),
 * would report the wrong characters. For the duration of one layout call,
 * every glyph fontkit fetches is wrapped in a view carrying the code points of
 * that request; the cached object (metrics, outlines) stays shared.
 */
function layoutTrackingCodePoints(
  font: FontkitFont,
  text: string,
  features: Readonly<Record<string, boolean>>,
): FontkitGlyphRun {
  const shared = font.getGlyph;
  const instance = font as { getGlyph: FontkitFont["getGlyph"] };
  instance.getGlyph = (id: number, codePoints: number[] = []) => {
    const glyph = shared.call(font, id, codePoints);
    if (!glyph) return glyph;
    // Metrics are computed once on the shared glyph so that views inherit them.
    glyph.advanceWidth;
    return withCodePoints(glyph, codePoints);
  };
  try {
    // fontkit writes the features it applied into the object it is given.
    return font.layout(text, { ...features });
  } finally {
    delete (instance as Partial<typeof instance>).getGlyph;
  }
}

function withCodePoints(glyph: FontkitGlyph, codePoints: number[]): FontkitGlyph {
  const view = Object.create(glyph) as FontkitGlyph;
  view.codePoints = codePoints;
  // Recomputed as fontkit's Glyph constructor does; used for mark positioning
  // in fonts without GPOS.
  view.isMark = codePoints.length > 0 && codePoints.every(isMark);
  view.isLigature = codePoints.length > 1;
  return view;
}

function isInvisibleText(text: string): boolean {
  const codePoint = text.codePointAt(0);
  return codePoint !== undefined && text.length === utf16Length(codePoint) &&
    isInvisible(codePoint);
}

/**
 * CSS Text 3 §8.2: letter-spacing goes after every typographic character unit
 * (a grapheme cluster: combining marks add none, and Chromium adds none for
 * invisible characters); §8.1: word-spacing goes to every word separator.
 */
function spacingCounts(text: string): { characterUnits: number; wordSeparators: number } {
  let characterUnits = 0;
  let wordSeparators = 0;
  for (let i = 0; i < text.length;) {
    const codePoint = text.codePointAt(i)!;
    if (!isMark(codePoint) && !isInvisible(codePoint)) characterUnits++;
    if (isWordSeparator(codePoint)) wordSeparators++;
    i += utf16Length(codePoint);
  }
  return { characterUnits, wordSeparators };
}
