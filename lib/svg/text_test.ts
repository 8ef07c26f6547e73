import { deepStrictEqual as eq } from "node:assert/strict";
import { itemsOf, paintedSvg } from "./testing.ts";

/** Each glyph's pen position, to 0.01px: where Chromium's getStartPositionOfChar puts it. */
async function glyphPositions(text: string): Promise<number[][]> {
  const items = await paintedSvg(
    `<svg width="800" height="400" font-family="Arial" font-size="100" style="display:block">${text}</svg>`,
  );
  const round = (v: number) => Math.round(v * 100) / 100;
  return itemsOf(items, "glyphs").flatMap((run) => {
    let x = run.x;
    return run.glyphs.map((glyph) => {
      const at = [round(x), round(run.y)];
      x += glyph.advance;
      return at;
    });
  });
}

/** Positions within 0.05px: Chromium's advances differ from the font's in the last digits. */
function near(actual: number[][], expected: number[][]): void {
  const close = actual.length === expected.length &&
    actual.every(([x, y], i) => Math.abs(x - expected[i][0]) <= 0.05 && y === expected[i][1]);
  if (!close) eq(actual, expected);
}

// Chromium 156's getStartPositionOfChar for each character, Arial (Liberation Sans) 100px.
Deno.test("text-anchor shifts each chunk by its advance", async () => {
  near(await glyphPositions(`<text x="400" y="100" text-anchor="middle">Hxg</text>`), [
    [311.08, 100],
    [383.28, 100],
    [433.28, 100],
  ]);
  near((await glyphPositions(`<text x="400" y="100" text-anchor="end">Hxg</text>`)).slice(0, 1), [
    [222.16, 100],
  ]);
});

Deno.test("white space collapses across tspans, with no space at the ends", async () => {
  near(await glyphPositions(`<text x="10" y="100">  a  <tspan>  b </tspan>  c  </text>`), [
    [10, 100],
    [65.61, 100],
    [93.41, 100],
    [149.02, 100],
    [176.81, 100],
  ]);
  near(await glyphPositions(`<text x="10" y="100">a\nb</text>`), [[10, 100], [65.61, 100], [
    93.39,
    100,
  ]]);
});

Deno.test("x, y, dx and dy lists place characters; the innermost list decides", async () => {
  near(await glyphPositions(`<text x="10 50 90" y="100" dy="0 5 10">abc d</text>`), [
    [10, 100],
    [50, 105],
    [90, 115],
    [140, 115],
    [167.78, 115],
  ]);
  near(
    await glyphPositions(
      `<text x="10 20" y="100"><tspan x="100 200">ab</tspan>cd<tspan dx="5">ef</tspan></text>`,
    ),
    [[100, 100], [200, 100], [255.63, 100], [305.63, 100], [366.25, 100], [421.86, 100]],
  );
});

Deno.test("dominant-baseline moves the glyphs by the font's metrics, as Chromium", async () => {
  const baseline = async (value: string) =>
    (await glyphPositions(`<text x="10" y="100" dominant-baseline="${value}">H</text>`))[0][1];
  const expected: Record<string, number> = {
    auto: 100,
    middle: 126.42,
    central: 135,
    hanging: 172.8,
    mathematical: 145.5,
    "text-top": 100,
    "text-before-edge": 191,
    ideographic: 79,
    "text-after-edge": 79,
  };
  for (const [value, y] of Object.entries(expected)) eq([value, await baseline(value)], [value, y]);
});
