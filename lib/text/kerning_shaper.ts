/**
 * A fast path for the common case: Latin text whose glyphs OpenType shaping
 * can only kern. fontkit's full layout costs ~25 µs per word (it replans and
 * walks every lookup each call); most words of a document are new to the
 * cache once, so that cost dominates a long document. For text where no
 * substitution and no positioning other than pair adjustment can apply, the
 * result equals nominal advances plus per-pair adjustments, and each pair's
 * adjustment is measured once, by fontkit itself, and remembered.
 *
 * "Can apply" is decided conservatively from the font's tables:
 *  - a glyph is excluded if it is in the first coverage of any GSUB lookup,
 *    or of any GPOS lookup other than pair adjustment, reachable from the
 *    features fontkit's default shaper enables (for any script), or if GDEF
 *    classes it as a mark (marks get zeroed advances);
 *  - fonts with AAT `morx` or variations (`fvar`) are not handled here;
 *  - only Latin and Common-script characters of the BMP qualify. With a
 *    Latin one fontkit shapes the text as `latn`; without (numbers, dates,
 *    amounts: most cells of a table) it detects no script and uses the
 *    font's default one, so each pair is measured in the context of its text.
 * A pair whose measured layout does anything but change advances sends the
 * whole string back to the full path. Callers use this path only for styles
 * whose features do no more than the defaults (features.ts, kerningExact). kerning_shaper_test.ts checks that both
 * paths agree on every bundled face.
 */
import type { Font } from "fontkit";
import { type FontkitFont, fontkitView } from "./font_file.ts";
import { isInvisible, isMark, isWordSeparator } from "./chars.ts";
import type { UnitGlyph, UnitShape } from "./font_shaper.ts";
import { SHAPER_DEFAULT_FEATURES } from "./features.ts";

const FRACTION_SLASH = 0x2044; // enables fontkit's local frac/numr/dnom features
const PAIR_FEATURES = ["kern", "liga", "clig", "calt"];

interface Coverage {
  version: number;
  glyphs?: number[];
  rangeRecords?: { start: number; end: number }[];
}

interface Subtable {
  coverage?: Coverage;
  coverages?: Coverage[];
  inputCoverage?: Coverage[];
  markCoverage?: Coverage;
  mark1Coverage?: Coverage;
  lookupType?: number;
  extension?: Subtable;
}

interface LayoutTable {
  featureList: { tag: string; feature: { lookupListIndexes: number[] } }[];
  lookupList: { get(index: number): { lookupType: number; subTables: Subtable[] } };
}

interface ClassDef {
  version: number;
  startGlyph?: number;
  classValueArray?: number[];
  classRangeRecord?: { start: number; end: number; class: number }[];
}

interface TableAccess {
  GSUB?: LayoutTable;
  GPOS?: LayoutTable;
  GDEF?: { glyphClassDef?: ClassDef };
}

interface NominalGlyph {
  id: number;
  advance: number;
}

/** What a pair adjustment does to the advances of its two glyphs. */
interface PairEffect {
  first: number;
  second: number;
}

interface KerningFont {
  font: FontkitFont;
  /** Glyphs some substitution or non-pair positioning may start at. */
  excluded: Set<number>;
  glyphs: Map<number, NominalGlyph | null>;
  pairs: Map<number, PairEffect | null>;
}

const kerningFonts = new WeakMap<Font, KerningFont | null>();

/**
 * Shapes `text` as nominal glyphs plus pair adjustments when that is exact
 * (see the module comment), else returns null.
 */
export function shapeByKerning(font: Font, text: string): UnitShape | null {
  const script = kerningScript(text);
  if (script === null) return null;
  let state = kerningFonts.get(font);
  if (state === undefined) {
    state = analyze(fontkitView(font));
    kerningFonts.set(font, state);
  }
  if (!state) return null;

  const glyphs: UnitGlyph[] = [];
  for (let i = 0; i < text.length; i++) {
    const nominal = nominalGlyph(state, text.charCodeAt(i));
    if (!nominal) return null;
    const separator = isWordSeparator(text.charCodeAt(i)) ? 1 : 0;
    glyphs.push({
      id: nominal.id,
      advance: nominal.advance,
      xOffset: 0,
      yOffset: 0,
      text: text[i],
      cluster: i,
      characterUnits: 1,
      wordSeparators: separator,
    });
  }
  for (let i = 0; i + 1 < glyphs.length; i++) {
    const effect = pairEffect(state, text.charCodeAt(i), text.charCodeAt(i + 1), script);
    if (!effect) return null;
    glyphs[i].advance += effect.first;
    glyphs[i + 1].advance += effect.second;
  }
  return { glyphs };
}

/** Character classes, per BMP code point: 0 unknown, 1 Latin, 2 Common, 3 other. */
const characterClass = new Uint8Array(0x10000);
const LATIN = /^\p{Script=Latin}$/u;
const COMMON = /^\p{Script=Common}$/u;

/**
 * The script fontkit shapes `text` in when it qualifies for the fast path: `latn`
 * with a Latin letter, `common` (no script: the font's default) without; else null.
 */
type PairScript = "latn" | "common";

function kerningScript(text: string): PairScript | null {
  if (text.length === 0) return null;
  let latin = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let kind = characterClass[code];
    if (kind === 0) {
      kind = classify(code);
      characterClass[code] = kind;
    }
    if (kind === 3) return null;
    if (kind === 1) latin = true;
  }
  return latin ? "latn" : "common";
}

