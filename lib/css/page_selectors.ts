/**
 * Page selectors (CSS Paged Media 3 §4.2, GCPM 3 §5 `:nth()`): which pages an `@page` rule
 * applies to — a page type name (a named page, §4.4) and the pseudo-classes `:first`, `:left`,
 * `:right`, `:blank` and `:nth(An+B [of <name>])` — and their specificity (§4.3).
 */
import { type AnPlusB, parseAnPlusB } from "./selectors/anb.ts";
import { componentValues, type Token } from "./selectors/tokens.ts";

export type PagePseudoClass =
  | { kind: "first" | "left" | "right" | "blank" }
  /** The page's 1-based number is An+B; with `of`, its number within its page group. */
  | { kind: "nth"; nth: AnPlusB; of: string | null };

export interface PageSelector {
  /** The page type name; null when the selector has none (it matches any page type). */
  name: string | null;
  pseudoClasses: PagePseudoClass[];
}

/** What a page selector is matched against. */
export interface PageContext {
  /** 0-based position of the page in the document. */
  index: number;
  /** The page's type: the name of its named page (§4.4), null for an unnamed one. */
  name: string | null;
  /** With left-to-right page progression the first page is a right page (§4.2.2). */
  side: "left" | "right";
  /** Inserted by a `left` or `right` break (Fragmentation 3 §3.1), with no content (§4.2.4). */
  blank: boolean;
  /** 0-based position within its page group, the run of pages its named page started. */
  groupIndex: number;
}

/** (f, g, h): a page type name, then `:first`/`:blank`/`:nth()`, then `:left`/`:right` (§4.3). */
export type PageSpecificity = readonly [number, number, number];

const SIMPLE = new Set(["first", "left", "right", "blank"]);

/**
 * `<page-selector-list>` (§4.2): comma-separated selectors, each a page type name and/or
 * pseudo-classes with no white space between them. An empty prelude is the empty list (the
 * rule applies to every page); null when the prelude does not parse, which drops the rule.
 */
export function parsePageSelectors(prelude: string): PageSelector[] | null {
  const tokens = componentValues(prelude);
  const out: PageSelector[] = [];
  let current: Token[] = [];
  const flush = () => {
    const selector = parseOne(trimSpace(current));
    current = [];
    if (selector) out.push(selector);
    return selector !== null;
  };
  for (const token of tokens) {
    if (token.type !== "comma") current.push(token);
    else if (!flush()) return null;
  }
  if (out.length === 0 && trimSpace(current).length === 0) return [];
  return flush() ? out : null;
}

function trimSpace(tokens: Token[]): Token[] {
  let start = 0;
  let end = tokens.length;
  while (start < end && tokens[start].type === "space") start++;
  while (end > start && tokens[end - 1].type === "space") end--;
  return tokens.slice(start, end);
}

function parseOne(tokens: Token[]): PageSelector | null {
  if (tokens.length === 0) return null;
  let i = 0;
  let name: string | null = null;
  if (tokens[0].type === "ident") {
    name = tokens[0].value;
    i = 1;
  }
  const pseudoClasses: PagePseudoClass[] = [];
  while (i < tokens.length) {
    if (tokens[i].type !== "colon") return null;
    const next = tokens[i + 1];
    if (next?.type === "ident" && SIMPLE.has(next.value.toLowerCase())) {
      pseudoClasses.push({ kind: next.value.toLowerCase() as "first" });
    } else if (next?.type === "function" && next.name.toLowerCase() === "nth") {
      const nth = parseNth(next.children);
      if (!nth) return null;
      pseudoClasses.push(nth);
    } else {
      return null;
    }
    i += 2;
  }
  return { name, pseudoClasses };
}

/** `:nth(An+B [of <custom-ident>])` (GCPM 3 §5.1). */
function parseNth(args: Token[]): PagePseudoClass | null {
  const tokens = trimSpace(args);
  const ofAt = tokens.findIndex((t) => t.type === "ident" && t.value.toLowerCase() === "of");
  const anb = parseAnPlusB(ofAt < 0 ? tokens : trimSpace(tokens.slice(0, ofAt)));
  if (!anb) return null;
  if (ofAt < 0) return { kind: "nth", nth: anb, of: null };
  const rest = trimSpace(tokens.slice(ofAt + 1));
  if (rest.length !== 1 || rest[0].type !== "ident") return null;
  return { kind: "nth", nth: anb, of: rest[0].value };
}

/** Specificity (§4.3); `:nth()` counts as `:first` does (GCPM 3 §5.1). */
export function pageSpecificity(selector: PageSelector): PageSpecificity {
  let g = 0;
  let h = 0;
  for (const pseudo of selector.pseudoClasses) {
    if (pseudo.kind === "left" || pseudo.kind === "right") h++;
    else g++;
  }
  return [selector.name === null ? 0 : 1, g, h];
}

export function compareSpecificity(a: PageSpecificity, b: PageSpecificity): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Whether a 1-based position is An+B for some n ≥ 0. */
function isAnPlusB({ a, b }: AnPlusB, position: number): boolean {
  if (a === 0) return position === b;
  const n = (position - b) / a;
  return Number.isInteger(n) && n >= 0;
}

function matchesPseudo(pseudo: PagePseudoClass, page: PageContext): boolean {
  switch (pseudo.kind) {
    case "first":
      return page.index === 0;
    case "left":
    case "right":
      return page.side === pseudo.kind;
    case "blank":
      return page.blank;
    case "nth":
      if (pseudo.of === null) return isAnPlusB(pseudo.nth, page.index + 1);
      return page.name === pseudo.of && isAnPlusB(pseudo.nth, page.groupIndex + 1);
  }
}

export function matchesPage(selector: PageSelector, page: PageContext): boolean {
  if (selector.name !== null && selector.name !== page.name) return false;
  return selector.pseudoClasses.every((pseudo) => matchesPseudo(pseudo, page));
}

/**
 * The specificity a rule with this selector list applies with on `page` — its most specific
 * matching selector's — or null when none matches. The empty list matches every page.
 */
export function matchSpecificity(
  selectors: readonly PageSelector[],
  page: PageContext,
): PageSpecificity | null {
  if (selectors.length === 0) return [0, 0, 0];
  let best: PageSpecificity | null = null;
  for (const selector of selectors) {
    if (!matchesPage(selector, page)) continue;
    const specificity = pageSpecificity(selector);
    if (best === null || compareSpecificity(specificity, best) > 0) best = specificity;
  }
  return best;
}
