/**
 * Font metrics for the style stage's `ex` and `ch` units (CSS Values 4 §6.1.1):
 * the x-height and the advance of "0" of the first available font, as Chromium
 * resolves them. Cached per font per registry: both scale with the size.
 */
import type { FontStyle } from "../css/types.ts";
import { fontChain } from "./match.ts";
import { fontMetrics } from "./metrics.ts";
import type { FontRegistry } from "./registry.ts";
import { measureText } from "./shape.ts";

export interface FontUnitsQuery {
  fontFamily: string[];
  fontWeight: number;
  fontStyle: string;
  fontSize: number;
}

/** A function giving ex and ch in px for a font, backed by `registry`. */
export function fontUnitsFor(
  registry: FontRegistry,
): (font: FontUnitsQuery) => { ex: number; ch: number } {
  const perPx = new Map<string, { ex: number; ch: number }>();
  return (font) => {
    const key = `${font.fontFamily.join(",")}|${font.fontWeight}|${font.fontStyle}`;
    let units = perPx.get(key);
    if (!units) {
      const request = {
        fontFamily: font.fontFamily,
        fontWeight: font.fontWeight,
        fontStyle: font.fontStyle as FontStyle,
      };
      const face = fontChain(registry, request)[0].face;
      const style = { ...request, fontSize: 1, letterSpacing: 0, wordSpacing: 0 };
      units = { ex: fontMetrics(face, 1).xHeight, ch: measureText("0", style, registry) };
      perPx.set(key, units);
    }
    return { ex: units.ex * font.fontSize, ch: units.ch * font.fontSize };
  };
}
