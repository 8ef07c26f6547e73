/**
 * Selectors (Selectors 4) for the style stage, accepted and matched as Chromium does.
 *
 * Our own parser and matcher (lib/css/selectors/) rather than css-select: css-select 7
 * rejects selectors Chromium keeps (`:host`, `:dir()`, `:focus-visible`, pseudo-elements at
 * all, so they had to be cut off the text first), throws on an unknown pseudo-class inside
 * `:is()`/`:where()` instead of forgiving it, accepts selectors Chromium drops (`[a=b s]`,
 * `:lang("en")`), has no notion of a document's state (quirks mode, form controls as loaded,
 * languages and directions), and walks all siblings for every :nth-child() test (a
 * 10,000-row table with `tr:nth-child(even) td` styled in 1.7 s, here in 0.4 s). css-tree's
 * selector AST does not serve either: it keeps escapes undecoded and turns a forgiving list
 * with a bad argument into a Raw prelude.
 *
 * So selector text is read here from its tokens (escapes decoded per CSS Syntax 3 §4.3.7,
 * An+B per §6) into a tree (selectors/ast.ts) with Chromium's validity rules
 * (selectors/parse.ts, selectors/known.ts), and compiled into closures matched right to left
 * (selectors/compile.ts) against parse5's domhandler tree. Matching stays linear in the
 * document: sibling indices are memoised per document (selectors/context.ts), and selectors
 * that never match in print (`:hover`, `:host`) are left out of the rule index.
 *
 * For CSS Nesting, a nested rule's selectors are parsed with `{ nested: true }` (which puts in
 * the `&` a relative selector implies) and compiled against their parent's: `nestingOf` turns
 * the parent's parsed list into what `&` matches and counts as, for `compileSelectors`.
 */
import type { ComplexSelector, SimpleSelector } from "./selectors/ast.ts";
import {
  compileAny,
  compileComplex,
  compileOriginatingElement,
  NEVER,
} from "./selectors/compile.ts";
import type { Matcher } from "./selectors/context.ts";
import { parseSelectorList } from "./selectors/parse.ts";
import {
  maxSpecificity,
  packSpecificity,
  type Specificity,
  specificityOf,
} from "./selectors/specificity.ts";

export { MatchContext, matchContextOf } from "./selectors/context.ts";
export { rootOf } from "./selectors/dom.ts";
export type { Matcher };
export { packSpecificity, parseSelectorList };
export type { ComplexSelector };

/**
 * The pseudo-elements that get a style of their own (CSS Pseudo 4 §2–§4, CSS Lists 3 §3, a
 * footnote's call and marker: GCPM 3 §3.6–3.7).
 */
export type PseudoElement =
  | "before"
  | "after"
  | "marker"
  | "first-letter"
  | "first-line"
  | "footnote-call"
  | "footnote-marker";

const STYLED_PSEUDO_ELEMENTS: ReadonlySet<string> = new Set<PseudoElement>([
  "before",
  "after",
  "marker",
  "first-letter",
  "first-line",
  "footnote-call",
  "footnote-marker",
]);

/**
 * Where the rule index files a selector: by the rightmost compound's id, class or type, with
 * escapes decoded; universal when it has none of them (`:is(.a, .b)`, `&`, `*`).
 */
export type IndexKey =
  | { kind: "id"; name: string }
  | { kind: "class"; name: string }
  | { kind: "tag"; name: string }
  | { kind: "universal" };

export interface CompiledSelector {
  /** Whether the selector (without its pseudo-element) matches an element. */
  match: Matcher;
  /** Packed (ids, classes, types); see packSpecificity. */
  specificity: number;
  pseudo: PseudoElement | null;
  key: IndexKey;
}

/** What `&` stands for in a nested rule: its parent's selectors (CSS Nesting 1 §3). */
export interface Nesting {
  match: Matcher;
  specificity: Specificity;
}

/** What `&` matches and counts as under a rule with the selectors `parent`. */
export function nestingOf(parent: readonly ComplexSelector[], outer: Nesting | null): Nesting {
  return {
    match: compileAny(parent, outer?.match ?? null),
    specificity: maxSpecificity(parent, outer?.specificity),
  };
}

function indexKeyOf(compound: readonly SimpleSelector[]): IndexKey {
  for (const kind of ["id", "class"] as const) {
    const simple = compound.find((s) => s.kind === kind);
    if (simple?.kind === kind) return { kind, name: simple.name };
  }
  const type = compound.find((s) => s.kind === "type" && s.name !== "*");
  return type?.kind === "type" ? { kind: "tag", name: type.name } : { kind: "universal" };
}

/**
 * A parsed list's selectors that can style something: those matching elements, and those
 * ending in one of the styled pseudo-elements. The rest are valid but style nothing in print
 * (`::placeholder`, `::-webkit-scrollbar`, `a:hover`) and are left out.
 */
export function compileSelectors(
  list: readonly ComplexSelector[],
  nesting: Nesting | null = null,
): CompiledSelector[] {
  const compiled: CompiledSelector[] = [];
  for (const selector of list) {
    const [pseudoElement, ...more] = selector.pseudoElements;
    let pseudo: PseudoElement | null = null;
    if (pseudoElement) {
      const styled = STYLED_PSEUDO_ELEMENTS.has(pseudoElement.name) && more.length === 0 &&
        pseudoElement.after.length === 0;
      if (!styled) continue;
      pseudo = pseudoElement.name as PseudoElement;
    }
    const match = pseudo === null
      ? compileComplex(selector, nesting?.match ?? null)
      : compileOriginatingElement(selector, nesting?.match ?? null);
    if (match === NEVER) continue;
    compiled.push({
      match,
      specificity: packSpecificity(specificityOf(selector, nesting?.specificity)),
      pseudo,
      key: indexKeyOf(selector.compounds[selector.compounds.length - 1]),
    });
  }
  return compiled;
}

/** Compiles selector text, each distinct text once. */
export interface SelectorCompiler {
  /** A rule's selector list; null when Chromium drops the rule (Selectors 4 §3.1). */
  list(text: string): CompiledSelector[] | null;
  /**
   * `@supports selector(…)` (CSS Conditional 4 §6.1): one complex selector Chromium knows
   * through and through, nothing forgiven.
   */
  supports(text: string): boolean;
}

export function createSelectorCompiler(): SelectorCompiler {
  const cache = new Map<string, CompiledSelector[] | null>();
  return {
    list(text) {
      let compiled = cache.get(text);
      if (compiled === undefined) {
        const parsed = parseSelectorList(text);
        compiled = parsed && compileSelectors(parsed.selectors);
        cache.set(text, compiled);
      }
      return compiled;
    },
    supports(text) {
      const parsed = parseSelectorList(text);
      return parsed !== null && parsed.exact && parsed.selectors.length === 1;
    },
  };
}
