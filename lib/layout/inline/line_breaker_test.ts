import assert from "node:assert/strict";
import { type FloatUnit, LineBreaker, type LineWords } from "./line_breaker.ts";
import type { Word } from "./paragraph.ts";
import type { BlockBox } from "../box.ts";

/** Breaks all words into lines whose widths depend only on their index. */
function breakLines(words: Word[], available: (lineIndex: number) => number): LineWords[] {
  const breaker = new LineBreaker(words);
  const lines: LineWords[] = [];
  while (!breaker.done) {
    lines.push(breaker.next({ width: () => available(lines.length), float: () => {} }));
  }
  return lines;
}

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

Deno.test("a float met on a line is reported once, with the width used before it", () => {
  const float: FloatUnit = { kind: "float", box: {} as BlockBox, width: 0 };
  const floated: Word = { ...word(30), units: [float] };
  const breaker = new LineBreaker([word(50), floated, word(40)]);
  const reports: number[] = [];
  let width = 100;
  const space = {
    width: () => width,
    float: (_: FloatUnit, used: number) => {
      reports.push(used);
      width = 60; // the float takes 40 of this line
    },
  };
  assert.equal(breaker.nextWidth, 50);
  // 50 + 30 no longer fits 60 once the float is placed: the floated word starts line 2.
  assert.deepEqual(breaker.next(space).words.map((w) => w.width), [50]);
  assert.deepEqual(breaker.next(space).words.map((w) => w.width), [30]);
  assert.deepEqual(reports, [50]);
  assert.equal(breaker.nextWidth, 40);
  breaker.next(space);
  assert.ok(breaker.done);
});
