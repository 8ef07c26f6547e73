import assert from "node:assert/strict";
import type { ComputedStyle, CounterChange } from "../css/types.ts";
import { CounterScopes, QuoteDepth } from "./counters.ts";

function style(
  reset: CounterChange[] = [],
  increment: CounterChange[] = [],
  set: CounterChange[] = [],
): ComputedStyle {
  return {
    counterReset: reset,
    counterIncrement: increment,
    counterSet: set,
  } as unknown as ComputedStyle;
}

Deno.test("sibling headings number their sections; a reset by a sibling replaces the counter", () => {
  const c = new CounterScopes();
  c.enterChildren();
  c.apply(style([{ name: "h", value: 0 }]));
  const seen: string[] = [];
  for (let i = 0; i < 2; i++) {
    c.apply(style([{ name: "s", value: 0 }], [{ name: "h", value: 1 }]));
    for (let j = 0; j < 2; j++) {
      c.apply(style([], [{ name: "s", value: 1 }]));
      seen.push(`${c.value("h")}.${c.value("s")}`);
    }
  }
  c.exitChildren();
  assert.deepEqual(seen, ["1.1", "1.2", "2.1", "2.2"]);
});

Deno.test("nested lists: counters() lists every level; leaving a list drops its counter", () => {
  const c = new CounterScopes();
  c.enterChildren();
  c.apply(style([{ name: "item", value: 0 }])); // outer <ol>
  c.enterChildren();
  c.apply(style([], [{ name: "item", value: 1 }])); // <li>
  c.enterChildren();
  c.apply(style([{ name: "item", value: 0 }])); // inner <ol>
  c.enterChildren();
  c.apply(style([], [{ name: "item", value: 1 }]));
  c.apply(style([], [{ name: "item", value: 1 }]));
  assert.deepEqual(c.values("item"), [1, 2]);
  c.exitChildren();
  c.exitChildren();
  c.apply(style([], [{ name: "item", value: 1 }])); // second outer <li>
  assert.deepEqual(c.values("item"), [2]);
});

Deno.test("counter-set applies after increment; an unknown counter starts at 0", () => {
  const c = new CounterScopes();
  c.apply(style([], [{ name: "n", value: 5 }], [{ name: "n", value: 10 }]));
  assert.equal(c.value("n"), 10);
  assert.equal(c.value("fresh"), 0);
});

Deno.test("quotes nest: “ ‘ ’ ” with auto; no-open-quote counts without showing", () => {
  const q = new QuoteDepth();
  const s = { quotes: "auto" } as unknown as ComputedStyle;
  assert.equal(q.quote(s, true, true), "\u201C");
  assert.equal(q.quote(s, true, true), "\u2018");
  assert.equal(q.quote(s, false, true), "\u2019");
  assert.equal(q.quote(s, true, false), "");
  assert.equal(q.quote(s, false, true), "\u2019");
  assert.equal(q.quote(s, false, true), "\u201D");
  assert.equal(q.quote(s, false, true), "", "closing below depth 0 shows nothing");
});

Deno.test("a document counter made deep in the tree outlives the element that made it", () => {
  const c = new CounterScopes();
  c.enterChildren();
  c.incrementDocumentCounter("footnote", 1);
  c.exitChildren();
  c.enterChildren();
  c.incrementDocumentCounter("footnote", 1);
  assert.equal(c.value("footnote"), 2);
  c.apply(style([{ name: "footnote", value: 10 }]));
  c.incrementDocumentCounter("footnote", 1);
  assert.equal(c.value("footnote"), 11, "a reset in scope is the innermost one");
  c.exitChildren();
  assert.equal(c.value("footnote"), 2);
});
