/**
 * The type of a calculation (CSS Values 4 §10.9, with CSS Typed OM's type algebra): a map from
 * base type to exponent, so that `100px / 1px` is a <number> and `1px * 1px` a length², which
 * no property takes. Percentages are typed by their context: where they resolve against a
 * length (width, margins), they are lengths; elsewhere (opacity) a type of their own.
 */
import type { Quantity } from "../units.ts";

export type BaseType = "length" | "angle" | "time" | "frequency" | "resolution" | "percent";

/** Base type → exponent, zero exponents left out; the empty map is <number>. */
export type CssType = { readonly [B in BaseType]?: number };

export const NUMBER: CssType = {};
export const LENGTH: CssType = { length: 1 };
export const ANGLE: CssType = { angle: 1 };
export const PERCENT: CssType = { percent: 1 };

/** What a percentage stands for where the math function is used. */
export type PercentsAs = "length" | "percent";

const BASE_OF_UNIT: Readonly<Record<string, BaseType>> = {
  deg: "angle",
  s: "time",
  hz: "frequency",
  dppx: "resolution",
};

/** The type of a leaf: px and the relative length units are lengths. */
export function typeOfQuantity(quantity: Quantity, percentsAs: PercentsAs): CssType {
  const { unit } = quantity;
  if (unit === "") return NUMBER;
  if (unit === "%") return percentsAs === "length" ? LENGTH : PERCENT;
  return { [BASE_OF_UNIT[unit] ?? "length"]: 1 };
}

export function sameType(a: CssType, b: CssType): boolean {
  const keys = Object.keys(a) as BaseType[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** Multiplying two types adds their exponents (§10.9, "multiply two types"). */
export function multiplyTypes(a: CssType, b: CssType): CssType {
  const product: { [B in BaseType]?: number } = { ...a };
  for (const [base, exponent] of Object.entries(b) as Array<[BaseType, number]>) {
    const sum = (product[base] ?? 0) + exponent;
    if (sum === 0) delete product[base];
    else product[base] = sum;
  }
  return product;
}

/** A divisor's type: every exponent negated (§10.9, "invert a type"). */
export function invertType(a: CssType): CssType {
  return Object.fromEntries(Object.entries(a).map(([base, exponent]) => [base, -exponent]));
}
