/**
 * Selector text → selector tree, accepting exactly what Chromium accepts (Selectors 4 §3–§17
 * as Blink implements them): an invalid complex selector invalidates a plain list (§3.1) but
 * is dropped from the forgiving lists of :is() and :where() (§3.2); pseudo-elements may not
 * appear inside :is()/:not()/:has(), :has() may not nest, and what may follow a
 * pseudo-element is Chromium's table (known.ts). Namespace prefixes other than `*|` and `|`
 * need an @namespace rule, which no stylesheet here declares, so they invalidate the selector
 * as they do in Chromium without one.
 */
import type {
  AttributeOperator,
  Combinator,
  ComplexSelector,
  NamespacePrefix,
  PseudoElementPart,
  SimpleSelector,
} from "./ast.ts";
import { parseAnPlusB } from "./anb.ts";
import {
  type AfterPseudoElement,
  FUNCTIONAL_PSEUDO_CLASSES,
  FUNCTIONAL_PSEUDO_ELEMENTS,
  isSupportedPseudoElement,
  LEGACY_PSEUDO_ELEMENTS,
  PLAIN_PSEUDO_CLASSES,
  plainPseudoElement,
  pseudoClassAllowedAfter,
  pseudoElementAllowedAfter,
} from "./known.ts";
import { componentValues, type Token } from "./tokens.ts";

export interface ParsedSelectorList {
  selectors: ComplexSelector[];
  /**
   * False when a forgiving list dropped something or an unlisted `::-webkit-` pseudo-element
   * was accepted: what a stylesheet keeps but `@supports selector()` rejects.
   */
  exact: boolean;
}

export interface ParseOptions {
  /**
   * A nested style rule's selector list (CSS Nesting 1 §2): a selector may start with a
   * combinator, and one that does, or has no `&`, is relative to the parent rule, as if
   * written after `& `. The selectors come back absolute, `&` put in where it was implied.
   */
  nested?: boolean;
  /**
   * With `nested`, a rule directly inside @scope (CSS Cascade 6 §2.5): a selector with
   * `:scope` in it is not relative either.
   */
  scoped?: boolean;
}

/** Parses a selector list; null when Chromium would drop the rule. */
export function parseSelectorList(
  text: string,
  options: ParseOptions = {},
): ParsedSelectorList | null {
  const state = { exact: true };
  const nested = options.nested ?? false;
  const selectors = parseList(componentValues(text), { ...TOP_LEVEL, relative: nested }, state);
  if (!selectors) return null;
  if (!nested) return { selectors, exact: state.exact };
  const anchor = options.scoped ? isNestingOrScope : isNesting;
  return { selectors: selectors.map((s) => absolute(s, anchor)), exact: state.exact };
}

const isNesting = (simple: SimpleSelector) => simple.kind === "nesting";
const isNestingOrScope = (simple: SimpleSelector) =>
  simple.kind === "nesting" || (simple.kind === "pseudo" && simple.name === "scope");

/**
 * A nested selector with the `&` it implies put in front (CSS Nesting 1 §2), unless it starts
 * with no combinator and contains an `anchor` (`&`, or in @scope also `:scope`).
 */
function absolute(
  selector: ComplexSelector,
  anchor: (simple: SimpleSelector) => boolean,
): ComplexSelector {
  if (selector.leading === null && contains(selector.compounds, anchor)) return selector;
  return {
    ...selector,
    compounds: [[{ kind: "nesting" }], ...selector.compounds],
    combinators: [selector.leading ?? " ", ...selector.combinators],
    leading: null,
  };
}

function contains(
  compounds: readonly SimpleSelector[][],
  anchor: (simple: SimpleSelector) => boolean,
): boolean {
  const inList = (list: readonly ComplexSelector[]) =>
    list.some((selector) => contains(selector.compounds, anchor));
  return compounds.some((compound) =>
    compound.some((simple) => {
      if (anchor(simple)) return true;
      switch (simple.kind) {
        case "logical":
        case "has":
          return inList(simple.list);
        case "nth":
          return simple.nth.of !== null && inList(simple.nth.of);
        default:
          return false;
      }
    })
  );
}

