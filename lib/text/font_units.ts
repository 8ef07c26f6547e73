/**
 * Font metrics for the style stage's font-relative units (CSS Values 4 §6.1.1) as Chromium
 * resolves them from the first available font: ex the x-height, cap the cap height, ch the
 * advance of "0", ic the advance of 水 (U+6C34, 1em when the font lacks it), and the used
 * `line-height: normal` that lh takes for `normal`. Cached per font per registry: all but the
 * line height (rounded per size, see metrics.ts) scale with the size.
 */
import type { FontStyle, FontUnits } from "../css/mod.ts";
import { fontChain } from "./match.ts";
import { fontMetrics, normalLineHeight } from "./metrics.ts";
import type { FontRegistry } from "./registry.ts";
import { measureText } from "./shape.ts";
import { fontkitView } from "./font_file.ts";
import type { FontFace } from "./types.ts";

export interface FontUnitsQuery {
  fontFamily: string[];
  fontWeight: number;
  fontStyle: string;
  fontSize: number;
}

const WATER = 0x6c34;

/** The metrics of a face at 1px, and the face for its line height. */
interface PerPx {
  face: FontFace;
  ex: number;
  ch: number;
  cap: number;
  ic: number;
}

/** A function giving the font-relative units in px for a font, backed by `registry`. */
export function fontUnitsFor(registry: FontRegistry): (font: FontUnitsQuery) => FontUnits {
  const perPx = new Map<string, PerPx>();
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
      const metrics = fontMetrics(face, 1);
      const view = fontkitView(face.font);
      const ic = view.hasGlyphForCodePoint(WATER)
        ? view.glyphForCodePoint(WATER).advanceWidth / face.unitsPerEm
        : 1;
      units = {
        face,
        ex: metrics.xHeight,
        cap: metrics.capHeight,
        ch: measureText("0", style, registry),
        ic,
      };
      perPx.set(key, units);
    }
    const size = font.fontSize;
    return {
      ex: units.ex * size,
      ch: units.ch * size,
      cap: units.cap * size,
      ic: units.ic * size,
      normalLineHeight: normalLineHeight(units.face, size),
    };
  };
}
