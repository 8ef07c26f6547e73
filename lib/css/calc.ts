/**
 * Math functions (CSS Values 4 §10) as values: parsed into a typed expression tree
 * (math/parse.ts), folded with what is known at parse time (math/simplify.ts), and handed out
 * as a number, an angle, a percentage or a length. A length is a sum of per-unit terms plus
 * the part that must stay a tree until the font size, page area or percentage basis is known.
 */
import type { CssNode, FunctionNode } from "./csstree.ts";
import { isLeaf } from "./math/node.ts";
import { parseMathFunction } from "./math/parse.ts";
import { type Resolve, simplify } from "./math/simplify.ts";
import { ANGLE, LENGTH, NUMBER, PERCENT, type PercentsAs, sameType } from "./math/type.ts";
import { isRelativeLength, type Length, lengthOfNode, saturate } from "./units.ts";
import { numberOf } from "./value.ts";

export type CalcValue =
  | { number: number }
  | { length: Length }
  /** Degrees. */
  | { angle: number }
  /** A <percentage> where percentages are not lengths (opacity: `calc(50% / 2)`). */
  | { percent: number };

/**
 * Folds a math function; null when it is none, is malformed or its type is none of the four.
 * `percentsAs` says whether percentages are lengths here (width, margins) or a type of their
 * own (CSS Values 4 §10.9). Numbers, angles and percentages saturate (lengths saturate once
 * resolved to px, in lengthToPx).
 *
 * A number, angle or percentage must be known at parse time: `calc(1em / 1px)` is a number
 * only once the font size is, and the properties taking numbers here have no computed-value
 * step that could wait for it, so it is treated as invalid.
 */
export function parseCalc(fn: FunctionNode, percentsAs: PercentsAs = "length"): CalcValue | null {
  const value = rawCalc(fn, percentsAs);
  if (value === null || "length" in value) return value;
  if ("number" in value) return { number: saturate(value.number) };
  if ("angle" in value) return { angle: saturate(value.angle) };
  return { percent: saturate(value.percent) };
}

function rawCalc(fn: FunctionNode, percentsAs: PercentsAs): CalcValue | null {
  const parsed = parseMathFunction(fn, percentsAs);
  if (parsed === null) return null;
  const known = knownAtParseTime(percentsAs);
  const node = simplify(parsed.node, known);
  const { type } = parsed;
  if (sameType(type, LENGTH)) return { length: lengthOfNode(node) };
  if (!isLeaf(node) || known(node) === null) return null;
  if (sameType(type, NUMBER)) return { number: node.value };
  if (sameType(type, ANGLE)) return { angle: node.value };
  return sameType(type, PERCENT) ? { percent: node.value } : null;
}

/**
 * At parse time the canonical units are known; relative lengths are not, and neither are
 * percentages that resolve against a length.
 */
function knownAtParseTime(percentsAs: PercentsAs): Resolve {
  return (leaf) => {
    if (leaf.unit === "%") return percentsAs === "percent" ? leaf : null;
    return isRelativeLength(leaf.unit) ? null : leaf;
  };
}

/** A <number> token or a math function resolving to a number (`calc(2 * 3)`, `calc(4px / 2px)`). */
export function numberValue(node: CssNode | undefined): number | null {
  if (node?.type !== "Function") return numberOf(node);
  const value = parseCalc(node);
  return value !== null && "number" in value ? value.number : null;
}

/** Chromium keeps <integer>s in 32 bits: math functions clamp to that range. */
const INT_MAX = 2 ** 31 - 1;

/**
 * An <integer>: an integer number token, or a math function, whose result is rounded to the
 * nearest integer (halves towards +∞) and clamped to Chromium's integer range, NaN being 0
 * (CSS Values 4 §10.12).
 */
export function integerValue(node: CssNode | undefined): number | null {
  if (node?.type === "Function") {
    const value = rawCalc(node, "length");
    if (value === null || !("number" in value)) return null;
    const n = value.number;
    return Number.isNaN(n) ? 0 : Math.round(Math.max(-INT_MAX - 1, Math.min(INT_MAX, n)));
  }
  const n = numberOf(node);
  return n !== null && Number.isInteger(n) &&
      !/[.eE]/.test(node?.type === "Number" ? node.value : "")
    ? n
    : null;
}
