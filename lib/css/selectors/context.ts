/**
 * What matching needs to know about the document beyond one element: whether it is in quirks
 * mode (class and id selectors then match ASCII case-insensitively, HTML §2.3.3 / Selectors 4
 * §6.7) and memos of answers that cost a walk, filled on first use: an element's index among
 * its siblings (as Blink's nth-index cache, so `tr:nth-child(odd)` over a 10,000-row table
 * stays linear), its language, its directionality, the checked radio of each group.
 * A context belongs to one document as it stands; styling a changed tree needs a new one.
 */
import { type AnyNode, type Document, type Element, isTag, type ParentNode } from "domhandler";
import { rootOf } from "./dom.ts";

/** A compiled selector (or part of one): whether it matches an element of the context's tree. */
export type Matcher = (element: Element, context: MatchContext) => boolean;

/** A memo table of one kind of answer, keyed by node; see MatchContext.memo. */
export class MemoKey<T> {
  declare readonly _type: T;
}

interface Position {
  index: number;
  count: number;
}

export class MatchContext {
  readonly root: ParentNode;
  readonly quirks: boolean;
  /** The element a :has() argument is anchored at while it is being matched. */
  hasAnchor: Element | null = null;
  /**
   * The scoping root `:scope` (and `&` directly in @scope) stands for while a rule of an
   * @scope is matched (CSS Cascade 6 §2.3); null elsewhere, where `:scope` is the root.
   */
  scopeRoot: ParentNode | null = null;
  readonly #positions = new Map<Element, Position>();
  readonly #typePositions = new Map<Element, Position>();
  readonly #memos = new Map<MemoKey<unknown>, Map<ParentNode, unknown>>();

  constructor(root: ParentNode) {
    this.root = root;
    this.quirks = root.type === "root" && (root as Document)["x-mode"] === "quirks";
  }

  /** 1-based index among the element siblings, and their number. */
  position(element: Element): Position {
    let position = this.#positions.get(element);
    if (!position) {
      this.#index(element, this.#positions, () => "");
      position = this.#positions.get(element)!;
    }
    return position;
  }

  /** 1-based index among the element siblings of the same type, and their number. */
  typePosition(element: Element): Position {
    let position = this.#typePositions.get(element);
    if (!position) {
      this.#index(element, this.#typePositions, (e) => `${e.namespace} ${e.name}`);
      position = this.#typePositions.get(element)!;
    }
    return position;
  }

  /** Records the position of every sibling of `element` at once, grouped by `group`. */
  #index(element: Element, into: Map<Element, Position>, group: (e: Element) => string) {
    const siblings: AnyNode[] = element.parent?.children ?? [element];
    const groups = new Map<string, Position[]>();
    for (const sibling of siblings) {
      if (!isTag(sibling)) continue;
      const key = group(sibling);
      let members = groups.get(key);
      if (!members) groups.set(key, members = []);
      const position = { index: members.length + 1, count: 0 };
      members.push(position);
      into.set(sibling, position);
    }
    for (const members of groups.values()) {
      for (const position of members) position.count = members.length;
    }
  }

  /** The memoised answer for a node (an element, or the root for the document's) in `table`. */
  memo<T>(table: MemoKey<T>, node: ParentNode, compute: () => T): T {
    let answers = this.#memos.get(table) as Map<ParentNode, T> | undefined;
    if (!answers) this.#memos.set(table, answers = new Map());
    if (answers.has(node)) return answers.get(node)!;
    const value = compute();
    answers.set(node, value);
    return value;
  }
}

/** A fresh context for the document (or detached tree) an element is in. */
export function matchContextOf(element: Element): MatchContext {
  return new MatchContext(rootOf(element));
}
