/**
 * Style sharing, as browsers do it (Blink's matched-properties cache, WebKit's style sharing):
 * elements whose computed style is bound to come out the same get one StyleRecord instead of
 * a copy each. In a 10,000-row table every cell of a column has the same rules and the same
 * parent style, so thousands of cells share a handful of records.
 *
 * An element's computed values (compute.ts) are a function of its cascaded values, its
 * parent's record, whether it is the root, the document's environment, and the element itself
 * only where a computed-value step reads it. The key covers each of those:
 * - the parent's record, by identity: inherited values, `inherit`, em/ex/ch of font-size,
 *   the parent's display (flex items blockify) and the custom properties var() substitutes
 *   (CSS Variables 1 §2.2: they inherit, so they come from the parent's record alone);
 * - the matched rules in cascade order, by their position in the rule index (which also fixes
 *   their origin and specificity): with the two below, everything the cascade reads (CSS
 *   Cascade 4 §6). Selectors that look at attributes, siblings or position (:nth-child, [x])
 *   are covered too, as they only decide which rules match. Rules for pseudo-elements are in
 *   the list, so an element's ::before/::marker/::first-line cascade is shared with it;
 * - the style attribute's text, which parses to the same declarations every time;
 * - the presentational hints (HTML §15.3.1), by value, as they come from attributes of the
 *   element and of its table;
 * - not the root: rem on the root refers to its own font size and its display is blockified
 *   (CSS Values 4 §6.1.1, CSS Display 3 §2.8), so the root is never shared;
 * - the environment (viewport, root font size, font metrics) is fixed per document, and so per
 *   cache.
 * What reads the element itself is attr() in `content` (CSS Values 5 §7.7) — also inside a
 * target function (GCPM) — or in `string-set`, on the element or
 * on any of its pseudo-elements, which are computed from the shared cascade: an element with
 * such a declaration, written directly or through var() (whose substitution may produce
 * attr()), is not shared. Display only asks whether there is an element, which all have.
 */
import type { MatchedRule } from "./cascade.ts";
import { type Declared, PendingSubstitution } from "./declarations.ts";
import { INTERNAL_PROPERTIES } from "./properties.ts";
import { readsAttribute } from "./gcpm_content.ts";

const CONTENT = INTERNAL_PROPERTIES.content;
const STRING_SET = INTERNAL_PROPERTIES.stringSet;

const readsElementCache = new WeakMap<readonly Declared[], boolean>();

/** Whether a declaration block sets `content` to attr() (or to a var() that might be one). */
export function readsElement(declarations: readonly Declared[]): boolean {
  let reads = readsElementCache.get(declarations);
  if (reads === undefined) {
    reads = declarations.some((d) =>
      "property" in d && (d.property === CONTENT || d.property === STRING_SET) &&
      (d.value instanceof PendingSubstitution || readsAttribute(d.value))
    );
    readsElementCache.set(declarations, reads);
  }
  return reads;
}

class Unshareable extends Error {}

/**
 * Hint values are plain data (keywords, lengths, colours, lists); anything else (a class
 * instance, undefined, a number JSON cannot spell) might serialize ambiguously, and the
 * element is then not shared rather than risk sharing a wrong style.
 */
function plainData(_key: string, value: unknown): unknown {
  if (value === undefined || (typeof value === "number" && !Number.isFinite(value))) {
    throw new Unshareable();
  }
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) throw new Unshareable();
  }
  return value;
}

/**
 * The key under which an element's style may be shared among elements with the same parent
 * record, or null when the element's style is its own (see the module comment for why these
 * inputs are complete).
 */
export function sharingKey(
  matched: readonly MatchedRule[],
  inlineText: string,
  hints: readonly Declared[],
): string | null {
  if (matched.some((m) => readsElement(m.declarations))) return null;
  try {
    return JSON.stringify(
      [
        // A scoped rule's proximity orders it among the others (CSS Cascade 6 §6.1).
        matched.map((m) => m.scope ? [m.order, m.proximity] : m.order),
        inlineText,
        hints.map((d) => ["custom" in d ? d.custom : d.property.id, d.value, d.important]),
      ],
      plainData,
    );
  } catch (error) {
    if (error instanceof Unshareable) return null;
    throw error;
  }
}

/** Values shared per (parent record, sharing key). */
export class StyleSharingCache<T> {
  readonly #byParent = new Map<object, Map<string, T>>();

  get(parent: object, key: string): T | undefined {
    return this.#byParent.get(parent)?.get(key);
  }

  set(parent: object, key: string, value: T): void {
    let byKey = this.#byParent.get(parent);
    if (!byKey) this.#byParent.set(parent, byKey = new Map());
    byKey.set(key, value);
  }
}
