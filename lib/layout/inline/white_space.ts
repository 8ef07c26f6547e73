/**
 * White-space processing, phase I (CSS Text 3 §4.1.1) and text-transform
 * (§2.1), applied across a paragraph's text items so that a space after a space
 * collapses even across element boundaries.
 */
import type { ComputedStyle } from "../../css/types.ts";

export interface WhiteSpaceState {
  /** The last character kept was a collapsible space (or the paragraph/line just started). */
  afterSpace: boolean;
}

/** A piece of processed text; `newline` marks a preserved line feed (a forced break). */
export type ProcessedPiece = { text: string } | { newline: true };

export function collapsesSpaces(style: ComputedStyle): boolean {
  return style.whiteSpace === "normal" || style.whiteSpace === "nowrap" ||
    style.whiteSpace === "pre-line";
}

function preservesNewlines(style: ComputedStyle): boolean {
  return style.whiteSpace !== "normal" && style.whiteSpace !== "nowrap";
}

/** Whether soft wrap opportunities inside this text are honoured (§3, `white-space`). */
export function wraps(style: ComputedStyle): boolean {
  return style.whiteSpace !== "nowrap" && style.whiteSpace !== "pre";
}

function transform(text: string, style: ComputedStyle, startsWord: boolean): string {
  switch (style.textTransform) {
    case "uppercase":
      return text.toUpperCase();
    case "lowercase":
      return text.toLowerCase();
    case "capitalize": {
      let out = "";
      let wordStart = startsWord;
      for (const ch of text) {
        out += wordStart && /\p{L}/u.test(ch) ? ch.toUpperCase() : ch;
        wordStart = /\s/.test(ch) ? true : /\p{L}|\p{N}/u.test(ch) ? false : wordStart;
      }
      return out;
    }
    default:
      return text;
  }
}

/** Processes one text item's raw text; `state` carries over to the next item. */
export function processWhiteSpace(
  raw: string,
  style: ComputedStyle,
  state: WhiteSpaceState,
): ProcessedPiece[] {
  const collapse = collapsesSpaces(style);
  const keepNewlines = preservesNewlines(style);
  const out: ProcessedPiece[] = [];
  let text = "";
  // Whether the piece being built starts a word, for text-transform: capitalize.
  let startsWord = state.afterSpace;
  const flush = () => {
    if (text) out.push({ text: transform(text, style, startsWord) });
    text = "";
    startsWord = state.afterSpace;
  };
  for (const ch of raw.replace(/\r\n?/g, "\n")) {
    if (ch === "\n" && keepNewlines) {
      // pre-line removes the spaces around a preserved line feed (§4.1.1 step 1).
      if (collapse) text = text.replace(/ +$/, "");
      state.afterSpace = true;
      flush();
      out.push({ newline: true });
      continue;
    }
    const isSpace = ch === " " || ch === "\t" || ch === "\n" || ch === "\f";
    if (isSpace && collapse) {
      if (state.afterSpace) continue;
      text += " ";
      state.afterSpace = true;
      continue;
    }
    // Preserved tabs stay: layout gives them the width up to the next tab stop.
    text += ch;
    state.afterSpace = false;
  }
  flush();
  return out;
}
