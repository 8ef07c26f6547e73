import { deepStrictEqual as eq } from "node:assert/strict";
import { FontRegistry } from "./registry.ts";
import { charWidths } from "./char_widths.ts";

const registry = await FontRegistry.load();
const regular = (family: string) =>
  registry.familyFaces(family).find((f) => f.weight === 400 && f.style === "normal")!;

/** Content widths of inputs of sizes 1, 20 and 100: ⌈n·average + max − average⌉ (Blink). */
function fieldWidths(family: string, size: number): number[] {
  const { average, max } = charWidths(regular(family), size);
  return [1, 20, 100].map((n) => Math.ceil(n * average! + max! - average!));
}

// Chromium 156's getBoundingClientRect of `<input size=n style="padding:0;border:0">`: size 1
// measures the maximum, the steps between sizes the average.
Deno.test("average and maximum character widths of the bundled faces, as fields are sized", () => {
  eq(charWidths(regular("Liberation Sans"), 40 / 3), { average: 8, max: 25 });
  eq(fieldWidths("Liberation Sans", 40 / 3), [25, 177, 817]);
  // The average 8.114 is not rounded down, 9.853 is rounded up.
  eq(fieldWidths("Liberation Sans", 14), [26, 181, 830]);
  eq(fieldWidths("Liberation Sans", 17), [31, 221, 1021]);
  eq(fieldWidths("Liberation Serif", 40 / 3), [24, 164, 749]);
  eq(fieldWidths("Liberation Serif", 12), [22, 155, 715]);
  eq(fieldWidths("Liberation Mono", 14), [17, 177, 849]);
  eq(fieldWidths("Liberation Mono", 10), [12, 127, 607]);
  eq(fieldWidths("Liberation Mono", 16), [20, 210, 1010]);
});
