import { deepStrictEqual as eq } from "node:assert/strict";
import { parseAnPlusB } from "./anb.ts";
import { componentValues } from "./tokens.ts";

/** [argument of :nth-child(), [A, B] as Chromium 156 serialises it, or null where it drops it]. */
const CHROMIUM: [string, [number, number] | null][] = [
  ["2n+1", [2, 1]],
  ["2n + 1", [2, 1]],
  ["2n- 1", [2, -1]],
  ["2n -1", [2, -1]],
  ["2n - 1", [2, -1]],
  ["2n +1", [2, 1]],
  ["2n+ 1", [2, 1]],
  ["-n+1", [-1, 1]],
  ["+n", [1, 0]],
  ["n", [1, 0]],
  ["-n", [-1, 0]],
  ["N", [1, 0]],
  ["2N+1", [2, 1]],
  ["1n", [1, 0]],
  ["odd", [2, 1]],
  ["EVEN", [2, 0]],
  ["+5", [0, 5]],
  ["-5", [0, -5]],
  ["1", [0, 1]],
  ["n-1", [1, -1]],
  ["n- 1", [1, -1]],
  ["-n-1", [-1, -1]],
  ["-n- 1", [-1, -1]],
  ["0n+0", [0, 0]],
  [String.raw`\6e`, [1, 0]],
  [String.raw`2\6e+1`, [2, 1]],
  ["99999999999", [0, 2147483647]],
  ["- n+1", null],
  ["+ n", null],
  ["- n", null],
  ["+ 2n", null],
  ["2 n", null],
  ["2.0n", null],
  ["1.5", null],
  ["2e1", null],
  ["- 1", null],
  ["+ 1", null],
  ["2n + +1", null],
  ["2n+-1", null],
  ["n+ -1", null],
  ["2n-1n", null],
  ["n-", null],
  ["n- -1", null],
  ["--n", null],
];

Deno.test("An+B (CSS Syntax 3 §6) as Chromium reads it", () => {
  for (const [text, expected] of CHROMIUM) {
    const anb = parseAnPlusB(componentValues(text));
    eq(anb && [anb.a, anb.b], expected, text);
  }
});
