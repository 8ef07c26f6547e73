import { deepStrictEqual as eq } from "node:assert/strict";
import type { DisplayItem } from "../types.ts";
import { paintResizeHandle } from "./resize_handle.ts";

Deno.test("a text area's resize handle: two dark strokes and two white ones in the padding box's corner", () => {
  // Chromium 156's print of a 111 × 42 text area at (10, 160) with a 1px border: 118 192 m
  // 111 199 l, 118 196 m 115 199 l in black at 0.45, then 118 193 m 112 199 l, 118 197 m 116 199 l
  // in white.
  const out: DisplayItem[] = [];
  paintResizeHandle(out, { x: 11, y: 161, width: 109, height: 40 });
  const lines = out.map((item) => {
    const line = item as Extract<DisplayItem, { kind: "line" }>;
    return [line.x1, line.y1, line.x2, line.y2, line.color.r, line.color.a];
  });
  eq(lines, [
    [118, 192, 111, 199, 0, 0.45],
    [118, 196, 115, 199, 0, 0.45],
    [118, 193, 112, 199, 255, 1],
    [118, 197, 116, 199, 255, 1],
  ]);
});
