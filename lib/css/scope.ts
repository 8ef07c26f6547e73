/**
 * @scope (CSS Cascade 6 §2): rules that style only the elements between a scoping root and
 * its scoping limits, and the root's distance to the element for the cascade's scope
 * proximity step (§6.1, after specificity and before order of appearance, as in Chromium).
 *
 * `@scope (.card) to (.content) { img { … } }` styles an `img` that is an inclusive descendant
 * of a `.card` (a root) and not an inclusive descendant of a `.content` inside that card (a
 * limit). Inside the rule `:scope` is the root, and so is `&`, which counts for nothing (as
 * Chromium's `:where(:scope)`); a selector with neither is relative to the root, `img` being
 * `:scope img`. The root and limit selectors are matched with `:scope` standing for the
 * enclosing @scope's root; an @scope inside a style rule takes its root relative to `&`. One
 * without a prelude scopes to its <style>'s parent, even inside a style rule (Chromium).
 */
import type { Element, ParentNode } from "domhandler";
import { scanCss, TOKEN_TYPE as T } from "./csstree.ts";
import {
  type MatchContext,
  type Matcher,
  type Nesting,
  nestingOf,
  parseSelectorList,
} from "./selectors.ts";
import { MemoKey } from "./selectors/context.ts";

export interface Scope {
  /** The @scope this one is nested in: its roots must be in that one's scope. */
  readonly parent: Scope | null;
  /** Whether a node is a scoping root, with `:scope` standing for the parent scope's root. */
  readonly start: (node: ParentNode, context: MatchContext) => boolean;
  /** Whether an element is a scoping limit, with `:scope` standing for the root. */
  readonly end: Matcher | null;
}

/** `&` directly inside @scope: the scoping root, with no specificity. */
export const SCOPE_NESTING: Nesting = {
  match: (element, context) => element === context.scopeRoot,
  specificity: [0, 0, 0],
};

/** Where an @scope rule stands: what its preludes' `&` means and the enclosing scope. */
export interface ScopeSetting {
  /** `&` of the enclosing style rule; null when the @scope is not inside one. */
  nesting: Nesting | null;
  parent: Scope | null;
  /** The root of an @scope without a prelude: its <style>'s parent; null for the document. */
  implicitRoot: ParentNode | null;
}

/** An @scope prelude `[(<scope-start>)]? [to (<scope-end>)]?`; null when it is invalid. */
export function parseScope(prelude: string, setting: ScopeSetting): Scope | null {
  const parts = preludeParts(prelude);
  if (parts === null) return null;
  const { nesting, parent, implicitRoot } = setting;
  let start: Scope["start"];
  if (parts.start !== null) {
    // Inside another @scope the start is relative to its root, even from a style rule within
    // it (Chromium); inside a style rule elsewhere, to `&`.
    const outer = parent ? SCOPE_NESTING : nesting;
    const match = compileList(parts.start, outer, parent !== null);
    if (match === null) return null;
    start = (node, context) => node.type === "tag" && match(node as Element, context);
  } else {
    start = implicitRoot ? (node) => node === implicitRoot : (node) => node.parent === null;
  }
  let end: Matcher | null = null;
  if (parts.end !== null) {
    end = compileList(parts.end, SCOPE_NESTING, true);
    if (end === null) return null;
  }
  return { parent, start, end };
}

/** A selector list of a prelude, relative to `nesting` when given; null when invalid. */
function compileList(text: string, nesting: Nesting | null, scoped: boolean): Matcher | null {
  const parsed = parseSelectorList(text, { nested: nesting !== null, scoped });
  if (parsed === null || parsed.selectors.length === 0) return null;
  return nestingOf(parsed.selectors, nesting).match;
}

/** The texts inside the prelude's parentheses; null when it has anything else. */
function preludeParts(prelude: string): { start: string | null; end: string | null } | null {
  const parts: Array<{ block: string } | { word: string }> = [];
  let depth = 0;
  let open = 0;
  let valid = true;
  scanCss(prelude, (type, startAt, endAt) => {
    if (depth > 0) {
      if (type === T.LeftParenthesis || type === T.Function) depth++;
      else if (type === T.RightParenthesis && --depth === 0) {
        parts.push({ block: prelude.slice(open, startAt) });
      }
    } else if (type === T.LeftParenthesis) {
      depth = 1;
      open = endAt;
    } else if (type === T.Ident) {
      parts.push({ word: prelude.slice(startAt, endAt).toLowerCase() });
    } else if (type !== T.WhiteSpace && type !== T.Comment) {
      valid = false;
    }
  });
  if (!valid || depth > 0) return null;
  const [first, ...rest] = parts;
  const start = first && "block" in first ? first.block : null;
  const tail = start === null ? parts : rest;
  if (tail.length === 0) return { start, end: null };
  const [to, end] = tail;
  if (tail.length !== 2 || !("word" in to) || to.word !== "to" || !("block" in end)) return null;
  return { start, end: end.block };
}

/** A scoping root of an element and how many generations up it is. */
export interface ScopeRoot {
  readonly root: ParentNode;
  readonly hops: number;
}

