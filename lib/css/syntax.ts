/**
 * The structure of a stylesheet (CSS Syntax 3 §5.4, as revised for CSS Nesting): which parts
 * of the text are rules, at-rules and declarations, read the way Chromium's parser reads them.
 * Only the structure is found here; selectors, at-rule preludes and declaration values are
 * parsed by their own modules from the source text this hands out.
 *
 * css-tree's parser is not used for this: inside a style rule it takes `p { … }` (a nested
 * rule starting with a type selector) or `> b { … }` for a broken declaration and swallows
 * what follows it, up to the next semicolon, into one Raw node.
 *
 * The text is tokenized once (with css-tree's tokenizer); a block is a range of token indices,
 * read as a list of rules or as a block's contents only when asked.
 */
import { scanCss, TOKEN_TYPE } from "./csstree.ts";

/** A `{}` block's contents: token indices, braces excluded. */
export interface Block {
  readonly start: number;
  readonly end: number;
}

export type SyntaxItem =
  /** A qualified rule: its prelude's text (a selector list, for style rules) and block. */
  | { type: "qualified"; prelude: string; block: Block }
  /**
   * An at-rule: its lower-case name, its prelude's text, its block (null for a statement
   * ending in `;`) and its whole source text.
   */
  | { type: "at"; name: string; prelude: string; block: Block | null; text: string }
  /** Declarations next to each other, as one declaration list's text. */
  | { type: "declarations"; text: string };

const T = TOKEN_TYPE;
const OPENERS: ReadonlyMap<number, number> = new Map([
  [T.LeftCurlyBracket, T.RightCurlyBracket],
  [T.LeftParenthesis, T.RightParenthesis],
  [T.LeftSquareBracket, T.RightSquareBracket],
  [T.Function, T.RightParenthesis],
]);

/**
 * A text's tokens, comments dropped, each `{`, `(`, `[` and function token paired with the
 * token closing it (§5.4.7–8: only the matching token closes a block; any other closing token
 * inside is a plain token). The stylesheet's structure and media queries are read over it.
 */
export class TokenizedText {
  readonly types: number[] = [];
  readonly starts: number[] = [];
  readonly ends: number[] = [];
  /**
   * For each opening token, the index of the token closing it (the token count when
   * unclosed); for any other token, its own index.
   */
  readonly close: number[] = [];

  constructor(readonly text: string) {
    scanCss(text, (type, start, end) => {
      if (type === T.Comment) return;
      this.types.push(type);
      this.starts.push(start);
      this.ends.push(end);
    });
    const count = this.types.length;
    const open: number[] = [];
    for (let i = 0; i < count; i++) {
      const type = this.types[i];
      this.close.push(OPENERS.has(type) ? count : i);
      if (OPENERS.has(type)) {
        open.push(i);
      } else if (open.length > 0 && OPENERS.get(this.types[open[open.length - 1]]) === type) {
        this.close[open.pop()!] = i;
      }
    }
  }

  get count(): number {
    return this.types.length;
  }

  /** The source text of token `i`. */
  source(i: number): string {
    return this.text.slice(this.starts[i], this.ends[i]);
  }

  /** The source text of tokens [from, to). */
  slice(from: number, to: number): string {
    if (from >= to) return "";
    return this.text.slice(this.starts[from], this.ends[to - 1]);
  }
}

export class SheetSyntax {
  readonly #tokens: TokenizedText;
  readonly #types: number[];
  readonly #close: number[];

  constructor(text: string) {
    this.#tokens = new TokenizedText(text);
    this.#types = this.#tokens.types;
    this.#close = this.#tokens.close;
  }

