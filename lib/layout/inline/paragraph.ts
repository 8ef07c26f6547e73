/**
 * Turns a block container's inline content into measured units grouped into
 * unbreakable words (CSS Text 3 §5: soft wrap opportunities from UAX #14,
 * suppressed where `white-space` forbids wrapping). Line breaking and intrinsic
 * sizing both work on this one representation.
 */
import type { ElementRef } from "../element_ref.ts";
import type { ComputedStyle } from "../../css/types.ts";
import type { ShapedRun } from "../../text/types.ts";
import type { BlockBox, Decoration, InlineNode } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import type { BoxFragment, Sides } from "../fragment.ts";
import { borderWidths, paddings, resolveAuto } from "../geometry.ts";
import { layoutIsolated } from "../block/mod.ts";
import { shrinkToFitGeometry } from "../intrinsic.ts";
import { insideSymbolAdvance } from "./symbol_marker.ts";
import { breaks, fontBox, kerning, shape } from "./text_measure.ts";
import { collapsesSpaces, processWhiteSpace, type WhiteSpaceState, wraps } from "./white_space.ts";

/** An inline box (an inline element): its open and close units share this object. */
export interface InlineBoxInfo {
  style: ComputedStyle;
  element: ElementRef | null;
  marginLeft: number;
  marginRight: number;
  border: Sides;
  padding: Sides;
}

export type Unit =
  | {
    kind: "text";
    text: string;
    style: ComputedStyle;
    decorations: Decoration[];
    runs: readonly ShapedRun[];
    width: number;
    /** Width of trailing spaces that hang at a line end (§4.1.2). */
    hang: number;
    breakAfter: boolean;
    /** The hyphen drawn when a line ends after this unit's soft hyphen (CSS Text 3 §6.1). */
    hyphen: { runs: readonly ShapedRun[]; width: number } | null;
  }
  /** An inside list bullet: a shape with its advance (symbol_marker.ts). */
  | {
    kind: "symbol";
    shape: "disc" | "circle" | "square";
    style: ComputedStyle;
    width: number;
    breakAfter: boolean;
  }
  /** A preserved tab: its width is the distance to the next tab stop, known on its line (§4.2). */
  | { kind: "tab"; style: ComputedStyle; width: number; stop: number; breakAfter: boolean }
  | { kind: "open"; box: InlineBoxInfo; width: number }
  | { kind: "close"; box: InlineBoxInfo; width: number }
  | {
    kind: "atomic";
    style: ComputedStyle;
    fragment: BoxFragment;
    width: number;
    breakAfter: boolean;
  }
  | { kind: "break"; style: ComputedStyle }
  /**
   * A float met in the inline content (CSS 2.2 §9.5): it takes no room on its line and
   * no part in line breaking; inline layout places it when the line breaker meets it.
   */
  | { kind: "float"; box: BlockBox; width: 0 };

/** Units between two break opportunities: placed on one line together. */
export interface Word {
  units: Unit[];
  width: number;
  hang: number;
  /** Width of the hyphen shown when a line ends after this word (soft hyphen), else 0. */
  hyphen: number;
  /** A forced line break follows this word. */
  forced: boolean;
  /**
   * The word cut at every grapheme, for `overflow-wrap: anywhere | break-word`: used only
   * when the word cannot fit on a line of its own (§5.5). Null when wrapping is normal
   * or the word fits the containing block.
   */
  parts: Word[] | null;
}

type Item =
  | { kind: "text"; text: string; style: ComputedStyle; decorations: Decoration[]; start: number }
  | { kind: "open" | "close"; box: InlineBoxInfo }
  | { kind: "atomic"; style: ComputedStyle; box: BlockBox; start: number }
  | { kind: "symbol"; shape: "disc" | "circle" | "square"; style: ComputedStyle; start: number }
  | { kind: "break"; style: ComputedStyle; start: number }
  | { kind: "float"; box: BlockBox };

const OBJECT_REPLACEMENT = "\uFFFC";

function inlineBoxInfo(
  style: ComputedStyle,
  element: ElementRef | null,
  cbWidth: number,
): InlineBoxInfo {
  const ml = resolveAuto(style.marginLeft, cbWidth);
  const mr = resolveAuto(style.marginRight, cbWidth);
  return {
    style,
    element,
    marginLeft: ml === "auto" ? 0 : ml,
    marginRight: mr === "auto" ? 0 : mr,
    border: borderWidths(style),
    padding: paddings(style, cbWidth),
  };
}

