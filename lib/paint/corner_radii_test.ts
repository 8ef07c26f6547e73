import assert from "node:assert/strict";
import { defaultStyle } from "../css/mod.ts";
import type { ComputedStyle, CornerRadius, LengthPercentage } from "../css/types.ts";
import { cornerRadii, insetRoundedRect } from "./corner_radii.ts";

const px = (n: number): LengthPercentage => ({ px: n });
const pct = (n: number): LengthPercentage => ({ percent: n });
const corner = (horizontal: LengthPercentage, vertical = horizontal): CornerRadius => ({
  horizontal,
  vertical,
});

/** A style with the corners' radii top-left, top-right, bottom-right, bottom-left. */
function rounded(
  corners: [CornerRadius, CornerRadius, CornerRadius, CornerRadius],
  more: Partial<ComputedStyle> = {},
): ComputedStyle {
  const [topLeft, topRight, bottomRight, bottomLeft] = corners;
  return {
    ...defaultStyle(),
    borderTopLeftRadius: topLeft,
    borderTopRightRadius: topRight,
    borderBottomRightRadius: bottomRight,
    borderBottomLeftRadius: bottomLeft,
    ...more,
  };
}

const same = (r: CornerRadius) => rounded([r, r, r, r]);

Deno.test("square corners: no radii at all", () => {
  assert.equal(cornerRadii(defaultStyle(), 100, 50), null);
  // A corner with one radius zero is square (§5.1).
  assert.equal(cornerRadii(same(corner(px(10), px(0))), 100, 50), null);
});

Deno.test("lengths as they are, percentages of the width and height", () => {
  const style = rounded([
    corner(px(10)),
    corner(pct(10), pct(20)),
    corner(px(0)),
    corner(px(4), pct(50)),
  ]);
  assert.deepEqual(cornerRadii(style, 200, 100), [[10, 10], [20, 20], [0, 0], [4, 50]]);
  // A mixed calc() clamped at zero once the box is known.
  const negative = same(corner({ px: -20, percent: 10 }, px(5)));
  assert.equal(cornerRadii(negative, 100, 100), null);
});

Deno.test("radii too large for a side all shrink by one factor (§5.5)", () => {
  // 50% of a square: a circle, not shrunk (each side's radii add up to its length).
  assert.deepEqual(cornerRadii(same(corner(pct(50))), 80, 80), [[40, 40], [40, 40], [40, 40], [
    40,
    40,
  ]]);
  // 200px 20px on 280 × 100: the right side needs 220 for 100, so f = 100 / 220 everywhere.
  const f = 100 / 220;
  const radii = cornerRadii(
    rounded([corner(px(200)), corner(px(20)), corner(px(200)), corner(px(20))]),
    280,
    100,
  );
  assert.deepEqual(radii, [[200 * f, 200 * f], [20 * f, 20 * f], [200 * f, 200 * f], [
    20 * f,
    20 * f,
  ]]);
  // An ellipse's shape is kept: both radii of a corner shrink together.
  assert.deepEqual(cornerRadii(same(corner(px(100), px(10))), 100, 100), [
    [50, 5],
    [50, 5],
    [50, 5],
    [50, 5],
  ]);
});

Deno.test("an empty box is not rounded", () => {
  assert.equal(cornerRadii(same(corner(px(10))), 100, 0), null);
});

Deno.test("a table whose borders collapse is not rounded, nor what is painted with its style", () => {
  const r = corner(px(10));
  const table = rounded([r, r, r, r], { display: "table", borderCollapse: "collapse" });
  assert.equal(cornerRadii(table, 100, 100), null);
  assert.equal(cornerRadii({ ...table, display: "inline-table" }, 100, 100), null);
  assert.notEqual(cornerRadii({ ...table, borderCollapse: "separate" }, 100, 100), null);
});

Deno.test("inset: radii less the adjacent widths, never below zero (§5.2)", () => {
  const rect = {
    x: 10,
    y: 20,
    width: 100,
    height: 60,
    radii: [[12, 12], [12, 6], [3, 3], [0, 0]] as const,
  };
  assert.deepEqual(insetRoundedRect(rect, { top: 2, right: 4, bottom: 6, left: 8 }), {
    x: 18,
    y: 22,
    width: 88,
    height: 52,
    radii: [[4, 10], [8, 4], [0, 0], [0, 0]],
  });
});