  /** The whole stylesheet as a block. */
  get sheet(): Block {
    return { start: 0, end: this.#types.length };
  }

  /**
   * A list of rules (§5.4.1 "consume a stylesheet's contents" at the top level, Chromium's
   * rule list inside @media and the like): everything is an at-rule or a qualified rule, so
   * a declaration here swallows the next rule into its prelude, as in browsers.
   */
  rules(block: Block, topLevel = false): SyntaxItem[] {
    const items: SyntaxItem[] = [];
    let i = block.start;
    while (i < block.end) {
      const type = this.#types[i];
      if (type === T.WhiteSpace || (topLevel && (type === T.CDO || type === T.CDC))) {
        i++;
      } else if (type === T.AtKeyword) {
        i = this.#atRule(i, block.end, items);
      } else {
        const open = this.#find(i, block.end, false);
        if (open === null || this.#types[open] !== T.LeftCurlyBracket) break;
        i = this.#qualifiedRule(i, open, items);
      }
    }
    return items;
  }

  /**
   * A block's contents (§5.4.4 "consume a block's contents"): declarations and nested rules
   * in any order. Something starting with an identifier and a colon is a declaration, up to
   * the next `;`; one that is not (`a:hover { … }`, where a `{}` block sits beside other
   * values, §5.4.5 step 8) is read again as a nested rule. A nested rule's prelude ends at a
   * `;`, which drops it (§5.4.3, nested).
   */
  contents(block: Block): SyntaxItem[] {
    const items: SyntaxItem[] = [];
    let run: { start: number; end: number } | null = null;
    const endRun = () => {
      if (run) {
        items.push({ type: "declarations", text: this.#tokens.text.slice(run.start, run.end) });
      }
      run = null;
    };
    let i = block.start;
    while (i < block.end) {
      const type = this.#types[i];
      if (type === T.WhiteSpace || type === T.Semicolon) {
        i++;
        continue;
      }
      if (type === T.AtKeyword) {
        endRun();
        i = this.#atRule(i, block.end, items);
        continue;
      }
      if (type === T.Ident) {
        const end = this.#declarationEnd(i, block.end);
        if (end !== null) {
          const last = this.#lastNonSpace(i, end);
          run ??= { start: this.#tokens.starts[i], end: 0 };
          run.end = this.#tokens.ends[last];
          i = end;
          continue;
        }
      }
      endRun();
      // A function token cannot start a rule: Chromium skips to the next `;`.
      const open = type === T.Function ? null : this.#find(i, block.end, true);
      if (open !== null && this.#types[open] === T.LeftCurlyBracket) {
        i = this.#qualifiedRule(i, open, items);
      } else {
        const stop = type === T.Function ? this.#find(i, block.end, true) : open;
        i = stop === null ? block.end : stop + 1;
      }
    }
    endRun();
    return items;
  }

  /**
   * Where the declaration starting at the identifier `i` ends (its `;` or the block's end);
   * null when it is not one: no colon after the name, or a `{}` block beside other values
   * in a property that is not custom (§5.4.5).
   */
  #declarationEnd(i: number, end: number): number | null {
    let j = i + 1;
    while (j < end && this.#types[j] === T.WhiteSpace) j++;
    if (j >= end || this.#types[j] !== T.Colon) return null;
    const custom = this.#source(i).startsWith("--");
    let braces = false;
    let others = false;
    for (j++; j < end; j++) {
      const type = this.#types[j];
      if (type === T.Semicolon) break;
      if (type === T.LeftCurlyBracket) braces = true;
      else if (type !== T.WhiteSpace) others = true;
      if (OPENERS.has(type)) j = this.#close[j];
    }
    return braces && others && !custom ? null : Math.min(j, end);
  }

  /** Reads an at-rule starting at `i` into `items`; returns the index after it. */
  #atRule(i: number, end: number, items: SyntaxItem[]): number {
    const name = this.#source(i).slice(1).toLowerCase();
    const stop = this.#find(i + 1, end, true);
    const preludeEnd = stop ?? end;
    const prelude = this.#slice(i + 1, preludeEnd).trim();
    if (stop !== null && this.#types[stop] === T.LeftCurlyBracket) {
      const close = this.#close[stop];
      const after = Math.min(close + 1, end);
      items.push({
        type: "at",
        name,
        prelude,
        block: { start: stop + 1, end: Math.min(close, end) },
        text: this.#slice(i, after),
      });
      return after;
    }
    const after = Math.min(preludeEnd + 1, end);
    items.push({ type: "at", name, prelude, block: null, text: this.#slice(i, after) });
    return after;
  }

  /** Reads the qualified rule whose prelude starts at `i` and whose block opens at `open`. */
  #qualifiedRule(i: number, open: number, items: SyntaxItem[]): number {
    const close = this.#close[open];
    items.push({
      type: "qualified",
      prelude: this.#slice(i, open).trim(),
      block: { start: open + 1, end: close },
    });
    return close + 1;
  }

  /**
   * The first `{` (or, when `semicolons`, `;`) from `i` outside nested blocks, functions and
   * brackets; null when there is none before `end`.
   */
  #find(i: number, end: number, semicolons: boolean): number | null {
    for (let j = i; j < end; j++) {
      const type = this.#types[j];
      if (type === T.LeftCurlyBracket || (semicolons && type === T.Semicolon)) return j;
      if (OPENERS.has(type)) j = this.#close[j];
    }
    return null;
  }

  #lastNonSpace(from: number, end: number): number {
    let last = end - 1;
    while (last > from && this.#types[last] === T.WhiteSpace) last--;
    return last;
  }

  #source(i: number): string {
    return this.#tokens.source(i);
  }

  #slice(from: number, to: number): string {
    return this.#tokens.slice(from, to);
  }
}