/** Flattens the inline tree, processing white space across it (§4.1.1). */
function collectItems(nodes: InlineNode[], cbWidth: number): { items: Item[]; text: string } {
  const items: Item[] = [];
  let text = "";
  const ws: WhiteSpaceState = { afterSpace: true };
  const walk = (list: InlineNode[]) => {
    for (const node of list) {
      switch (node.kind) {
        case "text":
          for (const piece of processWhiteSpace(node.text, node.style, ws)) {
            if ("newline" in piece) {
              items.push({ kind: "break", style: node.style, start: text.length });
              text += "\n";
            } else {
              items.push({
                kind: "text",
                text: piece.text,
                style: node.style,
                decorations: node.decorations,
                start: text.length,
              });
              text += piece.text;
            }
          }
          break;
        case "inline": {
          const box = inlineBoxInfo(node.style, node.element, cbWidth);
          items.push({ kind: "open", box });
          walk(node.children);
          items.push({ kind: "close", box });
          break;
        }
        case "atomic":
          items.push({ kind: "atomic", style: node.style, box: node.box, start: text.length });
          text += OBJECT_REPLACEMENT;
          ws.afterSpace = false;
          break;
        case "symbol":
          items.push({ kind: "symbol", shape: node.shape, style: node.style, start: text.length });
          text += OBJECT_REPLACEMENT;
          break;
        case "break":
          items.push({ kind: "break", style: node.style, start: text.length });
          text += "\n";
          ws.afterSpace = true;
          break;
        case "float":
          // Out of the text: white space collapses and lines break as if it were not there.
          items.push({ kind: "float", box: node.box });
          break;
      }
    }
  };
  walk(nodes);
  return { items, text };
}

function trailingSpaceWidth(runs: readonly ShapedRun[]): number {
  let width = 0;
  for (let r = runs.length - 1; r >= 0; r--) {
    const glyphs = runs[r].glyphs;
    for (let g = glyphs.length - 1; g >= 0; g--) {
      if (glyphs[g].text !== " ") return width;
      width += glyphs[g].advance;
    }
  }
  return width;
}

const SOFT_HYPHEN = "\u00AD";

/** Chromium draws U+2010 HYPHEN at a soft hyphen when the font has it, else U+002D. */
function hyphenRuns(
  style: ComputedStyle,
  ctx: LayoutContext,
): { runs: readonly ShapedRun[]; width: number } {
  let runs = shape("\u2010", style, ctx);
  if (runs.some((run) => run.glyphs.some((g) => g.id === 0))) runs = shape("-", style, ctx);
  return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
}

/** Chromium's synthetic small caps: uppercase at 70% of the font size (no smcp in the font). */
const SMALL_CAPS_SCALE = 0.7;

/** Whether a character is set as a small capital under a font-variant-caps value (§6.3). */
function isSmallCap(ch: string, caps: ComputedStyle["fontVariantCaps"]): boolean {
  const lower = ch !== ch.toUpperCase();
  switch (caps) {
    case "small-caps":
    case "petite-caps":
      return lower;
    case "all-small-caps":
    case "all-petite-caps":
      return lower || ch !== ch.toLowerCase();
    case "unicase":
      return !lower && ch !== ch.toLowerCase();
    default:
      return false;
  }
}

/**
 * Shapes text, synthesizing small capitals where font-variant-caps asks for them: the
 * bundled fonts have no smcp/c2sc features, so, as Chromium does then, the letters are
 * uppercased and set smaller.
 */
function shapeText(text: string, style: ComputedStyle, ctx: LayoutContext): readonly ShapedRun[] {
  const caps = style.fontVariantCaps;
  if (caps === "normal" || caps === "titling-caps") return shape(text, style, ctx);
  const small = { ...style, fontSize: style.fontSize * SMALL_CAPS_SCALE };
  const runs: ShapedRun[] = [];
  let segment = "";
  let segmentSmall = false;
  const flush = () => {
    if (segment) {
      runs.push(
        ...(segmentSmall ? shape(segment.toUpperCase(), small, ctx) : shape(segment, style, ctx)),
      );
    }
    segment = "";
  };
  for (const ch of text) {
    const isSmall = isSmallCap(ch, caps);
    if (isSmall !== segmentSmall) {
      flush();
      segmentSmall = isSmall;
    }
    segment += ch;
  }
  flush();
  return runs;
}

