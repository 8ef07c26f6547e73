/**
 * Selector tree → matching function (Selectors 4 §4 "evaluating a selector"), right to left
 * as engines do: a complex selector checks its rightmost compound first and only then walks
 * parents or siblings for the compound to its left. A part that can never match in a printed
 * document (:hover, :host, an emptied :is()) makes its whole compound a constant `never`, so
 * rules like `.btn:hover` cost nothing per element.
 */
import type { Element } from "domhandler";
import type { AttributeOperator, Combinator, ComplexSelector, Nth, SimpleSelector } from "./ast.ts";
import type { Matcher } from "./context.ts";
import { directionOf } from "./direction.ts";
import {
  attribute,
  childElements,
  isHtml,
  nextElement,
  parentElement,
  previousElement,
  someDescendant,
} from "./dom.ts";
import { matchesLanguage } from "./language.ts";
import { isRoot, PLAIN_MATCHERS } from "./pseudo_classes.ts";

export const NEVER: Matcher = () => false;
const ALWAYS: Matcher = () => true;

/** What `&` matches: the parent rule's selectors (CSS Nesting 1 §3), or the root at top level. */
export type NestingMatcher = Matcher | null;

/** The elements a complex selector matches; one ending in a pseudo-element matches none. */
export function compileComplex(selector: ComplexSelector, nesting: NestingMatcher): Matcher {
  if (selector.pseudoElements.length > 0) return NEVER;
  return compileChain(selector.compounds, selector.combinators, nesting);
}

/** A matcher for the originating element of a selector (its part before any pseudo-element). */
export function compileOriginatingElement(
  selector: ComplexSelector,
  nesting: NestingMatcher,
): Matcher {
  return compileChain(selector.compounds, selector.combinators, nesting);
}

/** Any of the selectors (:is(), :where(), a rule's list); `never` for an empty list. */
export function compileAny(list: readonly ComplexSelector[], nesting: NestingMatcher): Matcher {
  const matchers = list.map((s) => compileComplex(s, nesting)).filter((m) => m !== NEVER);
  if (matchers.length === 0) return NEVER;
  if (matchers.length === 1) return matchers[0];
  return (e, c) => matchers.some((m) => m(e, c));
}

function compileChain(
  compounds: readonly SimpleSelector[][],
  combinators: readonly Combinator[],
  nesting: NestingMatcher,
  leftmost: Matcher | null = null,
): Matcher {
  let chain = leftmost ?? compileCompound(compounds[0], nesting);
  const rest = leftmost ? compounds : compounds.slice(1);
  for (const [i, compound] of rest.entries()) {
    const right = compileCompound(compound, nesting);
    if (chain === NEVER || right === NEVER) return NEVER;
    chain = joined(chain, combinators[i], right);
  }
  return chain;
}

/** Where each combinator looks for the element its left side must match. */
const STEP: Record<Combinator, (element: Element) => Element | null> = {
  ">": parentElement,
  " ": parentElement,
  "+": previousElement,
  "~": previousElement,
};

/** `left <combinator> right`, matched from the right. */
function joined(left: Matcher, combinator: Combinator, right: Matcher): Matcher {
  const step = STEP[combinator];
  if (combinator === ">" || combinator === "+") {
    return (e, c) => {
      if (!right(e, c)) return false;
      const next = step(e);
      return next !== null && left(next, c);
    };
  }
  // Descendant and subsequent-sibling combinators try every ancestor or earlier sibling.
  return (e, c) => {
    if (!right(e, c)) return false;
    for (let next = step(e); next; next = step(next)) if (left(next, c)) return true;
    return false;
  };
}

/** Cheaper tests first: a compound fails fast on its type, id or class. */
const COST: Record<SimpleSelector["kind"], number> = {
  type: 0,
  id: 1,
  class: 2,
  attribute: 3,
  pseudo: 4,
  nesting: 5,
  nth: 5,
  lang: 5,
  dir: 5,
  logical: 6,
  has: 7,
  never: 0,
};

function compileCompound(compound: readonly SimpleSelector[], nesting: NestingMatcher): Matcher {
  const ordered = [...compound].sort((a, b) => COST[a.kind] - COST[b.kind]);
  const matchers = ordered.map((s) => compileSimple(s, nesting)).filter((m) => m !== ALWAYS);
  if (matchers.includes(NEVER)) return NEVER;
  switch (matchers.length) {
    case 0:
      return ALWAYS;
    case 1:
      return matchers[0];
    case 2: {
      const [a, b] = matchers;
      return (e, c) => a(e, c) && b(e, c);
    }
    default:
      return (e, c) => matchers.every((m) => m(e, c));
  }
}

