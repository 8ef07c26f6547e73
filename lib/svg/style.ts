/**
 * An SVG element's style as the renderer reads it: its ComputedStyle (display, visibility,
 * opacity, colour, fonts, transform) and SVG's painting properties, both from the document's
 * cascade (lib/css: svg_properties.ts, with presentation attributes as svg_hints.ts maps them).
 */
import { type StyledDocument, SVG_PROPERTIES } from "../css/mod.ts";
import type { ComputedStyle } from "../css/types.ts";

type SvgProperties = typeof SVG_PROPERTIES;

/** SVG's properties by name, published values. */
export type SvgValues = {
  readonly [K in keyof SvgProperties]: ReturnType<SvgProperties[K]["publish"]>;
};

export interface SvgStyle extends SvgValues {
  readonly css: ComputedStyle;
}

export type { SvgPaint } from "../css/mod.ts";

const NAMES = Object.keys(SVG_PROPERTIES) as (keyof SvgProperties)[];

/** Styles are shared between elements; so are their SVG styles. */
const cache = new WeakMap<ComputedStyle, SvgStyle>();

/** The SVG style of an element whose computed style is `css` (a style `styled` computed). */
export function svgStyle(css: ComputedStyle, styled: StyledDocument): SvgStyle {
  let style = cache.get(css);
  if (!style) {
    // Each name's value has its property's published type; the list of them cannot say so.
    const values = Object.fromEntries(
      NAMES.map((name) => [name, styled.internalValue(css, SVG_PROPERTIES[name] as never)]),
    ) as SvgValues;
    style = { ...values, css };
    cache.set(css, style);
  }
  return style;
}
