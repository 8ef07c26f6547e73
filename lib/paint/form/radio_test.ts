import { deepStrictEqual as eq } from "node:assert/strict";
import type { DisplayItem } from "../types.ts";
import { paintRadio } from "./radio.ts";
import { ACCENT } from "./theme.ts";

// Chromium 156's print of 13px radios at (10, 40): circles about (16.5, 46.5).

const rgba = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });
const disc = (r: number, fill: unknown, stroke: unknown = null) => ({
  kind: "path",
  outlines: [{ cx: 16.5, cy: 46.5, r }],
  fill,
  stroke: stroke && { width: 1, color: stroke },
  clip: null,
});

function painted(checked: boolean, disabled: boolean): DisplayItem[] {
  const out: DisplayItem[] = [];
  paintRadio(out, { x: 10, y: 40, width: 13, height: 13 }, checked, disabled, ACCENT);
  return out;
}

Deno.test("a radio: a white disc in a 1px ring, grey or, checked, the accent around a dot of 0.3 its side", () => {
  const white = rgba(255, 255, 255);
  eq(painted(false, false), [disc(6.3, white), disc(6, null, rgba(118, 118, 118))]);
  const accent = rgba(0, 117, 255);
  const checked = painted(true, false).map((item) => {
    const outline = (item as Extract<DisplayItem, { kind: "path" }>).outlines[0] as { r: number };
    return { ...item, outlines: [{ ...outline, r: +outline.r.toFixed(2) }] };
  });
  eq(checked, [disc(6.3, white), disc(6, null, accent), disc(3.9, accent)]);
});

Deno.test("a disabled radio: a faint background, its ring and dot grey and faded", () => {
  const faded = rgba(118, 118, 118, 0.3);
  const items = painted(true, true);
  eq(items.slice(0, 3), [
    disc(6.3, rgba(169, 169, 169, 0.2)),
    disc(6.3, rgba(255, 255, 255, 0.6)),
    disc(6, null, faded),
  ]);
  eq((items[3] as Extract<DisplayItem, { kind: "path" }>).fill, faded);
});
