/**
 * Value kinds shared by many properties: keyword sets, <length-percentage> with keyword
 * alternatives, plain lengths, integers and numbers. Each pairs a grammar with its
 * computed-value rule (CSS Values 4 and the "Computed value:" lines of the property tables).
 */
import type { LengthPercentage } from "./types.ts";
import {
  integerOrRelative,
  numberValue,
  parseCalc,
  type RelativeNumber,
  roundToInteger,
} from "./calc.ts";
import {
  computeLengthPercentage,
  computeRelativeNumber,
  type Length,
  lengthToPx,
  parseLength,
} from "./length.ts";
import type { ValueKind } from "./property.ts";
import { identOf, keywordOf } from "./value.ts";

/**
 * One keyword from `values`; `aliases` maps legacy or vendor spellings onto them
 * (e.g. `overlay` → `auto`). Computes to itself.
 */
export function keyword<const T extends string>(
  values: readonly T[],
  aliases: Readonly<Record<string, T>> = {},
): ValueKind<T, T> {
  return {
    parse(tokens) {
      const name = tokens.length === 1 ? identOf(tokens[0]) : null;
      if (name !== null && Object.hasOwn(aliases, name)) return aliases[name];
      return keywordOf(tokens, values);
    },
    compute: (value) => value,
  };
}

/**
 * A <length-percentage> or one of `keywords` (`auto`, `none`). Percentages stay percentages
 * for layout; `nonNegative` is the `[0,∞]` range of padding, widths and the like.
 */
export function lengthPercentageOr<const K extends string>(
  keywords: readonly K[],
  options: { nonNegative?: boolean } = {},
): ValueKind<Length | K, LengthPercentage | K> {
  return {
    parse(tokens) {
      return keywordOf(tokens, keywords) ??
        parseLength(tokens, { percent: true, nonNegative: options.nonNegative });
    },
    compute(value, ctx) {
      return typeof value === "string"
        ? value
        : computeLengthPercentage(value, ctx.lengths, options.nonNegative);
    },
  };
}

/** A <length> computed to px, with `normal` standing for 0 (letter-spacing, word-spacing). */
export function lengthOrNormal(): ValueKind<Length | "normal", number> {
  return {
    parse: (tokens) => keywordOf(tokens, ["normal"]) ?? parseLength(tokens),
    compute: (value, ctx) => value === "normal" ? 0 : lengthToPx(value, ctx.lengths),
  };
}

/**
 * An <integer> no smaller than `min` (orphans, widows: CSS Fragmentation 3 §3.3). A math
 * function below it is clamped, not rejected (CSS Values 4 §10.12; Chromium: `calc(0)` is 1).
 */
export function integer(min: number): ValueKind<number | RelativeNumber, number> {
  return {
    parse(tokens) {
      const n = tokens.length === 1 ? integerOrRelative(tokens[0]) : null;
      if (n === null || typeof n !== "number") return n;
      return tokens[0].type === "Function" ? Math.max(min, n) : n >= min ? n : null;
    },
    compute: (value, ctx) =>
      typeof value === "number"
        ? value
        : Math.max(min, roundToInteger(computeRelativeNumber(value, ctx.lengths))),
  };
}

/** An <alpha-value>: number or percentage, clamped to [0, 1] when computed (opacity). */
export function alphaValue(): ValueKind<number | RelativeNumber, number> {
  return {
    parse(tokens) {
      if (tokens.length !== 1) return null;
      const node = tokens[0];
      if (node.type === "Percentage") return Number(node.value) / 100;
      if (node.type !== "Function") return numberValue(node);
      // Percentages in math are a type of their own here: calc(50% / 2) is 25% (Values 4 §10.9).
      const value = parseCalc(node, "percent");
      if (value === null || "length" in value || "angle" in value) return null;
      if ("relative" in value) return value.relative;
      return "number" in value ? value.number : value.percent / 100;
    },
    compute(value, ctx) {
      const alpha = typeof value === "number"
        ? value
        : computeRelativeNumber(value, ctx.lengths) / (value.percent ? 100 : 1);
      return Math.min(1, Math.max(0, alpha));
    },
  };
}
