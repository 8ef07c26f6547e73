/**
 * Length units (CSS Values 4 §6): the specified form of a length as per-unit terms, and the
 * reading of one dimension token into it.
 */
import type { CssNode } from "./csstree.ts";

export type LengthUnit = "px" | "em" | "rem" | "ex" | "ch" | "vw" | "vh" | "vmin" | "vmax" | "%";

/**
 * A specified length as a sum of per-unit terms: a plain dimension has one term, a calc()
 * sum several (CSS Values 4 §10.9). Absolute units are already folded into `px`.
 */
export type Length = { readonly [U in LengthUnit]?: number };

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
