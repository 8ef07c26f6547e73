import { deepStrictEqual as eq } from "node:assert/strict";
import type { DisplayItem } from "../types.ts";
import { paintDropDownArrow } from "./drop_down.ts";

// Chromium 156's print: the arrows of drop-downs 70 × 19 at (10, 130), 57 × 26 at (210, 160)
// and 56 × 29 at (210, 220), stroked 2px.

function arrow(x: number, y: number, width: number, height: number): number[][] {
  const out: DisplayItem[] = [];
  paintDropDownArrow(out, { x, y, width, height }, { r: 255, g: 0, b: 0, a: 1 });
  const shape = out[0] as Extract<DisplayItem, { kind: "shape" }>;
  eq([shape.stroke?.width, shape.stroke?.paint], [2, { r: 255, g: 0, b: 0, a: 1 }]);
  return shape.segments.map((s) => "x" in s ? [s.x, s.y] : []);
}

Deno.test("a drop-down's arrow: an 8 × 4 chevron 13px from the right, 2px above the middle", () => {
  eq(arrow(10, 130, 70, 19), [[67, 137], [71, 141], [75, 137]]);
  eq(arrow(210, 160, 57, 26), [[254, 171], [258, 175], [262, 171]]);
  eq(arrow(210, 220, 56, 29), [[253, 232], [257, 236], [261, 232]]);
});