interface Mode {
  forgiving: boolean;
  relative: boolean;
  pseudoElements: boolean;
  /** Inside :has(), where another :has() is invalid. */
  inHas: boolean;
  /** Each selector must be one compound (`:host()`, `::slotted()`, `:-webkit-any()`). */
  compoundOnly: boolean;
  /** The pseudo-element whose followers these selectors are (`::before:is(…)`). */
  after: AfterPseudoElement | null;
}

const TOP_LEVEL: Mode = {
  forgiving: false,
  relative: false,
  pseudoElements: true,
  inHas: false,
  compoundOnly: false,
  after: null,
};

interface State {
  exact: boolean;
}

const isSpace = (t: Token | undefined) => t?.type === "space";
const isDelim = (t: Token | undefined, value: string) => t?.type === "delim" && t.value === value;

function trim(tokens: readonly Token[]): Token[] {
  let start = 0;
  let end = tokens.length;
  while (start < end && isSpace(tokens[start])) start++;
  while (end > start && isSpace(tokens[end - 1])) end--;
  return tokens.slice(start, end);
}

function splitOnCommas(tokens: readonly Token[]): Token[][] {
  const parts: Token[][] = [[]];
  for (const t of tokens) {
    if (t.type === "comma") parts.push([]);
    else parts[parts.length - 1].push(t);
  }
  return parts.map(trim);
}

function parseList(tokens: readonly Token[], mode: Mode, state: State): ComplexSelector[] | null {
  const list: ComplexSelector[] = [];
  for (const part of splitOnCommas(tokens)) {
    const selector = parseComplex(part, mode, state);
    if (selector) list.push(selector);
    else if (mode.forgiving) state.exact = false;
    else return null;
  }
  return list.length > 0 || mode.forgiving ? list : null;
}

function combinatorOf(t: Token | undefined): Combinator | null {
  if (t?.type !== "delim") return null;
  return t.value === ">" || t.value === "+" || t.value === "~" ? t.value : null;
}

function parseComplex(tokens: readonly Token[], mode: Mode, state: State): ComplexSelector | null {
  const selector: ComplexSelector = {
    compounds: [],
    combinators: [],
    leading: null,
    pseudoElements: [],
  };
  let i = 0;
  if (mode.relative) {
    selector.leading = combinatorOf(tokens[0]);
    if (selector.leading) i = skipSpace(tokens, 1);
  }
  while (true) {
    const compound = parseCompound(tokens, i, mode, state);
    if (!compound) return null;
    selector.compounds.push(compound.simples);
    selector.pseudoElements = compound.pseudoElements;
    i = compound.end;
    if (i >= tokens.length) return selector;
    // Nothing may follow a pseudo-element but its own pseudo-classes (§16.2).
    if (compound.pseudoElements.length > 0 || mode.compoundOnly) return null;
    const afterSpace = skipSpace(tokens, i);
    const explicit = combinatorOf(tokens[afterSpace]);
    if (explicit) {
      selector.combinators.push(explicit);
      i = skipSpace(tokens, afterSpace + 1);
    } else if (afterSpace > i) {
      selector.combinators.push(" ");
      i = afterSpace;
    } else {
      return null;
    }
    if (i >= tokens.length) return null;
  }
}

function skipSpace(tokens: readonly Token[], i: number): number {
  while (isSpace(tokens[i])) i++;
  return i;
}

interface Compound {
  simples: SimpleSelector[];
  pseudoElements: PseudoElementPart[];
  end: number;
}

/** Whether a token ends a compound selector. */
function endsCompound(t: Token | undefined): boolean {
  return t === undefined || t.type === "space" || combinatorOf(t) !== null;
}

