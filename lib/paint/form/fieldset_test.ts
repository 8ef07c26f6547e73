import { deepStrictEqual as eq } from "node:assert/strict";
import { paintedPage } from "../testing.ts";
import type { DisplayItem } from "../types.ts";

Deno.test("a fieldset's background and border start at its legend's middle, the border cut behind the legend", async () => {
  // Chromium 156's print: background 12,18 332×52 (the border box from 8px down), a 4px border
  // stroked around 14,20 328×48, clipped to leave out the legend's border box 28,10 88×20.
  const items = await paintedPage(
    `<body style="margin:0;font:16px/20px Arial"><fieldset style="position:absolute;left:10px;
    top:10px;width:300px;background:#ccf;border:4px solid red"><legend>Legend text</legend>
    Content</fieldset>`,
    800,
    0,
  );
  const background = items.find((i) => i.kind === "rect");
  // Chromium snaps the box to whole pixels (51.6 → 52).
  const rect = background && [background.x, background.y, background.width, background.height];
  eq(rect?.map(Math.round), [12, 18, 332, 52]);
  const cut = items.find((i): i is Extract<DisplayItem, { kind: "clip-path-push" }> =>
    i.kind === "clip-path-push"
  );
  const legend = cut?.outlines[1] as { points: number[][] };
  eq([legend.points[0], legend.points[2]].map((p) => p.map((v) => Math.round(v))), [
    [28, 10],
    [116, 30],
  ]);
  eq(cut?.evenOdd, true);
});
