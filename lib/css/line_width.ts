/**
 * `<line-width>` (CSS Backgrounds 3 §3.3), the width of borders and outlines: a non-negative
 * length or `thin`, `medium`, `thick` (thin ≤ medium ≤ thick; Chromium's 1, 3 and 5px), snapped
 * as CSS Values 4 §6.1.3 snaps border widths: below one device pixel rounds up to one, above
 * rounds down (one CSS px is one device px here).
 */
import { type Length, type LengthBasis, lengthToPx, parseLength } from "./length.ts";
import { identOf, type Tokens } from "./value.ts";

const LINE_WIDTH_KEYWORDS: Readonly<Record<string, number>> = { thin: 1, medium: 3, thick: 5 };

/** A specified line width, or null when `tokens` are none. */
export function parseLineWidth(tokens: Tokens): Length | null {
  const name = identOf(tokens[0]);
  if (tokens.length === 1 && name !== null && Object.hasOwn(LINE_WIDTH_KEYWORDS, name)) {
    return { px: LINE_WIDTH_KEYWORDS[name] };
  }
  return parseLength(tokens, { nonNegative: true });
}

/** The computed line width in whole px. */
export function computeLineWidth(width: Length, basis: LengthBasis): number {
  const px = Math.max(0, lengthToPx(width, basis));
  return px > 0 && px < 1 ? 1 : Math.floor(px);
}
