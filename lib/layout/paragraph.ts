/**
 * Turns a block container's inline content into measured units grouped into
 * unbreakable words (CSS Text 3 §5: soft wrap opportunities from UAX #14,
 * suppressed where `white-space` forbids wrapping). Line breaking and intrinsic
 * sizing both work on this one representation.
 */
import type { Element } from "domhandler";
import type { ComputedStyle } from "../css/types.ts";
import type { ShapedRun } from "../text/types.ts";
import type { BlockBox, Decoration, InlineNode } from "./box.ts";
import type { LayoutContext } from "./context.ts";
import type { BoxFragment, Sides } from "./fragment.ts";
import { atomicInlineGeometry, borderWidths, paddings, resolveAuto } from "./geometry.ts";
import { layoutIsolated } from "./block.ts";
import { intrinsicWidths } from "./intrinsic.ts";
import { breaks, shape } from "./text_measure.ts";
import { collapsesSpaces, processWhiteSpace, type WhiteSpaceState, wraps } from "./white_space.ts";

/** An inline box (an inline element): its open and close units share this object. */
export interface InlineBoxInfo {
  style: ComputedStyle;
  element: Element | null;
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
    runs: ShapedRun[];
    width: number;
    /** Width of trailing spaces that hang at a line end (§4.1.2). */
    hang: number;
    breakAfter: boolean;
  }
  | { kind: "open"; box: InlineBoxInfo; width: number }
  | { kind: "close"; box: InlineBoxInfo; width: number }
  | {
    kind: "atomic";
    style: ComputedStyle;
    fragment: BoxFragment;
    width: number;
    breakAfter: boolean;
  }
  | { kind: "break"; style: ComputedStyle };

/** Units between two break opportunities: placed on one line together. */
export interface Word {
  units: Unit[];
  width: number;
  hang: number;
  /** A forced line break follows this word. */
  forced: boolean;
}

type Item =
  | { kind: "text"; text: string; style: ComputedStyle; decorations: Decoration[]; start: number }
  | { kind: "open" | "close"; box: InlineBoxInfo }
  | { kind: "atomic"; style: ComputedStyle; box: BlockBox; start: number }
  | { kind: "break"; style: ComputedStyle; start: number };

const OBJECT_REPLACEMENT = "\uFFFC";

function inlineBoxInfo(
  style: ComputedStyle,
  element: Element | null,
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
  const ws: WhiteSpaceState = { afterSpace: true, column: 0 };
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
        case "break":
          items.push({ kind: "break", style: node.style, start: text.length });
          text += "\n";
          ws.afterSpace = true;
          ws.column = 0;
          break;
      }
    }
  };
  walk(nodes);
  return { items, text };
}

function trailingSpaceWidth(runs: ShapedRun[]): number {
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

function textUnit(
  text: string,
  style: ComputedStyle,
  decorations: Decoration[],
  breakAfter: boolean,
  ctx: LayoutContext,
): Unit {
  const runs = shape(text, style, ctx);
  const width = runs.reduce((sum, run) => sum + run.width, 0);
  // Collapsible and pre-wrap spaces at the end of a line hang (§4.1.2, §4.1.3).
  const hangs = collapsesSpaces(style) || style.whiteSpace === "pre-wrap";
  return {
    kind: "text",
    text,
    style,
    decorations,
    runs,
    width,
    hang: hangs ? trailingSpaceWidth(runs) : 0,
    breakAfter,
  };
}

/** An atomic inline laid out with its shrink-to-fit width (§10.3.9). */
function atomicUnit(box: BlockBox, cbWidth: number, breakAfter: boolean, ctx: LayoutContext): Unit {
  const geom = atomicInlineGeometry(box.style, cbWidth, (available) => {
    const { min, max } = intrinsicWidths(box, cbWidth, ctx);
    return Math.min(Math.max(min, available), max);
  });
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
    else if (item.kind === "atomic") styleAt[item.start] = containerStyle;
  }
  const canBreakAt = (pos: number) => {
    if (!opportunities.has(pos) || pos <= 0 || pos >= text.length) return false;
    const before = styleAt[pos - 1];
    return before !== null && wraps(before) && text[pos - 1] !== "\n";
  };

  const units: Unit[] = [];
  for (const item of items) {
    switch (item.kind) {
      case "text": {
        let from = 0;
        for (let i = 1; i <= item.text.length; i++) {
          const pos = item.start + i;
          if (i < item.text.length && !canBreakAt(pos)) continue;
          const piece = item.text.slice(from, i);
          units.push(textUnit(piece, item.style, item.decorations, canBreakAt(pos), ctx));
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
      case "break":
        units.push({ kind: "break", style: item.style });
        break;
    }
  }
  // An opportunity right before an atomic inline belongs to the unit in front of it.
  return groupWords(units);
}

function groupWords(units: Unit[]): Word[] {
  const words: Word[] = [];
  let current: Word = { units: [], width: 0, hang: 0, forced: false };
  let ending = false;
  const finish = () => {
    if (current.units.length || current.forced) words.push(current);
    current = { units: [], width: 0, hang: 0, forced: false };
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
    if (unit.kind === "text") current.hang = unit.hang;
    else if (unit.kind === "atomic") current.hang = 0;
    if ((unit.kind === "text" || unit.kind === "atomic") && unit.breakAfter) ending = true;
  }
  finish();
  return words;
}
