/**
 * Used border radii (CSS Backgrounds 3 §5): the computed `border-*-radius` values resolved
 * against the border box, scaled down together where adjacent radii would overlap, and the
 * radii of the curves inside the border.
 */
import type { ComputedStyle, CornerRadius } from "../css/types.ts";
import { type BoxFragment, resolveLength, type Sides } from "../layout/mod.ts";
import type { CornerRadii, DisplayItem, Radius, RoundedRect } from "./types.ts";

/**
 * The corners' radii for a border box of `width` × `height`, or null when every corner is
 * square. A table whose borders collapse is never rounded (§5.1 "Applies to"): nor are the
 * segments of its collapsed borders, which are painted with its style.
 */
export function cornerRadii(
  style: ComputedStyle,
  width: number,
  height: number,
): CornerRadii | null {
  const table = style.display === "table" || style.display === "inline-table";
  if (table && style.borderCollapse === "collapse") return null;
  return usedRadii(
    [
      style.borderTopLeftRadius,
      style.borderTopRightRadius,
      style.borderBottomRightRadius,
      style.borderBottomLeftRadius,
    ],
    width,
    height,
  );
}

/**
 * Computed radii (top-left, top-right, bottom-right, bottom-left) used on a `width` ×
 * `height` rectangle (a border box, an inset() shape), or null when every corner is square.
 * Horizontal percentages refer to the width, vertical ones to the height (§5.1); a corner with
 * either radius zero is square; when the radii on a side add up to more than its length, all
 * of them shrink by the one factor f = min(Lᵢ / Sᵢ) (§5.5), so a 50% circle stays a circle.
 */
export function usedRadii(
  radii: readonly CornerRadius[],
  width: number,
  height: number,
): CornerRadii | null {
  const corners = radii.map(({ horizontal, vertical }): Radius => {
    // A calc() mixing px and % may come out negative only now (CSS Values 4 §10.12).
    const x = Math.max(0, resolveLength(horizontal, width));
    const y = Math.max(0, resolveLength(vertical, height));
    return x > 0 && y > 0 ? [x, y] : [0, 0];
  });
  if (corners.every(([x]) => x === 0)) return null;
  const [topLeft, topRight, bottomRight, bottomLeft] = corners;
  const f = Math.min(
    1,
    fit(width, topLeft[0] + topRight[0]),
    fit(height, topRight[1] + bottomRight[1]),
    fit(width, bottomRight[0] + bottomLeft[0]),
    fit(height, bottomLeft[1] + topLeft[1]),
  );
  // A box with no width or height has nothing left to round.
  if (f === 0) return null;
  const scale = ([x, y]: Radius): Radius => f < 1 ? [x * f, y * f] : [x, y];
  return [scale(topLeft), scale(topRight), scale(bottomRight), scale(bottomLeft)];
}

/** Lᵢ / Sᵢ of §5.5, or no limit when the side has no radii. */
function fit(length: number, sum: number): number {
  return sum > 0 ? length / sum : Infinity;
}

/**
 * The rounded rectangle `by` inside `rect`, its radii shrunk by the inset of the sides they
 * meet and never below zero: inset by the border widths, the padding edge's curve (§5.2).
 */
export function insetRoundedRect(rect: RoundedRect, by: Sides): RoundedRect {
  const [topLeft, topRight, bottomRight, bottomLeft] = rect.radii;
  const shrink = ([x, y]: Radius, dx: number, dy: number): Radius => [
    Math.max(0, x - dx),
    Math.max(0, y - dy),
  ];
  return {
    x: rect.x + by.left,
    y: rect.y + by.top,
    width: Math.max(0, rect.width - by.left - by.right),
    height: Math.max(0, rect.height - by.top - by.bottom),
    radii: [
      shrink(topLeft, by.left, by.top),
      shrink(topRight, by.right, by.top),
      shrink(bottomRight, by.right, by.bottom),
      shrink(bottomLeft, by.left, by.bottom),
    ],
  };
}

/** Whether any corner is rounded: both its radii above zero. */
export function isRounded(radii: CornerRadii): boolean {
  return radii.some(([x, y]) => x > 0 && y > 0);
}

/** The push that clips to `box`: its rectangle, or its outline when a corner is rounded. */
export function clipTo(box: RoundedRect): DisplayItem {
  return isRounded(box.radii)
    ? { kind: "clip-path-push", outlines: [{ ...box, reversed: false }], evenOdd: false }
    : { kind: "clip-push", x: box.x, y: box.y, width: box.width, height: box.height };
}

/** Four square corners. */
export const SQUARE_CORNERS: CornerRadii = [[0, 0], [0, 0], [0, 0], [0, 0]];

/** A fragment's border box moved by `dx`, `dy` (flow to page), with its corners' used radii. */
export function roundedBorderBox(f: BoxFragment, dx: number, dy: number): RoundedRect {
  return {
    x: f.x + dx,
    y: f.y + dy,
    width: f.width,
    height: f.height,
    radii: cornerRadii(f.style, f.width, f.height) ?? SQUARE_CORNERS,
  };
}

/**
 * A rounded rectangle grown by `by` on every side (shrunk when negative): a box's shadow
 * grown by its spread (CSS Backgrounds 3 §6.1.1), its outline's edges (CSS UI 4 §5). Growing,
 * a radius r grows by `by` when it is at least that, else by `by`·(1 + (r/by − 1)³), so square
 * corners stay square and small ones grow smoothly, as Blink grows them; shrinking, radii
 * shrink by `by`, down to zero.
 */
export function outsetRoundedRect(rect: RoundedRect, by: number): RoundedRect {
  if (by < 0) return insetRoundedRect(rect, { top: -by, right: -by, bottom: -by, left: -by });
  const grow = (r: number) => r >= by ? r + by : r + by * (1 + (r / by - 1) ** 3);
  const [topLeft, topRight, bottomRight, bottomLeft] = rect.radii.map(([x, y]): Radius =>
    x > 0 && y > 0 ? [grow(x), grow(y)] : [0, 0]
  );
  return {
    x: rect.x - by,
    y: rect.y - by,
    width: rect.width + 2 * by,
    height: rect.height + 2 * by,
    radii: [topLeft, topRight, bottomRight, bottomLeft],
  };
}
