/**
 * calc() (CSS Values 4 §10): parses the expression and folds it at parse time into either a
 * number or a length as a sum of per-unit terms; relative units stay symbolic until the
 * computed-value step. Type rules of §10.7: lengths add only to lengths, a product needs a
 * number on at least one side, and only numbers divide.
 */
import type { CssNode, FunctionNode } from "./csstree.ts";
import { type Length, lengthOfToken, type LengthUnit } from "./units.ts";

export type CalcValue = { number: number } | { length: Length };

/** Folds a calc() function; null when the expression is malformed or mixes types wrongly. */
export function parseCalc(fn: FunctionNode): CalcValue | null {
  if (fn.name.toLowerCase() !== "calc") return null;
  return parseSum(fn.children);
}

function parseSum(nodes: readonly CssNode[]): CalcValue | null {
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

function scale(value: CalcValue, factor: number): CalcValue {
  if ("number" in value) return { number: value.number * factor };
  const length: { [U in LengthUnit]?: number } = {};
  for (const [unit, v] of Object.entries(value.length)) length[unit as LengthUnit] = v * factor;
  return { length };
}

function add(a: CalcValue, b: CalcValue): CalcValue | null {
  if ("number" in a && "number" in b) return { number: a.number + b.number };
  if (!("length" in a && "length" in b)) return null;
  const length: { [U in LengthUnit]?: number } = { ...a.length };
  for (const [unit, v] of Object.entries(b.length)) {
    length[unit as LengthUnit] = (length[unit as LengthUnit] ?? 0) + v;
  }
  return { length };
}

function multiply(a: CalcValue, b: CalcValue): CalcValue | null {
  if ("number" in a) return scale(b, a.number);
  return "number" in b ? scale(a, b.number) : null;
}

function divide(a: CalcValue, b: CalcValue): CalcValue | null {
  return "number" in b && b.number !== 0 ? scale(a, 1 / b.number) : null;
}
