/**
 * Presentational hints (HTML §15.3.1): attributes HTML maps to CSS, cascaded as author
 * declarations of specificity zero before every author rule. These are the list attributes
 * of HTML §15.3.8: `<ol start>` and `<li value>` through the list-item counter (CSS Lists 3
 * §4.6), and `type` on ol, ul and li as list-style-type.
 */
import type { Element } from "domhandler";
import { LIST_ITEM_COUNTER } from "./counters.ts";
import type { Declared } from "./declarations.ts";
import { STYLE_PROPERTIES as P } from "./properties.ts";
import type { Property } from "./property.ts";

/** ol/li `type` values, matched case-sensitively (`a` and `A` differ). */
const ORDERED_TYPES: Readonly<Record<string, string>> = {
  "1": "decimal",
  a: "lower-alpha",
  A: "upper-alpha",
  i: "lower-roman",
  I: "upper-roman",
};

/** ul/li `type` values, matched ASCII case-insensitively. */
const UNORDERED_TYPES: ReadonlySet<string> = new Set(["none", "disc", "circle", "square"]);

/** HTML's "rules for parsing integers" (§2.3.4.1): leading digits after whitespace, a sign. */
export function parseHtmlInteger(text: string | undefined): number | null {
  const match = text?.match(/^[\t\n\f\r ]*([+-]?\d+)/);
  if (!match) return null;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) ? n : null;
}

function declared(property: Property, value: unknown): Declared {
  return { property, value, important: false };
}

function listStyleTypeHint(element: Element, ordered: boolean, unordered: boolean): Declared[] {
  const type = element.attribs.type;
  if (type === undefined) return [];
  if (ordered && Object.hasOwn(ORDERED_TYPES, type)) {
    return [declared(P.listStyleType, ORDERED_TYPES[type])];
  }
  const lower = type.toLowerCase();
  return unordered && UNORDERED_TYPES.has(lower) ? [declared(P.listStyleType, lower)] : [];
}

/**
 * The element's presentational hints. `<ol reversed>` is not handled: it needs the
 * `reversed()` counters of CSS Lists 3 §4.4.2, so such a list counts up.
 */
export function presentationalHints(element: Element): Declared[] {
  switch (element.name) {
    case "ol": {
      const start = parseHtmlInteger(element.attribs.start);
      const reset = start === null || "reversed" in element.attribs
        ? []
        : [declared(P.counterReset, [{ name: LIST_ITEM_COUNTER, value: start - 1 }])];
      return [...reset, ...listStyleTypeHint(element, true, false)];
    }
    case "ul":
      return listStyleTypeHint(element, false, true);
    case "li": {
      const value = parseHtmlInteger(element.attribs.value);
      const set = value === null
        ? []
        : [declared(P.counterSet, [{ name: LIST_ITEM_COUNTER, value }])];
      return [...set, ...listStyleTypeHint(element, true, true)];
    }
    default:
      return [];
  }
}