function classify(code: number): number {
  // Surrogates, marks and invisible characters need the full path.
  if ((code >= 0xd800 && code <= 0xdfff) || isMark(code) || isInvisible(code)) return 3;
  if (code === FRACTION_SLASH) return 3;
  const character = String.fromCharCode(code);
  if (LATIN.test(character)) return 1;
  return COMMON.test(character) ? 2 : 3;
}

function analyze(font: FontkitFont): KerningFont | null {
  const tables = font.directory.tables;
  if (tables.morx || tables.fvar) return null;
  const access = font as unknown as TableAccess;
  const excluded = new Set<number>();
  if (tables.GSUB && access.GSUB && !collectTriggers(access.GSUB, "GSUB", excluded)) return null;
  if (tables.GPOS && access.GPOS && !collectTriggers(access.GPOS, "GPOS", excluded)) return null;
  const classes = access.GDEF?.glyphClassDef;
  if (classes) addClass(classes, 3, excluded);
  return { font, excluded, glyphs: new Map(), pairs: new Map() };
}

/**
 * Adds the glyphs at which a lookup reachable from the shaper's features can
 * start. Returns false for a subtable whose shape is not understood.
 */
function collectTriggers(table: LayoutTable, tag: "GSUB" | "GPOS", into: Set<number>): boolean {
  const lookups = new Set<number>();
  for (const record of table.featureList) {
    if (SHAPER_DEFAULT_FEATURES.has(record.tag)) {
      for (const index of record.feature.lookupListIndexes) lookups.add(index);
    }
  }
  for (const index of lookups) {
    const lookup = table.lookupList.get(index);
    if (!lookup) return false;
    for (const subtable of lookup.subTables) {
      if (!collectSubtable(tag, lookup.lookupType, subtable, into)) return false;
    }
  }
  return true;
}

function collectSubtable(
  tag: "GSUB" | "GPOS",
  type: number,
  subtable: Subtable,
  into: Set<number>,
): boolean {
  const extension = tag === "GSUB" ? 7 : 9;
  if (type === extension) {
    const inner = subtable.extension;
    return inner !== undefined && subtable.lookupType !== undefined &&
      collectSubtable(tag, subtable.lookupType, inner, into);
  }
  let coverage: Coverage | undefined;
  if (tag === "GPOS" && type === 2) return true; // pair adjustment: measured per pair
  if (tag === "GPOS" && (type === 4 || type === 5)) coverage = subtable.markCoverage;
  else if (tag === "GPOS" && type === 6) coverage = subtable.mark1Coverage;
  else coverage = subtable.coverage ?? subtable.coverages?.[0] ?? subtable.inputCoverage?.[0];
  if (!coverage) return false;
  if (coverage.glyphs) { for (const glyph of coverage.glyphs) into.add(glyph); }
  for (const range of coverage.rangeRecords ?? []) {
    for (let glyph = range.start; glyph <= range.end; glyph++) into.add(glyph);
  }
  return true;
}

function addClass(classDef: ClassDef, wanted: number, into: Set<number>): void {
  if (classDef.classValueArray && classDef.startGlyph !== undefined) {
    classDef.classValueArray.forEach((value, i) => {
      if (value === wanted) into.add(classDef.startGlyph! + i);
    });
  }
  for (const range of classDef.classRangeRecord ?? []) {
    if (range.class !== wanted) continue;
    for (let glyph = range.start; glyph <= range.end; glyph++) into.add(glyph);
  }
}

function nominalGlyph(state: KerningFont, code: number): NominalGlyph | null {
  let nominal = state.glyphs.get(code);
  if (nominal === undefined) {
    const glyph = state.font.glyphForCodePoint(code);
    nominal = !glyph || state.excluded.has(glyph.id)
      ? null
      : { id: glyph.id, advance: glyph.advanceWidth };
    state.glyphs.set(code, nominal);
  }
  return nominal;
}

/**
 * Lays the pair out with fontkit once per script; null when it does more than adjust
 * advances.
 */
function pairEffect(
  state: KerningFont,
  first: number,
  second: number,
  script: PairScript,
): PairEffect | null {
  const key = (first * 0x10000 + second) * 2 + (script === "latn" ? 0 : 1);
  let effect = state.pairs.get(key);
  if (effect === undefined) {
    effect = measurePair(state, first, second, script);
    state.pairs.set(key, effect);
  }
  return effect;
}

function measurePair(
  state: KerningFont,
  first: number,
  second: number,
  script: PairScript,
): PairEffect | null {
  const a = nominalGlyph(state, first)!;
  const b = nominalGlyph(state, second)!;
  // Two Common characters: fontkit detects no script, as it does for their whole text.
  const pair = String.fromCharCode(first, second);
  const run = state.font.layout(pair, PAIR_FEATURES, script === "latn" ? "latn" : undefined);
  const [p, q] = run.positions;
  const same = run.glyphs.length === 2 && run.glyphs[0].id === a.id &&
    run.glyphs[1].id === b.id && p.xOffset === 0 && p.yOffset === 0 && q.xOffset === 0 &&
    q.yOffset === 0 && p.yAdvance === 0 && q.yAdvance === 0;
  return same ? { first: p.xAdvance - a.advance, second: q.xAdvance - b.advance } : null;
}
