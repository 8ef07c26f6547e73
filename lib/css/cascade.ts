/**
 * The cascade (CSS Cascade 4 §6): for one element, the declarations of matching rules ordered
 * by origin and importance (UA normal < author normal < author !important < UA !important),
 * then specificity, then order of appearance; the style attribute beats every author
 * selector (§6.2.1), and presentational hints come before every author rule (HTML §15.3.1).
 * `revert` rolls an author declaration back to the user-agent origin's value (CSS Cascade 5
 * §7.3.3). Rules are indexed by their rightmost compound's id, class or type so an element is
 * only tested against rules that can match it.
 */
import type { Element, ParentNode } from "domhandler";
import { type Declared, isCssWide, UNSET } from "./declarations.ts";
import { CASCADE_SLOTS, isFlowRelativeSlot } from "./logical.ts";
import { type CompiledSelector, MatchContext, type PseudoElement } from "./selectors.ts";
import type { StyleRule } from "./stylesheet.ts";
import type { CustomValue } from "./variables.ts";

export type Origin = "user-agent" | "author";

export interface Cascaded {
  /** Winning specified values by property id (sparse: no entry, no declaration). */
  readonly values: readonly unknown[];
  /** The user-agent origin's winning values by property id: what `revert` rolls back to. */
  readonly userAgent: readonly unknown[];
  /**
   * Each slot's write position, once a flow-relative longhand is declared (null before): which
   * of it and its physical counterpart came later (logical.ts). Per origin, for `revert`.
   */
  readonly order?: readonly number[] | null;
  readonly userAgentOrder?: readonly number[] | null;
  /** Winning custom property values by name; null when none are declared (the common case). */
  readonly custom: ReadonlyMap<string, CustomValue> | null;
}

export const NOTHING_CASCADED: Cascaded = { values: [], userAgent: [], custom: null };

/** One selector of a rule, as indexed. */
export interface MatchedRule {
  readonly selector: CompiledSelector;
  readonly declarations: readonly Declared[];
  /** 0 user agent, 1 author. */
  readonly origin: number;
  /** Position in the index, unique per selector: which rule this is, for style sharing. */
  readonly order: number;
}

export interface ElementCascade {
  element: Cascaded;
  /**
   * Cascaded values of a pseudo-element of the element, null when no rule targets it;
   * resolved on request, as most are never asked for (the UA's ::marker rule matches all).
   */
  pseudo(target: PseudoElement): Cascaded | null;
}

const ASCII_WHITESPACE = /[\t\n\f\r ]+/;

export class RuleIndex {
  readonly #byId = new Map<string, MatchedRule[]>();
  readonly #byClass = new Map<string, MatchedRule[]>();
  readonly #byTag = new Map<string, MatchedRule[]>();
  readonly #universal: MatchedRule[] = [];
  /** Memos of the document being matched (sibling indices, languages, form states). */
  readonly #contexts = new WeakMap<ParentNode, MatchContext>();

  /** Sheets in cascade order of appearance (UA first). */
  constructor(sheets: ReadonlyArray<{ origin: Origin; rules: readonly StyleRule[] }>) {
    let order = 0;
    for (const { origin, rules } of sheets) {
      for (const rule of rules) {
        for (const selector of rule.selectors) {
          const entry = {
            selector,
            declarations: rule.declarations,
            origin: origin === "author" ? 1 : 0,
            order: order++,
          };
          const { key } = selector;
          if (key.kind === "universal") this.#universal.push(entry);
          else {
            const map = key.kind === "id"
              ? this.#byId
              : key.kind === "class"
              ? this.#byClass
              : this.#byTag;
            // Ids and classes match case-insensitively in quirks mode: their buckets are
            // case-folded, and the selector itself decides.
            const name = key.kind === "tag" ? key.name : key.name.toLowerCase();
            const bucket = map.get(name);
            if (bucket) bucket.push(entry);
            else map.set(name, [entry]);
          }
        }
      }
    }
  }

