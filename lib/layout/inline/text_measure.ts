/**
 * Layout's window onto the text stage: shaping, primary-font metrics and
 * break opportunities for a computed style.
 */
import type { ComputedStyle } from "../../css/types.ts";
import type { BreakOpportunity, ShapedRun, TextStyle } from "../../text/types.ts";
import {
  breakOpportunities,
  fontChain,
  fontMetrics,
  lineMetrics,
  pairKerning,
  shapeText,
} from "../../text/mod.ts";
import type { LayoutContext } from "../context.ts";

/**
 * Shapes `text` in `style`. A computed style is a text style as it is: passing the shared
 * object itself lets the text stage find what it derived from it before (shape.ts).
 */
export function shape(
  text: string,
  style: ComputedStyle,
  ctx: LayoutContext,
): readonly ShapedRun[] {
  return shapeText(text, style satisfies TextStyle, ctx.registry);
}

/** The kerning between two characters that meet in `style`, px (shape.ts pairKerning). */
export function kerning(before: string, after: string, style: ComputedStyle, ctx: LayoutContext) {
  return pairKerning(before, after, style, ctx.registry);
}

/** Metrics of a style's primary font (CSS Fonts 4: the first available font), in px. */
export interface FontBox {
  /** Distance from the baseline up to the ascent line, px. */
  ascent: number;
  /** Distance from the baseline down to the descent line, px. */
  descent: number;
  /** Used line height (CSS 2.2 §10.8.1), px. */
  lineHeight: number;
  xHeight: number;
  underlinePosition: number;
  underlineThickness: number;
}

/**
 * Blink lays lines out with whole-pixel ascent and descent of the first available
 * font (see lib/text/metrics.ts), and `line-height: normal` from those rounded values.
 */
/** Per registry (web fonts make one per render), the font box of each (shared) style. */
const fontBoxes = new WeakMap<LayoutContext["registry"], WeakMap<ComputedStyle, FontBox>>();

export function fontBox(style: ComputedStyle, ctx: LayoutContext): FontBox {
  let boxes = fontBoxes.get(ctx.registry);
  if (!boxes) fontBoxes.set(ctx.registry, boxes = new WeakMap());
  let box = boxes.get(style);
  if (!box) {
    box = computeFontBox(style, ctx);
    boxes.set(style, box);
  }
  return box;
}

function computeFontBox(style: ComputedStyle, ctx: LayoutContext): FontBox {
  const face = fontChain(ctx.registry, style)[0].face;
  const m = fontMetrics(face, style.fontSize);
  const line = lineMetrics(face, style.fontSize);
  const lh = style.lineHeight;
  const lineHeight = lh === "normal"
    ? line.normalLineHeight
    : "number" in lh
    ? lh.number * style.fontSize
    : lh.px;
  return {
    ascent: line.ascent,
    descent: line.descent,
    lineHeight,
    xHeight: m.xHeight,
    underlinePosition: m.underlinePosition,
    underlineThickness: m.underlineThickness,
  };
}

export function breaks(text: string): BreakOpportunity[] {
  return breakOpportunities(text);
}
