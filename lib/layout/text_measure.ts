/**
 * Layout's window onto the text stage: shaping, primary-font metrics and
 * break opportunities for a computed style.
 */
import type { ComputedStyle } from "../css/types.ts";
import type { BreakOpportunity, ShapedRun, TextStyle } from "../text/types.ts";
import { breakOpportunities, fontMetrics, primaryFace, shapeText } from "../text/mod.ts";
import type { LayoutContext } from "./context.ts";

export function textStyleOf(style: ComputedStyle): TextStyle {
  return {
    fontFamily: style.fontFamily,
    fontSize: style.fontSize,
    fontWeight: style.fontWeight,
    fontStyle: style.fontStyle,
    letterSpacing: style.letterSpacing,
    wordSpacing: style.wordSpacing,
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

export function fontBox(style: ComputedStyle, ctx: LayoutContext): FontBox {
  const face = primaryFace(textStyleOf(style), ctx.registry);
  const m = fontMetrics(face, style.fontSize);
  const lh = style.lineHeight;
  const lineHeight = lh === "normal"
    ? m.ascent + m.descent + m.lineGap
    : "number" in lh
    ? lh.number * style.fontSize
    : lh.px;
  return {
    ascent: m.ascent,
    descent: m.descent,
    lineHeight,
    xHeight: m.xHeight,
    underlinePosition: m.underlinePosition,
    underlineThickness: m.underlineThickness,
  };
}

export function breaks(text: string): BreakOpportunity[] {
  return breakOpportunities(text);
}
