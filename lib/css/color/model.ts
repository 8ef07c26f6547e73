/**
 * A colour as CSS Color 4 describes one (§4.1): three components in a colour space plus alpha,
 * any of which may be *missing* (`none`, §4.4) — kept apart from 0 because interpolation
 * treats it differently — and colours that cannot be known while parsing: currentcolor, and
 * everything that depends on the element's used colour scheme.
 */
import type { CssNode } from "../csstree.ts";
import type { RGBA } from "../types.ts";
import { convert, type SpaceName, type Triple } from "./spaces.ts";

/** A component value; null is a missing component. */
export type Component = number | null;

/**
 * A colour with its components in the units of its space: srgb and the other RGB spaces 0–1
 * (rgb() is kept as srgb), hsl/hwb hue in degrees and the rest in percent, lab/lch L 0–100,
 * oklab/oklch L 0–1, hues in degrees in [0, 360).
 */
export interface Color {
  readonly space: SpaceName;
  readonly components: readonly [Component, Component, Component];
  readonly alpha: Component;
}

/** What a colour may depend on besides its own text (CSS Color 4 §6.4, Color Adjust 1 §2). */
export interface ColorContext {
  /** The colour currentcolor stands for. */
  readonly currentColor: RGBA;
  /** Whether the element's used colour scheme is dark. */
  readonly dark: boolean;
}

/** A colour that is known only once the element's context is (currentcolor, light-dark(), …). */
export interface DeferredColor {
  resolve(context: ColorContext): Color;
}

/** What parsing a <color> gives: a colour, or one that waits for the element. */
export type ParsedColor = Color | DeferredColor;

/** Parses one nested <color> (colour functions take colours as arguments). */
export type ColorParser = (node: CssNode | undefined) => ParsedColor | null;

export function isDeferred<T extends object>(color: T | DeferredColor): color is DeferredColor {
  return "resolve" in color;
}

export function resolveParsed(color: ParsedColor, context: ColorContext): Color {
  return isDeferred(color) ? color.resolve(context) : color;
}

/** Missing components behave as zero everywhere but in interpolation (§4.4). */
export function valuesOf(color: Color): Triple {
  const [a, b, c] = color.components;
  return [a ?? 0, b ?? 0, c ?? 0];
}

/** The colour's components converted to another space, missing ones taken as zero. */
export function valuesIn(color: Color, space: SpaceName): Triple {
  return convert(valuesOf(color), color.space, space);
}

/**
 * The sRGB colour the PDF is painted with. Chromium prints a colour outside the sRGB gamut
 * clipped channel by channel (checked on its PDF output: oklch(0.7 0.4 30) prints 1 0 0,
 * lab(50 100 -100) .7868 0 1), not gamut-mapped as CSS Color 4 §13 suggests; channels keep
 * their fractions, as Chromium's do.
 */
export function toRGBA(color: Color): RGBA {
  const channel = (v: number) => Math.min(1, Math.max(0, v)) * 255;
  const [r, g, b] = valuesIn(color, "srgb");
  return { r: channel(r), g: channel(g), b: channel(b), a: color.alpha ?? 0 };
}

/** An sRGB colour (0–255 channels) as a colour in the srgb space. */
export function fromRGBA({ r, g, b, a }: RGBA): Color {
  return { space: "srgb", components: [r / 255, g / 255, b / 255], alpha: a };
}

/** A 0xRRGGBB number as an sRGB colour. */
export function rgbOf(hex: number, a = 1): RGBA {
  return { r: hex >> 16, g: (hex >> 8) & 0xff, b: hex & 0xff, a };
}
