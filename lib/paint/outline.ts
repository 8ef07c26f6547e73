/**
 * Outlines (CSS UI 4 §5): a ring around the border box, `outline-offset` away from it and
 * `outline-width` wide, following the border radius, drawn in any border style like a
 * border of four equal sides (border.ts). Chromium paints a box's outline after its content,
 * and `outline-style: auto` as its focus ring: a ring in the outline colour straddling the
 * offset edge, with a thin white ring outside it.
 */
import type { ComputedStyle } from "../css/types.ts";
import { type BorderSide, paintBorders } from "./border.ts";
import { isRounded, outsetRoundedRect } from "./corner_radii.ts";
import type { CornerRadii, DisplayItem, RoundedRect } from "./types.ts";

const WHITE = { r: 255, g: 255, b: 255, a: 1 };
const FOCUS_RING_RADIUS = 3;

/** A box whose outline is to be painted: its style and its border box in page px. */
export interface Outlined {
  style: ComputedStyle;
  border: RoundedRect;
}

/** Whether a box with `style` has an outline to paint. */
export function hasOutline(style: ComputedStyle): boolean {
  return style.outlineStyle !== "none" && style.outlineWidth > 0 && style.outlineColor.a > 0 &&
    style.visibility === "visible";
}

/** Paints the outline of the border box `border` (page px, with its radii) into `out`. */
export function paintOutline(out: DisplayItem[], style: ComputedStyle, border: RoundedRect): void {
  if (!hasOutline(style)) return;
  const edge = outsetRoundedRect(border, style.outlineOffset);
  if (style.outlineStyle === "auto") {
    // Chromium's focus ring: 2px of the colour centred on the edge, 1px of white outside,
    // its corners rounded by at least 3px.
    const round = (r: number) => Math.max(FOCUS_RING_RADIUS, r);
    const radii = edge.radii.map(([x, y]) => [round(x), round(y)]) as unknown as CornerRadii;
    const rounded = { ...edge, radii };
    ring(out, outsetRoundedRect(rounded, 2), 1, WHITE);
    ring(out, outsetRoundedRect(rounded, 1), 2, style.outlineColor);
    return;
  }
  const width = style.outlineWidth;
  ring(out, outsetRoundedRect(edge, width), width, style.outlineColor, style.outlineStyle);
}

/** A ring `width` wide inside `outer`, drawn as a border of that style. */
function ring(
  out: DisplayItem[],
  outer: RoundedRect,
  width: number,
  color: BorderSide["color"],
  style: BorderSide["style"] = "solid",
): void {
  if (outer.width <= 0 || outer.height <= 0) return;
  const side = { width, style, color };
  paintBorders(
    out,
    outer,
    { top: width, right: width, bottom: width, left: width },
    { top: side, right: side, bottom: side, left: side },
    isRounded(outer.radii) ? outer.radii : null,
  );
}