function textUnit(
  text: string,
  style: ComputedStyle,
  decorations: Decoration[],
  breakAfter: boolean,
  ctx: LayoutContext,
): TextUnit {
  const runs = shapeText(text, style, ctx);
  const width = runs.reduce((sum, run) => sum + run.width, 0);
  // Collapsible and pre-wrap spaces at the end of a line hang (§4.1.2, §4.1.3).
  const hangs = collapsesSpaces(style) || style.whiteSpace === "pre-wrap";
  const hyphen = breakAfter && text.endsWith(SOFT_HYPHEN) ? hyphenRuns(style, ctx) : null;
  return {
    kind: "text",
    text,
    style,
    decorations,
    runs,
    width,
    hang: hangs ? trailingSpaceWidth(runs) : 0,
    breakAfter,
    hyphen,
  };
}

type TextUnit = Extract<Unit, { kind: "text" }>;

/**
 * Kerns the last glyph of `before` against the first character of `after`, the next piece
 * of the same text: shaped apart at their break opportunity, they would miss the pair
 * adjustment a browser's shaping of the whole run applies (" A" in Arial, "Y " …).
 */
function kernAcross(before: TextUnit, after: TextUnit, ctx: LayoutContext): void {
  const style = before.style;
  if (style.fontVariantCaps !== "normal" && style.fontVariantCaps !== "titling-caps") return;
  const last = before.runs.at(-1);
  const glyph = last?.glyphs.at(-1);
  const next = String.fromCodePoint(after.text.codePointAt(0)!);
  if (!last || !glyph || !before.text.endsWith(glyph.text) || [...glyph.text].length !== 1) return;
  const delta = kerning(glyph.text, next, style, ctx);
  if (delta === 0) return;
  const glyphs = [...last.glyphs.slice(0, -1), { ...glyph, advance: glyph.advance + delta }];
  before.runs = [...before.runs.slice(0, -1), { ...last, glyphs, width: last.width + delta }];
  before.width += delta;
  if (before.hang > 0) before.hang = trailingSpaceWidth(before.runs);
}

/** Tab stops every `tab-size` spaces (space advance plus spacing) or every `tab-size` px (§4.2). */
function tabUnit(style: ComputedStyle, breakAfter: boolean, ctx: LayoutContext): Unit {
  const size = style.tabSize;
  const space = shape(" ", style, ctx).reduce((sum, run) => sum + run.width, 0);
  const stop = "px" in size ? size.px : size.spaces * space;
  return { kind: "tab", style, width: stop, stop: stop > 0 ? stop : space, breakAfter };
}

/** An atomic inline laid out with its shrink-to-fit width (§10.3.9). */
function atomicUnit(box: BlockBox, cbWidth: number, breakAfter: boolean, ctx: LayoutContext): Unit {
  const geom = shrinkToFitGeometry(box, cbWidth, ctx);
  const fragment = layoutIsolated(box, geom, ctx);
  const width = geom.marginLeft + fragment.width + geom.marginRight;
  return { kind: "atomic", style: box.style, fragment, width, breakAfter };
}

