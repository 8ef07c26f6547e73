/**
 * Specificity (Selectors 4 §17): (ids, classes, types). :is(), :not() and :has() count as
 * their most specific argument whether or not it is the one that matched, :where() as nothing,
 * :nth-child(An+B of S) as a pseudo-class plus S's most specific selector; Chromium counts
 * :-webkit-any() as one pseudo-class. `&` counts as the most specific selector of the parent
 * rule (CSS Nesting 1 §3) and as nothing at the top level, as in Chromium.
 */
import type { ComplexSelector, SimpleSelector } from "./ast.ts";

export type Specificity = readonly [ids: number, classes: number, types: number];

const NONE: Specificity = [0, 0, 0];
const CLASS: Specificity = [0, 1, 0];
const TYPE: Specificity = [0, 0, 1];

/** A specificity as one number, ids·2²⁰ + classes·2¹⁰ + types, each capped at 1023. */
export function packSpecificity([ids, classes, types]: Specificity): number {
  const cap = (n: number) => Math.min(n, 1023);
  return cap(ids) * 2 ** 20 + cap(classes) * 2 ** 10 + cap(types);
}

function add(a: Specificity, b: Specificity): Specificity {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}

/** The most specific of a list's selectors. */
export function maxSpecificity(
  list: readonly ComplexSelector[],
  nesting: Specificity = NONE,
): Specificity {
  let best = NONE;
  for (const selector of list) {
    const s = specificityOf(selector, nesting);
    if (packSpecificity(s) > packSpecificity(best)) best = s;
  }
  return best;
}

/** A complex selector's specificity; `nesting` is what `&` counts as. */
export function specificityOf(selector: ComplexSelector, nesting: Specificity = NONE): Specificity {
  let total = NONE;
  for (const compound of selector.compounds) {
    for (const simple of compound) total = add(total, simpleSpecificity(simple, nesting));
  }
  for (const part of selector.pseudoElements) {
    total = add(total, TYPE);
    if (part.argument) total = add(total, specificityOf(part.argument, nesting));
    for (const simple of part.after) total = add(total, simpleSpecificity(simple, nesting));
  }
  return total;
}

function simpleSpecificity(simple: SimpleSelector, nesting: Specificity): Specificity {
  switch (simple.kind) {
    case "type":
      return simple.name === "*" ? NONE : TYPE;
    case "id":
      return [1, 0, 0];
    case "nesting":
      return nesting;
    case "logical":
      if (simple.name === "where") return NONE;
      if (simple.name === "-webkit-any") return CLASS;
      return maxSpecificity(simple.list, nesting);
    case "has":
      return maxSpecificity(simple.list, nesting);
    case "nth":
      return simple.nth.of ? add(CLASS, maxSpecificity(simple.nth.of, nesting)) : CLASS;
    case "never":
      return simple.argument ? add(CLASS, specificityOf(simple.argument, nesting)) : CLASS;
    default:
      return CLASS;
  }
}
