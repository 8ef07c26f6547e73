/**
 * Parsing a math function into an expression tree and its type (CSS Values 4 §10.8 syntax,
 * §10.9 type checking): calc-sum grammar, the functions of §10.1–10.6, and the constants of
 * §10.7. A tree that does not type-check is invalid (null).
 */
import type { CssNode, FunctionNode } from "../csstree.ts";
import { quantityOfToken } from "../units.ts";
import { splitCommas } from "../value.ts";
import type { MathNode, NumericFunction, RoundingStrategy, SameTypeFunction } from "./node.ts";
import { number } from "./node.ts";
import {
  ANGLE,
  type CssType,
  invertType,
  multiplyTypes,
  NUMBER,
  type PercentsAs,
  sameType,
  typeOfQuantity,
} from "./type.ts";

export interface Parsed {
  readonly node: MathNode;
  readonly type: CssType;
}

/**
 * The numeric constants (§10.7, §10.7.1), matched case-insensitively as Chromium does
 * (`PI`, `-INFINITY`, `nan`). `-pi` is not one: only `-infinity` has a sign.
 */
const CONSTANTS: Readonly<Record<string, number>> = {
  e: Math.E,
  pi: Math.PI,
  infinity: Infinity,
  "-infinity": -Infinity,
  nan: NaN,
};

const ROUNDING: ReadonlySet<string> = new Set<RoundingStrategy>([
  "nearest",
  "up",
  "down",
  "to-zero",
]);

type FunctionName = SameTypeFunction | NumericFunction;

/** What a function's arguments must be, how many, and its result type (§10.2–10.6, §10.9). */
interface Signature {
  readonly arity: readonly [number, number];
  /**
   * "same": any type, one for all; "number": numbers; "radians": a number (of radians) or an
   * angle.
   */
  readonly args: "same" | "number" | "radians";
  /** The result's type; "same" for the arguments' type. */
  readonly result: CssType | "same";
}

const ANY: Signature["arity"] = [1, Infinity];
const SIGNATURES: Readonly<Record<FunctionName, Signature>> = {
  min: { arity: ANY, args: "same", result: "same" },
  max: { arity: ANY, args: "same", result: "same" },
  hypot: { arity: ANY, args: "same", result: "same" },
  abs: { arity: [1, 1], args: "same", result: "same" },
  mod: { arity: [2, 2], args: "same", result: "same" },
  rem: { arity: [2, 2], args: "same", result: "same" },
  sign: { arity: [1, 1], args: "same", result: NUMBER },
  atan2: { arity: [2, 2], args: "same", result: ANGLE },
  sin: { arity: [1, 1], args: "radians", result: NUMBER },
  cos: { arity: [1, 1], args: "radians", result: NUMBER },
  tan: { arity: [1, 1], args: "radians", result: NUMBER },
  asin: { arity: [1, 1], args: "number", result: ANGLE },
  acos: { arity: [1, 1], args: "number", result: ANGLE },
  atan: { arity: [1, 1], args: "number", result: ANGLE },
  pow: { arity: [2, 2], args: "number", result: NUMBER },
  sqrt: { arity: [1, 1], args: "number", result: NUMBER },
  log: { arity: [1, 2], args: "number", result: NUMBER },
  exp: { arity: [1, 1], args: "number", result: NUMBER },
};

/** A math function, or null when it is none, is malformed or does not type-check. */
export function parseMathFunction(fn: FunctionNode, percentsAs: PercentsAs): Parsed | null {
  return new MathParser(percentsAs).mathFunction(fn);
}

class MathParser {
  constructor(readonly percentsAs: PercentsAs) {}

  mathFunction(fn: FunctionNode): Parsed | null {
    const name = fn.name.toLowerCase();
    if (name === "calc") return this.sum(fn.children);
    const groups = splitCommas(fn.children);
    if (name === "round") return this.round(groups);
    if (name === "clamp") return this.clamp(groups);
    if (!Object.hasOwn(SIGNATURES, name)) return null;
    const args = groups.map((group) => this.sum(group));
    return args.includes(null) ? null : this.call(name as FunctionName, args as Parsed[]);
  }

  /** A function applied to parsed arguments, if they fit its signature. */
  call(name: FunctionName, args: readonly Parsed[]): Parsed | null {
    const { arity: [least, most], args: kind, result } = SIGNATURES[name];
    if (args.length < least || args.length > most) return null;
    const type = args[0].type;
    const fits = (arg: Parsed) =>
      kind === "same"
        ? sameType(arg.type, type)
        : sameType(arg.type, NUMBER) || (kind === "radians" && sameType(arg.type, ANGLE));
    if (!args.every(fits)) return null;
    const node = { op: name, args: args.map((arg) => arg.node) };
    return { node, type: result === "same" ? type : result };
  }

