import { deepStrictEqual as eq, equal, ok } from "node:assert/strict";
import {
  compareSpecificity,
  matchesPage,
  matchSpecificity,
  type PageContext,
  pageSpecificity,
  parsePageSelectors,
} from "./page_selectors.ts";

const page = (over: Partial<PageContext> = {}): PageContext => ({
  index: 0,
  name: null,
  side: "right",
  blank: false,
  groupIndex: 0,
  ...over,
});

function one(prelude: string) {
  const list = parsePageSelectors(prelude);
  ok(list && list.length === 1, `${prelude} parses to one selector`);
  return list[0];
}

Deno.test("page selectors parse: names, pseudo-classes, lists; invalid ones drop the rule", () => {
  eq(parsePageSelectors(""), []);
  eq(one("wide"), { name: "wide", pseudoClasses: [] });
  eq(one(":first"), { name: null, pseudoClasses: [{ kind: "first" }] });
  eq(one("wide:LEFT:blank"), {
    name: "wide",
    pseudoClasses: [{ kind: "left" }, { kind: "blank" }],
  });
  eq(one(":nth(2n+1)").pseudoClasses, [{ kind: "nth", nth: { a: 2, b: 1 }, of: null }]);
  eq(one(":nth(3 of chapter)").pseudoClasses, [
    { kind: "nth", nth: { a: 0, b: 3 }, of: "chapter" },
  ]);
  equal(parsePageSelectors(":left, :right")?.length, 2);
  equal(parsePageSelectors(":hover"), null);
  equal(parsePageSelectors("wide :first"), null, "no white space inside a selector");
  equal(parsePageSelectors(":first,"), null);
  equal(parsePageSelectors(":nth(x)"), null);
});

Deno.test("page selectors match the page's number, side, blankness and type", () => {
  ok(matchesPage(one(":first"), page()));
  ok(!matchesPage(one(":first"), page({ index: 1, side: "left" })));
  ok(!matchesPage(one("wide:first"), page({ index: 3, name: "wide" })), ":first is page one");
  ok(matchesPage(one(":left"), page({ side: "left" })));
  ok(!matchesPage(one(":right"), page({ side: "left" })));
  ok(matchesPage(one(":blank"), page({ blank: true })));
  ok(matchesPage(one("wide"), page({ name: "wide" })));
  ok(!matchesPage(one("Wide"), page({ name: "wide" })), "names are case-sensitive");
  ok(matchesPage(one(":nth(odd)"), page({ index: 2 })));
  ok(!matchesPage(one(":nth(odd)"), page({ index: 1 })));
  ok(matchesPage(one(":nth(1 of wide)"), page({ index: 5, name: "wide", groupIndex: 0 })));
  ok(!matchesPage(one(":nth(1 of wide)"), page({ index: 5, name: "wide", groupIndex: 1 })));
});

Deno.test("specificity: a page type, then :first/:blank/:nth, then :left/:right (§4.3)", () => {
  eq(pageSpecificity(one("wide:first:left")), [1, 1, 1]);
  eq(pageSpecificity(one(":blank:nth(2)")), [0, 2, 0]);
  ok(compareSpecificity(pageSpecificity(one("wide")), pageSpecificity(one(":first:left"))) > 0);
  ok(compareSpecificity(pageSpecificity(one(":first")), pageSpecificity(one(":left"))) > 0);
  const list = parsePageSelectors(":left, wide:left")!;
  eq(matchSpecificity(list, page({ side: "left", name: "wide" })), [1, 0, 1], "the best match");
  eq(matchSpecificity(list, page({ side: "right" })), null);
  eq(matchSpecificity([], page()), [0, 0, 0]);
});
