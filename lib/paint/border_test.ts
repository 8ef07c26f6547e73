import assert from "node:assert/strict";
import { printedPixels } from "../../tests/helpers/printed_pixels.ts";
import {
  band,
  borderShades,
  darken,
  dashRuns,
  dotCentres,
  lighten,
  paintBorders,
  selectBestDashGap,
  sideQuad,
  thinDotRuns,
} from "./border.ts";
import type { DisplayItem } from "./types.ts";
import { all, borderPaths, type PathItem, rgb } from "./border_testing.ts";

const BLACK = rgb(0, 0, 0);
const RED = rgb(255, 0, 0);
const BLUE = rgb(0, 0, 255);
const TRANSPARENT = rgb(0, 0, 0, 0);

const borders = borderPaths;

const points = (item: PathItem, i = 0) => {
  const outline = item.outlines[i];
  assert.ok("points" in outline);
  return outline.points;
};

Deno.test("four equal solid sides are one rectangle stroked on the border's centre line", () => {
  // Chromium 156 prints a 1px #999 border of a box at (10,10) 102×22 as `10.5 10.5 101 21 re S`.
  const items = borders(
    { x: 10, y: 10, width: 102, height: 22 },
    all(1, "solid", rgb(153, 153, 153)),
  );
  assert.deepEqual(items, [{
    kind: "path",
    outlines: [{ points: [[10.5, 10.5], [111.5, 10.5], [111.5, 31.5], [10.5, 31.5]] }],
    fill: null,
    stroke: { width: 1, color: rgb(153, 153, 153) },
    clip: null,
  }]);
});

Deno.test("a uniform double border is two stroked lines a third of the width each, Blink's rounding", () => {
  // Chromium: 6px → lines 2px wide at 1 and 5px in; 10px → 3px wide at 1.5 and 8.5px in.
  for (const [width, line, outer, inner] of [[6, 2, 1, 5], [10, 3, 1.5, 8.5], [4, 1, 0.5, 3.5]]) {
    const items = borders({ x: 0, y: 0, width: 100, height: 50 }, all(width, "double", BLUE));
    assert.deepEqual(
      items.map((item) => [item.stroke?.width, points(item)[0]]),
      [[line, [outer, outer]], [line, [inner, inner]]],
      `${width}px`,
    );
  }
  // Too thin for two lines and a gap: solid.
  const thin = borders({ x: 0, y: 0, width: 100, height: 50 }, all(2, "double", BLUE));
  assert.equal(thin.length, 1);
  assert.equal(thin[0].stroke?.width, 2);
});

Deno.test("one colour with different widths is a ring: outer rectangle, inner one traced backwards", () => {
  const items = borders({ x: 0, y: 0, width: 100, height: 50 }, {
    top: [1, "solid", BLACK],
    right: [2, "solid", BLACK],
    bottom: [3, "solid", BLACK],
    left: [4, "solid", BLACK],
  });
  assert.equal(items.length, 1);
  assert.deepEqual(points(items[0], 0), [[0, 0], [100, 0], [100, 50], [0, 50]]);
  assert.deepEqual(points(items[0], 1), [[4, 47], [98, 47], [98, 1], [4, 1]]);
  assert.deepEqual(items[0].fill, BLACK);
});

Deno.test("a side's region runs from its outer edge to the inner corners, or straight across", () => {
  const box = { x: 10, y: 42, width: 106, height: 26 };
  const widths = { top: 3, right: 3, bottom: 3, left: 3 };
  // Chromium's right side of such a box, between differently coloured neighbours.
  assert.deepEqual(sideQuad(box, widths, "right", [true, true]), [
    [116, 42],
    [116, 68],
    [113, 65],
    [113, 45],
  ]);
  // Keeping its top corner, as under a later side that paints over it.
  assert.deepEqual(sideQuad(box, widths, "right", [false, true]), [
    [116, 42],
    [116, 68],
    [113, 65],
    [113, 42],
  ]);
  assert.deepEqual(sideQuad(box, { ...widths, left: 14, top: 2 }, "top", [true, true]), [
    [10, 42],
    [116, 42],
    [113, 44],
    [24, 44],
  ]);
  // The outer half of a 6px groove's top keeps the mitre's slope.
  const top = sideQuad(box, { ...widths, top: 6, left: 6 }, "top", [true, false]);
  assert.deepEqual(band(top, 0, 0.5), [[10, 42], [116, 42], [116, 45], [13, 45]]);
});

