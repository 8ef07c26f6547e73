/**
 * Per-character font fallback: splitting text into runs by the first face of
 * the chain that has glyphs for each character (CSS Fonts 4 §5, "cluster
 * matching"), the way Chromium's font fallback iterator does.
 */
import type { FontFace } from "./types.ts";
import type { FaceMatch } from "./match.ts";
import { fontkitView } from "./font_file.ts";
import { isInvisible, isMark, utf16Length } from "./chars.ts";

/** A stretch of text, [start, end) in UTF-16 units, drawn with one face. */
export interface FaceSpan {
  match: FaceMatch;
  start: number;
  end: number;
}

const ZWJ = 0x200d;

/**
 * Splits `text` into runs of one face each. A cluster (a base character with
 * its combining marks, or characters joined by ZWJ) goes to the first face
 * that covers all of it, else the first that covers its base; a character no
 * face covers stays with the chain's first face, which draws its .notdef box
 * (Chromium draws the same tofu when no system font has the character).
 * Invisible characters join the run before them (or after, at the start).
 */
export function splitByCoverage(text: string, chain: readonly FaceMatch[]): FaceSpan[] {
  if (text.length === 0) return [];
  if (coversAll(chain[0].face, text)) return [{ match: chain[0], start: 0, end: text.length }];
  const spans: FaceSpan[] = [];
  let current: FaceMatch | null = null;
  let runStart = 0;
  let index = 0;
  while (index < text.length) {
    const start = index;
    const codePoints = [text.codePointAt(index)!];
    index += utf16Length(codePoints[0]);
    while (index < text.length) {
      const next = text.codePointAt(index)!;
      const joined = codePoints[codePoints.length - 1] === ZWJ;
      if (!joined && !isMark(next) && next !== ZWJ) break;
      codePoints.push(next);
      index += utf16Length(next);
    }
    if (isInvisible(codePoints[0])) continue;
    const chosen = pickFace(chain, codePoints);
    if (current === null) {
      current = chosen;
    } else if (chosen !== current) {
      spans.push({ match: current, start: runStart, end: start });
      current = chosen;
      runStart = start;
    }
  }
  spans.push({ match: current ?? chain[0], start: runStart, end: text.length });
  return spans;
}

/** The common case, checked first: the primary face has every visible character. */
function coversAll(face: FontFace, text: string): boolean {
  for (let i = 0; i < text.length;) {
    const codePoint = text.codePointAt(i)!;
    if (!covers(face, codePoint) && !isInvisible(codePoint)) return false;
    i += utf16Length(codePoint);
  }
  return true;
}

function pickFace(chain: readonly FaceMatch[], codePoints: number[]): FaceMatch {
  const whole = chain.find((m) => codePoints.every((c) => covers(m.face, c) || isInvisible(c)));
  if (whole) return whole;
  return chain.find((m) => covers(m.face, codePoints[0])) ?? chain[0];
}

/**
 * Coverage per face, memoized: fallback asks about every character of every
 * shaped string. A face covers a character its cmap maps and, for a declared
 * face, its unicode-range includes (CSS Fonts 4 §4.5: a face is not used for
 * characters outside its ranges even when the font has them). BMP answers
 * live in a byte array (0 unknown, 1 yes, 2 no); the rare supplementary-plane
 * ones in a map.
 */
interface Coverage {
  bmp: Uint8Array;
  astral: Map<number, boolean>;
}
const coverages = new WeakMap<FontFace, Coverage>();

function covers(face: FontFace, codePoint: number): boolean {
  let coverage = coverages.get(face);
  if (!coverage) {
    coverage = { bmp: new Uint8Array(0x10000), astral: new Map() };
    coverages.set(face, coverage);
  }
  if (codePoint <= 0xffff) {
    const known = coverage.bmp[codePoint];
    if (known !== 0) return known === 1;
    const has = serves(face, codePoint);
    coverage.bmp[codePoint] = has ? 1 : 2;
    return has;
  }
  let has = coverage.astral.get(codePoint);
  if (has === undefined) {
    has = serves(face, codePoint);
    coverage.astral.set(codePoint, has);
  }
  return has;
}

function serves(face: FontFace, codePoint: number): boolean {
  const ranges = face.declared?.unicodeRange;
  if (ranges && !ranges.some(([first, last]) => codePoint >= first && codePoint <= last)) {
    return false;
  }
  return fontkitView(face.font).hasGlyphForCodePoint(codePoint);
}
