/**
 * Border painting (CSS Backgrounds 3 §4): each side drawn in its own style as
 * display items. Corners are square joins for now; rounded corners come later.
 */
import type { BorderStyle, RGBA } from "../css/types.ts";
import type { Sides } from "../layout/mod.ts";
import type { DisplayItem } from "./types.ts";

export interface BorderSide {
  width: number;
  style: BorderStyle;
  color: RGBA;
}

type SideName = "top" | "right" | "bottom" | "left";

/** Darker and lighter shades for groove/ridge/inset/outset, as Chromium derives them. */
function shade(color: RGBA, dark: boolean): RGBA {
  if (dark) return { r: color.r * 2 / 3, g: color.g * 2 / 3, b: color.b * 2 / 3, a: color.a };
  const black = color.r === 0 && color.g === 0 && color.b === 0;
  // Black has no lighter shade by scaling; Chromium lifts it to a mid grey.
  if (black) return { r: 0x54, g: 0x54, b: 0x54, a: color.a };
  return color;
}

/** The rectangle a side covers; sides meet with square joins (top/bottom span the full width). */
function sideRect(
  side: SideName,
  x: number,
  y: number,
  w: number,
  h: number,
  b: Sides,
): { x: number; y: number; width: number; height: number } {
  switch (side) {
    case "top":
      return { x, y, width: w, height: b.top };
    case "bottom":
      return { x, y: y + h - b.bottom, width: w, height: b.bottom };
    case "left":
      return { x, y: y + b.top, width: b.left, height: h - b.top - b.bottom };
    case "right":
      return { x: x + w - b.right, y: y + b.top, width: b.right, height: h - b.top - b.bottom };
  }
}

function fill(
  out: DisplayItem[],
  r: { x: number; y: number; width: number; height: number },
  color: RGBA,
) {
  if (r.width <= 0 || r.height <= 0 || color.a === 0) return;
  out.push({ kind: "rect", ...r, color });
}

/** Splits a side's rectangle across its thickness: `from`–`to` as fractions, outer edge first. */
function band(
  side: SideName,
  r: { x: number; y: number; width: number; height: number },
  from: number,
  to: number,
) {
  switch (side) {
    case "top":
      return { x: r.x, y: r.y + r.height * from, width: r.width, height: r.height * (to - from) };
    case "bottom":
      return {
        x: r.x,
        y: r.y + r.height * (1 - to),
        width: r.width,
        height: r.height * (to - from),
      };
    case "left":
      return { x: r.x + r.width * from, y: r.y, width: r.width * (to - from), height: r.height };
    case "right":
      return {
        x: r.x + r.width * (1 - to),
        y: r.y,
        width: r.width * (to - from),
        height: r.height,
      };
  }
}

export function paintBorders(
  out: DisplayItem[],
  box: { x: number; y: number; width: number; height: number },
  widths: Sides,
  sides: Record<SideName, BorderSide>,
): void {
  for (const name of ["top", "right", "bottom", "left"] as const) {
    const side = sides[name];
    const width = widths[name];
    if (width <= 0 || side.style === "none" || side.style === "hidden" || side.color.a === 0) {
      continue;
    }
    const r = sideRect(name, box.x, box.y, box.width, box.height, widths);
    const topLeft = name === "top" || name === "left";
    switch (side.style) {
      case "dashed":
      case "dotted": {
        const horizontal = name === "top" || name === "bottom";
        const mid = horizontal ? r.y + r.height / 2 : r.x + r.width / 2;
        const dotted = side.style === "dotted";
        out.push({
          kind: "line",
          x1: horizontal ? r.x : mid,
          y1: horizontal ? mid : r.y,
          x2: horizontal ? r.x + r.width : mid,
          y2: horizontal ? mid : r.y + r.height,
          width,
          color: side.color,
          // Dots are round caps on zero-length dashes; dashes are three widths long.
          dash: dotted ? [0, width * 2] : [width * 3, width * 3],
          cap: dotted ? "round" : "butt",
        });
        break;
      }
      case "double":
        fill(out, band(name, r, 0, 1 / 3), side.color);
        fill(out, band(name, r, 2 / 3, 1), side.color);
        break;
      case "groove":
      case "ridge": {
        const outerDark = (side.style === "groove") === topLeft;
        fill(out, band(name, r, 0, 0.5), shade(side.color, outerDark));
        fill(out, band(name, r, 0.5, 1), shade(side.color, !outerDark));
        break;
      }
      case "inset":
      case "outset":
        fill(out, r, shade(side.color, (side.style === "inset") === topLeft));
        break;
      default:
        fill(out, r, side.color);
    }
  }
}
