/**
 * Selector text as component values (CSS Syntax 3 §5.4.7–§5.4.9): tokens from css-tree's
 * tokenizer with their escapes decoded, and functions and blocks gathered with their contents,
 * so the selector grammar reads one level at a time. Comments produce nothing (§4.3.2).
 */
import { scanCss, TOKEN_TYPE as T } from "../csstree.ts";
import { decodeEscapes, preprocess, wouldStartIdentifier } from "./escapes.ts";

export interface NumericFields {
  value: number;
  /** Integer type flag (§4.3.12): no `.` and no exponent. */
  integer: boolean;
  /** Whether the number was written with a leading `+` or `-`. */
  signed: boolean;
}

export type Token =
  | { type: "ident"; value: string }
  | { type: "function"; name: string; children: Token[] }
  | { type: "hash"; value: string; id: boolean }
  | { type: "string"; value: string }
  | ({ type: "number" } & NumericFields)
  | ({ type: "dimension"; unit: string } & NumericFields)
  | { type: "delim"; value: string }
  | { type: "space" }
  | { type: "colon" }
  | { type: "comma" }
  | { type: "block"; open: "[" | "(" | "{"; children: Token[] }
  /** Anything no selector contains: at-keywords, urls, bad strings, semicolons, stray `)`. */
  | { type: "other" };

const CLOSERS: Record<string, number> = {
  "[": T.RightSquareBracket,
  "(": T.RightParenthesis,
  "{": T.RightCurlyBracket,
};

const NUMBER = /^[+-]?(\d*\.\d+|\d+)([eE][+-]?\d+)?/;

function numeric(raw: string): NumericFields & { length: number } {
  const match = NUMBER.exec(raw)![0];
  return {
    value: Number(match),
    integer: !/[.eE]/.test(match),
    signed: match[0] === "+" || match[0] === "-",
    length: match.length,
  };
}

function token(type: number, raw: string): Token {
  switch (type) {
    case T.Ident:
      return { type: "ident", value: decodeEscapes(raw) };
    case T.Hash:
      return {
        type: "hash",
        value: decodeEscapes(raw.slice(1)),
        id: wouldStartIdentifier(raw.slice(1)),
      };
    case T.String: {
      // A string ends at its closing quote, or unclosed at the end of the input (§4.3.5).
      const backslashes = /\\*$/.exec(raw.slice(1, -1))![0].length;
      const closed = raw.length > 1 && raw.endsWith(raw[0]) && backslashes % 2 === 0;
      return { type: "string", value: decodeEscapes(raw.slice(1, closed ? -1 : undefined), true) };
    }
    case T.Number: {
      const { length: _, ...fields } = numeric(raw);
      return { type: "number", ...fields };
    }
    case T.Dimension: {
      const { length, ...fields } = numeric(raw);
      return { type: "dimension", ...fields, unit: decodeEscapes(raw.slice(length)) };
    }
    case T.Delim:
      return { type: "delim", value: raw };
    case T.WhiteSpace:
      return { type: "space" };
    case T.Colon:
      return { type: "colon" };
    case T.Comma:
      return { type: "comma" };
    default:
      return { type: "other" };
  }
}

/** The component values of selector text; unclosed blocks and functions close at the end. */
export function componentValues(text: string): Token[] {
  const source = preprocess(text);
  const root: Token[] = [];
  // Open functions and blocks, innermost last, with the closer each waits for.
  const stack: { children: Token[]; closer: number }[] = [{ children: root, closer: -1 }];
  scanCss(source, (type, start, end) => {
    if (type === T.Comment) return;
    const raw = source.slice(start, end);
    const top = stack[stack.length - 1];
    if (type === T.Function) {
      const fn: Token = { type: "function", name: decodeEscapes(raw.slice(0, -1)), children: [] };
      top.children.push(fn);
      stack.push({ children: fn.children, closer: T.RightParenthesis });
    } else if (
      type === T.LeftParenthesis || type === T.LeftSquareBracket || type === T.LeftCurlyBracket
    ) {
      const block: Token = { type: "block", open: raw as "[" | "(" | "{", children: [] };
      top.children.push(block);
      stack.push({ children: block.children, closer: CLOSERS[raw] });
    } else if (type === top.closer) {
      stack.pop();
    } else {
      top.children.push(token(type, raw));
    }
  });
  return root;
}
