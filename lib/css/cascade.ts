/**
 * The cascade (CSS Cascade 4 §6): for one element, the declarations of matching rules ordered
 * by origin and importance (UA normal < author normal < author !important < UA !important),
 * then specificity, then order of appearance; the style attribute beats every author
 * selector (§6.2.1). Rules are indexed by their rightmost compound's id, class or type so
 * an element is only tested against rules that can match it.
 */
import type { Element } from "domhandler";
import type { Declared } from "./declarations.ts";
import type { CompiledSelector, PseudoElement } from "./selectors.ts";
import type { StyleRule } from "./stylesheet.ts";

export type Origin = "user-agent" | "author";

/** Winning specified values by property id (sparse: no entry, no declaration). */
export type Cascaded = readonly unknown[];

interface Entry {
  selector: CompiledSelector;
  declarations: readonly Declared[];
  /** 0 user agent, 1 author. */
  origin: number;
  order: number;
}

export interface ElementCascade {
  element: Cascaded;
  /** Cascaded values of ::before / ::after, when any rule targets them. */
  pseudo: Partial<Record<PseudoElement, Cascaded>>;
}

const ASCII_WHITESPACE = /[\t\n\f\r ]+/;

export class RuleIndex {
  readonly #byId = new Map<string, Entry[]>();
  readonly #byClass = new Map<string, Entry[]>();
  readonly #byTag = new Map<string, Entry[]>();
  readonly #universal: Entry[] = [];

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
            const bucket = map.get(key.name);
            if (bucket) bucket.push(entry);
            else map.set(key.name, [entry]);
          }
        }
      }
    }
  }

  /** Entries whose selector matches the element, in ascending cascade precedence. */
  #matching(element: Element): Entry[] {
    const candidates: Entry[][] = [this.#universal];
    const id = element.attribs.id;
    if (id) candidates.push(this.#byId.get(id) ?? []);
    const classes = element.attribs.class;
    if (classes) {
      for (const name of new Set(classes.split(ASCII_WHITESPACE))) {
        if (name) candidates.push(this.#byClass.get(name) ?? []);
      }
    }
    candidates.push(this.#byTag.get(element.name.toLowerCase()) ?? []);
    const matched: Entry[] = [];
    for (const bucket of candidates) {
      for (const entry of bucket) if (entry.selector.match(element)) matched.push(entry);
    }
    return matched.sort((a, b) =>
      a.origin - b.origin || a.selector.specificity - b.selector.specificity || a.order - b.order
    );
  }

  /** Cascades an element; `inline` holds its style attribute's declarations. */
  cascade(element: Element, inline: readonly Declared[]): ElementCascade {
    const own: Entry[] = [];
    const pseudo: Partial<Record<PseudoElement, Entry[]>> = {};
    for (const entry of this.#matching(element)) {
      const target = entry.selector.pseudo;
      if (target === null) own.push(entry);
      else (pseudo[target] ??= []).push(entry);
    }
    const result: ElementCascade = { element: resolve(own, inline), pseudo: {} };
    for (const [target, entries] of Object.entries(pseudo) as Array<[PseudoElement, Entry[]]>) {
      result.pseudo[target] = resolve(entries, []);
    }
    return result;
  }
}

/** Applies declarations from lowest to highest precedence; the last write wins. */
function resolve(entries: readonly Entry[], inline: readonly Declared[]): Cascaded {
  const values: unknown[] = [];
  for (const e of entries) apply(values, e.declarations, false);
  apply(values, inline, false);
  for (const e of entries) if (e.origin === 1) apply(values, e.declarations, true);
  apply(values, inline, true);
  for (const e of entries) if (e.origin === 0) apply(values, e.declarations, true);
  return values;
}

function apply(values: unknown[], declarations: readonly Declared[], important: boolean) {
  for (const d of declarations) if (d.important === important) values[d.property.id] = d.value;
}

/** Cascaded values of a bare declaration list (a style attribute on no element). */
export function cascadeDeclarations(declarations: readonly Declared[]): Cascaded {
  return resolve([], declarations);
}
