import { deepStrictEqual as eq } from "node:assert/strict";
import type { DisplayItem } from "../types.ts";
import { paintScrollbar } from "./scrollbar.ts";

Deno.test("a list box's scroll bar: a light track with an arrow at each end", () => {
  // Chromium 156's print of a 68 × 53 list box at (0, 0) with a 1px border: 52 1 15 51 re in
  // rgb(252, 252, 252), arrows 55 12 m 64 12 l 59.5 7 l and 55 40 m 64 40 l 59.5 45 l in grey.
  const out: DisplayItem[] = [];
  paintScrollbar(out, { x: 1, y: 1, width: 66, height: 51 });
  eq(out[0], {
    kind: "rect",
    x: 52,
    y: 1,
    width: 15,
    height: 51,
    color: { r: 252, g: 252, b: 252, a: 1 },
  });
  const points = out.slice(1).map((i) => (i as Extract<DisplayItem, { kind: "path" }>).outlines[0]);
  eq(points, [{ points: [[55, 12], [64, 12], [59.5, 7]] }, {
    points: [[55, 40], [64, 40], [59.5, 45]],
  }]);
});