  /**
   * The rules whose selector matches the element (its own and its pseudo-elements'), in
   * ascending cascade precedence.
   */
  match(element: Element): readonly MatchedRule[] {
    const candidates: MatchedRule[][] = [this.#universal];
    const id = element.attribs.id;
    if (id) candidates.push(this.#byId.get(id.toLowerCase()) ?? []);
    const classes = element.attribs.class;
    if (classes) {
      for (const name of new Set(classes.toLowerCase().split(ASCII_WHITESPACE))) {
        if (name) candidates.push(this.#byClass.get(name) ?? []);
      }
    }
    candidates.push(this.#byTag.get(element.name.toLowerCase()) ?? []);
    const context = this.#contextOf(element);
    const matched: MatchedRule[] = [];
    for (const bucket of candidates) {
      for (const entry of bucket) if (entry.selector.match(element, context)) matched.push(entry);
    }
    return matched.sort((a, b) =>
      a.origin - b.origin || a.selector.specificity - b.selector.specificity || a.order - b.order
    );
  }

  #contextOf(element: Element): MatchContext {
    let root: ParentNode = element;
    while (root.parent) root = root.parent;
    let context = this.#contexts.get(root);
    if (!context) this.#contexts.set(root, context = new MatchContext(root));
    return context;
  }

  /**
   * Cascades an element from the rules it matched; `inline` holds its style attribute's
   * declarations and `hints` its presentational hints.
   */
  cascade(
    matched: readonly MatchedRule[],
    inline: readonly Declared[],
    hints: readonly Declared[] = [],
  ): ElementCascade {
    const own = matched.filter((entry) => entry.selector.pseudo === null);
    return {
      element: resolve(own, inline, hints),
      pseudo(target) {
        const entries = matched.filter((entry) => entry.selector.pseudo === target);
        return entries.length > 0 ? resolve(entries, [], []) : null;
      },
    };
  }
}

const USER_AGENT = 0;
const AUTHOR = 1;

/** Applies declarations from lowest to highest precedence; the last write wins. */
function resolve(
  entries: readonly MatchedRule[],
  inline: readonly Declared[],
  hints: readonly Declared[],
): Cascaded {
  const target = new CascadeTarget();
  for (const e of entries) {
    if (e.origin === USER_AGENT) target.apply(e.declarations, false, USER_AGENT);
  }
  target.userAgentDone();
  target.apply(hints, false, AUTHOR);
  for (const e of entries) if (e.origin === AUTHOR) target.apply(e.declarations, false, AUTHOR);
  target.apply(inline, false, AUTHOR);
  for (const e of entries) if (e.origin === AUTHOR) target.apply(e.declarations, true, AUTHOR);
  target.apply(inline, true, AUTHOR);
  for (const e of entries) {
    if (e.origin === USER_AGENT) target.apply(e.declarations, true, USER_AGENT);
  }
  const { values, userAgent, order, userAgentOrder, custom } = target;
  return { values, userAgent, order, userAgentOrder, custom };
}

/** The values being cascaded, and the user-agent origin's alone for `revert`. */
class CascadeTarget {
  // Preallocated: writes at scattered ids into an empty array would make it a slow sparse one.
  readonly values: unknown[] = new Array(CASCADE_SLOTS);
  userAgent: readonly unknown[] = [];
  custom: Map<string, CustomValue> | null = null;
  order: number[] | null = null;
  userAgentOrder: number[] | null = null;
  #writes = 0;

  /** Called once the user-agent normal declarations are applied, before any author one. */
  userAgentDone() {
    this.userAgent = this.values.slice();
    this.userAgentOrder = this.order?.slice() ?? null;
  }

  #write(id: number, value: unknown) {
    this.values[id] = value;
    // A plain array: typed arrays this size are several times slower to allocate.
    if (this.order === null && isFlowRelativeSlot(id)) this.order = Array(CASCADE_SLOTS).fill(0);
    if (this.order !== null) this.order[id] = ++this.#writes;
  }

  apply(declarations: readonly Declared[], important: boolean, origin: number) {
    for (const d of declarations) {
      if (d.important !== important) continue;
      const revert = isCssWide(d.value) && d.value.cssWide === "revert";
      if ("custom" in d) {
        // No user-agent sheet declares custom properties: revert leaves none declared.
        this.custom ??= new Map();
        if (revert) this.custom.delete(d.custom);
        else this.custom.set(d.custom, d.value);
      } else {
        // In the user-agent origin revert acts as unset (CSS Cascade 5 §7.3.3); an author's
        // is resolved when computed, where a flow-relative longhand's side is known.
        this.#write(d.property.id, revert && origin !== AUTHOR ? UNSET : d.value);
      }
    }
  }
}

/** Cascaded values of a bare declaration list (a style attribute on no element). */
export function cascadeDeclarations(declarations: readonly Declared[]): Cascaded {
  return resolve([], declarations, []);
}
