/**
 * <length> and <length-percentage> (CSS Values 4 §5–6): parsing to a specified form that
 * keeps relative units symbolic, and resolution to px once the font metrics, line heights and
 * page area are known — math functions included, percentages kept for layout where layout
 * alone knows their basis.
 */
import type { LengthPercentage, LineHeight } from "./types.ts";
import type { CssNode } from "./csstree.ts";
import { parseCalc, type RelativeNumber } from "./calc.ts";
import { isLeaf, type MathNode } from "./math/node.ts";
import { evaluate, type Resolve, simplify } from "./math/simplify.ts";
import {
  isRelativeLength,
  type Length,
  lengthOfNode,
  lengthOfToken,
  nodeOfLength,
  type RelativeLengthUnit,
  saturate,
} from "./units.ts";
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
    if (length !== null && !options.percent && hasPercent(length)) return null;
    return length;
  }
  length = lengthOfToken(node);
  const negative = "value" in node && Number(node.value) < 0;
  if (length && options.nonNegative && negative) return null;
  return length !== null && length["%"] !== undefined && !options.percent ? null : length;
}

/** A whole declaration value that is one length (see parseLengthNode). */
export function parseLength(tokens: Tokens, options: LengthOptions = {}): Length | null {
  return tokens.length === 1 ? parseLengthNode(tokens[0], options) : null;
}

function hasPercent(length: Length): boolean {
  return length["%"] !== undefined || (length.math !== undefined && mathHasPercent(length.math));
}

function mathHasPercent(node: MathNode): boolean {
  return isLeaf(node) ? node.unit === "%" : node.args.some(mathHasPercent);
}

/** What relative units resolve against on one element. */
export interface LengthBasis {
  /** The font size em refers to, px. */
  em: number;
  /** The root element's font size, px. */
  rem: number;
  /** The page area, px (the viewport units in paged media refer to it). */
  viewport: { width: number; height: number };
  /** Metrics of the element's first available font, when known. */
  font?: FontUnits | null;
  /**
   * lh: the element's computed line-height in px, asked for only when a length uses it (it is
   * itself computed from lengths).
   */
  lineHeight?: () => number;
  /** The root element's font metrics and line-height, for rex, rch, rcap, ric and rlh. */
  root?: { font?: FontUnits | null; lineHeight?: () => number };
}

/** The font-relative units that need font metrics (CSS Values 4 §6.1.1), px. */
export interface FontUnits {
  /** The x-height. */
  ex: number;
  /** The advance of "0". */
  ch: number;
  /** The cap height. */
  cap: number;
  /** The advance of 水 (U+6C34), or 1em when the font lacks it. */
  ic: number;
  /** The used value of `line-height: normal`, which `lh` takes for it. */
  normalLineHeight: number;
}

/** What the style stage asks the text stage about a font: the metrics of FontUnits. */
export type FontUnitsOf = (font: {
  fontFamily: string[];
  fontWeight: number;
  fontStyle: string;
  fontSize: number;
}) => FontUnits | null;

/**
 * Without font metrics: the 0.5em that CSS Values 4 §6.1.1 allows for ex and ch, 1em for ic
 * (its own fallback there), and typical Latin proportions for the cap height and line height.
 */
function fallbackFontUnits(em: number): FontUnits {
  return { ex: em / 2, ch: em / 2, cap: em * 0.7, ic: em, normalLineHeight: em * 1.2 };
}

/** lh of a computed line-height: `normal` from the first available font (CSS Values 4 §6.1.1). */
export function lineHeightPx(value: LineHeight, em: number, font?: FontUnits | null): number {
  if (value === "normal") return (font ?? fallbackFontUnits(em)).normalLineHeight;
  return "number" in value ? value.number * em : value.px;
}

