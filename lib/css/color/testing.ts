/**
 * Helpers for the colour tests, which compare with Chromium in Chromium's own notation: the
 * fill operands and opacity its PDF output carries, and its serialisation of a computed colour.
 */
import { AssertionError } from "node:assert/strict";
import { tokens } from "../testing.ts";
import type { RGBA } from "../types.ts";
import { type Color, type ColorContext, resolveParsed } from "./model.ts";
import { parseColorNode } from "./parse.ts";
import { parseColorValue, resolveColor } from "./specified.ts";

/** The context the tests resolve deferred colours in: currentcolor rgb(10 20 30), light. */
export const TEST_CONTEXT: ColorContext = {
  currentColor: { r: 10, g: 20, b: 30, a: 1 },
  dark: false,
};

/** A number as Skia's PDF writer prints it: `digits` decimals, no leading zero. */
function pdfNumber(value: number, digits: number): string {
  return String(Number(value.toFixed(digits))).replace(/^(-?)0\./, "$1.");
}

/**
 * How a painted colour appears in a PDF content stream: "r g b" as Chromium prints them (four
 * decimals), then " / a" with the opacity (three decimals) when it is not 1.
 */
export function pdfColor(color: RGBA): string {
  const rgb = [color.r, color.g, color.b].map((c) => pdfNumber(c / 255, 4)).join(" ");
  return color.a === 1 ? rgb : `${rgb} / ${pdfNumber(color.a, 3)}`;
}

/** Asserts each [value, printed] pair; null for a value that is invalid. */
export function expectPrinted(cases: readonly (readonly [string, string | null])[]): void {
  for (const [value, expected] of cases) {
    if (printed(value) !== expected) {
      throw new AssertionError({ message: `${value} prints ${printed(value)}, not ${expected}` });
    }
  }
}

/** Asserts that each value is an invalid colour. */
export function expectInvalid(values: readonly string[]): void {
  expectPrinted(values.map((value) => [value, null]));
}

/** Asserts each [value, computed] pair with assertComputed. */
export function expectComputed(cases: readonly (readonly [string, string])[]): void {
  for (const [value, computed] of cases) assertComputed(value, computed);
}

/** The colour a declaration value paints, in the PDF's notation; null when it is invalid. */
export function printed(css: string, context: ColorContext = TEST_CONTEXT): string | null {
  const value = parseColorValue(tokens(css));
  return value === null ? null : pdfColor(resolveColor(value, context));
}

/** A colour value's components in its own space, as Chromium serialises them. */
function serialized(css: string, context: ColorContext = TEST_CONTEXT): string | null {
  const parsed = parseColorNode(tokens(css)[0]);
  return parsed === null ? null : serialize(resolveParsed(parsed, context));
}

/**
 * Asserts that a colour value computes to Chromium's serialisation of it: the same space and
 * missing components, and numbers equal to 1e-5 of their size — Chromium computes in 32-bit
 * floats, so the sixth digit may differ.
 */
function assertComputed(css: string, expected: string): void {
  const actual = serialized(css);
  const numbers = (text: string | null) => text?.match(/-?[\d.]+(e-?\d+)?/g)?.map(Number) ?? [];
  const shape = (text: string | null) => text?.replace(/-?[\d.]+(e-?\d+)?/g, "#");
  const close = numbers(actual).every((n, i) => {
    const want = numbers(expected)[i];
    return Math.abs(n - want) <= 1e-5 * Math.max(1, Math.abs(want));
  });
  if (shape(actual) !== shape(expected) || !close) {
    throw new AssertionError({ message: `${css}: ${actual} is not ${expected}` });
  }
}

/** Chromium's notation: 6 significant digits, `none`, `color()` for the RGB and XYZ spaces. */
function serialize({ space, components, alpha }: Color): string {
  const number = (v: number | null) => v === null ? "none" : String(Number(v.toPrecision(6)));
  const values = components.map(number).join(" ");
  const suffix = alpha === 1 ? "" : ` / ${number(alpha)}`;
  return ["lab", "lch", "oklab", "oklch"].includes(space)
    ? `${space}(${values}${suffix})`
    : `color(${space} ${values}${suffix})`;
}
