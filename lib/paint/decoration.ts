/**
 * Text decoration lines (CSS Text Decoration 4 §2–4): position from the font
 * (or text-underline-offset), thickness from the font (or
 * text-decoration-thickness), drawn in the decoration's style.
 */
import type { ComputedStyle, RGBA } from "../css/types.ts";
import { type FontBox, resolveLength } from "../layout/mod.ts";
import type { DisplayItem } from "./types.ts";

export type DecorationLine = "underline" | "overline" | "line-through";

/** Thickness: `auto`/`from-font` use the font's underline thickness; % is of 1em (§4.1). */
export function decorationThickness(style: ComputedStyle, font: FontBox): number {
  const t = style.textDecorationThickness;
  const value = t === "auto" || t === "from-font"
    ? font.underlineThickness
    : resolveLength(t, style.fontSize);
  // Chromium never draws a decoration thinner than one CSS pixel.
  return Math.max(1, value);
}

/** Centre y of the decoration line, given the baseline (y down). */
function lineCenter(
  line: DecorationLine,
  style: ComputedStyle,
  font: FontBox,
  baseline: number,
  thickness: number,
): number {
  if (line === "overline") return baseline - font.ascent + thickness / 2;
  if (line === "line-through") return baseline - font.xHeight / 2;
  const o = style.textUnderlineOffset;
  const offset = o === "auto" ? font.underlinePosition : resolveLength(o, style.fontSize);
  return baseline + offset + thickness / 2;
}

/** Appends the display items of one decoration line under (or over) a run of `width`. */
export function paintDecorationLine(
  out: DisplayItem[],
  line: DecorationLine,
  color: RGBA,
  style: ComputedStyle,
  font: FontBox,
  x: number,
  baseline: number,
  width: number,
): void {
  if (width <= 0 || color.a === 0) return;
  const t = decorationThickness(style, font);
  const y = lineCenter(line, style, font, baseline, t);
  const stroke = (y0: number, dash: number[], cap: "butt" | "round") =>
    out.push({ kind: "line", x1: x, y1: y0, x2: x + width, y2: y0, width: t, color, dash, cap });
  switch (style.textDecorationStyle) {
    case "double":
      // Two lines of the thickness with a gap of the thickness between them.
      out.push({ kind: "rect", x, y: y - t / 2, width, height: t, color });
      out.push({ kind: "rect", x, y: y + t * 1.5, width, height: t, color });
      break;
    case "dotted":
      stroke(y, [0, 2 * t], "round");
      break;
    case "dashed":
      stroke(y, [3 * t, 3 * t], "butt");
      break;
    case "wavy":
      paintWave(out, x, y, width, t, color);
      break;
    default:
      out.push({ kind: "rect", x, y: y - t / 2, width, height: t, color });
  }
}

/** A wave of straight segments: amplitude and wavelength scale with the thickness. */
function paintWave(
  out: DisplayItem[],
  x: number,
  y: number,
  width: number,
  t: number,
  color: RGBA,
) {
  const amplitude = 1.5 * t;
  const step = 2 * t;
  for (let i = 0, x0 = x; x0 < x + width; i++, x0 += step) {
    const x1 = Math.min(x0 + step, x + width);
    const up = i % 2 === 0;
    out.push({
      kind: "line",
      x1: x0,
      y1: y + (up ? amplitude : -amplitude) / 2,
      x2: x1,
      y2: y + (up ? -amplitude : amplitude) / 2,
      width: t,
      color,
      dash: [],
      cap: "round",
    });
  }
}