  /**
   * round(<rounding-strategy>?, A, B?) (§10.3): B may be left out only when A is a number,
   * and is then 1.
   */
  round(groups: readonly CssNode[][]): Parsed | null {
    const first = groups[0];
    const keyword = first?.length === 1 && first[0].type === "Identifier"
      ? first[0].name.toLowerCase()
      : null;
    const strategy = keyword !== null && ROUNDING.has(keyword) ? keyword as RoundingStrategy : null;
    const operands = (strategy === null ? groups : groups.slice(1)).map((g) => this.sum(g));
    if (operands.length < 1 || operands.length > 2 || operands.includes(null)) return null;
    const [a, b = { node: number(1), type: NUMBER }] = operands as Parsed[];
    if (!sameType(a.type, b.type)) return null;
    const node = { op: "round" as const, strategy: strategy ?? "nearest", args: [a.node, b.node] };
    return { node, type: a.type };
  }

  /**
   * clamp(MIN, VAL, MAX) is max(MIN, min(VAL, MAX)) (§10.2); MIN or MAX may be `none`, as
   * Chromium allows (CSS Values 5 §10.1).
   */
  clamp(groups: readonly CssNode[][]): Parsed | null {
    if (groups.length !== 3) return null;
    const [low, value, high] = groups.map((group, i) =>
      i !== 1 && isNone(group) ? "none" : this.sum(group)
    );
    if (low === null || value === null || high === null || value === "none") return null;
    const upper = high === "none" ? value : this.call("min", [value, high]);
    return low === "none" || upper === null ? upper : this.call("max", [low, upper]);
  }

  /** <calc-sum> = <calc-product> [ [ '+' | '-' ] <calc-product> ]*; all terms of one type. */
  sum(nodes: readonly CssNode[]): Parsed | null {
    let [term, pos] = this.product(nodes, 0);
    const terms: Parsed[] = [];
    for (;;) {
      if (term === null || !sameType(term.type, (terms[0] ?? term).type)) return null;
      terms.push(term);
      if (pos >= nodes.length) break;
      const op = operatorAt(nodes[pos]);
      if (op !== "+" && op !== "-") return null;
      [term, pos] = this.product(nodes, pos + 1);
      if (term !== null && op === "-") {
        term = { node: { op: "product", args: [number(-1), term.node] }, type: term.type };
      }
    }
    if (terms.length === 1) return terms[0];
    return { node: { op: "sum", args: terms.map((t) => t.node) }, type: terms[0].type };
  }

  /** <calc-product> = <calc-value> [ [ '*' | '/' ] <calc-value> ]*, from `pos`; and its end. */
  product(nodes: readonly CssNode[], pos: number): [Parsed | null, number] {
    const first = this.value(nodes[pos]);
    if (first === null) return [null, pos];
    const factors: MathNode[] = [first.node];
    let type = first.type;
    for (pos++; pos < nodes.length; pos += 2) {
      const op = operatorAt(nodes[pos]);
      if (op !== "*" && op !== "/") break;
      const factor = this.value(nodes[pos + 1]);
      if (factor === null) return [null, pos];
      factors.push(op === "*" ? factor.node : { op: "invert", args: [factor.node] });
      type = multiplyTypes(type, op === "*" ? factor.type : invertType(factor.type));
    }
    const node: MathNode = factors.length === 1 ? factors[0] : { op: "product", args: factors };
    return [{ node, type }, pos];
  }

  /** <calc-value>: a number, dimension, percentage, constant, ( <calc-sum> ) or nested function. */
  value(node: CssNode | undefined): Parsed | null {
    switch (node?.type) {
      case "Number":
      case "Dimension":
      case "Percentage": {
        const quantity = quantityOfToken(node);
        if (quantity === null || !Number.isFinite(quantity.value)) return null;
        return { node: quantity, type: typeOfQuantity(quantity, this.percentsAs) };
      }
      case "Parentheses":
        return this.sum(node.children);
      case "Function":
        return this.mathFunction(node);
      case "Identifier": {
        const name = node.name.toLowerCase();
        return Object.hasOwn(CONSTANTS, name)
          ? { node: number(CONSTANTS[name]), type: NUMBER }
          : null;
      }
      default:
        return null;
    }
  }
}

function isNone(group: readonly CssNode[]): boolean {
  return group.length === 1 && group[0].type === "Identifier" &&
    group[0].name.toLowerCase() === "none";
}

function operatorAt(node: CssNode | undefined): string | null {
  return node?.type === "Operator" ? node.value.trim() : null;
}
