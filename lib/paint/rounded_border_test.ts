import assert from "node:assert/strict";
import { printedPixels } from "../../tests/helpers/printed_pixels.ts";
import type { CornerRadii } from "./types.ts";
import { all, borderPaths, type PathItem, rgb, type Sides } from "./border_testing.ts";

const BLACK = rgb(0, 0, 0);
const RED = rgb(255, 0, 0);
const BLUE = rgb(0, 0, 255);
const GREY = rgb(200, 200, 200);

const BOX = { x: 0, y: 0, width: 100, height: 60 };
const round = (r: number): CornerRadii => [[r, r], [r, r], [r, r], [r, r]];

/** Border items of a rounded box with per-side [width, style, colour]. */
function borders(sides: Sides, radii: CornerRadii, box = BOX): PathItem[] {
  return borderPaths(box, sides, radii);
}

Deno.test("one colour and style all round: one ring, the inner curve the radii less the widths", () => {
  const items = borders({ ...all(4, "solid", BLUE), left: [10, "solid", BLUE] }, round(20));
  assert.deepEqual(items, [{
    kind: "path",
    outlines: [
      { ...BOX, radii: round(20), reversed: false },
      {
        x: 10,
        y: 4,
        width: 86,
        height: 52,
        radii: [[10, 16], [16, 16], [16, 16], [10, 16]],
        reversed: true,
      },
    ],
    fill: BLUE,
    stroke: null,
    clip: null,
  }]);
});

Deno.test("sides of different colours: the ring clipped to each side, joins past the inner corner", () => {
  const items = borders(
    {
      top: [4, "solid", RED],
      right: [4, "solid", BLUE],
      bottom: [4, "solid", RED],
      left: [4, "solid", BLUE],
    },
    round(20),
  );
  assert.equal(items.length, 4);
  for (const item of items) assert.equal(item.outlines.length, 2);
  // The joins run from each outer corner through the inner one (4, 4) on to (20, 20), where
  // the corner's curve ends: a thin border's curve reaches far beyond its inner corner.
  assert.deepEqual(items.map((item) => [item.fill, item.clip]), [
    [RED, [[0, 0], [100, 0], [80, 20], [20, 20]]],
    [BLUE, [[100, 0], [100, 60], [80, 40], [80, 20]]],
    [RED, [[100, 60], [0, 60], [20, 40], [80, 40]]],
    [BLUE, [[0, 60], [0, 0], [20, 20], [20, 40]]],
  ]);
});

Deno.test("sides painted alike in a row share one clip region, so they join without a seam", () => {
  const items = borders({ ...all(4, "solid", RED), left: [4, "solid", BLUE] }, round(20));
  assert.deepEqual(items.map((item) => [item.fill, item.clip]), [
    [RED, [[0, 0], [100, 0], [100, 60], [0, 60], [20, 40], [80, 40], [80, 20], [20, 20]]],
    [BLUE, [[0, 60], [0, 0], [20, 20], [20, 40]]],
  ]);
});

Deno.test("joins stop at the centre lines; without a neighbour a side takes the whole corner", () => {
  const circle = { x: 0, y: 0, width: 80, height: 80 };
  const items = borders({ ...all(4, "solid", RED), right: [4, "solid", BLUE] }, round(40), circle);
  const right = items.find((item) => item.fill === BLUE);
  assert.deepEqual(right?.clip, [[80, 0], [80, 80], [40, 40], [40, 40]]);
  const topOnly = borders({
    top: [6, "solid", RED],
    right: [0, "none", RED],
    bottom: [0, "none", RED],
    left: [0, "none", RED],
  }, round(20));
  // The join at a corner with no left or right border is the box's edge, down to the curve's end.
  assert.deepEqual(topOnly.map((item) => item.clip), [[[0, 0], [100, 0], [100, 20], [0, 20]]]);
});

Deno.test("double, groove and the shades: stripes as rings a fraction of the widths in", () => {
  const [double] = borders(all(6, "double", BLACK), round(10));
  const insets = double.outlines.map((o) => "radii" in o && [o.x, o.radii[0][0], o.reversed]);
  // Blink's line width for 6px is 2: rings 0–2 and 4–6px in.
  assert.deepEqual(insets, [[0, 10, false], [2, 8, true]]);
  const items = borders(all(6, "double", BLACK), round(10));
  assert.equal(items.length, 2);
  assert.deepEqual(items[1].outlines.map((o) => "radii" in o && o.x), [4, 6]);
  // A groove's top and left halves are shaded unlike its bottom and right: two clipped runs.
  const groove = borders(all(6, "groove", GREY), round(10));
  assert.equal(groove.length, 4);
  assert.deepEqual(groove.map((item) => item.clip?.length), [6, 6, 6, 6]);
});

Deno.test("dashed and dotted all round: one stroke along the middle, whole periods round it", () => {
  const [dashed] = borders(all(4, "dashed", BLUE), round(12));
  const middle = { x: 2, y: 2, width: 96, height: 56, radii: round(10), reversed: false };
  assert.deepEqual(dashed.outlines, [middle]);
  assert.equal(dashed.fill, null);
  const stroke = dashed.stroke!;
  assert.equal(stroke.width, 4);
  assert.equal(stroke.cap, "butt");
  // 2 × (96 + 56) less 8 × 10 cut off by the corners plus four quarter circles of radius 10.
  const perimeter = 2 * (96 + 56) - 80 + 2 * Math.PI * 10;
  const [dash, gap] = stroke.dash!;
  assert.equal(dash, 8);
  const periods = perimeter / (dash + gap);
  assert.ok(Math.abs(periods - Math.round(periods)) < 1e-6, `${periods} periods`);
  assert.ok(Math.abs(gap - 4) < 1, `gap ${gap} near the nominal 4`);
  const [dotted] = borders(all(4, "dotted", BLUE), round(12));
  assert.equal(dotted.stroke!.cap, "round");
  assert.equal(dotted.stroke!.dash![0], 0);
  // Sides of two colours: each colour's dashes clipped to its sides.
  const mixed = borders({ ...all(4, "dashed", BLUE), top: [4, "dashed", RED] }, round(12));
  const runs = mixed.map((item) => [item.stroke?.color, item.clip?.length]);
  assert.deepEqual(runs, [[RED, 4], [BLUE, 8]]);
});

Deno.test("printed: a two-colour rounded border splits its corner curve on the diagonal", async () => {
  const pixel = await printedPixels(
    borders(
      { ...all(4, "solid", BLACK), left: [4, "solid", GREY], bottom: [4, "solid", GREY] },
      round(30),
    ),
    100,
    60,
  );
  const white = [255, 255, 255];
  assert.deepEqual(pixel(1, 1), white, "outside the curve");
  assert.deepEqual(pixel(50, 1), [0, 0, 0], "the top");
  assert.deepEqual(pixel(20, 3), [0, 0, 0], "the curve above the diagonal: the top");
  assert.deepEqual(pixel(3, 20), [200, 200, 200], "below it: the left");
  // Past the inner corner (4, 4), where a join ending there would have left the curve bare.
  assert.deepEqual(pixel(5, 16), [200, 200, 200]);
  assert.deepEqual(pixel(16, 5), [0, 0, 0]);
  assert.deepEqual(pixel(30, 30), white, "inside");
});
