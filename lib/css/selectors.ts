/**
 * Selectors (Selectors 4): matching through css-select, specificity computed from the
 * css-tree AST (§17), the trailing pseudo-element split off (css-select matches elements
 * only), and the key of the rightmost compound that the rule index buckets by.
 */
import { compile } from "css-select";
import type { Element } from "domhandler";
import type { CssNode, Selector, SelectorList } from "./csstree.ts";

/** The pseudo-elements that get a style of their own (CSS Pseudo 4 §2–§4, CSS Lists 3 §3). */
export type PseudoElement = "before" | "after" | "marker" | "first-letter" | "first-line";

const PSEUDO_ELEMENTS: ReadonlySet<string> = new Set<PseudoElement>([
  "before",
  "after",
  "marker",
  "first-letter",
  "first-line",
]);

/** Where the rule index files a selector: by the rightmost compound's id, class or type. */
export type IndexKey =
  | { kind: "id"; name: string }
  | { kind: "class"; name: string }
  | { kind: "tag"; name: string }
  | { kind: "universal" };

export interface CompiledSelector {
  /** Whether the selector (without its pseudo-element) matches an element. */
  match(element: Element): boolean;
  /** (ids, classes, types) packed as ids·2²⁰ + classes·2¹⁰ + types, each capped at 1023. */
  specificity: number;
  pseudo: PseudoElement | null;
  key: IndexKey;
}

/** Pseudo-elements written with one colon, as CSS 2 allowed (Selectors 4 §16.1). */
const LEGACY_PSEUDO_ELEMENTS = new Set(["before", "after", "first-line", "first-letter"]);

/**
 * Dynamic and interaction pseudo-classes css-select does not know: they never match in a
 * printed document, but stay valid so the rest of their selector list still applies.
 */
const NEVER = () => false;
const PSEUDO_CLASSES = {
  focus: NEVER,
  "focus-visible": NEVER,
  "focus-within": NEVER,
  target: NEVER,
  "target-within": NEVER,
  "-webkit-any-link": ":any-link",
};

/** Packs a specificity triple. */
export function packSpecificity(ids: number, classes: number, types: number): number {
  const cap = (n: number) => Math.min(n, 1023);
  return cap(ids) * 2 ** 20 + cap(classes) * 2 ** 10 + cap(types);
}

/** Specificity of one complex selector as [ids, classes, types] (Selectors 4 §17). */
export function specificityOf(selector: Selector): [number, number, number] {
  const total: [number, number, number] = [0, 0, 0];
  const add = ([a, b, c]: readonly number[]) => {
    total[0] += a;
    total[1] += b;
    total[2] += c;
  };
  for (const node of selector.children) add(simpleSpecificity(node));
  return total;
}

function simpleSpecificity(node: CssNode): [number, number, number] {
  switch (node.type) {
    case "IdSelector":
      return [1, 0, 0];
    case "ClassSelector":
    case "AttributeSelector":
      return [0, 1, 0];
    case "TypeSelector":
      return node.name === "*" || node.name.endsWith("|*") ? [0, 0, 0] : [0, 0, 1];
    case "PseudoElementSelector":
      return [0, 0, 1];
    case "PseudoClassSelector":
      return pseudoClassSpecificity(node.name.toLowerCase(), node.children ?? []);
    default:
      return [0, 0, 0];
  }
}

/**
 * :is(), :not(), :has() count as their most specific argument, :where() as nothing, and
 * :nth-child(An+B of S) as a pseudo-class plus S's most specific selector (§17).
 */
function pseudoClassSpecificity(name: string, args: readonly CssNode[]): [number, number, number] {
  if (LEGACY_PSEUDO_ELEMENTS.has(name)) return [0, 0, 1];
  if (name === "where") return [0, 0, 0];
  const list = args.find((n): n is SelectorList => n.type === "SelectorList");
  if (name === "is" || name === "not" || name === "has" || name === "matches") {
    return list ? maxSpecificity(list) : [0, 0, 0];
  }
  if (name === "nth-child" || name === "nth-last-child") {
    const nth = args[0];
    if (nth?.type === "Nth" && nth.selector) {
      const [a, b, c] = maxSpecificity(nth.selector);
      return [a, b + 1, c];
    }
  }
  return [0, 1, 0];
}