Deno.test("four colours: top and bottom whole, left and right cut on the diagonals, in Blink's order", () => {
  // Chromium 156 prints border-width 2 6 10 14 in #c00 #0a0 #00c #cc0 on a box at (8,8) 300×48
  // as top and bottom rectangles, then (302,10) (302,46) (308,56) (308,8) and (8,8) (8,56)
  // (22,46) (22,10).
  const [red, green, blue, yellow] = [
    rgb(204, 0, 0),
    rgb(0, 170, 0),
    rgb(0, 0, 204),
    rgb(204, 204, 0),
  ];
  const items = borders({ x: 8, y: 8, width: 300, height: 48 }, {
    top: [2, "solid", red],
    right: [6, "solid", green],
    bottom: [10, "solid", blue],
    left: [14, "solid", yellow],
  });
  assert.deepEqual(items.map((item) => item.fill), [red, blue, green, yellow]);
  assert.deepEqual(items.map((item) => points(item)), [
    [[8, 8], [308, 8], [308, 10], [8, 10]],
    [[308, 56], [8, 56], [8, 46], [308, 46]],
    [[308, 8], [308, 56], [302, 46], [302, 10]],
    [[8, 56], [8, 8], [22, 10], [22, 46]],
  ]);
});

Deno.test("a coloured top between transparent sides of a 0×0 box is a triangle", () => {
  const items = borders({ x: 8, y: 322, width: 40, height: 40 }, {
    top: [20, "solid", rgb(238, 102, 0)],
    right: [20, "solid", TRANSPARENT],
    bottom: [20, "solid", TRANSPARENT],
    left: [20, "solid", TRANSPARENT],
  });
  assert.equal(items.length, 1);
  assert.deepEqual(points(items[0]), [[8, 322], [48, 322], [28, 342], [28, 342]]);
});

Deno.test("a side keeps a corner its matching or later neighbour covers; shades cut where they differ", () => {
  // Chromium's 6px inset #246 box at (8,144) 170×54: the right side keeps the bottom-right
  // corner (both light), and is cut at the top-right one (dark top), and vice versa on the left.
  const items = borders(
    { x: 8, y: 144, width: 170, height: 54 },
    all(6, "inset", rgb(34, 68, 102)),
  );
  const dark = rgb(5, 11, 17);
  const light = rgb(62, 124, 186);
  assert.deepEqual(items.map((item) => [item.fill, item.outlines.length]), [
    [dark, 1],
    [light, 2], // bottom and right, consecutive, in one path: no seam between them
    [dark, 1],
  ]);
  assert.deepEqual(points(items[1], 1), [[178, 144], [178, 198], [172, 198], [172, 150]]);
  assert.deepEqual(points(items[2]), [[8, 198], [8, 144], [14, 144], [14, 192]]);
});