function compileSimple(simple: SimpleSelector, nesting: NestingMatcher): Matcher {
  switch (simple.kind) {
    case "type":
      return typeMatcher(simple.name, simple.namespace);
    case "id": {
      const { name } = simple;
      const folded = name.toLowerCase();
      return (e, c) => {
        const id = e.attribs.id;
        return id === name || (c.quirks && id !== undefined && id.toLowerCase() === folded);
      };
    }
    case "class": {
      const { name } = simple;
      const folded = name.toLowerCase();
      return (e, c) => {
        const list = e.attribs.class;
        if (list === undefined) return false;
        return c.quirks ? hasToken(list.toLowerCase(), folded) : hasToken(list, name);
      };
    }
    case "attribute":
      return attributeMatcher(simple);
    case "nesting":
      return nesting ?? isRoot;
    case "pseudo":
      return PLAIN_MATCHERS.get(simple.name) ?? NEVER;
    case "logical": {
      const any = compileAny(simple.list, nesting);
      if (simple.name !== "not") return any;
      return any === NEVER ? ALWAYS : (e, c) => !any(e, c);
    }
    case "has":
      return hasMatcher(simple.list, nesting);
    case "nth":
      return nthMatcher(simple.name, simple.nth, nesting);
    case "lang": {
      const { range } = simple;
      return (e, c) => matchesLanguage(e, range, c);
    }
    case "dir": {
      const { value } = simple;
      if (value !== "ltr" && value !== "rtl") return NEVER;
      return (e, c) => directionOf(e, c) === value;
    }
    case "never":
      return NEVER;
  }
}

/**
 * Type selectors match ASCII case-insensitively in an HTML document, for foreign elements too
 * (Chromium: `foreignobject` matches `<foreignObject>`). Without an @namespace default,
 * `p` and `*|p` match in any namespace; `|p` matches elements in none, which HTML has not.
 */
function typeMatcher(name: string, namespace: "any" | "none" | "default"): Matcher {
  const inNamespace: Matcher = namespace === "none" ? (e) => !e.namespace : ALWAYS;
  if (name === "*") return inNamespace;
  const named: Matcher = (e) => e.name === name || e.name.toLowerCase() === name;
  return inNamespace === ALWAYS ? named : (e, c) => inNamespace(e, c) && named(e, c);
}

const ASCII_WHITESPACE = /[\t\n\f\r ]/;

function isSpaceAt(text: string, i: number): boolean {
  return i < 0 || i >= text.length || ASCII_WHITESPACE.test(text[i]);
}

/** Whether a whitespace-separated list holds `token` (`.class`, `[attr~=token]`). */
function hasToken(list: string, token: string): boolean {
  if (token === "" || ASCII_WHITESPACE.test(token)) return false;
  for (let at = list.indexOf(token); at >= 0; at = list.indexOf(token, at + 1)) {
    if (isSpaceAt(list, at - 1) && isSpaceAt(list, at + token.length)) return true;
  }
  return false;
}

/**
 * Attribute values HTML matches ASCII case-insensitively on HTML elements (HTML §4.16.2,
 * "case-sensitivity of selectors"), unless the selector says otherwise.
 */
const CASE_INSENSITIVE_ATTRIBUTES = new Set([
  "accept",
  "accept-charset",
  "align",
  "alink",
  "axis",
  "bgcolor",
  "charset",
  "checked",
  "clear",
  "codetype",
  "color",
  "compact",
  "declare",
  "defer",
  "dir",
  "direction",
  "disabled",
  "enctype",
  "face",
  "frame",
  "hreflang",
  "http-equiv",
  "lang",
  "language",
  "link",
  "media",
  "method",
  "multiple",
  "nohref",
  "noresize",
  "noshade",
  "nowrap",
  "readonly",
  "rel",
  "rev",
  "rules",
  "scope",
  "scrolling",
  "selected",
  "shape",
  "target",
  "text",
  "type",
  "valign",
  "valuetype",
  "vlink",
]);

const VALUE_TESTS: Record<AttributeOperator, (actual: string, wanted: string) => boolean> = {
  "=": (a, w) => a === w,
  "~=": (a, w) => hasToken(a, w),
  "|=": (a, w) => a === w || a.startsWith(`${w}-`),
  "^=": (a, w) => w !== "" && a.startsWith(w),
  "$=": (a, w) => w !== "" && a.endsWith(w),
  "*=": (a, w) => w !== "" && a.includes(w),
};

