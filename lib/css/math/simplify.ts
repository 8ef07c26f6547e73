/**
 * Folding an expression tree as far as one stage allows (CSS Values 4 §10.10–10.11). At parse
 * time only canonical units (px, deg, s, Hz, dppx) are known; at computed-value time the
 * relative lengths become px; at layout the percentages do too. Each stage passes a `Resolve`
 * that turns the leaves it knows into canonical quantities. Whatever is still symbolic stays
 * a tree: `round(1em, 3px)` until the font size is known, `mod(100%, 7px)` until layout.
 */
import type { Quantity } from "../units.ts";
import { applyNumeric, applySameType, round } from "./functions.ts";
import { isLeaf, type MathNode, type MathOperation, number } from "./node.ts";

/** A leaf as a canonical quantity, or null while its value is not known at this stage. */
export type Resolve = (leaf: Quantity) => Quantity | null;

export function simplify(node: MathNode, resolve: Resolve): MathNode {
  if (isLeaf(node)) return resolve(node) ?? node;
  const args = node.args.map((arg) => simplify(arg, resolve));
  switch (node.op) {
    case "sum":
      return simplifySum(args);
    case "product":
      return simplifyProduct(args, resolve);
    case "invert":
      return invert(args[0], resolve);
    default:
      return simplifyFunction({ ...node, args }, resolve);
  }
}

/** The value of a tree whose leaves `resolve` all knows; NaN otherwise. */
export function evaluate(node: MathNode, resolve: Resolve): number {
  const folded = simplify(node, resolve);
  return isLeaf(folded) && resolve(folded) !== null ? folded.value : NaN;
}

/** 1 / x: a number inverts now; the factors of a product each invert. */
function invert(node: MathNode, resolve: Resolve): MathNode {
  if (isLeaf(node)) {
    return node.unit === "" ? number(1 / node.value) : { op: "invert", args: [node] };
  }
  if (node.op === "invert") return node.args[0];
  if (node.op !== "product") return { op: "invert", args: [node] };
  return simplifyProduct(node.args.map((arg) => invert(arg, resolve)), resolve);
}

/** Terms in one unit add up; nested sums flatten. */
function simplifySum(args: readonly MathNode[]): MathNode {
  const totals = new Map<Quantity["unit"], number>();
  const rest: MathNode[] = [];
  for (const arg of args.flatMap((a) => !isLeaf(a) && a.op === "sum" ? a.args : [a])) {
    if (isLeaf(arg)) totals.set(arg.unit, (totals.get(arg.unit) ?? 0) + arg.value);
    else rest.push(arg);
  }
  const terms: MathNode[] = [
    ...[...totals].map(([unit, value]): Quantity => ({ value, unit })),
    ...rest,
  ];
  return terms.length === 1 ? terms[0] : { op: "sum", args: terms };
}

/**
 * Known factors multiply into one coefficient with their units' exponents (`100px / 1px` is
 * the number 100, `1px * 2px / 1px` is 2px). A number coefficient scales a single unknown
 * factor — into a leaf (`2 * 1em` is 2em) or over a sum's terms — so that linear
 * expressions stay sums of per-unit terms.
 */
function simplifyProduct(args: readonly MathNode[], resolve: Resolve): MathNode {
  let coefficient = 1;
  const exponents = new Map<Quantity["unit"], number>();
  const unknown: MathNode[] = [];
  for (const arg of args.flatMap((a) => !isLeaf(a) && a.op === "product" ? a.args : [a])) {
    const inverted = !isLeaf(arg) && arg.op === "invert";
    const inner = inverted ? arg.args[0] : arg;
    const known = isLeaf(inner) ? resolve(inner) : null;
    if (known === null) {
      unknown.push(arg);
      continue;
    }
    coefficient = inverted ? coefficient / known.value : coefficient * known.value;
    if (known.unit !== "") {
      exponents.set(known.unit, (exponents.get(known.unit) ?? 0) + (inverted ? -1 : 1));
    }
  }
  const units = [...exponents].filter(([, exponent]) => exponent !== 0);
  if (units.length === 0) {
    if (unknown.length === 0) return number(coefficient);
    if (unknown.length === 1) return scale(unknown[0], coefficient);
  }
  if (units.length === 1 && units[0][1] === 1 && unknown.length === 0) {
    return { value: coefficient, unit: units[0][0] };
  }
  // A compound unit (length², length⁻¹) or several unknown factors: the product stays.
  const unitFactors = units.flatMap(([unit, exponent]) =>
    Array.from({ length: Math.abs(exponent) }, (): MathNode => {
      const one = { value: 1, unit };
      return exponent > 0 ? one : { op: "invert", args: [one] };
    })
  );
  return { op: "product", args: [number(coefficient), ...unitFactors, ...unknown] };
}

function scale(node: MathNode, factor: number): MathNode {
  if (isLeaf(node)) return { value: node.value * factor, unit: node.unit };
  if (node.op === "sum") return simplifySum(node.args.map((arg) => scale(arg, factor)));
  return factor === 1 ? node : { op: "product", args: [number(factor), node] };
}

/**
 * A function folds once all its arguments are known. min() and max() also fold over
 * arguments in one unit whatever it is (`min(10%, 20%)` is 10%): the units here never
 * stand for a negative amount, so their order does not depend on it.
 */
function simplifyFunction(node: MathOperation, resolve: Resolve): MathNode {
  const { args } = node;
  if (!args.every(isLeaf)) return node;
  const sameUnit = args.every((arg) => arg.unit === args[0].unit);
  const known = args.map(resolve);
  const comparison = node.op === "min" || node.op === "max";
  if (!(comparison && sameUnit) && !known.every((q) => q !== null)) return node;
  const values = args.map((arg) => arg.value);
  const unit = args[0].unit;
  switch (node.op) {
    case "round":
      return { value: round(node.strategy, values[0], values[1]), unit };
    case "min":
    case "max":
    case "hypot":
    case "mod":
    case "rem":
    case "abs":
      return { value: applySameType(node.op, values), unit };
    case "asin":
    case "acos":
    case "atan":
    case "atan2":
      return { value: applyNumeric(node.op, values, false), unit: "deg" };
    case "sign":
    case "sin":
    case "cos":
    case "tan":
    case "pow":
    case "sqrt":
    case "log":
    case "exp":
      return number(applyNumeric(node.op, values, unit === "deg"));
    default:
      return node;
  }
}
