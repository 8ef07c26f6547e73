import assert from "node:assert/strict";
import { breakLines } from "./line_breaker.ts";
import type { Word } from "./paragraph.ts";

const word = (width: number, hang = 0, forced = false): Word => ({
  units: [],
  width,
  hang,
  forced,
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
