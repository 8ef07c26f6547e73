/**
 * Media query lists (Media Queries 4 §3) parsed from their tokens, as Chromium parses them:
 * - each query of a list stands alone: a malformed one becomes `not all` and the others
 *   still count (§3.1);
 * - a parenthesised part that is neither a condition nor a feature Chromium knows with a
 *   value it accepts is <general-enclosed>, unknown rather than an error (§3.2): `(width:
 *   red)`, `(min-orientation: portrait)`, `(unknown-feature)`, `(5px < width > 10px)`;
 * - `and` and `or` do not mix without parentheses, `not` takes one operand, and `only` needs
 *   a media type; a media type may not be `only`, `not`, `and`, `or` or `layer`.
 * Feature values are read by the feature's own grammar (media_features.ts).
 */
import { parseCss, TOKEN_TYPE as T } from "./csstree.ts";
import {
  type Comparison,
  type FeatureTest,
  type MediaEnvironment,
  type MediaFeature,
  mediaFeature,
} from "./media_features.ts";
import { TokenizedText } from "./syntax.ts";
import type { Tokens } from "./value.ts";

export type MediaCondition =
  | { readonly kind: "not"; readonly operand: MediaCondition }
  | { readonly kind: "and" | "or"; readonly operands: readonly MediaCondition[] }
  | { readonly kind: "feature"; readonly matches: (env: MediaEnvironment) => boolean }
  /** <general-enclosed>, or a feature Chromium does not know or whose value it refuses. */
  | { readonly kind: "unknown" };

/** `[not | only]? <media-type> [and <condition>]?`, or a bare condition (type null). */
export interface MediaQuery {
  readonly negated: boolean;
  readonly type: string | null;
  readonly condition: MediaCondition | null;
}

const UNKNOWN: MediaCondition = { kind: "unknown" };
const RESERVED_TYPES = new Set(["only", "not", "and", "or", "layer"]);

/** The query text's tokens, its blocks matched (syntax.ts). */
class Source extends TokenizedText {
  /** An identifier's name, lower-cased; null for any other token. */
  identAt(index: number): string | null {
    return this.types[index] === T.Ident ? this.source(index).toLowerCase() : null;
  }

  /** The comparison starting at a token: `<`, `<=`, `>`, `>=` or `=` (§2.4.4). */
  comparisonAt(index: number): Comparison | null {
    const delim = (i: number) => this.types[i] === T.Delim ? this.text[this.starts[i]] : null;
    const first = delim(index);
    if (first !== "<" && first !== ">" && first !== "=") return null;
    return first !== "=" && delim(index + 1) === "=" ? `${first}=` : first;
  }

  /** The component values of the tokens at `indices` (a block counting as its opener). */
  valuesAt(indices: readonly number[]): Tokens {
    if (indices.length === 0) return [];
    const closer = this.close[indices[indices.length - 1]];
    const end = closer < this.count ? this.ends[closer] : this.text.length;
    const text = this.text.slice(this.starts[indices[0]], end);
    return parseCss(text, "value")?.children ?? [];
  }
}

/** A cursor over tokens [pos, end) of a Source, resting on significant tokens. */
class Cursor {
  constructor(readonly source: Source, public pos: number, readonly end: number) {
    this.skipSpace();
  }

  get atEnd(): boolean {
    return this.pos >= this.end;
  }

  /** The current token's type; undefined at the end. */
  get type(): number | undefined {
    return this.atEnd ? undefined : this.source.types[this.pos];
  }

  /** The current token's name, lower-cased, when it is an identifier. */
  get ident(): string | null {
    return this.atEnd ? null : this.source.identAt(this.pos);
  }

  /** Where the current token ends: past its block for an opener. */
  get after(): number {
    return Math.min(this.source.close[this.pos] + 1, this.end);
  }

  /** The contents of the block the cursor is on. */
  inside(): Cursor {
    return new Cursor(this.source, this.pos + 1, Math.min(this.source.close[this.pos], this.end));
  }

  advance() {
    this.pos = this.after;
    this.skipSpace();
  }

  /** A copy looking at the token after the current one. */
  peekNext(): Cursor {
    const next = new Cursor(this.source, this.pos, this.end);
    next.advance();
    return next;
  }

  skipSpace() {
    while (!this.atEnd && this.source.types[this.pos] === T.WhiteSpace) this.pos++;
  }
}

/** The queries of a list, null where one is malformed; [] for an empty list. */
export function parseMediaQueryList(text: string): Array<MediaQuery | null> {
  const source = new Source(text);
  const whole = new Cursor(source, 0, source.count);
  if (whole.atEnd) return [];
  const queries: Array<MediaQuery | null> = [];
  let start = 0;
  for (const cursor = whole;; cursor.advance()) {
    if (cursor.atEnd || cursor.type === T.Comma) {
      queries.push(parseQuery(new Cursor(source, start, cursor.pos)));
      if (cursor.atEnd) return queries;
      start = cursor.pos + 1;
    }
  }
}

function parseQuery(cursor: Cursor): MediaQuery | null {
  const first = cursor.ident;
  if (first === null || (first === "not" && cursor.peekNext().ident === null)) {
    const condition = parseCondition(cursor, true);
    return condition && cursor.atEnd ? { negated: false, type: null, condition } : null;
  }
  const negated = first === "not";
  if (negated || first === "only") cursor.advance();
  const type = cursor.ident;
  if (type === null || RESERVED_TYPES.has(type)) return null;
  cursor.advance();
  if (cursor.atEnd) return { negated, type, condition: null };
  if (cursor.ident !== "and") return null;
  cursor.advance();
  const condition = parseCondition(cursor, false);
  return condition && cursor.atEnd ? { negated, type, condition } : null;
}

