import assert from "node:assert/strict";
import { FontRegistry } from "./registry.ts";
import { fontMetrics, lineMetrics, normalLineHeight } from "./metrics.ts";

const registry = await FontRegistry.load();
const regular = (family: string) =>
  registry.familyFaces(family).find((f) => f.weight === 400 && f.style === "normal")!;

Deno.test("Liberation Sans 16px: exact metrics in px", () => {
  const m = fontMetrics(regular("Liberation Sans"), 16);
  // hhea 1854 / −434 / 67, OS/2 sxHeight 1082, sCapHeight 1409, post −67 / 150; 2048 units/em.
  assert.deepEqual(m, {
    ascent: 14.484375,
    descent: 3.390625,
    lineGap: 0.5234375,
    xHeight: 8.453125,
    capHeight: 11.0078125,
    underlinePosition: 0.5234375,
    underlineThickness: 1.171875,
  });
});

Deno.test("Liberation Sans 16px: Chromium's rounded ascent 14, descent 3, line-height 18", () => {
  assert.deepEqual(lineMetrics(regular("Liberation Sans"), 16), {
    ascent: 14,
    descent: 3,
    lineGap: 1,
    normalLineHeight: 18,
  });
  assert.equal(normalLineHeight(regular("DejaVu Sans"), 16), 19);
});

/**
 * Measured in Chromium 156 (fonts via @font-face, 10-line divs): the line
 * height of `line-height: normal`, the height of an inline span (content
 * area) and the first baseline's distance from the top of the line.
 */
const CHROMIUM_SIZES = [8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 24, 32, 40, 13.5, 16.5];
const CHROMIUM: Record<string, { line: number[]; content: number[]; baseline: number[] }> = {
  "Liberation Sans": {
    line: [9, 11, 12, 14, 15, 16, 17, 18, 20, 21, 23, 28, 37, 45, 15, 19],
    content: [9, 11, 12, 14, 15, 16, 17, 17, 19, 20, 22, 27, 36, 44, 15, 18],
    baseline: [7, 9, 10, 11, 12, 13, 14, 14, 15, 16, 18, 22, 29, 36, 12, 15],
  },
  "Liberation Serif": {
    line: [9, 11, 12, 15, 16, 16, 17, 18, 20, 21, 23, 27, 37, 47, 16, 20],
    content: [9, 11, 12, 14, 15, 15, 16, 17, 19, 20, 22, 26, 36, 45, 15, 19],
    baseline: [7, 9, 10, 11, 12, 12, 13, 14, 15, 16, 18, 21, 29, 37, 12, 15],
  },
  "Liberation Mono": {
    line: [9, 11, 12, 14, 15, 16, 17, 18, 19, 20, 23, 27, 37, 45, 15, 19],
    content: [9, 11, 12, 14, 15, 16, 17, 18, 19, 20, 23, 27, 37, 45, 15, 19],
    baseline: [7, 8, 9, 10, 11, 12, 12, 13, 14, 15, 17, 20, 27, 33, 11, 14],
  },
  "DejaVu Sans": {
    line: [9, 11, 13, 14, 15, 16, 18, 19, 20, 21, 24, 28, 38, 46, 16, 19],
    content: [9, 11, 13, 14, 15, 16, 18, 19, 20, 21, 24, 28, 38, 46, 16, 19],
    baseline: [7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 22, 30, 37, 13, 15],
  },
};

Deno.test("line metrics reproduce Chromium's line boxes for every bundled family", () => {
  for (const [family, expected] of Object.entries(CHROMIUM)) {
    CHROMIUM_SIZES.forEach((size, i) => {
      const m = lineMetrics(regular(family), size);
      const where = `${family} ${size}px`;
      assert.equal(m.normalLineHeight, expected.line[i], `${where} line height`);
      assert.equal(m.ascent + m.descent, expected.content[i], `${where} content height`);
      const halfLeading = Math.floor((m.normalLineHeight - m.ascent - m.descent) / 2);
      assert.equal(halfLeading + m.ascent, expected.baseline[i], `${where} baseline`);
    });
  }
});

Deno.test("x-height and cap height match Chromium's ex and cap units", () => {
  // 1ex and 1cap at 1000px in Chromium 156; DejaVu Sans (OS/2 v1) has them
  // measured from the glyphs x and H.
  const cases: [string, number, number][] = [
    ["Liberation Sans", 528.3125, 687.984375],
    ["Liberation Serif", 458.984375, 654.78125],
    ["Liberation Mono", 528.3125, 658.6875],
    ["DejaVu Sans", 546.875, 729],
  ];
  for (const [family, ex, cap] of cases) {
    const m = fontMetrics(regular(family), 1000);
    assert.ok(Math.abs(m.xHeight - ex) < 1 / 64, `${family} ex ${m.xHeight}`);
    assert.ok(Math.abs(m.capHeight - cap) < 1 / 64, `${family} cap ${m.capHeight}`);
  }
});
