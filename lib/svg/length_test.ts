import { deepStrictEqual as assertEquals, ok } from "node:assert/strict";
import { parseSvgLength, parseSvgLengthList } from "./length.ts";

const assertAlmostEquals = (actual: number, expected: number) =>
  ok(Math.abs(actual - expected) < 1e-9, `${actual} ≉ ${expected}`);

const ctx = { viewport: { width: 300, height: 400 }, fontSize: 20 };

Deno.test("SVG lengths: user units, absolute units, em, ex, rem and percentages per axis", () => {
  const px = (text: string, axis: "x" | "y" | "diagonal" = "x") => parseSvgLength(text, axis, ctx);
  assertEquals(px(" 12.5 "), 12.5);
  assertEquals(px("-3e1"), -30);
  assertEquals(px("10px"), 10);
  assertEquals(px("1in"), 96);
  assertAlmostEquals(px("2.54cm")!, 96);
  assertAlmostEquals(px("25.4MM")!, 96);
  assertEquals(px("72pt"), 96);
  assertEquals(px("1pc"), 16);
  assertEquals(px("2em"), 40);
  assertEquals(px("2ex"), 20);
  assertEquals(px("2rem"), 32);
  assertEquals(px("50%", "x"), 150);
  assertEquals(px("50%", "y"), 200);
  assertAlmostEquals(px("100%", "diagonal")!, Math.sqrt((300 ** 2 + 400 ** 2) / 2));
  for (const invalid of [undefined, "", "px", "10 px", "10vw", "calc(1px)", "1q", "auto"]) {
    assertEquals(px(invalid as string), null, String(invalid));
  }
});

Deno.test("SVG length lists stop at their first invalid length", () => {
  assertEquals(parseSvgLengthList("1, 2em 10%", "x", ctx), [1, 40, 30]);
  assertEquals(parseSvgLengthList("1 x 3", "x", ctx), [1]);
});