/** <media-condition>, or <media-condition-without-or> (§3); stops before what it cannot read. */
function parseCondition(cursor: Cursor, allowOr: boolean): MediaCondition | null {
  if (cursor.ident === "not") {
    cursor.advance();
    const operand = parseInParens(cursor);
    return operand && { kind: "not", operand };
  }
  const first = parseInParens(cursor);
  if (first === null) return null;
  const operands = [first];
  let operator: "and" | "or" | null = null;
  for (let word = cursor.ident; word === "and" || word === "or"; word = cursor.ident) {
    if ((word === "or" && !allowOr) || (operator !== null && operator !== word)) return null;
    operator = word;
    cursor.advance();
    const operand = parseInParens(cursor);
    if (operand === null) return null;
    operands.push(operand);
  }
  return operator === null ? first : { kind: operator, operands };
}

/** <media-in-parens>: a condition or a feature in parentheses, or <general-enclosed>. */
function parseInParens(cursor: Cursor): MediaCondition | null {
  const type = cursor.type;
  if (type === T.Function) {
    cursor.advance();
    return UNKNOWN;
  }
  if (type !== T.LeftParenthesis) return null;
  const inside = cursor.inside();
  cursor.advance();
  const start = inside.pos;
  const condition = parseCondition(inside, true);
  if (condition !== null && inside.atEnd) return condition;
  return parseFeature(new Cursor(inside.source, start, inside.end)) ?? UNKNOWN;
}

const FLIPPED: Readonly<Record<Comparison, Comparison>> = {
  "<": ">",
  "<=": ">=",
  ">": "<",
  ">=": "<=",
  "=": "=",
};

/**
 * <media-feature> (§2.4): `(name)`, `(name: value)` with min-/max- prefixes, or a range
 * `(name op value)`, `(value op name)`, `(value op name op value)`; null when it is none.
 */
function parseFeature(cursor: Cursor): MediaCondition | null {
  const { source } = cursor;
  // The significant tokens, a block counting as one, split at the comparisons.
  const parts: number[][] = [[]];
  const ops: Comparison[] = [];
  let colon = -1;
  for (; !cursor.atEnd; cursor.advance()) {
    const op = source.comparisonAt(cursor.pos);
    if (op !== null) {
      ops.push(op);
      parts.push([]);
      cursor.pos += op.length - 1; // onto the `=` of `<=` and `>=`
    } else if (source.types[cursor.pos] === T.Colon && colon < 0) {
      colon = parts[0].length;
      parts[0].push(cursor.pos);
    } else {
      parts[parts.length - 1].push(cursor.pos);
    }
  }
  if (colon >= 0) {
    const [name, , ...value] = parts[0];
    if (ops.length > 0 || colon !== 1) return null;
    return plainFeature(source.identAt(name), source.valuesAt(value));
  }
  if (ops.length === 0) {
    const feature = parts[0].length === 1 ? mediaFeature(source.identAt(parts[0][0]) ?? "") : null;
    return feature ? { kind: "feature", matches: feature.truthy } : null;
  }
  return rangeFeature(source, parts, ops);
}

/** `(name: value)`, `(min-name: value)`, `(max-name: value)`. */
function plainFeature(name: string | null, value: Tokens): MediaCondition | null {
  const prefix = name?.match(/^(-webkit-)?(min|max)-/) ?? null;
  const base = prefix ? (prefix[1] ?? "") + name!.slice(prefix[0].length) : name;
  const feature = base === null ? undefined : mediaFeature(base);
  if (feature === undefined || (prefix && !feature.range)) return null;
  const test = feature.value(value);
  if (test === null) return null;
  const op: Comparison = prefix === null ? "=" : prefix[2] === "min" ? ">=" : "<=";
  return featureCondition(test, op);
}

function featureCondition(test: FeatureTest, op: Comparison): MediaCondition {
  return { kind: "feature", matches: (env) => test(env, op) };
}

/** The range forms (§2.4.4), each comparison read as `name op value`. */
function rangeFeature(source: Source, parts: number[][], ops: Comparison[]): MediaCondition | null {
  const nameAt = (part: number[]) => {
    const name = part.length === 1 ? source.identAt(part[0]) : null;
    const feature = name === null ? undefined : mediaFeature(name);
    return feature?.range ? feature : null;
  };
  const test = (feature: MediaFeature, part: number[], op: Comparison) => {
    const value = feature.value(source.valuesAt(part));
    return value && featureCondition(value, op);
  };
  if (ops.length === 1) {
    const [left, right] = parts;
    const named = nameAt(left);
    if (named) return test(named, right, ops[0]);
    const feature = nameAt(right);
    return feature && test(feature, left, FLIPPED[ops[0]]);
  }
  const [low, middle, high] = parts;
  const feature = nameAt(middle);
  const ascending = ops.every((op) => op === "<" || op === "<=");
  const descending = ops.every((op) => op === ">" || op === ">=");
  if (ops.length !== 2 || !feature || !(ascending || descending)) return null;
  const lower = test(feature, low, FLIPPED[ops[0]]);
  const upper = test(feature, high, ops[1]);
  return lower && upper && { kind: "and", operands: [lower, upper] };
}