Deno.test("groove and ridge split into halves, the bigger one at the top or left edge", () => {
  // Chromium: a 3px groove #888 has a 2px dark outer top, 1px light inner; on the right
  // side the inner part is the 2px one and is dark.
  const items = borders(
    { x: 150, y: 50, width: 60, height: 30 },
    all(3, "groove", rgb(136, 136, 136)),
  );
  const dark = rgb(52, 52, 52);
  const light = rgb(221, 221, 221);
  const pieces = items.flatMap((item) =>
    item.outlines.map((outline) => ({
      fill: item.fill,
      corners: "points" in outline ? outline.points : [],
    }))
  );
  const coloursAt = (x: number, y: number) =>
    pieces.filter((p) => p.corners.some(([px, py]) => px === x && py === y)).map((p) => p.fill);
  assert.deepEqual(coloursAt(150, 52), [dark, light]); // top: 50–52 dark, 52–53 light
  assert.deepEqual(coloursAt(209, 51), [light, dark]); // right: 209–210 light, 207–209 dark
  // A 1px groove cannot show two halves: solid, in the colour itself.
  const thin = borders({ x: 0, y: 0, width: 60, height: 30 }, all(1, "groove", rgb(136, 136, 136)));
  assert.deepEqual(thin[0].stroke, { width: 1, color: rgb(136, 136, 136) });
});

Deno.test("dash gaps are fitted so that whole dashes start and end every side", () => {
  // Chromium 156: a 2px dashed side 104px long has 11 dashes of 6 with gaps of 3.8.
  assert.ok(Math.abs(selectBestDashGap(104, 6, 4) - 3.8) < 1e-9);
  const runs = dashRuns(104, 2);
  assert.equal(runs.length, 11);
  assert.deepEqual(runs[0], [0, 6]);
  assert.ok(Math.abs(runs[1][0] - 9.8) < 1e-9);
  assert.ok(Math.abs(runs[10][1] - 104) < 1e-9);
  // 6px wide: dashes of 12 (two widths), gap 6 fitted to 5.556 over 170px.
  const wide = dashRuns(170, 6);
  assert.equal(wide.length, 10);
  assert.ok(Math.abs(wide[1][0] - 17.5556) < 1e-4);
  // 1px: dashes of 3, gap 2 fitted to 2.0645 over 160px, 32 dashes.
  assert.equal(dashRuns(160, 1).length, 32);
  assert.ok(Math.abs(dashRuns(160, 1)[1][0] - 5.0645) < 1e-4);
  // Too short for two dashes and a gap: two shrunk dashes; too short for two dashes: solid.
  assert.deepEqual(dashRuns(18, 4).map(([a, b]) => [+a.toFixed(3), +b.toFixed(3)]), [
    [0, 7.2],
    [10.8, 18],
  ]);
  assert.deepEqual(dashRuns(14, 4), [[0, 14]]);
});

Deno.test("thick dots are circles one width apart plus a fitted gap, less 0.01", () => {
  // Chromium: 6px dotted over 170px: 15 dots from 3 at a pitch of 11.704; over 54px, 5 at 11.99.
  const dots = dotCentres(170, 6);
  assert.equal(dots.length, 15);
  assert.equal(dots[0], 3);
  assert.ok(Math.abs(dots[1] - 14.7043) < 1e-3);
  assert.ok(Math.abs(dots[14] - 166.86) < 1e-3);
  assert.deepEqual(dotCentres(54, 6).map((c) => +c.toFixed(2)), [3, 14.99, 26.98, 38.97, 50.96]);
  assert.deepEqual(dotCentres(7, 6), [3]);
});

Deno.test("thin dots are square dashes, with Blink's whole end dots", () => {
  // Measured from Chromium 156 prints (offsets from the side's start).
  assert.deepEqual(thinDotRuns(10, 1), [[0, 2], [3, 4], [5, 6], [7, 8], [9, 10]]);
  assert.deepEqual(thinDotRuns(11, 1).length, 6);
  assert.deepEqual(thinDotRuns(16, 2), [[0, 2], [3, 5], [7, 9], [11, 13], [14, 16]]);
  assert.deepEqual(thinDotRuns(19, 2), [[0, 2], [5, 7], [9, 11], [13, 15], [17, 19]]);
  assert.deepEqual(thinDotRuns(60, 3).at(0), [0, 4]);
  assert.deepEqual(thinDotRuns(60, 3).at(-1), [56, 60]);
  assert.deepEqual(thinDotRuns(60, 3).at(1), [7, 10]);
  assert.deepEqual(thinDotRuns(25, 3), [[0, 3], [5, 8], [11, 14], [17, 20], [22, 25]]);
});

