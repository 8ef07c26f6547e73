/**
 * Box sizing properties: `width`, `height` and their min/max with the content-based keywords
 * of CSS Sizing 3 §3.2 and Sizing 4's `stretch` (§3.1), and `aspect-ratio` (Sizing 4 §2.1).
 * Layout resolves the keywords (lib/layout/sizing); here they are only read and kept.
 */
import type {
  AspectRatio,
  LengthPercentage,
  MaxSizeValue,
  SizeKeyword,
  SizeValue,
} from "./types.ts";
import { numberValue } from "./calc.ts";
import type { Length } from "./length.ts";
import { keyword, lengthPercentageOr } from "./kinds.ts";
import type { ValueKind } from "./property.ts";
import { identOf, isSlash, type Tokens } from "./value.ts";

/**
 * The sizing keywords with the legacy spellings Chromium still reads as them (its computed
 * value prints `stretch` for `-webkit-fill-available`). Chromium does not accept
 * `fit-content(<length-percentage>)` on these properties (only in grid tracks), so neither
 * do we: such a declaration is dropped, as Chromium drops it.
 */
const SIZE_KEYWORD = keyword<SizeKeyword>(
  ["min-content", "max-content", "fit-content", "stretch"],
  {
    "-webkit-min-content": "min-content",
    "-webkit-max-content": "max-content",
    "-webkit-fit-content": "fit-content",
    "-webkit-fill-available": "stretch",
  },
);

/**
 * `<length-percentage [0,∞]> | <keyword> | min-content | max-content | fit-content | stretch`:
 * `auto` for width, height and min-*, `none` for max-* (Sizing 3 §3.1–3.2).
 */
export function sizeValue<const K extends "auto" | "none">(
  none: K,
): ValueKind<Length | K | SizeKeyword, LengthPercentage | K | SizeKeyword> {
  const length = lengthPercentageOr([none], { nonNegative: true });
  return {
    parse: (tokens) => SIZE_KEYWORD.parse(tokens) ?? length.parse(tokens),
    compute: (value, ctx) =>
      typeof value === "string" && value !== none
        ? value
        : length.compute(value as Length | K, ctx),
  };
}

/** A non-negative <number> (math functions included), else null. */
function nonNegative(node: Tokens[number] | undefined): number | null {
  const n = numberValue(node);
  return n !== null && n >= 0 ? n : null;
}

/** `<ratio>` (CSS Values 4 §7.6): `<number [0,∞]> [ / <number [0,∞]> ]?`, the second 1 if left out. */
function parseRatio(tokens: Tokens): AspectRatio["ratio"] {
  const width = nonNegative(tokens[0]);
  if (width === null) return null;
  if (tokens.length === 1) return { width, height: 1 };
  if (tokens.length !== 3 || !isSlash(tokens[1])) return null;
  const height = nonNegative(tokens[2]);
  return height === null ? null : { width, height };
}

/** `aspect-ratio: auto || <ratio>` (Sizing 4 §2.1); computes as specified. */
export const ASPECT_RATIO: ValueKind<AspectRatio, AspectRatio> = {
  parse(tokens) {
    const first = identOf(tokens[0]) === "auto";
    const last = !first && identOf(tokens[tokens.length - 1]) === "auto";
    const rest = first ? tokens.slice(1) : last ? tokens.slice(0, -1) : tokens;
    if (rest.length === 0) return first ? { auto: true, ratio: null } : null;
    const ratio = parseRatio(rest);
    return ratio === null ? null : { auto: first || last, ratio };
  },
  compute: (value) => value,
};

/** Whether a size is one of the keywords sized by the box's content (Sizing 3 §3.2). */
export function isContentKeyword(value: SizeValue | MaxSizeValue): boolean {
  return value === "min-content" || value === "max-content" || value === "fit-content";
}

/** Whether a size is a sizing keyword, which only layout can resolve. */
export function isSizeKeyword(value: SizeValue | MaxSizeValue): value is SizeKeyword {
  return isContentKeyword(value) || value === "stretch";
}

/**
 * A size as code that does not resolve sizing keywords reads it: a length or percentage, else
 * `fallback` (`auto`, or `none` for a maximum) — what Chromium does where the keywords do not
 * apply, as in table columns and rows.
 */
export function lengthOr<const K extends "auto" | "none">(
  value: SizeValue | MaxSizeValue,
  fallback: K,
): LengthPercentage | K {
  return typeof value === "string" ? fallback : value;
}
