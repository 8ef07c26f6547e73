/**
 * `text` and `tspan` (SVG 2 §11) as glyph runs of the document's fonts — real text, shaped and
 * embedded like the HTML text. White space collapses as CSS `white-space: normal` does across
 * the whole text element (Chromium's SVG text: newlines and tabs become spaces, runs of spaces
 * one, none at the ends). Characters are placed by the x, y, dx and dy lists of the innermost
 * element that gives them one (§11.8.1); each absolutely positioned character starts a text
 * chunk, which text-anchor aligns (§11.10.1); dominant-baseline moves the glyphs off the
 * alphabetic baseline by the primary font's metrics, as Chromium measures them.
 */
import type { ComputedStyle, RGBA } from "../css/types.ts";
import type { DisplayItem } from "../paint/types.ts";
import { fontChain, fontMetrics, lineMetrics, shapeText } from "../text/mod.ts";
import type { FontRegistry } from "../text/mod.ts";
import { isSvgElement, type SvgElement } from "./document.ts";
import { type Axis, type LengthContext, parseSvgLengthList } from "./length.ts";
import type { SvgStyle } from "./style.ts";

export interface TextContext {
  registry: FontRegistry;
  lengths: LengthContext;
  /** The colour the glyphs of an element with this style are filled with, if any. */
  fillColor(style: SvgStyle): RGBA | null;
}

/** One addressable character (§11.3.2) with what positions it. */
interface Char {
  text: string;
  style: SvgStyle;
  x?: number;
  y?: number;
  dx: number;
  dy: number;
}

/** The text element's glyph runs, in its user space. */
export function textItems(text: SvgElement, ctx: TextContext): DisplayItem[] {
  const chars = collectChars(text, ctx.lengths);
  const out: DisplayItem[] = [];
  let penX = 0;
  let penY = 0;
  let chunk: DisplayItem[] = [];
  let chunkStart = 0;
  let anchor: SvgStyle["textAnchor"] = "start";
  const endChunk = () => {
    // text-anchor shifts the chunk by its advance (§11.10.1).
    const shift = anchor === "middle"
      ? (penX - chunkStart) / 2
      : anchor === "end"
      ? penX - chunkStart
      : 0;
    for (const item of chunk) if (item.kind === "glyphs") item.x -= shift;
    out.push(...chunk);
    chunk = [];
  };
  let i = 0;
  while (i < chars.length) {
    const first = chars[i];
    if (first.x !== undefined || first.y !== undefined || i === 0) {
      if (i > 0) endChunk();
      penX = first.x ?? penX;
      penY = first.y ?? penY;
      chunkStart = penX;
      anchor = first.style.textAnchor;
    }
    penX += first.dx;
    penY += first.dy;
    // A run: this character and the following ones of its style that nothing moves.
    let end = i + 1;
    while (
      end < chars.length && chars[end].style === first.style && chars[end].x === undefined &&
      chars[end].y === undefined && chars[end].dx === 0 && chars[end].dy === 0
    ) end++;
    const runText = chars.slice(i, end).map((c) => c.text).join("");
    penX += glyphRuns(runText, first.style, penX, penY, ctx, chunk);
    i = end;
  }
  endChunk();
  return out;
}

/** Shapes a run onto `out` at the pen; returns its advance. */
function glyphRuns(
  text: string,
  style: SvgStyle,
  x: number,
  y: number,
  ctx: TextContext,
  out: DisplayItem[],
): number {
  const css = style.css;
  if (css.fontSize <= 0) return 0;
  const color = css.visibility === "visible" ? ctx.fillColor(style) : null;
  const baseline = y + baselineShift(css, style.dominantBaseline, ctx.registry);
  let advance = 0;
  for (const run of shapeText(text, css, ctx.registry)) {
    if (color && run.glyphs.length > 0) {
      out.push({
        kind: "glyphs",
        x: x + advance,
        y: baseline,
        face: run.face,
        size: run.size,
        color,
        glyphs: run.glyphs,
        synthetic: run.synthetic,
      });
    }
    advance += run.width;
  }
  return advance;
}

