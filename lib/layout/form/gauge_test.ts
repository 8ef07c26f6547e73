import { deepStrictEqual as eq } from "node:assert/strict";
import { parseHtml } from "../../html/parse.ts";
import type { Element } from "domhandler";
import { expectAll } from "../testing.ts";
import { meterReading, progressPosition } from "./gauge.ts";

function element(html: string): Element {
  const doc = parseHtml(`<body>${html}`);
  const find = (node: { children?: unknown[] }): Element | null => {
    for (const child of (node.children ?? []) as Element[]) {
      if (child.name === "progress" || child.name === "meter") return child;
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  return find(doc as unknown as { children: unknown[] })!;
}

Deno.test("progress bars and meters are 10em and 5em wide, 1em tall", async () => {
  // Chromium 156's getBoundingClientRect at 16px (vertical-align: -0.2em puts them 3.2px low).
  await expectAll([[
    `<div><progress id=p value=0.5></progress><meter id=m value=0.5></meter></div>`,
    { p: [0, 2.188, 160, 16], m: [160, 2.188, 80, 16] },
  ]]);
});

Deno.test("a progress bar's position; a meter's value and gauge region (HTML §4.10.14)", () => {
  eq(progressPosition(element(`<progress value=30 max=100>`)), 0.3);
  eq(progressPosition(element(`<progress value=2>`)), 1);
  eq(progressPosition(element(`<progress>`)), null);
  eq(meterReading(element(`<meter value=0.6>`)), { fraction: 0.6, level: "optimum" });
  // Above high with the optimum in the middle: suboptimal (Chromium's yellow).
  eq(meterReading(element(`<meter value=0.9 low=0.3 high=0.7>`)).level, "suboptimal");
  // The optimum above high, the value below low: even less good (red).
  eq(
    meterReading(element(`<meter value=0.1 low=0.3 high=0.7 optimum=0.9>`)).level,
    "even-less-good",
  );
  eq(meterReading(element(`<meter value=15 min=10 max=20>`)).fraction, 0.5);
});
