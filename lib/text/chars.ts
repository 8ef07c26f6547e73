/**
 * Character classes the text stage acts on, with fast paths for the Latin
 * range (these run for every character of every shaped string).
 */

const MARK = /^\p{M}$/u;
const DEFAULT_IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;

/** Combining marks (Mn, Mc, Me; variation selectors are Mn): part of the preceding cluster. */
export function isMark(codePoint: number): boolean {
  // U+0300 is the first combining mark.
  return codePoint >= 0x300 && MARK.test(String.fromCodePoint(codePoint));
}

/**
 * Characters that draw nothing: control characters (Blink shapes them as
 * zero-width spaces) and default-ignorables (soft hyphen, ZWSP, ZWJ, bidi
 * controls, variation selectors; Unicode §5.21, zeroed by HarfBuzz and fontkit).
 */
export function isInvisible(codePoint: number): boolean {
  if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f)) return true;
  if (codePoint < 0x300) return codePoint === 0xad; // the only default-ignorable below U+0300
  return DEFAULT_IGNORABLE.test(String.fromCodePoint(codePoint));
}

/**
 * Word-separator characters that word-spacing applies to (CSS Text 3 §8.1):
 * space, no-break space, Ethiopic word space, Aegean word separators,
 * Ugaritic and Phoenician word dividers.
 */
export function isWordSeparator(codePoint: number): boolean {
  return codePoint === 0x20 || codePoint === 0xa0 || codePoint === 0x1361 ||
    codePoint === 0x10100 || codePoint === 0x10101 || codePoint === 0x1039f ||
    codePoint === 0x1091f;
}

/** UTF-16 length of one code point. */
export function utf16Length(codePoint: number): number {
  return codePoint > 0xffff ? 2 : 1;
}
