/** Test support for border painting: sides as [width, style, colour] and the paths painted. */
import assert from "node:assert/strict";
import type { BorderStyle, RGBA } from "../css/types.ts";
import { paintBorders } from "./border.ts";
import type { CornerRadii, DisplayItem } from "./types.ts";

export type Side = "top" | "right" | "bottom" | "left";
export type PathItem = Extract<DisplayItem, { kind: "path" }>;
export type Sides = Record<Side, [number, BorderStyle, RGBA]>;

export const rgb = (r: number, g: number, b: number, a = 1): RGBA => ({ r, g, b, a });

/** The same [width, style, colour] on every side. */
export function all(width: number, style: BorderStyle, color: RGBA): Sides {
  return {
    top: [width, style, color],
    right: [width, style, color],
    bottom: [width, style, color],
    left: [width, style, color],
  };
}

/** The border of `box` as paintBorders paints it: path items only. */
export function borderPaths(
  box: { x: number; y: number; width: number; height: number },
  sides: Sides,
  radii: CornerRadii | null = null,
): PathItem[] {
  const out: DisplayItem[] = [];
  const widths = {
    top: sides.top[0],
    right: sides.right[0],
    bottom: sides.bottom[0],
    left: sides.left[0],
  };
  const side = ([width, style, color]: [number, BorderStyle, RGBA]) => ({ width, style, color });
  paintBorders(out, box, widths, {
    top: side(sides.top),
    right: side(sides.right),
    bottom: side(sides.bottom),
    left: side(sides.left),
  }, radii);
  for (const item of out) assert.equal(item.kind, "path");
  return out as PathItem[];
}
