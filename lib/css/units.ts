/**
 * Length units (CSS Values 4 §6): the specified form of a length as per-unit terms, and the
 * reading of one dimension token into it.
 */
import type { CssNode } from "./csstree.ts";

export type LengthUnit = "px" | "em" | "rem" | "ex" | "ch" | "vw" | "vh" | "vmin" | "vmax" | "%";

/**
 * A specified length as a sum of per-unit terms: a plain dimension has one term, a calc()
 * sum several (CSS Values 4 §10.9). Absolute units are already folded into `px`. min() and
 * max() of lengths in different relative units can only be compared once em, rem and the
 * page area are known, so they stay symbolic as `comparisons`, added to the sum.
 */
export type Length = { readonly [U in LengthUnit]?: number } & {
  readonly comparisons?: readonly Comparison[];
};

/** `factor × min(args)` or `factor × max(args)` (CSS Values 4 §10.2). */
export interface Comparison {
  readonly fn: "min" | "max";
  readonly args: readonly Length[];
  readonly factor: number;
}

/**
 * The magnitude computed values saturate at: math functions can overflow to infinity or give
 * NaN, which clamp (CSS Values 4 §10.9) to the largest representable value and 0. Chromium's
 * layout units saturate at 2^25 px; beyond that nothing lays out differently.
 */
const LIMIT = 2 ** 25;

export function saturate(n: number): number {
  return Number.isNaN(n) ? 0 : Math.max(-LIMIT, Math.min(LIMIT, n));
}

/** px per absolute unit (CSS Values 4 §6.2: 1in = 96px = 2.54cm = 72pt = 6pc = 101.6Q). */
const ABSOLUTE_UNITS: Readonly<Record<string, number>> = {
  px: 1,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  pt: 96 / 72,
  pc: 16,
};

const RELATIVE_UNITS: ReadonlySet<string> = new Set<LengthUnit>([
  "em",
  "rem",
  "ex",
  "ch",
  "vw",
  "vh",
  "vmin",
  "vmax",
]);

/** A length from one dimension, percentage or unitless-zero token; calc() is not handled here. */
export function lengthOfToken(node: CssNode): Length | null {
  if (node.type === "Number") return Number(node.value) === 0 ? { px: 0 } : null;
  if (node.type === "Percentage") return finite(Number(node.value), "%");
  if (node.type !== "Dimension") return null;
  const unit = node.unit.toLowerCase();
  const value = Number(node.value);
  if (Object.hasOwn(ABSOLUTE_UNITS, unit)) return finite(value * ABSOLUTE_UNITS[unit], "px");
  return RELATIVE_UNITS.has(unit) ? finite(value, unit as LengthUnit) : null;
}

function finite(value: number, unit: LengthUnit): Length | null {
  return Number.isFinite(value) ? { [unit]: value } : null;
}