Deno.test("dashes are clipped to the side where it meets another colour, not where it matches", () => {
  const box = { x: 10, y: 130, width: 106, height: 26 };
  const uniform = borders(box, all(2, "dashed", BLACK));
  assert.equal(uniform.length, 1);
  assert.equal(uniform[0].clip, null);
  assert.equal(uniform[0].outlines.length, 11 + 11 + 3 + 3);
  const mixed = borders(box, { ...all(2, "dashed", BLACK), top: [2, "dashed", BLUE] });
  const top = mixed.find((item) => item.fill === BLUE)!;
  assert.deepEqual(top.clip, [[10, 130], [116, 130], [114, 132], [12, 132]]);
});

Deno.test("translucent sides never overlap, so no corner is painted twice", () => {
  const blue = rgb(0, 0, 255, 0.5);
  const red = rgb(255, 0, 0, 0.5);
  const items = borders({ x: 0, y: 0, width: 60, height: 30 }, {
    ...all(4, "solid", red),
    top: [4, "solid", blue],
    right: [6, "solid", red],
  });
  // Every side is cut on both diagonals, even between the red ones: their areas add up to
  // the border's.
  const area = (p: [number, number][]) =>
    Math.abs(p.reduce((s, [x, y], i) => {
      const [nx, ny] = p[(i + 1) % p.length];
      return s + x * ny - nx * y;
    }, 0)) / 2;
  const total = items.flatMap((item) => item.outlines).reduce(
    (s, o) => s + area((o as { points: [number, number][] }).points),
    0,
  );
  assert.equal(total, 60 * 30 - 50 * 22);
});

Deno.test("inset, outset, groove and ridge shades are Blink's Dark() and Light()", () => {
  assert.deepEqual(darken(rgb(34, 68, 102)), rgb(5, 11, 17));
  assert.deepEqual(lighten(rgb(34, 68, 102)), rgb(62, 124, 186));
  assert.deepEqual(darken(rgb(204, 136, 68)), rgb(120, 80, 40));
  assert.deepEqual(lighten(rgb(204, 136, 68)), rgb(255, 170, 85));
  assert.deepEqual(lighten(BLACK), rgb(84, 84, 84));
  assert.deepEqual(lighten(rgb(0, 0, 0, 0.5)), rgb(84, 84, 84, 0.5));
  assert.deepEqual(darken(BLACK), BLACK);
  // Measured pairs [colour, darker, lighter] from Chromium 156's prints.
  const cases: [number, number, number][] = [
    [0, 84, 168], // black: two lightened shades
    [17, 101, 185],
    [31, 115, 199],
    [32, 116, 200],
    [33, 0, 117], // Dark() and Light() from here
    [128, 44, 212],
    [136, 52, 221],
    [234, 150, 255],
    [235, 151, 255],
    [236, 152, 236], // lighter than #ebebeb: the colour itself is the lighter shade
    [238, 154, 238],
    [255, 171, 255],
  ];
  for (const [grey, dark, light] of cases) {
    assert.deepEqual(borderShades(rgb(grey, grey, grey)), {
      dark: rgb(dark, dark, dark),
      light: rgb(light, light, light),
    }, `grey ${grey}`);
  }
  assert.deepEqual(borderShades(rgb(0, 17, 34)), {
    dark: rgb(0, 59, 118),
    light: rgb(0, 101, 202),
  });
  assert.deepEqual(borderShades(rgb(0, 0, 48)), { dark: rgb(0, 0, 132), light: rgb(0, 0, 216) });
  assert.deepEqual(borderShades(RED), { dark: rgb(171, 0, 0), light: RED });
});

