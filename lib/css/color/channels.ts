/**
 * One argument of a colour function (CSS Color 4 §4.2, Color 5 §4): a number, a percentage
 * of the channel's reference range, an angle for a hue, `none`, a math function — and, in a
 * relative colour, a channel keyword standing for the origin colour's component, usable
 * inside math functions (`calc(l * 0.8)`).
 */
import { parseCalc } from "../calc.ts";
import type { CssNode, FunctionNode } from "../csstree.ts";
import type { Length } from "../units.ts";

/** How one argument is read. */
export interface ChannelSpec {
  /** The keyword a relative colour binds to this component (Color 5 §4.1). */
  readonly keyword: string;
  /** The value 100% stands for; null for a hue, which takes angles instead. */
  readonly percent: number | null;
}

/** Channel keyword → value, for relative colours; empty for absolute ones. */
export type Bindings = ReadonlyMap<string, number>;

export const NO_BINDINGS: Bindings = new Map();

/** An argument's value, and whether it was written as a percentage (legacy rgb() cares). */
export type Argument = { value: number; percent: boolean } | "none";

/** Reads one argument; null when it is not valid for the channel. */
export function readArgument(
  node: CssNode | undefined,
  spec: ChannelSpec,
  bindings: Bindings,
): Argument | null {
  switch (node?.type) {
    case "Number":
      return finite(Number(node.value), false);
    case "Percentage":
      return spec.percent === null ? null : finite(Number(node.value) * spec.percent / 100, true);
    case "Dimension": {
      const degrees = spec.percent === null ? angleToDegrees(node.value, node.unit) : null;
      return degrees === null ? null : finite(degrees, false);
    }
    case "Identifier": {
      const name = node.name.toLowerCase();
      if (name === "none") return "none";
      const bound = bindings.get(name);
      return bound === undefined ? null : { value: bound, percent: false };
    }
    case "Function":
      return spec.percent === null ? hueMath(node, bindings) : math(node, spec.percent, bindings);
    default:
      return null;
  }
}

function finite(value: number, percent: boolean): Argument | null {
  return Number.isFinite(value) ? { value, percent } : null;
}

/** <angle> units of CSS Values 4 §7.1, in degrees. */
const DEGREES_PER_UNIT: Readonly<Record<string, number>> = {
  deg: 1,
  grad: 0.9,
  rad: 180 / Math.PI,
  turn: 360,
};

function angleToDegrees(value: string, unit: string): number | null {
  const perUnit = DEGREES_PER_UNIT[unit.toLowerCase()];
  return perUnit === undefined ? null : Number(value) * perUnit;
}

/** A math function in a number-or-percentage channel (a percentage resolves against 100%). */
function math(fn: FunctionNode, percent: number, bindings: Bindings): Argument | null {
  const value = parseCalc(bind(fn, bindings, (n) => n) as FunctionNode);
  if (value === null) return null;
  if ("number" in value) return finite(value.number, false);
  const share = "length" in value ? soleTerm(value.length, "%") : null;
  return share === null ? null : finite(share * percent / 100, true);
}

/**
 * A math function in a hue channel: a number or an <angle>. <angle> and <length> follow the
 * same type rules in math functions (Values 4 §10.7), so the angles are read as px lengths of
 * as many degrees and the sum folded by the length arithmetic — which also rejects what
 * Chromium rejects, such as a channel keyword (a number) plus an angle.
 */
function hueMath(fn: FunctionNode, bindings: Bindings): Argument | null {
  let foreign = false;
  const asLengths = bind(fn, bindings, (node) => {
    if (node.type === "Percentage") foreign = true;
    if (node.type !== "Dimension") return node;
    const degrees = angleToDegrees(node.value, node.unit);
    if (degrees === null) foreign = true;
    return { type: "Dimension", value: String(degrees), unit: "px" };
  });
  if (foreign) return null;
  const value = parseCalc(asLengths as FunctionNode);
  if (value === null) return null;
  if ("number" in value) return finite(value.number, false);
  const degrees = "length" in value ? soleTerm(value.length, "px") : null;
  return degrees === null ? null : finite(degrees, false);
}

/** The value of a length that is one term in `unit`, else null. */
function soleTerm(length: Length, unit: "%" | "px"): number | null {
  const keys = Object.keys(length);
  return keys.length === 1 && keys[0] === unit ? length[unit]! : null;
}

/**
 * A copy of a math function's tree with channel keywords replaced by their numbers and every
 * other leaf passed through `leaf`.
 */
function bind(node: CssNode, bindings: Bindings, leaf: (node: CssNode) => CssNode): CssNode {
  if (node.type === "Function" || node.type === "Parentheses") {
    return { ...node, children: node.children.map((child) => bind(child, bindings, leaf)) };
  }
  if (node.type === "Identifier") {
    const bound = bindings.get(node.name.toLowerCase());
    if (bound !== undefined) return { type: "Number", value: String(bound) };
  }
  return leaf(node);
}
