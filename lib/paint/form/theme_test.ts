import { deepStrictEqual as eq } from "node:assert/strict";
import type { DisplayItem } from "../types.ts";
import { paintFrame, snapped } from "./theme.ts";

// Chromium 156's print: a 185 × 21 text field at (10, 10) and a 49.344 × 21 button at (10, 100).

const rgba = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });
const corner = [2, 2] as const;
const frame = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: unknown,
  stroke: unknown,
  hairline = false,
) => ({
  kind: "path",
  outlines: [{
    x,
    y,
    width: w,
    height: h,
    radii: [corner, corner, corner, corner],
    reversed: false,
  }],
  fill,
  stroke: stroke &&
    (hairline ? { width: 1, color: stroke, hairline } : { width: 1, color: stroke }),
  clip: null,
});

Deno.test("a field's frame: white, a lighter hairline border half a pixel in, corners of 2px", () => {
  const out: DisplayItem[] = [];
  paintFrame(out, { x: 10, y: 10, width: 185, height: 21 }, "field", false);
  // Chromium: 10.5 28.5 m … 194.5 … 30.5, filled white, stroked rgb(118, 118, 118) at 0.75
  // with line width 0.
  eq(out, [frame(10.5, 10.5, 184, 20, rgba(255, 255, 255), rgba(118, 118, 118, 0.75), true)]);
});

Deno.test("a button's frame: snapped to whole pixels, an rgb(239, 239, 239) face and a 1px border", () => {
  const out: DisplayItem[] = [];
  paintFrame(out, { x: 10, y: 100, width: 49.344, height: 21 }, "button", false);
  eq(out, [frame(10.5, 100.5, 48, 20, rgba(239, 239, 239), rgba(118, 118, 118))]);
  eq(snapped({ x: 10.6, y: 0.4, width: 10, height: 10.2 }), { x: 11, y: 0, width: 10, height: 11 });
});

Deno.test("disabled frames: a faint background under the faded face, a faded border", () => {
  const field: DisplayItem[] = [];
  paintFrame(field, { x: 10, y: 70, width: 185, height: 21 }, "field", true);
  eq(field, [
    frame(10.5, 70.5, 184, 20, rgba(169, 169, 169, 0.2), null),
    frame(10.5, 70.5, 184, 20, rgba(255, 255, 255, 0.6), null),
    frame(10.5, 70.5, 184, 20, null, rgba(118, 118, 118, 0.75 * 0.3), true),
  ]);
  const button: DisplayItem[] = [];
  paintFrame(button, { x: 100, y: 100, width: 33, height: 21 }, "button", true);
  eq(button.slice(2), [
    frame(100.5, 100.5, 32, 20, rgba(239, 239, 239, 0.3), null),
    frame(100.5, 100.5, 32, 20, null, rgba(118, 118, 118, 0.3)),
  ]);
});
