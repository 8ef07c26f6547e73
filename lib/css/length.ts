/**
 * <length> and <length-percentage> (CSS Values 4 §5–6): parsing to a specified form that
 * keeps relative units symbolic, and resolution to px once the font size and page area are
 * known.
 */
import type { LengthPercentage } from "./types.ts";
import type { CssNode } from "./csstree.ts";
import { parseCalc } from "./calc.ts";
import { type Comparison, type Length, lengthOfToken, saturate } from "./units.ts";
import type { Tokens } from "./value.ts";

export type { Length } from "./units.ts";

export interface LengthOptions {
  /** Accept percentages (a <length-percentage>). */
  percent?: boolean;
  /** Reject negative values (CSS 2.2 ranges such as padding's `<length> [0,∞]`). */
  nonNegative?: boolean;
}

/** One length token or math function; null when invalid for these options. */
export function parseLengthNode(node: CssNode, options: LengthOptions = {}): Length | null {
  let length: Length | null;
  if (node.type === "Function") {
    const calc = parseCalc(node);
    // A calc() resolving to a <number> is not a length, not even zero (CSS Values 4 §10.9).
    // Out-of-range calc() results are clamped when computed (§10.12), not rejected.
    length = calc !== null && "length" in calc ? calc.length : null;
  } else {
    length = lengthOfToken(node);
    const negative = "value" in node && Number(node.value) < 0;
    if (length && options.nonNegative && negative) return null;
  }
  if (length === null) return null;
  return length["%"] !== undefined && !options.percent ? null : length;
}

/** A whole declaration value that is one length (see parseLengthNode). */
export function parseLength(tokens: Tokens, options: LengthOptions = {}): Length | null {
  return tokens.length === 1 ? parseLengthNode(tokens[0], options) : null;
}

/** What relative units resolve against on one element. */
export interface LengthBasis {
  /** The font size em refers to, px. */
  em: number;
  /** The root element's font size, px. */
  rem: number;
  /** The page area, px (vw/vh in paged media refer to it). */
  viewport: { width: number; height: number };
  /** px per ex and per ch from the element's first available font, when known. */
  font?: FontUnits | null;
}

/** The font-relative units that need font metrics (CSS Values 4 §6.1.1). */
export interface FontUnits {
  /** The x-height, px. */
  ex: number;
  /** The advance of "0", px. */
  ch: number;
}

/** What the style stage asks the text stage about a font: the metrics for ex and ch. */
export type FontUnitsOf = (font: {
  fontFamily: string[];
  fontWeight: number;
  fontStyle: string;
  fontSize: number;
}) => FontUnits | null;

function involvesPercent(comparison: Comparison): boolean {
  return comparison.args.some((arg) =>
    arg["%"] !== undefined || (arg.comparisons ?? []).some(involvesPercent)
  );
}

/** Resolves every non-percentage term to px. */
export function lengthToPx(length: Length, basis: LengthBasis): number {
  const { width, height } = basis.viewport;
  let px = (length.px ?? 0) +
    (length.em ?? 0) * basis.em +
    (length.rem ?? 0) * basis.rem +
    // Without font metrics, ex and ch take the 0.5em fallback CSS Values 4 §6.1.1 allows.
    (length.ex ?? 0) * (basis.font?.ex ?? basis.em * 0.5) +
    (length.ch ?? 0) * (basis.font?.ch ?? basis.em * 0.5) +
    (length.vw ?? 0) * width / 100 +
    (length.vh ?? 0) * height / 100 +
    (length.vmin ?? 0) * Math.min(width, height) / 100 +
    (length.vmax ?? 0) * Math.max(width, height) / 100;
  for (const { fn, args, factor } of length.comparisons ?? []) {
    const values = args.map((arg) => lengthToPx(arg, basis));
    px += factor * (fn === "min" ? Math.min(...values) : Math.max(...values));
  }
  return saturate(px);
}

/**
 * The computed <length-percentage>: relative units resolved, a percentage kept for layout,
 * and a calc() mixing both kept as their sum (CSS Values 4 §10.10). `nonNegative` clamps
 * calc() results of properties whose range starts at 0; a mixed sum can only be clamped once
 * layout knows the percentage basis (§10.12), so it is left to layout.
 */
export function computeLengthPercentage(
  length: Length,
  basis: LengthBasis,
  nonNegative = false,
): LengthPercentage {
  const clamp = (v: number) => nonNegative ? Math.max(0, v) : v;
  if (length.comparisons?.some(involvesPercent)) {
    // min()/max() over percentages: resolved by layout against the percentage basis.
    const { comparisons, ...terms } = length;
    return {
      px: lengthToPx(terms, basis),
      percent: saturate(terms["%"] ?? 0),
      comparisons: comparisons.map(({ fn, args, factor }) => ({
        fn,
        factor,
        args: args.map((arg) => computeLengthPercentage(arg, basis)),
      })),
    };
  }
  if (length["%"] === undefined) return { px: clamp(lengthToPx(length, basis)) };
  const percent = saturate(length["%"]);
  const mixed = Object.keys(length).length > 1;
  return mixed ? { px: lengthToPx(length, basis), percent } : { percent: clamp(percent) };
}
