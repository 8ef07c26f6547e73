/**
 * Text decoration lines (CSS Text Decoration 4 §2–4): position from the font
 * (or text-underline-offset), thickness from the font (or
 * text-decoration-thickness), drawn in the decoration's style.
 */
import type { ComputedStyle, RGBA } from "../css/types.ts";
import type { FontFace, ShapedRun } from "../text/types.ts";
import { type FontBox, resolveLength } from "../layout/mod.ts";
import type { DisplayItem } from "./types.ts";
import type { VisibleRect } from "./border.ts";

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

/** Glyph bounding boxes (font units, y up), cached per face. */
const glyphBoxes = new WeakMap<
  FontFace,
  Map<number, { minX: number; minY: number; maxX: number; maxY: number }>
>();

interface GlyphBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A glyph without an outline (a space) has no box: no ink to avoid. */
const NO_INK: GlyphBox = { minX: 0, minY: 0, maxX: 0, maxY: 0 };

function glyphBox(face: FontFace, id: number): GlyphBox {
  let boxes = glyphBoxes.get(face);
  if (!boxes) glyphBoxes.set(face, boxes = new Map());
  const cached = boxes.get(id);
  if (cached) return cached;
  const bbox: GlyphBox | undefined = face.font.getGlyph(id).bbox;
  const box = bbox ?? NO_INK;
  boxes.set(id, box);
  return box;
}

/**
 * The x ranges where glyph ink crosses a horizontal band (text-decoration-skip-ink:
 * auto, CSS Text Decoration 4 §3.4): decorations leave a gap there. Glyph bounding
 * boxes stand in for the outline intercepts Chromium computes.
 */
export function inkGaps(
  run: ShapedRun,
  x: number,
  baseline: number,
  band: { top: number; bottom: number },
  /** Horizontal clearance kept on each side of the ink. */
  padding: number,
): [number, number][] {
  const scale = run.size / run.face.unitsPerEm;
  const gaps: [number, number][] = [];
  let pen = x;
  for (const glyph of run.glyphs) {
    const box = glyphBox(run.face, glyph.id);
    const top = baseline - glyph.yOffset - box.maxY * scale;
    const bottom = baseline - glyph.yOffset - box.minY * scale;
    if (box.maxX > box.minX && top < band.bottom && bottom > band.top) {
      const left = pen + glyph.xOffset + box.minX * scale - padding;
      const right = pen + glyph.xOffset + box.maxX * scale + padding;
      const last = gaps.at(-1);
      if (last && left <= last[1]) last[1] = Math.max(last[1], right);
      else gaps.push([left, right]);
    }
    pen += glyph.advance;
  }
  return gaps;
}

/**
 * Appends the display items of one decoration line under (or over) a run of `width`;
 * `run` given, solid underlines and overlines skip its descenders and ascenders.
 */
export function paintDecorationLine(
  out: DisplayItem[],
  line: DecorationLine,
  color: RGBA,
  style: ComputedStyle,
  font: FontBox,
  x: number,
  baseline: number,
  width: number,
  run?: ShapedRun,
  shown: Pick<VisibleRect, "left" | "right"> = { left: -Infinity, right: Infinity },
): void {
  if (width <= 0 || color.a === 0) return;
  const t = decorationThickness(style, font);
  const y = lineCenter(line, style, font, baseline, t);
  if (run && line !== "line-through" && style.textDecorationStyle === "solid") {
    // Chromium leaves about a thickness of clearance around the ink.
    const gaps = inkGaps(run, x, baseline, { top: y - t / 2, bottom: y + t / 2 }, t);
    let from = x;
    for (const [left, right] of [...gaps, [x + width, x + width] as [number, number]]) {
      const to = Math.min(left, x + width);
      if (to > from) {
        out.push({ kind: "rect", x: from, y: y - t / 2, width: to - from, height: t, color });
      }
      from = Math.max(from, right);
    }
    return;
  }
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
      paintWave(out, x, y, width, t, color, shown);
      break;
    default:
      out.push({ kind: "rect", x, y: y - t / 2, width, height: t, color });
  }
}

/**
 * A wave of straight segments: amplitude and wavelength scale with the thickness. Only the
 * segments the page shows are drawn: a line millions of pixels long would be millions.
 */
function paintWave(
  out: DisplayItem[],
  x: number,
  y: number,
  width: number,
  t: number,
  color: RGBA,
  shown: Pick<VisibleRect, "left" | "right">,
) {
  const amplitude = 1.5 * t;
  const step = 2 * t;
  const first = Math.max(0, Math.floor((shown.left - x) / step) - 1);
  const end = Math.min(x + width, shown.right + step);
  for (let i = first, x0 = x + first * step; x0 < end; i++, x0 += step) {
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
