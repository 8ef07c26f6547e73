import { deepStrictEqual as eq, ok } from "node:assert/strict";
import { parseSelectorList } from "./parse.ts";
import { maxSpecificity, packSpecificity, type Specificity, specificityOf } from "./specificity.ts";

/**
 * Chromium 156's specificities, found by letting each selector tie with a reference selector
 * of known specificity (`#t`s, `.c`s, `:is(li)`s) in both orders on the same element.
 */
const CHROMIUM: [string, Specificity][] = [
  ["li", [0, 0, 1]],
  ["*", [0, 0, 0]],
  ["*|li", [0, 0, 1]],
  ["#t", [1, 0, 0]],
  [".c.d", [0, 2, 0]],
  ["[id=t]", [0, 1, 0]],
  ["#w li", [1, 0, 1]],
  [":is(#t, li)", [1, 0, 0]],
  [":is(#t, li):is(.c)", [1, 1, 0]],
  [":where(#t)", [0, 0, 0]],
  ["li:where(#t):is(.c.d)", [0, 2, 1]],
  [":not(#x, .q)", [1, 0, 0]],
  ["li:not(:has(#x))", [1, 0, 1]],
  [":-webkit-any(#t, li)", [0, 1, 0]],
  ["li:is(:unknown, .c)", [0, 1, 1]],
  [":is(:host(#x), li)", [1, 1, 0]],
  ["li:is(:host, .c)", [0, 1, 1]],
  ["li:not(:host)", [0, 1, 1]],
  [":nth-child(2)", [0, 1, 0]],
  [":nth-of-type(2)", [0, 1, 0]],
  [":nth-last-child(1 of .c)", [0, 2, 0]],
  [":nth-child(2 of #t, li)", [1, 1, 0]],
  ["li:nth-child(2 of :where(#t, li))", [0, 1, 1]],
  ["li:dir(ltr)", [0, 1, 1]],
  ["li:lang(en)", [0, 1, 1]],
  ["li:defined", [0, 1, 1]],
  [":root li", [0, 1, 1]],
  [":scope li", [0, 1, 1]],
  ["& li", [0, 0, 1]],
  ["& #t", [1, 0, 0]],
  ["html > body li", [0, 0, 3]],
];

Deno.test("specificity per Selectors 4 §17, as Chromium counts it", () => {
  for (const [selector, expected] of CHROMIUM) {
    eq(specificityOf(parseSelectorList(selector)!.selectors[0]), expected, selector);
  }
});

Deno.test("& counts as the parent rule's most specific selector", () => {
  const parent = parseSelectorList(".a, #b p")!.selectors;
  const nesting = maxSpecificity(parent);
  eq(nesting, [1, 0, 1]);
  eq(specificityOf(parseSelectorList("& > .c")!.selectors[0], nesting), [1, 1, 1]);
});

Deno.test("packed specificities compare ids before classes before types", () => {
  ok(packSpecificity([1, 0, 0]) > packSpecificity([0, 1023, 1023]));
  ok(packSpecificity([0, 1, 0]) > packSpecificity([0, 0, 1023]));
  ok(packSpecificity([0, 2000, 0]) === packSpecificity([0, 1023, 0]));
});
