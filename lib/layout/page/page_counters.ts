/**
 * The page counter (CSS Paged Media 3 §6.3, CSS Lists 3 §4) as Chromium keeps it: one per
 * document, incremented by one at each page unless the page context's counter properties
 * name it. A page context's `counter-reset: page` makes a counter of that page only (the
 * document's goes on unchanged after it); its `counter-increment` and `counter-set` change
 * the innermost one. An element's `counter-reset`/`counter-set`/`counter-increment` of
 * `page` restarts the document's counter on the page where the element starts, as Prince
 * does (Chromium ignores them). `counter(pages)` is the total page count.
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
  let document = 0;
  for (let i = 0; i < count; i++) {
    const own = context(i);
    const reset = valueOf(own.reset);
    const increment = sumOf(own.increment);
    let value = reset ?? document;
    // The implied `counter-increment: page` when the context names the counter in neither.
    value += increment ?? (reset === null ? 1 : 0);
    value = valueOf(own.set) ?? value;
    if (reset === null) document = value;
    // Elements restart the document's counter from their page on.
    for (const element of elements(i)) {
      document = valueOf(element.reset) ?? document;
      document += sumOf(element.increment) ?? 0;
      document = valueOf(element.set) ?? document;
      if (reset === null) value = document;
    }
    values.push(value);
  }
  return values;
}
