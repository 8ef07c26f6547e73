import { deepStrictEqual as eq } from "node:assert/strict";
import type { CounterChange } from "../../css/types.ts";
import { type PageCounterChanges, pageNumbers } from "./page_counters.ts";

const NONE: PageCounterChanges = { reset: [], increment: [], set: [] };
const page = (value: number): CounterChange[] => [{ name: "page", value }];

// Chromium 156 prints these numbers for @page :first { counter-increment: page 5 } and an
// appendix named page of two pages with the counter properties below (then two more pages).
Deno.test("the page counter as Chromium keeps it", () => {
  const appendix = (changes: Partial<PageCounterChanges>) => (i: number) =>
    i === 0 ? { ...NONE, increment: page(5) } : i === 2 || i === 3 ? { ...NONE, ...changes } : NONE;
  eq(pageNumbers(6, appendix({ reset: page(1) }), () => []), [5, 6, 1, 1, 7, 8], "reset: local");
  eq(
    pageNumbers(6, appendix({ reset: page(1), increment: page(3) }), () => []),
    [5, 6, 4, 4, 7, 8],
  );
  eq(pageNumbers(6, appendix({ set: page(20) }), () => []), [5, 6, 20, 20, 21, 22], "set: kept");
  eq(pageNumbers(3, () => NONE, () => []), [1, 2, 3]);
});

Deno.test("an element's counter-reset: page restarts numbering on its page (as Prince)", () => {
  const elements = (i: number) => i === 2 ? [{ ...NONE, reset: page(1) }] : [];
  eq(pageNumbers(5, () => NONE, elements), [1, 2, 1, 2, 3]);
});
