import { deepStrictEqual as eq } from "node:assert/strict";
import { parsePreserveAspectRatio, parseViewBox, viewBoxTransform } from "./viewbox.ts";

const round = (m: readonly number[]) => m.map((v) => Math.round(v * 1e6) / 1e6 + 0);

// Chromium 156's getScreenCTM() of a child of <svg width=200 height=100 viewBox="10 20 50 80">,
// relative to the svg's box, for every preserveAspectRatio.
const CHROMIUM: [string, number[]][] = [
  ["none meet", [4, 0, 0, 1.25, -40, -25]],
  ["none slice", [4, 0, 0, 1.25, -40, -25]],
  ["xMinYMin meet", [1.25, 0, 0, 1.25, -12.5, -25]],
  ["xMinYMin slice", [4, 0, 0, 4, -40, -80]],
  ["xMinYMid meet", [1.25, 0, 0, 1.25, -12.5, -25]],
  ["xMinYMid slice", [4, 0, 0, 4, -40, -190]],
  ["xMinYMax meet", [1.25, 0, 0, 1.25, -12.5, -25]],
  ["xMinYMax slice", [4, 0, 0, 4, -40, -300]],
  ["xMidYMin meet", [1.25, 0, 0, 1.25, 56.25, -25]],
  ["xMidYMin slice", [4, 0, 0, 4, -40, -80]],
  ["xMidYMid meet", [1.25, 0, 0, 1.25, 56.25, -25]],
  ["xMidYMid slice", [4, 0, 0, 4, -40, -190]],
  ["xMidYMax meet", [1.25, 0, 0, 1.25, 56.25, -25]],
  ["xMidYMax slice", [4, 0, 0, 4, -40, -300]],
  ["xMaxYMin meet", [1.25, 0, 0, 1.25, 125, -25]],
  ["xMaxYMin slice", [4, 0, 0, 4, -40, -80]],
  ["xMaxYMid meet", [1.25, 0, 0, 1.25, 125, -25]],
  ["xMaxYMid slice", [4, 0, 0, 4, -40, -190]],
  ["xMaxYMax meet", [1.25, 0, 0, 1.25, 125, -25]],
  ["xMaxYMax slice", [4, 0, 0, 4, -40, -300]],
];

Deno.test("viewBox: every preserveAspectRatio maps the view box as Chromium's getScreenCTM", () => {
  const viewBox = parseViewBox("10 20 50 80");
  if (viewBox === null || viewBox === "disabled") throw new Error("viewBox did not parse");
  const viewport = { x: 0, y: 0, width: 200, height: 100 };
  for (const [par, expected] of CHROMIUM) {
    eq([par, round(viewBoxTransform(viewBox, parsePreserveAspectRatio(par), viewport))], [
      par,
      expected,
    ]);
  }
  // No preserveAspectRatio: xMidYMid meet; commas separate too.
  const box = parseViewBox("-5,-5 30,20");
  if (box === null || box === "disabled") throw new Error("viewBox did not parse");
  eq(
    viewBoxTransform(box, parsePreserveAspectRatio(undefined), {
      x: 0,
      y: 0,
      width: 120,
      height: 90,
    }),
    [4, 0, 0, 4, 20, 25],
  );
});

Deno.test("viewBox: invalid lists are ignored, empty sizes disable rendering", () => {
  eq(parseViewBox("0 0 100"), null);
  eq(parseViewBox("0 0 100 px"), null);
  eq(parseViewBox("0 0 0 10"), "disabled");
  eq(parseViewBox("0 0 10 -1"), "disabled");
  eq(parseViewBox(" 1 , 2 3,4 "), { x: 1, y: 2, width: 3, height: 4 });
  eq(parsePreserveAspectRatio("defer xMaxYMin slice"), {
    align: { x: "max", y: "min" },
    slice: true,
  });
  eq(parsePreserveAspectRatio("xMaxYmin"), parsePreserveAspectRatio(undefined));
});