/**
 * How far below the given y the alphabetic baseline lies for a dominant-baseline, from the
 * primary font: Chromium's middle is half the x-height, central the middle of its whole-px
 * ascent and descent, hanging 80% of that ascent, mathematical half of it; text-top and
 * text-bottom it draws as auto.
 */
function baselineShift(
  css: ComputedStyle,
  baseline: SvgStyle["dominantBaseline"],
  registry: FontRegistry,
): number {
  if (baseline === "auto" || baseline === "alphabetic") return 0;
  if (baseline === "text-top" || baseline === "text-bottom") return 0;
  const face = fontChain(registry, css)[0].face;
  const { ascent, descent } = lineMetrics(face, css.fontSize);
  switch (baseline) {
    case "middle":
      return fontMetrics(face, css.fontSize).xHeight / 2;
    case "central":
      return (ascent - descent) / 2;
    case "hanging":
      return ascent * 0.8;
    case "mathematical":
      return ascent / 2;
    case "text-before-edge":
      return ascent;
    case "ideographic":
    case "text-after-edge":
      return -descent;
  }
}

/** Positioning lists of one element, indexed by its own addressable characters. */
interface Lists {
  x: number[];
  y: number[];
  dx: number[];
  dy: number[];
}

/** A character as written, with the lists of the elements around it, outermost first. */
interface RawChar {
  text: string;
  style: SvgStyle;
  scopes: Lists[];
}

/**
 * The addressable characters of the text element in order: white space collapsed, then each
 * positioned by the innermost element whose list has a value at the character's index among
 * that element's addressable characters (§11.8.1).
 */
function collectChars(text: SvgElement, lengths: LengthContext): Char[] {
  const raw: RawChar[] = [];
  const visit = (el: SvgElement, outer: Lists[]) => {
    const ctx = { ...lengths, fontSize: el.style.css.fontSize };
    const list = (name: keyof Lists, axis: Axis) => parseSvgLengthList(el.attrs[name], axis, ctx);
    const own = { x: list("x", "x"), y: list("y", "y"), dx: list("dx", "x"), dy: list("dy", "y") };
    const scopes = [...outer, own];
    for (const child of el.children) {
      if (!isSvgElement(child)) {
        for (const character of child.text) raw.push({ text: character, style: el.style, scopes });
      } else if (child.name === "tspan" && child.style.css.display !== "none") {
        visit(child, scopes);
      }
    }
  };
  visit(text, []);
  const seen = new Map<Lists, number>();
  return collapse(raw).map(({ text, style, scopes }) => {
    const char: Char = { text, style, dx: 0, dy: 0 };
    const indices = scopes.map((scope) => seen.get(scope) ?? 0);
    scopes.forEach((scope, s) => seen.set(scope, indices[s] + 1));
    for (const key of ["x", "y", "dx", "dy"] as const) {
      for (let s = scopes.length - 1; s >= 0; s--) {
        const value = scopes[s][key][indices[s]];
        if (value !== undefined) {
          char[key] = value;
          break;
        }
      }
    }
    return char;
  });
}

/**
 * White space collapsed across the text (CSS Text 3 §4.1.1 for white-space: normal): tabs and
 * line feeds become spaces, a space after a space goes, as do spaces at the start and end.
 */
function collapse(chars: RawChar[]): RawChar[] {
  const out: RawChar[] = [];
  for (const char of chars) {
    const space = /[ \t\n\r]/.test(char.text);
    if (space && (out.length === 0 || out[out.length - 1].text === " ")) continue;
    out.push(space ? { ...char, text: " " } : char);
  }
  while (out.length > 0 && out[out.length - 1].text === " ") out.pop();
  return out;
}