function parseCompound(
  tokens: readonly Token[],
  start: number,
  mode: Mode,
  state: State,
): Compound | null {
  const simples: SimpleSelector[] = [];
  const pseudoElements: PseudoElementPart[] = [];
  let after = mode.after;
  let i = start;
  if (after === null) {
    const type = parseTypeSelector(tokens, i);
    if (type === null) return null;
    if (type.selector) simples.push(type.selector);
    i = type.end;
  }
  while (!endsCompound(tokens[i])) {
    const t = tokens[i];
    const current = pseudoElements[pseudoElements.length - 1];
    if (t.type === "colon") {
      // `::name`, or `:name` for CSS 2's four pseudo-elements (§16.1).
      const doubled = tokens[i + 1]?.type === "colon";
      const next = tokens[doubled ? i + 2 : i + 1];
      const legacy = next?.type === "ident" && LEGACY_PSEUDO_ELEMENTS.has(next.value.toLowerCase());
      if (doubled || legacy) {
        const part = parsePseudoElement(next, mode, state);
        if (!part || (after !== null && !pseudoElementAllowedAfter(part.name, after))) return null;
        pseudoElements.push(part.part);
        after = part.after;
      } else {
        const pseudo = parsePseudoClass(next, mode, after, state);
        if (!pseudo) return null;
        (current ? current.after : simples).push(pseudo);
      }
      i += doubled ? 3 : 2;
      continue;
    }
    if (after !== null) return null;
    const simple = parseSubclass(t, tokens[i + 1]);
    if (!simple) return null;
    simples.push(simple.selector);
    i += simple.length;
  }
  if (simples.length === 0 && pseudoElements.length === 0) return null;
  return { simples, pseudoElements, end: i };
}

/** `ns|name`, `*|*`, `|name`, `name`, `*` (§5.1–§5.2, §6.1); `selector` null when absent. */
function parseTypeSelector(
  tokens: readonly Token[],
  i: number,
): { selector: SimpleSelector | null; end: number } | null {
  const name = (t: Token | undefined) =>
    t?.type === "ident" ? t.value : t?.type === "delim" && t.value === "*" ? "*" : null;
  const isBar = (t: Token | undefined) => isDelim(t, "|");
  const first = name(tokens[i]);
  if (isBar(tokens[i])) {
    const local = name(tokens[i + 1]);
    return local === null ? null : { selector: typeSelector(local, "none"), end: i + 2 };
  }
  if (first === null) return { selector: null, end: i };
  if (!isBar(tokens[i + 1])) return { selector: typeSelector(first, "default"), end: i + 1 };
  const local = name(tokens[i + 2]);
  // Only `*|` needs no @namespace declaration.
  if (local === null || first !== "*") return null;
  return { selector: typeSelector(local, "any"), end: i + 3 };
}

function typeSelector(name: string, namespace: NamespacePrefix): SimpleSelector {
  return { kind: "type", name: name === "*" ? "*" : name.toLowerCase(), namespace };
}

function parseSubclass(
  t: Token,
  next: Token | undefined,
): { selector: SimpleSelector; length: number } | null {
  if (t.type === "hash") {
    return t.id ? { selector: { kind: "id", name: t.value }, length: 1 } : null;
  }
  if (t.type === "delim" && t.value === "." && next?.type === "ident") {
    return { selector: { kind: "class", name: next.value }, length: 2 };
  }
  if (t.type === "delim" && t.value === "&") return { selector: { kind: "nesting" }, length: 1 };
  if (t.type === "block" && t.open === "[") {
    const selector = parseAttribute(t.children);
    return selector && { selector, length: 1 };
  }
  return null;
}

const OPERATORS = new Set(["~", "|", "^", "$", "*"]);

/**
 * `[name]`, `[name op value]`, `[name op value i]` (§6), white space allowed only around the
 * name, the operator and the value; Chromium has no `s` flag.
 */
