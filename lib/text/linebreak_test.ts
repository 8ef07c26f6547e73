import assert from "node:assert/strict";
import { breakOpportunities } from "./linebreak.ts";

function breaks(text: string): string[] {
  return breakOpportunities(text).map((b) => `${b.position}${b.required ? "!" : ""}`);
}

Deno.test("a space: the break goes before the next word", () => {
  assert.deepEqual(breaks("Hello world"), ["6"]);
  assert.deepEqual(breaks("x  y"), ["3"]);
});

Deno.test("hyphens: after '-' and after a soft hyphen", () => {
  assert.deepEqual(breaks("foo-bar"), ["4"]);
  assert.deepEqual(breaks("hy\u00ADphen"), ["3"]);
});

Deno.test("newlines are required breaks after the newline", () => {
  assert.deepEqual(breaks("a\nb"), ["2!"]);
  assert.deepEqual(breaks("a\r\nb"), ["3!"]);
  assert.deepEqual(breaks("a\u2028b"), ["2!"]);
  assert.deepEqual(breaks("end\n"), ["4!"]);
});

Deno.test("no opportunity at the end, inside words, or before closing punctuation", () => {
  assert.deepEqual(breaks("word"), []);
  assert.deepEqual(breaks(""), []);
  assert.deepEqual(breaks("(x) y."), ["4"]);
  assert.deepEqual(breaks("a\u00A0b"), [], "no-break space");
});

Deno.test("positions are UTF-16 indices", () => {
  assert.deepEqual(breaks("😀 a"), ["3"]);
  // Ideographs break between each other (UAX #14 class ID).
  assert.deepEqual(breaks("日本語"), ["1", "2"]);
});