/** px per relative length unit. */
function unitPx(unit: RelativeLengthUnit, basis: LengthBasis): number {
  const { width, height } = basis.viewport;
  switch (unit) {
    case "em":
      return basis.em;
    case "rem":
      return basis.rem;
    case "ex":
    case "ch":
    case "cap":
    case "ic":
      return (basis.font ?? fallbackFontUnits(basis.em))[unit];
    case "rex":
    case "rch":
    case "rcap":
    case "ric":
      return (basis.root?.font ?? fallbackFontUnits(basis.rem))[unit.slice(1) as "ex"];
    case "lh":
      return basis.lineHeight?.() ?? lineHeightPx("normal", basis.em, basis.font);
    case "rlh":
      return basis.root?.lineHeight?.() ?? lineHeightPx("normal", basis.rem, basis.root?.font);
    case "vw":
      return width / 100;
    case "vh":
      return height / 100;
    case "vmin":
      return Math.min(width, height) / 100;
    case "vmax":
      return Math.max(width, height) / 100;
  }
}

/**
 * Leaves in px once the element is known; percentages of `percentBasis` when given, else
 * left symbolic.
 */
function resolveAgainst(basis: LengthBasis, percentBasis?: number): Resolve {
  return (leaf) => {
    if (leaf.unit === "%") {
      return percentBasis === undefined
        ? null
        : { value: leaf.value * percentBasis / 100, unit: "px" };
    }
    return isRelativeLength(leaf.unit)
      ? { value: leaf.value * unitPx(leaf.unit, basis), unit: "px" }
      : leaf;
  };
}

/**
 * Resolves a length to px. Percentages are of `percentBasis`; without one (a length that
 * cannot have any) they count as 0.
 */
export function lengthToPx(length: Length, basis: LengthBasis, percentBasis = 0): number {
  let px = 0;
  for (const [unit, value] of Object.entries(length)) {
    if (typeof value !== "number") continue; // the math part, below
    if (unit === "px") px += value;
    else if (unit === "%") px += value * percentBasis / 100;
    else if (isRelativeLength(unit)) px += value * unitPx(unit, basis);
  }
  if (length.math) px += evaluate(length.math, resolveAgainst(basis, percentBasis));
  return saturate(px);
}

/**
 * A number (or percentage) whose math function needed the element's lengths, computed with
 * them: `calc(1em / 1px)` is the font size in px.
 */
export function computeRelativeNumber(value: RelativeNumber, basis: LengthBasis): number {
  const lengths = resolveAgainst(basis);
  // A percentage typed on its own (opacity, line-height as a percentage) is its own unit here.
  return saturate(evaluate(value.math, (leaf) => leaf.unit === "%" ? leaf : lengths(leaf)));
}

/**
 * A computed <length-percentage>'s math part at layout, once the percentage basis is known
 * (CSS Values 4 §10.11): its leaves are px and percentages.
 */
export function resolveMath(math: MathNode, percentBasis: number): number {
  const px = evaluate(
    math,
    (leaf) => leaf.unit === "%" ? { value: leaf.value * percentBasis / 100, unit: "px" } : leaf,
  );
  return saturate(px);
}

/**
 * The computed <length-percentage>: relative units resolved, a percentage kept for layout,
 * and a calc() mixing both kept as their sum (CSS Values 4 §10.11). A math function that
 * needs the percentage basis (`mod(100%, 7px)`) stays a tree of px and percentages in `math`.
 * `nonNegative` clamps calc() results of properties whose range starts at 0; a result
 * involving percentages can only be clamped once layout knows the basis (§10.12), so it is
 * left to layout.
 */
export function computeLengthPercentage(
  length: Length,
  basis: LengthBasis,
  nonNegative = false,
): LengthPercentage {
  const clamp = (v: number) => nonNegative ? Math.max(0, v) : v;
  let computed = length;
  if (length.math) {
    computed = lengthOfNode(simplify(nodeOfLength(length), resolveAgainst(basis)));
    if (computed.math) {
      return {
        px: saturate(computed.px ?? 0),
        percent: saturate(computed["%"] ?? 0),
        math: computed.math,
      };
    }
  }
  if (computed["%"] === undefined) return { px: clamp(lengthToPx(computed, basis)) };
  const percent = saturate(computed["%"]);
  const mixed = Object.keys(computed).length > 1;
  return mixed ? { px: lengthToPx(computed, basis), percent } : { percent: clamp(percent) };
}