function parseAttribute(children: readonly Token[]): SimpleSelector | null {
  const tokens = trim(children);
  let i = 0;
  let namespace: NamespacePrefix = "default";
  // A `|` before `=` is the |= operator, not a namespace separator.
  if (isDelim(tokens[0], "|")) {
    namespace = "none";
    i = 1;
  } else if (isDelim(tokens[0], "*") && isDelim(tokens[1], "|")) {
    namespace = "any";
    i = 2;
  } else if (tokens[0]?.type === "ident" && isDelim(tokens[1], "|") && !isDelim(tokens[2], "=")) {
    return null; // an undeclared namespace prefix
  }
  const name = tokens[i];
  if (name?.type !== "ident") return null;
  i = skipSpace(tokens, i + 1);
  const base = { kind: "attribute" as const, name: name.value, namespace };
  if (i === tokens.length) return { ...base, operator: null, value: "", caseInsensitive: false };
  let operator: AttributeOperator;
  const op = tokens[i];
  if (isDelim(op, "=")) {
    operator = "=";
    i++;
  } else if (op.type === "delim" && OPERATORS.has(op.value) && isDelim(tokens[i + 1], "=")) {
    operator = `${op.value}=` as AttributeOperator;
    i += 2;
  } else {
    return null;
  }
  i = skipSpace(tokens, i);
  const value = tokens[i];
  if (value?.type !== "ident" && value?.type !== "string") return null;
  i = skipSpace(tokens, i + 1);
  let caseInsensitive = false;
  const flag = tokens[i];
  if (flag?.type === "ident" && flag.value.toLowerCase() === "i") {
    caseInsensitive = true;
    i = skipSpace(tokens, i + 1);
  }
  if (i !== tokens.length) return null;
  return { ...base, operator, value: value.value, caseInsensitive };
}

function parsePseudoClass(
  t: Token | undefined,
  mode: Mode,
  after: AfterPseudoElement | null,
  state: State,
): SimpleSelector | null {
  if (t?.type !== "ident" && t?.type !== "function") return null;
  const name = (t.type === "ident" ? t.value : t.name).toLowerCase();
  if (after !== null && !pseudoClassAllowedAfter(name, after)) return null;
  if (t.type === "ident") return PLAIN_PSEUDO_CLASSES.has(name) ? { kind: "pseudo", name } : null;
  const grammar = FUNCTIONAL_PSEUDO_CLASSES.get(name);
  const args = trim(t.children);
  // Arguments of what follows a pseudo-element are restricted as their host is.
  const inner = (overrides: Partial<Mode>): Mode => ({
    ...mode,
    relative: false,
    pseudoElements: false,
    compoundOnly: false,
    after,
    ...overrides,
  });
  switch (grammar) {
    case "forgiving-list": {
      const list = parseList(args, inner({ forgiving: true }), state);
      return list && { kind: "logical", name, list };
    }
    case "list": {
      const list = parseList(args, inner({ forgiving: false }), state);
      return list && { kind: "logical", name, list };
    }
    case "compound-list": {
      const list = parseList(args, inner({ forgiving: false, compoundOnly: true }), state);
      return list && { kind: "logical", name, list };
    }
    case "relative-list": {
      if (mode.inHas) return null;
      const list = parseList(
        args,
        inner({ forgiving: false, relative: true, inHas: true }),
        state,
      );
      return list && { kind: "has", list };
    }
    case "compound": {
      const argument = parseComplex(args, inner({ forgiving: false, compoundOnly: true }), state);
      return argument && { kind: "never", name, argument };
    }
    case "nth":
    case "nth-of":
      return parseNth(name, args, grammar === "nth-of", inner({ pseudoElements: true }), state);
    case "ident":
      if (args.length !== 1 || args[0].type !== "ident") return null;
      if (name === "lang") return { kind: "lang", range: args[0].value };
      if (name === "dir") return { kind: "dir", value: args[0].value.toLowerCase() };
      return { kind: "never", name, argument: null };
    case "ident-list":
      return splitOnCommas(args).every((part) => part.length === 1 && part[0].type === "ident")
        ? { kind: "never", name, argument: null }
        : null;
    default:
      return null;
  }
}

