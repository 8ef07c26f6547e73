/**
 * A <color> as a property's specified value, and its computed value (CSS Color 4 §4.6): a
 * colour that needs nothing from the element is resolved to sRGB while parsing; currentcolor
 * stays the keyword (properties tell it apart, e.g. border colours of 3-D styles); the rest —
 * color-mix() or relative colours over currentcolor, light-dark(), system colours — waits for
 * the element's `color` and colour scheme.
 */
import type { ComputeContext } from "../property.ts";
import type { RGBA } from "../types.ts";
import type { Tokens } from "../value.ts";
import type { CssNode } from "../csstree.ts";
import { type ColorContext, type DeferredColor, isDeferred, toRGBA } from "./model.ts";
import { CURRENT_COLOR, parseColorNode } from "./parse.ts";
import { COLOR_SCHEME } from "./scheme.ts";

export type SpecifiedColor = RGBA | "currentcolor" | DeferredColor;

export const TRANSPARENT: RGBA = { r: 0, g: 0, b: 0, a: 0 };
export const BLACK: RGBA = { r: 0, g: 0, b: 0, a: 1 };

/** A colour from one component value; null when it is not a valid <color>. */
export function parseColor(node: CssNode | undefined): SpecifiedColor | null {
  const color = parseColorNode(node);
  if (color === null) return null;
  if (color === CURRENT_COLOR) return "currentcolor";
  return isDeferred(color) ? color : toRGBA(color);
}

/** Whether a specified colour waits for the element: its `color` or its colour scheme. */
export function waitsForElement(value: SpecifiedColor): boolean {
  return value === "currentcolor" || isDeferred(value);
}

/** A whole declaration value that is one colour. */
export function parseColorValue(tokens: Tokens): SpecifiedColor | null {
  return tokens.length === 1 ? parseColor(tokens[0]) : null;
}

/**
 * The computed sRGB colour. currentcolor is the element's `color` unless `currentColor` says
 * otherwise (for `color` itself, the parent's, §6.4).
 */
export function computeColor(
  value: SpecifiedColor,
  ctx: ComputeContext,
  currentColor: () => RGBA = () => ctx.currentColor,
): RGBA {
  // Asked for only when the value depends on them.
  return resolveColor(value, {
    get currentColor() {
      return currentColor();
    },
    get dark() {
      return ctx.get(COLOR_SCHEME) === "dark";
    },
  });
}

/** The sRGB colour a specified colour stands for in a context. */
export function resolveColor(value: SpecifiedColor, context: ColorContext): RGBA {
  if (value === "currentcolor") return context.currentColor;
  return isDeferred(value) ? toRGBA(value.resolve(context)) : value;
}
