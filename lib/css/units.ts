/**
 * Units (CSS Values 4 §6–7): the specified form of a length as per-unit terms, and the reading
 * of one dimension token into a value in a canonical unit (px, deg, s, Hz, dppx) or, for the
 * relative lengths, in its own unit.
 */
import type { CssNode } from "./csstree.ts";
import { isLeaf, type MathNode } from "./math/node.ts";

/**
 * The relative length units kept symbolic until the computed-value step (CSS Values 4 §6.1),
 * each resolved against one fact about the element, its root or the page area.
 */
const RELATIVE_LENGTH_UNITS = [
  "em",
  "rem",
  "ex",
  "rex",
  "ch",
  "rch",
  "cap",
  "rcap",
  "ic",
  "ric",
  "lh",
  "rlh",
  "vw",
  "vh",
  "vmin",
  "vmax",
] as const;

export type RelativeLengthUnit = typeof RELATIVE_LENGTH_UNITS[number];

export type LengthUnit = "px" | "%" | RelativeLengthUnit;

/**
 * A specified length as a sum of per-unit terms: a plain dimension has one term, a calc()
 * sum several (CSS Values 4 §10.10). Absolute units are already folded into `px`. Terms a sum
 * cannot hold — a math function over lengths in different relative units, `round(1em, 3px)`,
 * `mod(100%, 7px)` — stay an expression tree in `math` until the font size and page area (or,
 * for percentages, layout) are known; it is added to the sum.
 */
export type Length = { readonly [U in LengthUnit]?: number } & { readonly math?: MathNode };

/**
 * The magnitude computed values saturate at: math functions can overflow to infinity or give
 * NaN, which clamp (CSS Values 4 §10.12) to the largest representable value and 0. Chromium's
 * layout units saturate at 2^25 px; beyond that nothing lays out differently.
 */
const LIMIT = 2 ** 25;

export function saturate(n: number): number {
  return Number.isNaN(n) ? 0 : Math.max(-LIMIT, Math.min(LIMIT, n));
}

/**
 * The canonical units of the dimension types (CSS Values 4 §6.2, §7.1–7.4) and how many of
 * them each unit is: 1in = 96px = 2.54cm = 72pt = 6pc = 101.6Q; 1turn = 360deg = 400grad =
 * 2π rad; 1s = 1000ms; 1kHz = 1000Hz; 1dppx = 1x = 96dpi.
 */
const CANONICAL: Readonly<Record<string, readonly [CanonicalUnit, number]>> = {
  px: ["px", 1],
  in: ["px", 96],
  cm: ["px", 96 / 2.54],
  mm: ["px", 96 / 25.4],
  q: ["px", 96 / 101.6],
  pt: ["px", 96 / 72],
  pc: ["px", 16],
  deg: ["deg", 1],
  grad: ["deg", 0.9],
  rad: ["deg", 180 / Math.PI],
  turn: ["deg", 360],
  s: ["s", 1],
  ms: ["s", 0.001],
  hz: ["hz", 1],
  khz: ["hz", 1000],
  dppx: ["dppx", 1],
  x: ["dppx", 1],
  dpi: ["dppx", 1 / 96],
  dpcm: ["dppx", 2.54 / 96],
};

/** The unit each dimension type is folded into; "" is a plain number. */
export type CanonicalUnit = "" | "px" | "deg" | "s" | "hz" | "dppx";

/**
 * Relative units that are another unit here. Paged media has one viewport, the page area, so
 * the small, large and dynamic viewport units are the plain ones (as Chromium prints them);
 * with horizontal writing only, the inline axis is the width and the block axis the height.
 * Container query units with no size container resolve as the small viewport units
 * (CSS Containment 3 §6.1), and this engine has no size containers.
 */
const ALIASES: Readonly<Record<string, LengthUnit>> = Object.fromEntries(
  ["", "s", "l", "d"].flatMap((size) => [
    [`${size}vw`, "vw"],
    [`${size}vi`, "vw"],
    [`${size}vh`, "vh"],
    [`${size}vb`, "vh"],
    [`${size}vmin`, "vmin"],
    [`${size}vmax`, "vmax"],
  ]).concat([
    ["cqw", "vw"],
    ["cqi", "vw"],
    ["cqh", "vh"],
    ["cqb", "vh"],
    ["cqmin", "vmin"],
    ["cqmax", "vmax"],
  ]),
);

const RELATIVE: ReadonlySet<string> = new Set(RELATIVE_LENGTH_UNITS);

export function isRelativeLength(unit: string): unit is RelativeLengthUnit {
  return RELATIVE.has(unit);
}

/** One number, percentage or dimension: its value and unit, canonical where it has one. */
export interface Quantity {
  readonly value: number;
  readonly unit: CanonicalUnit | LengthUnit;
}

/** The quantity of a number, percentage or dimension token; null for an unknown unit. */
export function quantityOfToken(node: CssNode): Quantity | null {
  if (node.type === "Number") return { value: Number(node.value), unit: "" };
  if (node.type === "Percentage") return { value: Number(node.value), unit: "%" };
  if (node.type !== "Dimension") return null;
  const value = Number(node.value);
  const unit = node.unit.toLowerCase();
  if (Object.hasOwn(CANONICAL, unit)) {
    const [canonical, factor] = CANONICAL[unit];
    return { value: value * factor, unit: canonical };
  }
  if (Object.hasOwn(ALIASES, unit)) return { value, unit: ALIASES[unit] };
  return isRelativeLength(unit) ? { value, unit } : null;
}

/** A length from one dimension, percentage or unitless-zero token; calc() is not handled here. */
export function lengthOfToken(node: CssNode): Length | null {
  if (node.type === "Number") return Number(node.value) === 0 ? { px: 0 } : null;
  const quantity = quantityOfToken(node);
  if (quantity === null || !Number.isFinite(quantity.value)) return null;
  const { value, unit } = quantity;
  return unit === "px" || unit === "%" || isRelativeLength(unit) ? { [unit]: value } : null;
}

/** A length-typed expression as per-unit terms, and what cannot be one, in `math`. */
export function lengthOfNode(node: MathNode): Length {
  const parts = !isLeaf(node) && node.op === "sum" ? node.args : [node];
  const terms: { [U in LengthUnit]?: number } = {};
  const rest: MathNode[] = [];
  for (const part of parts) {
    if (isLeaf(part)) terms[part.unit as LengthUnit] = part.value;
    else rest.push(part);
  }
  if (rest.length === 0) return terms;
  return { ...terms, math: rest.length === 1 ? rest[0] : { op: "sum", args: rest } };
}

/** The expression a length stands for: its terms summed with its `math`. */
export function nodeOfLength(length: Length): MathNode {
  const parts: MathNode[] = [];
  for (const [unit, value] of Object.entries(length)) {
    if (unit !== "math") parts.push({ value: value as number, unit: unit as LengthUnit });
  }
  if (length.math) parts.push(length.math);
  if (parts.length === 0) return { value: 0, unit: "px" };
  return parts.length === 1 ? parts[0] : { op: "sum", args: parts };
}
