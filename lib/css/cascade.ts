/**
 * The cascade (CSS Cascade 5 §6, Cascade 6 §6.1): for one element, the declarations of
 * matching rules ordered by origin and importance (UA normal < author normal < author
 * !important < UA !important), then cascade layer (later layers win, unlayered rules last;
 * for !important the order reverses), then specificity, then scope proximity (the rule whose
 * @scope root is fewer generations up wins; unscoped rules lose), then order of appearance.
 * The style attribute beats every author rule of its importance, layered or not (§6.2.1),
 * and presentational hints come before every author rule (HTML §15.3.1). `revert` rolls an
 * author declaration back to the user-agent origin's value (§7.3.3), `revert-layer` to the
 * value before its layer (§7.3.4): the hints, the style attribute and each layer of an
 * origin count as layers here, as in Chromium. Rules are indexed by their rightmost
 * compound's id, class or type so an element is only tested against rules that can match it.
 */
import type { Element, ParentNode } from "domhandler";
import type { ContainerQuery } from "./container.ts";
import { type Declared, isCssWide, UNSET } from "./declarations.ts";
import { CASCADE_SLOTS, isFlowRelativeSlot } from "./logical.ts";
import { type Scope, scopeProximity, type ScopeRoot, scopeRoots } from "./scope.ts";
import { type CompiledSelector, MatchContext, type PseudoElement, rootOf } from "./selectors.ts";
import type { FlatRule } from "./stylesheet.ts";
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
  /** Cascade layer, numbered within the origin from the lowest (layers.ts). */
  readonly layer: number;
  /** The @scope of the rule; null for most. */
  readonly scope: Scope | null;
  /**
   * Generations from the scoping root the rule matched through to the element; Infinity for
   * rules outside @scope.
   */
  readonly proximity: number;
  /** The conditions of the @container rules the rule is in; null for most. */
  readonly containers: readonly ContainerQuery[] | null;
}

