/**
 * One argument of a colour function (CSS Color 4 §4.2, Color 5 §4): a number, a percentage
 * of the channel's reference range, an angle for a hue, `none`, a math function — and, in a
 * relative colour, a channel keyword standing for the origin colour's component, usable
 * inside math functions (`calc(l * 0.8)`).
 */
import { parseCalc } from "../calc.ts";
import type { CssNode, FunctionNode } from "../csstree.ts";
import { type Length, quantityOfToken } from "../units.ts";

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
      // A hue's <angle>, in degrees (the canonical angle unit).
      const angle = spec.percent === null ? quantityOfToken(node) : null;
      return angle?.unit === "deg" ? finite(angle.value, false) : null;
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

/** A math function in a number-or-percentage channel (a percentage resolves against 100%). */
function math(fn: FunctionNode, percent: number, bindings: Bindings): Argument | null {
  const value = parseCalc(bind(fn, bindings) as FunctionNode);
  if (value === null) return null;
  if ("number" in value) return finite(value.number, false);
  const share = "length" in value ? onlyPercent(value.length) : null;
  return share === null ? null : finite(share * percent / 100, true);
}

/**
 * A math function in a hue channel: a number or an <angle> (in degrees). The type rules of
 * math functions reject what Chromium rejects, such as a channel keyword (a number) plus an
 * angle; percentages are typed as lengths, which a hue is not.
 */
function hueMath(fn: FunctionNode, bindings: Bindings): Argument | null {
  const value = parseCalc(bind(fn, bindings) as FunctionNode);
  if (value === null) return null;
  if ("number" in value) return finite(value.number, false);
  return "angle" in value ? finite(value.angle, false) : null;
}

/** The value of a length that is a percentage and nothing else, else null. */
function onlyPercent(length: Length): number | null {
  const keys = Object.keys(length);
  return keys.length === 1 && keys[0] === "%" ? length["%"]! : null;
}

/** A copy of a math function's tree with channel keywords replaced by their numbers. */
function bind(node: CssNode, bindings: Bindings): CssNode {
  if (node.type === "Function" || node.type === "Parentheses") {
    return { ...node, children: node.children.map((child) => bind(child, bindings)) };
  }
  if (node.type === "Identifier") {
    const bound = bindings.get(node.name.toLowerCase());
    if (bound !== undefined) return { type: "Number", value: String(bound) };
  }
  return node;
}