function maxSpecificity(list: SelectorList): [number, number, number] {
  let best: [number, number, number] = [0, 0, 0];
  for (const node of list.children) {
    if (node.type !== "Selector") continue;
    const s = specificityOf(node);
    if (packSpecificity(...s) > packSpecificity(...best)) best = s;
  }
  return best;
}

/** The rightmost compound selector's simple selectors. */
function lastCompound(nodes: readonly CssNode[]): readonly CssNode[] {
  const combinator = nodes.findLastIndex((n) => n.type === "Combinator");
  return nodes.slice(combinator + 1);
}

function indexKeyOf(compound: readonly CssNode[]): IndexKey {
  const id = compound.find((n) => n.type === "IdSelector");
  if (id?.type === "IdSelector") return { kind: "id", name: id.name };
  const cls = compound.find((n) => n.type === "ClassSelector");
  if (cls?.type === "ClassSelector") return { kind: "class", name: cls.name };
  const type = compound.find((n) => n.type === "TypeSelector");
  if (type?.type === "TypeSelector" && /^[^|*]+$/.test(type.name)) {
    return { kind: "tag", name: type.name.toLowerCase() };
  }
  return { kind: "universal" };
}

function isPseudoElement(node: CssNode): boolean {
  return node.type === "PseudoElementSelector" ||
    (node.type === "PseudoClassSelector" && LEGACY_PSEUDO_ELEMENTS.has(node.name.toLowerCase()));
}

/** Compiles selector text with css-select; null when css-select does not support it. */
export type SelectorCompiler = (text: string) => ((element: Element) => boolean) | null;

/** A compiler that compiles each distinct selector text once. */
export function createSelectorCompiler(): SelectorCompiler {
  const cache = new Map<string, ((element: Element) => boolean) | null>();
  return (text) => {
    let fn = cache.get(text);
    if (fn === undefined) {
      try {
        fn = compile<Element, Element>(text, { xmlMode: false, pseudos: PSEUDO_CLASSES });
      } catch {
        fn = null;
      }
      cache.set(text, fn);
    }
    return fn;
  };
}

/**
 * Compiles a rule's selector list. Returns null when any selector is invalid or unsupported,
 * which invalidates the whole rule (Selectors 4 §3.1). Selectors ending in another
 * pseudo-element (::selection, ::placeholder, …) are valid but style nothing in print, so
 * they are left out.
 */
export function compileSelectorList(
  list: SelectorList,
  source: string,
  compiler: SelectorCompiler,
): CompiledSelector[] | null {
  const compiled: CompiledSelector[] = [];
  for (const selector of list.children) {
    if (selector.type !== "Selector" || !selector.loc) return null;
    const nodes = selector.children;
    const pseudoAt = nodes.findIndex(isPseudoElement);
    if (pseudoAt >= 0 && pseudoAt !== nodes.length - 1) {
      // Only user-action pseudo-classes may follow a pseudo-element; none match in print.
      continue;
    }
    const pseudoNode = pseudoAt >= 0 ? nodes[pseudoAt] : null;
    const pseudoName = pseudoNode && "name" in pseudoNode ? pseudoNode.name.toLowerCase() : null;
    const start = selector.loc.start.offset;
    const end = pseudoNode?.loc ? pseudoNode.loc.start.offset : selector.loc.end.offset;
    const text = source.slice(start, end).trim();
    // `::before` alone, or `a > ::before`, means "any element" there.
    const match = compiler(text === "" || /[>+~]$/.test(text) ? `${text}*` : text);
    if (match === null) return null;
    if (pseudoName !== null && !PSEUDO_ELEMENTS.has(pseudoName)) continue;
    const elementPart = pseudoAt >= 0 ? nodes.slice(0, pseudoAt) : nodes;
    compiled.push({
      match,
      specificity: packSpecificity(...specificityOf(selector)),
      pseudo: pseudoName as PseudoElement | null,
      key: indexKeyOf(lastCompound(elementPart)),
    });
  }
  return compiled;
}
