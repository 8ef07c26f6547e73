/**
 * The expression tree of a math function (CSS Values 4 §10.10, internal representation): leaves
 * are numbers, percentages and dimensions; inner nodes are sums, products, inversions (the
 * divisor of a product) and the math functions of §10.2–10.6. Parsing builds it, and
 * simplify.ts folds it as far as what is known at each stage allows.
 */
import type { Quantity } from "../units.ts";

export type MathNode = Quantity | MathOperation;

/** round()'s <rounding-strategy> (CSS Values 4 §10.3). */
export type RoundingStrategy = "nearest" | "up" | "down" | "to-zero";

/** Functions whose arguments all share one type, and whose result has it too. */
export type SameTypeFunction = "min" | "max" | "hypot" | "mod" | "rem" | "abs";

/** Functions of numbers (or, for sin/cos/tan, of angles) whose result is a number or angle. */
export type NumericFunction =
  | "sign"
  | "sin"
  | "cos"
  | "tan"
  | "asin"
  | "acos"
  | "atan"
  | "atan2"
  | "pow"
  | "sqrt"
  | "log"
  | "exp";

export type MathOperation =
  | {
    readonly op: "sum" | "product" | "invert" | SameTypeFunction | NumericFunction;
    readonly args: readonly MathNode[];
  }
  | {
    readonly op: "round";
    readonly strategy: RoundingStrategy;
    readonly args: readonly MathNode[];
  };

export function isLeaf(node: MathNode): node is Quantity {
  return "unit" in node;
}

/** A plain number leaf. */
export function number(value: number): Quantity {
  return { value, unit: "" };
}
