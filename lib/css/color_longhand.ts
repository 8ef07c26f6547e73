/**
 * A <color> longhand whose computed `currentcolor` stays the keyword (CSS Color 4 §6.4): a
 * child that inherits it (`border-color: inherit`) resolves it against its own `color`, not
 * the colour it stood for where it was declared. Published styles carry the resolved sRGB.
 */
import type { RGBA } from "./types.ts";
import { parseColorValue, type SpecifiedColor } from "./color/mod.ts";
import {
  type ComputeContext,
  type LonghandOptions,
  type Property,
  withPublishing,
} from "./property.ts";

/** The computed `currentcolor`, with the colour it stands for on this element. */
class ComputedCurrentColor {
  constructor(readonly rgba: RGBA) {}
}

/** A colour longhand's computed value as the stage keeps it. */
export type ComputedColor = RGBA | ComputedCurrentColor;

/** The sRGB colour a computed colour stands for on its element. */
const resolvedColor = (color: ComputedColor): RGBA =>
  color instanceof ComputedCurrentColor ? color.rgba : color;

/**
 * A colour longhand; `compute` turns a specified colour into sRGB on an element (currentcolor
 * included, so a property may paint it differently, e.g. 3-D border styles).
 */
export function colorLonghand(
  name: string,
  compute: (value: SpecifiedColor, ctx: ComputeContext) => RGBA,
  options: LonghandOptions,
): Property<SpecifiedColor, ComputedColor, RGBA> {
  const computeKeeping = (value: SpecifiedColor, ctx: ComputeContext): ComputedColor =>
    value === "currentcolor" ? new ComputedCurrentColor(compute(value, ctx)) : compute(value, ctx);
  return {
    ...withPublishing(
      name,
      { parse: parseColorValue, compute: computeKeeping },
      options,
      resolvedColor,
      (rgba) => rgba,
    ),
    inherit: (parent, ctx) =>
      parent instanceof ComputedCurrentColor ? computeKeeping("currentcolor", ctx) : parent,
  };
}
