import { deepStrictEqual as eq } from "node:assert/strict";
import type { DisplayItem } from "../types.ts";
import { paintCheckbox } from "./checkbox.ts";
import { ACCENT } from "./theme.ts";

// Chromium 156's print of 13px checkboxes at (10, 10): the PDF's paths and colours.

const corner = (r: number) => [[r, r], [r, r], [r, r], [r, r]];
const rect = (x: number, size: number, fill: unknown, stroke: unknown = null) => ({
  kind: "path",
  outlines: [{ x, y: x, width: size, height: size, radii: corner(2), reversed: false }],
  fill,
  stroke: stroke && { width: 1, color: stroke },
  clip: null,
});
const rgba = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });

function painted(checked: boolean, disabled: boolean, size = 13): DisplayItem[] {
  const out: DisplayItem[] = [];
  paintCheckbox(out, { x: 10, y: 10, width: size, height: size }, checked, disabled, ACCENT);
  return out;
}

Deno.test("an unchecked checkbox: white with a 1px rgb(118, 118, 118) border, corners of 2px", () => {
  eq(painted(false, false), [
    rect(10.2, 12.6, rgba(255, 255, 255)),
    rect(10.5, 12, null, rgba(118, 118, 118)),
  ]);
});

Deno.test("a checked checkbox: filled with the accent rgb(0, 117, 255), a white check mark 16% of its side wide", () => {
  const items = painted(true, false);
  eq(items.slice(0, 2), [rect(10.2, 12.6, rgba(255, 255, 255)), rect(10, 13, rgba(0, 117, 255))]);
  const mark = items[2] as Extract<DisplayItem, { kind: "shape" }>;
  // Chromium: 12.6 16.5 m 15.2 19.1 l 20.4 12.6 l, line width 2.08.
  const points = mark.segments.map((s) => "x" in s ? [s.x, s.y].map((v) => +v.toFixed(2)) : []);
  eq(points, [[12.6, 16.5], [15.2, 19.1], [20.4, 12.6]]);
  eq([mark.stroke?.width.toFixed(2), mark.stroke?.paint], ["2.08", rgba(255, 255, 255)]);
  // At 26px the mark scales (4.16 wide), the corners do not.
  const big = painted(true, false, 26);
  eq((big[1] as Extract<DisplayItem, { kind: "path" }>).outlines[0], {
    x: 10,
    y: 10,
    width: 26,
    height: 26,
    radii: corner(2),
    reversed: false,
  });
  eq((big[2] as Extract<DisplayItem, { kind: "shape" }>).stroke?.width.toFixed(2), "4.16");
});

Deno.test("a disabled checkbox: a faint background, its border, fill and mark faded", () => {
  eq(painted(false, true), [
    rect(10.2, 12.6, rgba(169, 169, 169, 0.2)),
    rect(10.2, 12.6, rgba(255, 255, 255, 0.6)),
    rect(10.5, 12, null, rgba(118, 118, 118, 0.3)),
  ]);
  const checked = painted(true, true);
  eq(checked[2], rect(10, 13, rgba(118, 118, 118, 0.3)));
  eq(
    (checked[3] as Extract<DisplayItem, { kind: "shape" }>).stroke?.paint,
    rgba(255, 255, 255, 0.6),
  );
});

Deno.test("accent-color fills a checked checkbox; a light one gets a dark grey mark", () => {
  // Chromium 156's print: accent-color green keeps the white mark, yellow's is rgb(59, 59, 59).
  const mark = (accent: { r: number; g: number; b: number; a: number }) => {
    const out: DisplayItem[] = [];
    paintCheckbox(out, { x: 10, y: 10, width: 13, height: 13 }, true, false, accent);
    eq((out[1] as Extract<DisplayItem, { kind: "path" }>).fill, accent);
    return (out[2] as Extract<DisplayItem, { kind: "shape" }>).stroke?.paint;
  };
  eq(mark(rgba(0, 128, 0)), rgba(255, 255, 255));
  eq(mark(rgba(51, 102, 153)), rgba(255, 255, 255));
  eq(mark(rgba(255, 255, 0)), rgba(59, 59, 59));
});
