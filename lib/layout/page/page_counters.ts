/**
 * The page counter (CSS Paged Media 3 §6.3, CSS Lists 3 §4): one per document, incremented
 * by one at each page unless the page context's `counter-increment` names it; the page
 * context's `counter-reset`/`counter-set` of `page` restart it, and so (as Prince and
 * WeasyPrint do) do those of an element, on the page where the element starts.
 * `counter(pages)` is the total page count.
 */
import type { CounterChange } from "../../css/types.ts";

/** The counter properties that apply to one page: its context's, then its elements'. */
export interface PageCounterChanges {
  reset: readonly CounterChange[];
  increment: readonly CounterChange[];
  set: readonly CounterChange[];
}

const PAGE = "page";

function valueOf(changes: readonly CounterChange[]): number | null {
  let value: number | null = null;
  for (const change of changes) if (change.name === PAGE) value = change.value;
  return value;
}

function sumOf(changes: readonly CounterChange[]): number | null {
  let sum: number | null = null;
  for (const change of changes) if (change.name === PAGE) sum = (sum ?? 0) + change.value;
  return sum;
}

/**
 * The page counter's value on each page: `context(i)` the page context's changes on page i,
 * `elements(i)` those of the elements starting on it.
 */
export function pageNumbers(
  count: number,
  context: (index: number) => PageCounterChanges,
  elements: (index: number) => readonly PageCounterChanges[],
): number[] {
  const values: number[] = [];
  let value = 0;
  for (let i = 0; i < count; i++) {
    const own = context(i);
    value = valueOf(own.reset) ?? value;
    value += sumOf(own.increment) ?? 1;
    value = valueOf(own.set) ?? value;
    for (const element of elements(i)) {
      value = valueOf(element.reset) ?? value;
      value += sumOf(element.increment) ?? 0;
      value = valueOf(element.set) ?? value;
    }
    values.push(value);
  }
  return values;
}
