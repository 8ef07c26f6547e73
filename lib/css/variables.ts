/**
 * Custom properties and var() (CSS Variables 1). A custom property's value is a token stream
 * kept as text; every custom property inherits. var() is substituted at computed-value time,
 * textually over the token stream (§3): each substitution is fenced with empty comments, so
 * tokens from either side never merge into one (`var(--n)px` stays two tokens, as in
 * Chromium). A reference that cannot be satisfied, or a cycle among an element's custom
 * properties (§2.3), leaves the property guaranteed-invalid, which here means absent.
 */
import type { CssWide } from "./declarations.ts";
import { type CssToken, tokenizeCss } from "./csstree.ts";

/** An element's computed custom properties: name (case-sensitive, with `--`) → value text. */
export type CustomProperties = ReadonlyMap<string, string>;

/** A declared custom property value: its text, or a CSS-wide keyword. */
export type CustomValue = string | CssWide;

export const NO_CUSTOM_PROPERTIES: CustomProperties = new Map();

/** A custom property's value, or undefined when it is guaranteed-invalid. */
type Lookup = (name: string) => string | undefined;

/** A cheap test before any tokenizing: text without `var(` has nothing to substitute. */
export function mayContainVar(text: string): boolean {
  return /var\(/i.test(text);
}

const FENCE = "/**/";

/**
 * `text` with every var() replaced by the custom property's value or, when that is
 * guaranteed-invalid, by the var()'s fallback; null when neither exists or a var() is
 * malformed (the declaration is then invalid at computed-value time).
 */
export function substituteVars(text: string, lookup: Lookup): string | null {
  const tokens = tokenizeCss(text);
  const out: string[] = [];
  return substituteRange(tokens, 0, tokens.length, lookup, out) ? out.join("").trim() : null;
}

/** Whether every var() in `text` is well-formed: `var( <custom-property-name> [, <any>]? )`. */
export function varSyntaxValid(text: string): boolean {
  return substituteVars(text, () => "") !== null;
}

function substituteRange(
  tokens: readonly CssToken[],
  start: number,
  end: number,
  lookup: Lookup,
  out: string[],
): boolean {
  for (let i = start; i < end; i++) {
    const token = tokens[i];
    if (token.kind !== "function" || token.text.toLowerCase() !== "var(") {
      out.push(token.text);
      continue;
    }
    const close = matchingClose(tokens, i, end);
    let at = skipSpace(tokens, i + 1, close);
    const name = tokens[at];
    if (at >= close || name.kind !== "ident" || !name.text.startsWith("--")) return false;
    at = skipSpace(tokens, at + 1, close);
    if (at < close && tokens[at].kind !== "comma") return false;
    let value = lookup(name.text);
    if (value === undefined && at < close) {
      const fallback: string[] = [];
      if (!substituteRange(tokens, at + 1, close, lookup, fallback)) return false;
      value = fallback.join("").trim();
    }
    if (value === undefined) return false;
    out.push(FENCE, value, FENCE);
    i = close;
  }
  return true;
}

function skipSpace(tokens: readonly CssToken[], from: number, end: number): number {
  let i = from;
  while (i < end && tokens[i].kind === "space") i++;
  return i;
}

/** The index of the token closing the block opened at `open`; `end` when it is unclosed. */
function matchingClose(tokens: readonly CssToken[], open: number, end: number): number {
  let depth = 0;
  for (let i = open; i < end; i++) {
    const kind = tokens[i].kind;
    if (kind === "function" || kind === "open") depth++;
    else if (kind === "close" && --depth === 0) return i;
  }
  return end;
}

/**
 * An element's computed custom properties (§2): the parent's, overridden by the element's
 * declared ones with var() substituted. `declared` null (the common case) shares the
 * parent's map. `revert` never arrives here: the cascade has already rolled it back.
 */
export function computeCustomProperties(
  declared: ReadonlyMap<string, CustomValue> | null,
  parent: CustomProperties,
): CustomProperties {
  if (declared === null) return parent;
  const result = new Map(parent);
  const pending = new Map<string, string>();
  for (const [name, value] of declared) {
    const inherited = parent.get(name);
    if (typeof value !== "string") {
      // inherit and unset inherit (custom properties are inherited); initial is invalid.
      if (value.cssWide === "initial" || inherited === undefined) result.delete(name);
      else result.set(name, inherited);
    } else if (mayContainVar(value)) {
      pending.set(name, value);
      result.delete(name);
    } else {
      result.set(name, value);
    }
  }
  if (pending.size > 0) resolveReferences(pending, result);
  return result;
}

/**
 * Substitutes var() in the element's own custom properties, depth first. A reference to a
 * property still being resolved closes a cycle: every property on it is invalid (§2.3), and
 * so is any reference to them (which then falls back).
 */
function resolveReferences(pending: ReadonlyMap<string, string>, result: Map<string, string>) {
  const done = new Set<string>();
  const stack: string[] = [];
  const cyclic = new Set<string>();
  const resolve = (name: string): string | undefined => {
    const text = pending.get(name);
    if (text === undefined || done.has(name)) return result.get(name);
    const onStack = stack.indexOf(name);
    if (onStack >= 0) {
      for (const member of stack.slice(onStack)) cyclic.add(member);
      return undefined;
    }
    stack.push(name);
    const value = substituteVars(text, resolve);
    stack.pop();
    done.add(name);
    if (value !== null && !cyclic.has(name)) result.set(name, value);
    return result.get(name);
  };
  for (const name of pending.keys()) resolve(name);
}
