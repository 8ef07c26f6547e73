import assert from "node:assert/strict";
import { breakLines } from "./line_breaker.ts";
import type { Word } from "./paragraph.ts";

const word = (width: number, hang = 0, forced = false, hyphen = 0): Word => ({
  units: [],
  width,
  hang,
  hyphen,
  forced,
  parts: null,
});

Deno.test("words fill lines greedily; hanging spaces do not count", () => {
  const lines = breakLines([word(40, 5), word(40, 5), word(40, 5)], () => 85);
  assert.deepEqual(lines.map((l) => l.words.length), [2, 1]);
});

Deno.test("a word wider than the line stays alone and overflows", () => {
  const lines = breakLines([word(10, 2), word(300), word(10)], () => 100);
  assert.deepEqual(lines.map((l) => l.words.map((w) => w.width)), [[10], [300], [10]]);
});

Deno.test("forced breaks end lines; the first line can be narrower", () => {
  const lines = breakLines(
    [word(10, 0, true), word(60, 4), word(50)],
    (i) => (i === 1 ? 100 : 200),
  );
  assert.deepEqual(lines.map((l) => [l.words.length, l.forced]), [[1, true], [1, false], [
    1,
    false,
  ]]);
});

Deno.test("a soft-hyphen break keeps room for the hyphen", () => {
  const lines = breakLines([word(50, 0, false, 6), word(30)], () => 85);
  assert.deepEqual(lines.map((l) => l.words.length), [2]);
  const tight = breakLines([word(50), word(30, 0, false, 6)], () => 85);
  assert.deepEqual(tight.map((l) => l.words.length), [1, 1]);
});

Deno.test("a word with emergency parts is cut only when it cannot fit a line alone", () => {
  const long: Word = { ...word(250), parts: [word(100), word(100), word(50)] };
  const lines = breakLines([word(40, 5), long], () => 120);
  assert.deepEqual(lines.map((l) => l.words.map((w) => w.width)), [[40], [100], [100], [50]]);
});