/**
 * The scoping roots a node is in scope of, nearest first, as a list that a node shares with its
 * parent's where nothing changes: a node's roots are its parent's less those it limits, and
 * itself when it matches the start. Working this out once per node from its parent's keeps a
 * document's scoping linear in its depth (an element 2,000 generations deep has that many
 * ancestors to test, which the walk per element tested again for every element).
 */
interface RootList {
  readonly root: ParentNode;
  /** The root's depth in the tree: an element's hops to it are their difference. */
  readonly depth: number;
  /**
   * In an @scope nested in another, the enclosing scope's roots whose `:scope` the start
   * matched with; null at the top level.
   */
  readonly via: readonly ParentNode[] | null;
  readonly next: RootList | null;
}

interface InScope {
  readonly depth: number;
  readonly roots: RootList | null;
}

/** Each scope's InScope per node of a document, kept with the document's match context. */
const IN_SCOPE = new MemoKey<Map<Scope, Map<ParentNode, InScope>>>();

/**
 * The scoping roots an element is in scope of, nearest first (§2.2): inclusive ancestors that
 * match the start (with a root of the parent scope as `:scope`) and have no limit between
 * them and the element. Listed lazily, as often as asked: the cascade usually needs only the
 * nearest.
 */
export function scopeRoots(
  scope: Scope,
  element: Element,
  context: MatchContext,
): Iterable<ScopeRoot> {
  const { depth, roots } = inScope(scope, element, context);
  // A nested scope's roots count only through enclosing roots the element is in scope of.
  let outer: Set<ParentNode> | null = null;
  const counts = (r: RootList) => {
    if (r.via === null) return true;
    outer ??= new Set(Array.from(scopeRoots(scope.parent!, element, context), (o) => o.root));
    return r.via.some((o) => outer!.has(o));
  };
  return {
    *[Symbol.iterator]() {
      for (let r = roots; r !== null; r = r.next) {
        if (counts(r)) yield { root: r.root, hops: depth - r.depth };
      }
    },
  };
}

function inScope(scope: Scope, node: ParentNode, context: MatchContext): InScope {
  const perScope = context.memo(IN_SCOPE, context.root, () => new Map());
  let table = perScope.get(scope);
  if (!table) perScope.set(scope, table = new Map());
  // From the nearest ancestor already known down to the node, each from its parent's.
  const pending: ParentNode[] = [];
  for (let n: ParentNode | null = node; n !== null && !table.has(n); n = n.parent) {
    pending.push(n);
  }
  for (let i = pending.length - 1; i >= 0; i--) {
    const n = pending[i];
    const above = n.parent ? table.get(n.parent)! : { depth: -1, roots: null };
    table.set(n, nodeInScope(scope, n, above, context));
  }
  return table.get(node)!;
}

/** A node's roots from its parent's (`above`): less those it limits, plus itself. */
function nodeInScope(
  scope: Scope,
  node: ParentNode,
  above: InScope,
  context: MatchContext,
): InScope {
  const depth = above.depth + 1;
  let roots = withoutLimited(scope, above.roots, node, context);
  const via = startedVia(scope, node, context);
  if (via !== undefined && !isLimit(scope, node, node, context)) {
    roots = { root: node, depth, via, next: roots };
  }
  return { depth, roots };
}

/**
 * Whether the node is a scoping root: undefined when not; else null at the top level, or the
 * enclosing scope's roots (of the node) that its start matched with as `:scope`.
 */
function startedVia(
  scope: Scope,
  node: ParentNode,
  context: MatchContext,
): readonly ParentNode[] | null | undefined {
  if (scope.parent === null) {
    return withScopeRoot(context, null, () => scope.start(node, context)) ? null : undefined;
  }
  const via: ParentNode[] = [];
  for (let o = inScope(scope.parent, node, context).roots; o !== null; o = o.next) {
    if (withScopeRoot(context, o.root, () => scope.start(node, context))) via.push(o.root);
  }
  return via.length > 0 ? via : undefined;
}

/** The roots less those that `node` is a scoping limit of (sharing the unchanged tail). */
function withoutLimited(
  scope: Scope,
  roots: RootList | null,
  node: ParentNode,
  context: MatchContext,
): RootList | null {
  if (roots === null || scope.end === null) return roots;
  const next = withoutLimited(scope, roots.next, node, context);
  if (isLimit(scope, node, roots.root, context)) return next;
  return next === roots.next ? roots : { ...roots, next };
}

/** Whether `node` is a scoping limit of `root` (the end selector, with `root` as `:scope`). */
function isLimit(scope: Scope, node: ParentNode, root: ParentNode, context: MatchContext) {
  const end = scope.end;
  if (end === null || node.type !== "tag") return false;
  return withScopeRoot(context, root, () => end(node as Element, context));
}

/**
 * How near the scoping root through which a scoped selector matches the element is, in
 * generations (its scope proximity); null when it matches through none.
 */
export function scopeProximity(
  roots: Iterable<ScopeRoot>,
  match: Matcher,
  element: Element,
  context: MatchContext,
): number | null {
  for (const { root, hops } of roots) {
    if (withScopeRoot(context, root, () => match(element, context))) return hops;
  }
  return null;
}

function withScopeRoot<T>(context: MatchContext, root: ParentNode | null, run: () => T): T {
  const saved = context.scopeRoot;
  context.scopeRoot = root;
  try {
    return run();
  } finally {
    context.scopeRoot = saved;
  }
}