/** `:nth-child(An+B [of S])` and the like (§14.4); S may hold pseudo-elements, as in Chromium. */
function parseNth(
  name: string,
  args: readonly Token[],
  allowOf: boolean,
  mode: Mode,
  state: State,
): SimpleSelector | null {
  const ofAt = args.findIndex((t) => t.type === "ident" && t.value.toLowerCase() === "of");
  if (ofAt >= 0 && !allowOf) return null;
  const anb = parseAnPlusB(trim(ofAt >= 0 ? args.slice(0, ofAt) : args));
  if (!anb) return null;
  if (ofAt < 0) return { kind: "nth", name, nth: { ...anb, of: null } };
  if (!isSpace(args[ofAt - 1]) || !isSpace(args[ofAt + 1])) return null;
  const of = parseList(trim(args.slice(ofAt + 1)), mode, state);
  return of && { kind: "nth", name, nth: { ...anb, of } };
}

const SCROLL_BUTTON_DIRECTIONS = new Set([
  "*",
  "up",
  "down",
  "left",
  "right",
  "block-start",
  "block-end",
  "inline-start",
  "inline-end",
]);

function parsePseudoElement(
  t: Token | undefined,
  mode: Mode,
  state: State,
): { name: string; part: PseudoElementPart; after: AfterPseudoElement } | null {
  if (!mode.pseudoElements || (t?.type !== "ident" && t?.type !== "function")) return null;
  const name = (t.type === "ident" ? t.value : t.name).toLowerCase();
  const part: PseudoElementPart = { name, argument: null, after: [] };
  if (t.type === "ident") {
    const after = plainPseudoElement(name);
    if (after === null) return null;
    if (!isSupportedPseudoElement(name)) state.exact = false;
    return { name, part, after };
  }
  const known = FUNCTIONAL_PSEUDO_ELEMENTS.get(name);
  if (!known) return null;
  const args = trim(t.children);
  const compound: Mode = { ...TOP_LEVEL, pseudoElements: false, compoundOnly: true };
  let valid: boolean;
  switch (known.argument) {
    case "idents":
      valid = args.length > 0 && args.every((a) => a.type === "ident" || a.type === "space");
      break;
    case "ident":
      valid = args.length === 1 && args[0].type === "ident";
      break;
    case "compound":
      part.argument = parseComplex(args, compound, state);
      valid = part.argument !== null;
      break;
    case "compound-list":
      valid = parseList(args, compound, state) !== null;
      break;
    case "select":
      valid = args.length === 1 && args[0].type === "ident" &&
        args[0].value.toLowerCase() === "select";
      break;
    case "scroll-button": {
      const [arg] = args;
      const word = arg?.type === "ident"
        ? arg.value.toLowerCase()
        : arg?.type === "delim"
        ? arg.value
        : "";
      valid = args.length === 1 && SCROLL_BUTTON_DIRECTIONS.has(word);
      break;
    }
    case "transition-name":
      valid = isTransitionNameSelector(args);
      break;
  }
  return valid ? { name, part, after: known.after } : null;
}

/** `*`, a name, or either followed by `.class`es, or classes alone (View Transitions 2). */
function isTransitionNameSelector(args: readonly Token[]): boolean {
  let i = 0;
  if (args[0]?.type === "ident" || (args[0]?.type === "delim" && args[0].value === "*")) i = 1;
  while (i < args.length) {
    const dot = args[i];
    if (dot.type !== "delim" || dot.value !== "." || args[i + 1]?.type !== "ident") return false;
    i += 2;
  }
  return args.length > 0;
}