/** Measures inline content and groups it into words. */
export function prepareParagraph(
  nodes: InlineNode[],
  containerStyle: ComputedStyle,
  cbWidth: number,
  ctx: LayoutContext,
): Word[] {
  const { items, text } = collectItems(nodes, cbWidth);
  const opportunities = new Set<number>();
  for (const b of breaks(text)) opportunities.add(b.position);
  // A soft wrap opportunity counts only where the text before it may wrap.
  const styleAt: (ComputedStyle | null)[] = new Array(text.length).fill(null);
  for (const item of items) {
    if (item.kind === "text") styleAt.fill(item.style, item.start, item.start + item.text.length);
    else if (item.kind === "atomic" || item.kind === "symbol") styleAt[item.start] = containerStyle;
  }
  const canBreakAt = (pos: number) => {
    if (pos <= 0 || pos >= text.length) return false;
    const before = styleAt[pos - 1];
    if (before === null || !wraps(before) || text[pos - 1] === "\n") return false;
    if (text[pos - 1] === SOFT_HYPHEN && before.hyphens === "none") return false;
    // UAX #14 allows a break after a solidus; Chromium's ICU rules do not (URLs stay whole).
    if (opportunities.has(pos) && text[pos - 1] !== "/") return true;
    // break-spaces: a break is possible after every preserved space (CSS Text 3 §3).
    if (before.whiteSpace === "break-spaces" && text[pos - 1] === " ") return true;
    // word-break: break-all allows a break between any two typographic letter units (§5.2).
    return before.wordBreak === "break-all" && isGraphemeBoundary(text, pos) &&
      !/\s/.test(text[pos - 1]) && !/\s/.test(text[pos]);
  };

  const units: Unit[] = [];
  for (const item of items) {
    switch (item.kind) {
      case "text": {
        let from = 0;
        let previous: TextUnit | null = null;
        for (let i = 1; i <= item.text.length; i++) {
          const pos = item.start + i;
          const tab = item.text[i - 1] === "\t";
          if (!tab && i < item.text.length && !canBreakAt(pos) && item.text[i] !== "\t") continue;
          if (tab) {
            units.push(tabUnit(item.style, canBreakAt(pos), ctx));
            previous = null;
          } else {
            const piece = item.text.slice(from, i);
            const unit = textUnit(piece, item.style, item.decorations, canBreakAt(pos), ctx);
            if (previous) kernAcross(previous, unit, ctx);
            units.push(previous = unit);
          }
          from = i;
        }
        break;
      }
      case "open":
        units.push({
          kind: "open",
          box: item.box,
          width: item.box.marginLeft + item.box.border.left + item.box.padding.left,
        });
        break;
      case "close":
        units.push({
          kind: "close",
          box: item.box,
          width: item.box.padding.right + item.box.border.right + item.box.marginRight,
        });
        break;
      case "atomic":
        units.push(atomicUnit(item.box, cbWidth, canBreakAt(item.start + 1), ctx));
        break;
      case "symbol": {
        const width = insideSymbolAdvance(fontBox(item.style, ctx), item.style.fontSize);
        units.push({ ...item, width, breakAfter: canBreakAt(item.start + 1) });
        break;
      }
      case "break":
        units.push({ kind: "break", style: item.style });
        break;
      case "float":
        units.push({ kind: "float", box: item.box, width: 0 });
        break;
    }
  }
  const words = groupWords(units);
  for (const word of words) {
    if (word.width - word.hang > cbWidth) word.parts = emergencyParts(word, ctx);
  }
  return words;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

function isGraphemeBoundary(text: string, pos: number): boolean {
  const segment = graphemes.segment(text).containing(pos);
  return segment !== undefined && segment.index === pos;
}

/** Whether text in this style may break anywhere when nothing else fits (§5.5, §5.2). */
function breaksAnywhere(style: ComputedStyle): boolean {
  return style.overflowWrap !== "normal" || style.wordBreak === "break-word";
}

/** A too-long word cut at every grapheme where `overflow-wrap` allows it. */
function emergencyParts(word: Word, ctx: LayoutContext): Word[] | null {
  if (!word.units.some((u) => u.kind === "text" && breaksAnywhere(u.style))) return null;
  const units: Unit[] = [];
  for (const unit of word.units) {
    if (unit.kind !== "text" || !breaksAnywhere(unit.style)) {
      units.push(unit);
      continue;
    }
    const pieces = [...graphemes.segment(unit.text)].map((g) => g.segment);
    pieces.forEach((piece, i) => {
      const last = i === pieces.length - 1;
      units.push(textUnit(piece, unit.style, unit.decorations, last ? unit.breakAfter : true, ctx));
    });
  }
  return groupWords(units);
}

function emptyWord(): Word {
  return { units: [], width: 0, hang: 0, hyphen: 0, forced: false, parts: null };
}

function groupWords(units: Unit[]): Word[] {
  const words: Word[] = [];
  let current = emptyWord();
  let ending = false;
  const finish = () => {
    if (current.units.length || current.forced) words.push(current);
    current = emptyWord();
    ending = false;
  };
  for (const unit of units) {
    if (ending && unit.kind !== "close") finish();
    if (unit.kind === "break") {
      current.forced = true;
      current.units.push(unit);
      finish();
      continue;
    }
    current.units.push(unit);
    current.width += unit.width;
    if (unit.kind === "text") {
      current.hang = unit.hang;
      current.hyphen = unit.hyphen?.width ?? 0;
    } else if (unit.kind === "atomic" || unit.kind === "tab" || unit.kind === "symbol") {
      current.hang = 0;
      current.hyphen = 0;
    }
    if ("breakAfter" in unit && unit.breakAfter) {
      ending = true;
    }
  }
  finish();
  return words;
}