/**
 * Attribute selectors (§6): names ASCII case-insensitive, as in an HTML document Chromium
 * matches them on foreign elements too (`[viewbox]` matches `<svg viewBox>`); values as the
 * `i` flag and HTML's list say.
 */
function attributeMatcher(
  selector: Extract<SimpleSelector, { kind: "attribute" }>,
): Matcher {
  const { operator, caseInsensitive } = selector;
  const htmlName = selector.name.toLowerCase();
  const valueOf = (e: Element): string | undefined => {
    // The parser lower-cases HTML attribute names; foreign ones may be camelCase (viewBox).
    const key = isHtml(e) || htmlName in e.attribs
      ? htmlName
      : Object.keys(e.attribs).find((k) => k.toLowerCase() === htmlName);
    if (key === undefined) return undefined;
    // `[*|name]` takes the attribute in any namespace; the tree keys attributes by local name.
    return selector.namespace === "any" ? e.attribs[key] : attribute(e, key);
  };
  if (operator === null) return (e) => valueOf(e) !== undefined;
  const test = VALUE_TESTS[operator];
  const wanted = selector.value;
  const folded = wanted.toLowerCase();
  const legacy = !caseInsensitive && CASE_INSENSITIVE_ATTRIBUTES.has(htmlName);
  return (e) => {
    const value = valueOf(e);
    if (value === undefined) return false;
    const fold = caseInsensitive || (legacy && isHtml(e));
    return fold ? test(value.toLowerCase(), folded) : test(value, wanted);
  };
}

/**
 * :has() (§4.5): some element, reached from the anchor along the relative selector's leading
 * combinator, that matches with the anchor standing for its leftmost compound. Only the part
 * of the tree the combinators can reach is searched: children or descendants, the next or the
 * following siblings, and their descendants.
 */
function hasMatcher(list: readonly ComplexSelector[], nesting: NestingMatcher): Matcher {
  const anchor: Matcher = (e, c) => e === c.hasAnchor;
  const searches = list.map((relative) => {
    const leading = relative.leading ?? " ";
    const match = relative.pseudoElements.length > 0 ? NEVER : compileChain(
      relative.compounds,
      [leading, ...relative.combinators],
      nesting,
      anchor,
    );
    return { match, search: searchOf(leading, relative.combinators) };
  });
  return (e, c) => {
    const saved = c.hasAnchor;
    c.hasAnchor = e;
    try {
      return searches.some(({ match, search }) => match !== NEVER && search(e, (x) => match(x, c)));
    } finally {
      c.hasAnchor = saved;
    }
  };
}

type Search = (anchor: Element, found: (element: Element) => boolean) => boolean;

function searchOf(leading: Combinator, rest: readonly Combinator[]): Search {
  const downward = rest.some((c) => c === " " || c === ">");
  if (leading === ">" && rest.length === 0) {
    return (anchor, found) => childElements(anchor).some(found);
  }
  if (leading === " " || leading === ">") return (anchor, found) => someDescendant(anchor, found);
  if (leading === "+" && rest.length === 0) {
    return (anchor, found) => {
      const next = nextElement(anchor);
      return next !== null && found(next);
    };
  }
  return (anchor, found) => {
    for (let s = nextElement(anchor); s; s = nextElement(s)) {
      if (found(s) || (downward && someDescendant(s, found))) return true;
    }
    return false;
  };
}

/** Whether a 1-based index is An+B for some n ≥ 0 (§14.4.1). */
function isAnPlusB(a: number, b: number, index: number): boolean {
  if (a === 0) return index === b;
  const n = (index - b) / a;
  return Number.isInteger(n) && n >= 0;
}

/** :nth-child(), :nth-last-child() (with `of S`), :nth-of-type(), :nth-last-of-type() (§14.4). */
function nthMatcher(name: string, nth: Nth, nesting: NestingMatcher): Matcher {
  const { a, b } = nth;
  const last = name === "nth-last-child" || name === "nth-last-of-type";
  if (nth.of) {
    const of = compileAny(nth.of, nesting);
    if (of === NEVER) return NEVER;
    const step = last ? nextElement : previousElement;
    return (e, c) => {
      if (!of(e, c)) return false;
      let index = 1;
      for (let s = step(e); s; s = step(s)) if (of(s, c)) index++;
      return isAnPlusB(a, b, index);
    };
  }
  const ofType = name === "nth-of-type" || name === "nth-last-of-type";
  return (e, c) => {
    const { index, count } = ofType ? c.typePosition(e) : c.position(e);
    return isAnPlusB(a, b, last ? count - index + 1 : index);
  };
}
