/**
 * Layout's window onto the text stage: shaping, primary-font metrics and
 * break opportunities for a computed style.
 */
import type { ComputedStyle } from "../css/types.ts";
import type { BreakOpportunity, ShapedRun, TextStyle } from "../text/types.ts";
import { breakOpportunities, fontChain, fontMetrics, lineMetrics, shapeText } from "../text/mod.ts";
import type { LayoutContext } from "./context.ts";

export function textStyleOf(style: ComputedStyle): TextStyle {
  return {
    fontFamily: style.fontFamily,
    fontSize: style.fontSize,
    fontWeight: style.fontWeight,
    fontStyle: style.fontStyle,
    letterSpacing: style.letterSpacing,
    wordSpacing: style.wordSpacing,
    fontFeatureSettings: style.fontFeatureSettings,
    fontVariantNumeric: style.fontVariantNumeric,
    fontKerning: style.fontKerning,
    fontSynthesisWeight: style.fontSynthesisWeight,
    fontSynthesisStyle: style.fontSynthesisStyle,
  };
}

export function shape(text: string, style: ComputedStyle, ctx: LayoutContext): ShapedRun[] {
  return shapeText(text, textStyleOf(style), ctx.registry);
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
