/**
 * Math functions (CSS Values 4 §10): calc(), min(), max() and clamp(), folded at parse time
 * into either a number or a length as a sum of per-unit terms; relative units stay symbolic
 * until the computed-value step, and so do min()/max() over lengths in different units. Type
 * rules of §10.7: lengths add only to lengths, a product needs a number on at least one side,
 * only numbers divide, and a comparison's arguments share one type.
 */
import type { CssNode, FunctionNode } from "./csstree.ts";
import { type Comparison, type Length, lengthOfToken, type LengthUnit, saturate } from "./units.ts";
import { numberOf, splitCommas } from "./value.ts";

export type CalcValue = { number: number } | { length: Length };

/**
 * Folds a math function; null when it is none, is malformed or mixes types wrongly. A number
 * result saturates (lengths saturate once resolved to px, in lengthToPx).
 */
export function parseCalc(fn: FunctionNode): CalcValue | null {
  const value = parseMath(fn);
  return value !== null && "number" in value ? { number: saturate(value.number) } : value;
}

function parseMath(fn: FunctionNode): CalcValue | null {
  const name = fn.name.toLowerCase();
  if (name === "calc") return parseSum(fn.children);
  if (name !== "min" && name !== "max" && name !== "clamp") return null;
  const args = splitCommas(fn.children).map(parseSum);
  if (args.length === 0 || args.includes(null)) return null;
  if (name !== "clamp") return compare(name, args as CalcValue[]);
  // clamp(MIN, VAL, MAX) is max(MIN, min(VAL, MAX)) (§10.2).
  if (args.length !== 3) return null;
  const [low, value, high] = args as CalcValue[];
  const upper = compare("min", [value, high]);
  return upper && compare("max", [low, upper]);
}

/** A <number> token or a math function resolving to a number (`calc(2 * 3)`). */
export function numberValue(node: CssNode | undefined): number | null {
  if (node?.type !== "Function") return numberOf(node);
  const value = parseCalc(node);
  return value !== null && "number" in value ? value.number : null;
}

/**
 * An <integer>: an integer number token, or a math function, whose result is rounded to the
 * nearest integer (CSS Values 4 §10.9).
 */
export function integerValue(node: CssNode | undefined): number | null {
  const n = numberValue(node);
  if (n === null) return null;
  if (node?.type === "Function") return Math.round(n);
  return Number.isInteger(n) && !/[.eE]/.test(node?.type === "Number" ? node.value : "") ? n : null;
}

function parseSum(nodes: readonly CssNode[]): CalcValue | null {
  if (nodes.length === 0) return null;
  let pos = 0;
  const readProduct = (): CalcValue | null => {
    let value = parseLeaf(nodes[pos++]);
    while (value !== null && pos < nodes.length) {
      const op = operatorAt(nodes[pos]);
      if (op !== "*" && op !== "/") break;
      const right = parseLeaf(nodes[pos + 1]);
      pos += 2;
      value = right === null ? null : op === "*" ? multiply(value, right) : divide(value, right);
    }
    return value;
  };
  let sum = readProduct();
  while (sum !== null && pos < nodes.length) {
    const op = operatorAt(nodes[pos++]);
    if (op !== "+" && op !== "-") return null;
    const right = readProduct();
    sum = right === null ? null : add(sum, op === "-" ? scale(right, -1) : right);
  }
  return sum;
}

function operatorAt(node: CssNode | undefined): string | null {
  return node?.type === "Operator" ? node.value.trim() : null;
}

function parseLeaf(node: CssNode | undefined): CalcValue | null {
  if (node === undefined) return null;
  switch (node.type) {
    case "Number": {
      const n = Number(node.value);
      return Number.isFinite(n) ? { number: n } : null;
    }
    case "Dimension":
    case "Percentage": {
      const length = lengthOfToken(node);
      return length === null ? null : { length };
    }
    case "Parentheses":
      return parseSum(node.children);
    case "Function":
      return parseCalc(node);
    case "Identifier": {
      // Numeric constants of CSS Values 4 §10.8.2.
      const constant = ({ e: Math.E, pi: Math.PI } as Record<string, number>)[node.name];
      return constant === undefined ? null : { number: constant };
    }
    default:
      return null;
  }
}

type Terms = { [U in LengthUnit]?: number };

/** The per-unit terms of a length, without its comparisons. */
function termsOf(length: Length): Terms {
  const terms: Terms = {};
  for (const [unit, v] of Object.entries(length)) {
    if (unit !== "comparisons") terms[unit as LengthUnit] = v as number;
  }
  return terms;
}

function withComparisons(terms: Terms, comparisons: readonly Comparison[]): Length {
  return comparisons.length === 0 ? terms : { ...terms, comparisons };
}

function scale(value: CalcValue, factor: number): CalcValue {
  if ("number" in value) return { number: value.number * factor };
  const terms = termsOf(value.length);
  for (const unit of Object.keys(terms) as LengthUnit[]) terms[unit]! *= factor;
  const comparisons = (value.length.comparisons ?? []).map((c) => ({
    ...c,
    factor: c.factor * factor,
  }));
  return { length: withComparisons(terms, comparisons) };
}

function add(a: CalcValue, b: CalcValue): CalcValue | null {
  if ("number" in a && "number" in b) return { number: a.number + b.number };
  if (!("length" in a && "length" in b)) return null;
  const terms = termsOf(a.length);
  for (const [unit, v] of Object.entries(termsOf(b.length)) as Array<[LengthUnit, number]>) {
    terms[unit] = (terms[unit] ?? 0) + v;
  }
  const comparisons = [...(a.length.comparisons ?? []), ...(b.length.comparisons ?? [])];
  return { length: withComparisons(terms, comparisons) };
}

function multiply(a: CalcValue, b: CalcValue): CalcValue | null {
  if ("number" in a) return scale(b, a.number);
  return "number" in b ? scale(a, b.number) : null;
}

function divide(a: CalcValue, b: CalcValue): CalcValue | null {
  return "number" in b && b.number !== 0 ? scale(a, 1 / b.number) : null;
}

/** The one unit of a plain single-term length (`10px`, `5%`), else null. */
function soleUnit(length: Length): LengthUnit | null {
  const keys = Object.keys(length);
  return keys.length === 1 && keys[0] !== "comparisons" ? keys[0] as LengthUnit : null;
}

/**
 * min()/max() (§10.2). Numbers, and lengths all in one unit, fold now. Other lengths stay
 * symbolic — with percentages until layout, which alone knows their basis.
 */
function compare(fn: "min" | "max", args: readonly CalcValue[]): CalcValue | null {
  const pick = fn === "min" ? Math.min : Math.max;
  if (args.every((a) => "number" in a)) {
    return { number: pick(...args.map((a) => (a as { number: number }).number)) };
  }
  if (!args.every((a) => "length" in a)) return null;
  const lengths = args.map((a) => (a as { length: Length }).length);
  const unit = soleUnit(lengths[0]);
  if (unit !== null && lengths.every((l) => soleUnit(l) === unit)) {
    return { length: { [unit]: pick(...lengths.map((l) => l[unit]!)) } };
  }
  return { length: { comparisons: [{ fn, args: lengths, factor: 1 }] } };
}