Deno.test("printed: a 1px border is crisp, shades and diagonals land where Chromium puts them", async () => {
  const items: DisplayItem[] = [];
  const thin = { width: 1, style: "solid" as const, color: rgb(153, 153, 153) };
  paintBorders(items, { x: 10, y: 10, width: 30, height: 20 }, {
    top: 1,
    right: 1,
    bottom: 1,
    left: 1,
  }, {
    top: thin,
    right: thin,
    bottom: thin,
    left: thin,
  });
  const inset = { width: 6, style: "inset" as const, color: rgb(128, 128, 128) };
  paintBorders(items, { x: 50, y: 10, width: 60, height: 40 }, {
    top: 6,
    right: 6,
    bottom: 6,
    left: 6,
  }, {
    top: inset,
    right: inset,
    bottom: inset,
    left: inset,
  });
  const clear = { width: 20, style: "solid" as const, color: TRANSPARENT };
  paintBorders(items, { x: 10, y: 40, width: 40, height: 40 }, {
    top: 20,
    right: 20,
    bottom: 20,
    left: 20,
  }, {
    top: { ...clear, color: rgb(238, 102, 0) },
    right: clear,
    bottom: clear,
    left: clear,
  });
  const pixel = await printedPixels(items, 120, 80);
  // The stroke covers exactly one pixel column: full #999, not anti-aliased lighter.
  assert.deepEqual(pixel(10, 20), [153, 153, 153]);
  assert.deepEqual(pixel(25, 10), [153, 153, 153]);
  assert.deepEqual(pixel(11, 20), [255, 255, 255]);
  // Inset gray: dark top and left, light bottom and right, split on the diagonals.
  assert.deepEqual(pixel(80, 12), [44, 44, 44]);
  assert.deepEqual(pixel(52, 30), [44, 44, 44]);
  assert.deepEqual(pixel(80, 47), [212, 212, 212]);
  assert.deepEqual(pixel(108, 30), [212, 212, 212]);
  assert.deepEqual(pixel(109, 13), [212, 212, 212], "below the top-right diagonal: the right side");
  assert.deepEqual(pixel(105, 11), [44, 44, 44], "above it: the top");
  // The CSS triangle: coloured down the middle, empty beside its slopes.
  assert.deepEqual(pixel(30, 45), [238, 102, 0]);
  assert.deepEqual(pixel(14, 50), [255, 255, 255]);
  assert.deepEqual(pixel(46, 50), [255, 255, 255]);
});

Deno.test("patterns are laid only where the page shows them, in the same places", () => {
  const shown = [40_000, 41_000] as const;
  const inShown = ([from, to]: [number, number]) => to > shown[0] && from < shown[1];
  const key = (runs: [number, number][]) => runs.filter(inShown).map((r) => r.join());
  for (const width of [1, 2, 3, 5]) {
    assert.deepEqual(key(dashRuns(100_003, width, shown)), key(dashRuns(100_003, width)));
    assert.deepEqual(key(thinDotRuns(100_004, width, shown)), key(thinDotRuns(100_004, width)));
    const dots = (centres: number[]) => centres.filter((c) => c > shown[0] - 5 && c < shown[1] + 5);
    assert.deepEqual(
      dots(dotCentres(100_001, width + 4, shown)),
      dots(dotCentres(100_001, width + 4)),
    );
  }
  // A box ten million pixels wide: a page's worth of dashes, not two million.
  const items: DisplayItem[] = [];
  const side = { width: 3, style: "dashed" as const, color: BLACK };
  paintBorders(
    items,
    { x: 0, y: 0, width: 1e7, height: 20 },
    { top: 3, right: 3, bottom: 3, left: 3 },
    { top: side, right: side, bottom: side, left: side },
    null,
    { left: 0, top: 0, right: 800, bottom: 1100 },
  );
  const outlines = items.flatMap((item) => item.kind === "path" ? item.outlines : []);
  assert.ok(outlines.length > 100 && outlines.length < 1000, `${outlines.length} outlines`);
});
