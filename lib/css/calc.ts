/**
 * Math functions (CSS Values 4 §10) as values: parsed into a typed expression tree
 * (math/parse.ts), folded with what is known at parse time (math/simplify.ts), and handed out
 * as a number, an angle, a percentage or a length. A length is a sum of per-unit terms plus
 * the part that must stay a tree until the font size, page area or percentage basis is known.
 */
import type { CssNode, FunctionNode } from "./csstree.ts";
import { isLeaf, type MathNode } from "./math/node.ts";
import { parseMathFunction } from "./math/parse.ts";
import { type Resolve, simplify } from "./math/simplify.ts";
import { ANGLE, LENGTH, NUMBER, PERCENT, type PercentsAs, sameType } from "./math/type.ts";
import { isRelativeLength, type Length, lengthOfNode, quantityOfToken, saturate } from "./units.ts";
import { numberOf } from "./value.ts";

export type CalcValue =
  | { number: number }
  | { length: Length }
  /** Degrees. */
  | { angle: number }
  /** A <percentage> where percentages are not lengths (opacity: `calc(50% / 2)`). */
  | { percent: number }
  | { relative: RelativeNumber };

/**
 * A <number> — or, where percentages are a type of their own, a <percentage> — that a math
 * function gives only once the element's lengths are known: a length divided by a length is a
 * number (CSS Values 4 §10.9 typed arithmetic), so `calc(1em / 1px)` is the font size in px
 * and `calc(100vw / 1px)` the page width. Computed on the element (length.ts,
 * computeRelativeNumber); `percent` when it is a percentage.
 */
export interface RelativeNumber {
  readonly math: MathNode;
  readonly percent: boolean;
}

/**
 * Folds a math function; null when it is none, is malformed or its type is none of the four.
 * `percentsAs` says whether percentages are lengths here (width, margins) or a type of their
 * own (CSS Values 4 §10.9). Numbers, angles and percentages saturate (lengths saturate once
 * resolved to px, in lengthToPx).
 *
 * A number or percentage that needs the element's lengths is a RelativeNumber; an angle must be
 * known at parse time.
 */
export function parseCalc(fn: FunctionNode, percentsAs: PercentsAs = "length"): CalcValue | null {
  const value = rawCalc(fn, percentsAs);
  if (value === null || "length" in value || "relative" in value) return value;
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
  if (!isLeaf(node) || known(node) === null) {
    const percent = sameType(type, PERCENT) && percentsAs === "percent";
    const relative = (sameType(type, NUMBER) || percent) && waitsOnlyForLengths(node, known);
    return relative ? { relative: { math: node, percent } } : null;
  }
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

/** Whether every leaf not known yet is a relative length, which the element will know. */
function waitsOnlyForLengths(node: MathNode, known: Resolve): boolean {
  if (isLeaf(node)) return known(node) !== null || isRelativeLength(node.unit);
  return node.args.every((arg) => waitsOnlyForLengths(arg, known));
}

/** A <number> token or a math function resolving to a number (`calc(2 * 3)`, `calc(4px / 2px)`). */
export function numberValue(node: CssNode | undefined): number | null {
  const value = numberOrRelative(node);
  return typeof value === "number" ? value : null;
}

/** A <number>, or a math function that is one once the element's lengths are known. */
export function numberOrRelative(node: CssNode | undefined): number | RelativeNumber | null {
  if (node?.type !== "Function") return numberOf(node);
  const value = parseCalc(node);
  if (value === null) return null;
  return "number" in value ? value.number : "relative" in value ? value.relative : null;
}

/**
 * An <angle> in degrees: a dimension, a math function resolving to one, or the unitless 0
 * that gradients and transform functions accept (Transforms 1 §13.1 <zero>) unless `zero` is
 * false.
 */
export function angleValue(node: CssNode, zero = true): number | null {
  if (node.type === "Number") return zero && Number(node.value) === 0 ? 0 : null;
  if (node.type === "Function") {
    const value = parseCalc(node);
    return value !== null && "angle" in value ? value.angle : null;
  }
  const quantity = quantityOfToken(node);
  return quantity?.unit === "deg" ? quantity.value : null;
}

/** Chromium keeps <integer>s in 32 bits: math functions clamp to that range. */
const INT_MAX = 2 ** 31 - 1;

/** A math function's number as an <integer> (see integerValue). */
export function roundToInteger(n: number): number {
  return Number.isNaN(n) ? 0 : Math.round(Math.max(-INT_MAX - 1, Math.min(INT_MAX, n)));
}

/**
 * An <integer>: an integer number token, or a math function, whose result is rounded to the
 * nearest integer (halves towards +∞) and clamped to Chromium's integer range, NaN being 0
 * (CSS Values 4 §10.12).
 */
export function integerValue(node: CssNode | undefined): number | null {
  const value = integerOrRelative(node);
  return typeof value === "number" ? value : null;
}

/**
 * An <integer>, or a math function that is one once the element's lengths are known (then
 * rounded with `roundToInteger` when computed).
 */
export function integerOrRelative(node: CssNode | undefined): number | RelativeNumber | null {
  if (node?.type === "Function") {
    const value = rawCalc(node, "length");
    if (value === null) return null;
    return "number" in value
      ? roundToInteger(value.number)
      : "relative" in value
      ? value.relative
      : null;
  }
  const n = numberOf(node);
  return n !== null && Number.isInteger(n) &&
      !/[.eE]/.test(node?.type === "Number" ? node.value : "")
    ? n
    : null;
}