/** Whether an element's query container satisfies a condition (container.ts). */
export type ContainerTest = (query: ContainerQuery) => boolean;

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
  constructor(sheets: ReadonlyArray<{ origin: Origin; rules: readonly FlatRule[] }>) {
    let order = 0;
    for (const { origin, rules } of sheets) {
      for (const rule of rules) {
        for (const selector of rule.selectors) {
          const entry = {
            selector,
            declarations: rule.declarations,
            origin: origin === "author" ? 1 : 0,
            order: order++,
            layer: rule.layer,
            scope: rule.scope,
            proximity: Infinity,
            containers: rule.containers ?? null,
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
   * ascending cascade precedence; those in @container only where `inContainer` says their
   * conditions hold.
   */
  match(element: Element, inContainer: ContainerTest = () => false): readonly MatchedRule[] {
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
    const holds = (entry: MatchedRule) =>
      entry.containers === null || entry.containers.every(inContainer);
    const matched: MatchedRule[] = [];
    let roots: Map<Scope, Iterable<ScopeRoot>> | null = null;
    for (const bucket of candidates) {
      for (const entry of bucket) {
        if (entry.scope === null) {
          if (entry.selector.match(element, context) && holds(entry)) matched.push(entry);
          continue;
        }
        roots ??= new Map();
        let inScopeOf = roots.get(entry.scope);
        if (!inScopeOf) {
          roots.set(entry.scope, inScopeOf = scopeRoots(entry.scope, element, context));
        }
        const proximity = scopeProximity(inScopeOf, entry.selector.match, element, context);
        if (proximity !== null && holds(entry)) matched.push({ ...entry, proximity });
      }
    }
    return matched.sort(byPrecedence);
  }

  #contextOf(element: Element): MatchContext {
    const root = rootOf(element);
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

/** Ascending precedence, for normal declarations. */
function byPrecedence(a: MatchedRule, b: MatchedRule): number {
  return a.origin - b.origin || a.layer - b.layer ||
    a.selector.specificity - b.selector.specificity ||
    (a.proximity === b.proximity ? 0 : b.proximity - a.proximity) || a.order - b.order;
}

const USER_AGENT = 0;
const AUTHOR = 1;

/** Applies declarations from lowest to highest precedence; the last write wins. */
function resolve(
  entries: readonly MatchedRule[],
  inline: readonly Declared[],
  hints: readonly Declared[],
): Cascaded {
  const target = new CascadeTarget(
    hasRevertLayer(inline) || entries.some((e) => hasRevertLayer(e.declarations)),
  );
  const userAgentRules = entries.filter((e) => e.origin === USER_AGENT);
  const author = entries.filter((e) => e.origin === AUTHOR);
  // !important reverses the layer order (§6.4.4); the sort is stable, keeping the rest.
  const layered = author.length > 0 && author[0].layer !== author[author.length - 1].layer;
  const authorImportant = layered ? [...author].sort((a, b) => b.layer - a.layer) : author;
  target.applyLayers(userAgentRules, false, USER_AGENT);
  target.userAgentDone();
  target.startLayer();
  target.apply(hints, false, AUTHOR);
  target.applyLayers(author, false, AUTHOR);
  target.startLayer();
  target.apply(inline, false, AUTHOR);
  target.applyLayers(authorImportant, true, AUTHOR);
  target.startLayer();
  target.apply(inline, true, AUTHOR);
  target.applyLayers(userAgentRules, true, USER_AGENT);
  const { values, userAgent, order, userAgentOrder, custom } = target;
  return { values, userAgent, order, userAgentOrder, custom };
}

const revertLayerCache = new WeakMap<readonly Declared[], boolean>();

function hasRevertLayer(declarations: readonly Declared[]): boolean {
  let found = revertLayerCache.get(declarations);
  if (found === undefined) {
    found = declarations.some((d) => isCssWide(d.value) && d.value.cssWide === "revert-layer");
    revertLayerCache.set(declarations, found);
  }
  return found;
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
  /**
   * For revert-layer, when a declaration has it: each slot's value and write position before
   * the current layer first wrote it, and each custom property's value.
   */
  readonly #before: Map<number, [unknown, number]> | null;
  readonly #customBefore: Map<string, CustomValue | undefined> | null;

  constructor(revertLayers: boolean) {
    this.#before = revertLayers ? new Map() : null;
    this.#customBefore = revertLayers ? new Map() : null;
  }

  /** The declarations applied next belong to another layer. */
  startLayer() {
    this.#before?.clear();
    this.#customBefore?.clear();
  }

  /** Entries in cascade order, a layer starting wherever their layer changes. */
  applyLayers(entries: readonly MatchedRule[], important: boolean, origin: number) {
    let layer = NaN;
    for (const e of entries) {
      if (e.layer !== layer) {
        this.startLayer();
        layer = e.layer;
      }
      this.apply(e.declarations, important, origin);
    }
  }

  /** Called once the user-agent normal declarations are applied, before any author one. */
  userAgentDone() {
    this.userAgent = this.values.slice();
    this.userAgentOrder = this.order?.slice() ?? null;
  }

  #write(id: number, value: unknown) {
    if (this.#before && !this.#before.has(id)) {
      this.#before.set(id, [this.values[id], this.order?.[id] ?? 0]);
    }
    this.values[id] = value;
    // A plain array: typed arrays this size are several times slower to allocate.
    if (this.order === null && isFlowRelativeSlot(id)) this.order = Array(CASCADE_SLOTS).fill(0);
    if (this.order !== null) this.order[id] = ++this.#writes;
  }

  /** Rolls a slot back to its value before the current layer. */
  #revertLayer(id: number) {
    const before = this.#before?.get(id);
    if (before === undefined) return;
    this.values[id] = before[0];
    if (this.order) this.order[id] = before[1];
  }

  #revertLayerCustom(name: string) {
    if (this.#customBefore?.has(name)) this.#setCustom(name, this.#customBefore.get(name));
  }

  #setCustom(name: string, value: CustomValue | undefined) {
    this.custom ??= new Map();
    if (this.#customBefore && !this.#customBefore.has(name)) {
      this.#customBefore.set(name, this.custom.get(name));
    }
    if (value === undefined) this.custom.delete(name);
    else this.custom.set(name, value);
  }

  apply(declarations: readonly Declared[], important: boolean, origin: number) {
    for (const d of declarations) {
      if (d.important !== important) continue;
      const wide = isCssWide(d.value) ? d.value.cssWide : null;
      // In the user-agent origin, which has no layers, revert-layer is revert.
      const revert = wide === "revert" || (wide === "revert-layer" && origin !== AUTHOR);
      if (wide === "revert-layer" && origin === AUTHOR) {
        if ("custom" in d) this.#revertLayerCustom(d.custom);
        else this.#revertLayer(d.property.id);
      } else if ("custom" in d) {
        // No user-agent sheet declares custom properties: revert leaves none declared.
        this.#setCustom(d.custom, revert ? undefined : d.value as CustomValue);
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
