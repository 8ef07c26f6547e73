/**
 * A <color> longhand whose computed value keeps currentcolor symbolic (CSS Color 4 §6.4,
 * CSS Color 5 §3): `currentcolor`, and a color-mix() or relative colour over it, compute to
 * themselves, so a child that inherits one (`border-color: inherit`, an inherited
 * text-decoration or caret colour) resolves it against its own `color`, not the colour it stood
 * for where it was declared — as Chromium computes them. Published styles carry the sRGB
 * colour it stands for on the element.
 */
import type { RGBA } from "./types.ts";
import { parseColorValue, type SpecifiedColor, waitsForElement } from "./color/mod.ts";
import {
  type ComputeContext,
  type LonghandOptions,
  type Property,
  withPublishing,
} from "./property.ts";

/** A computed colour that depends on currentcolor: its specified form, and its colour here. */
class CurrentColorDependent {
  constructor(readonly specified: SpecifiedColor, readonly rgba: RGBA) {}
}

/** A colour longhand's computed value as the stage keeps it. */
export type ComputedColor = RGBA | CurrentColorDependent;

/** The sRGB colour a computed colour stands for on its element. */
const resolvedColor = (color: ComputedColor): RGBA =>
  color instanceof CurrentColorDependent ? color.rgba : color;

/**
 * Computes a specified colour with `compute`; a colour that depends on currentcolor is kept
 * with its specified form (`keep`). currentcolor always is; a color-mix() or relative colour
 * is when computing it read currentcolor.
 */
export function computeTrackingCurrentColor<C>(
  value: SpecifiedColor,
  ctx: ComputeContext,
  compute: (value: SpecifiedColor, ctx: ComputeContext) => RGBA,
  keep: (specified: SpecifiedColor, rgba: RGBA) => C,
): RGBA | C {
  if (value === "currentcolor") return keep(value, compute(value, ctx));
  if (!waitsForElement(value)) return compute(value, ctx);
  let readsCurrentColor = false;
  const tracking = new Proxy(ctx, {
    get(target, key) {
      if (key === "currentColor") readsCurrentColor = true;
      const member = Reflect.get(target, key, target);
      return typeof member === "function" ? member.bind(target) : member;
    },
  });
  const rgba = compute(value, tracking);
  return readsCurrentColor ? keep(value, rgba) : rgba;
}

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
    computeTrackingCurrentColor(
      value,
      ctx,
      compute,
      (specified, rgba) => new CurrentColorDependent(specified, rgba),
    );
  return {
    ...withPublishing(
      name,
      { parse: parseColorValue, compute: computeKeeping },
      options,
      resolvedColor,
      (rgba) => rgba,
    ),
    inherit: (parent, ctx) =>
      parent instanceof CurrentColorDependent ? computeKeeping(parent.specified, ctx) : parent,
  };
}
