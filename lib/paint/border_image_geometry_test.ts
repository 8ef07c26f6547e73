import { deepStrictEqual as eq, equal } from "node:assert/strict";
import {
  axisTiles,
  borderImageArea,
  borderImagePieces,
  regionWidths,
  sliceOffsets,
} from "./border_image_geometry.ts";

const n = (number: number) => ({ number });
const all = <T>(value: T): [T, T, T, T] => [value, value, value, value];

Deno.test("§6.5 outset: numbers are multiples of the border width, lengths px", () => {
  const box = { x: 10, y: 20, width: 100, height: 50 };
  eq(borderImageArea(box, [4, 2, 4, 2], [n(1), { px: 3 }, n(0.5), { px: 0 }]), {
    x: 10,
    y: 16,
    width: 103,
    height: 56,
  });
});

Deno.test("§6.3 slices: image pixels over the resolution, percentages, none beyond the image", () => {
  const image = { width: 60, height: 40 };
  eq(sliceOffsets({ sides: all(n(20)), fill: false }, image, 1), [20, 20, 20, 20]);
  eq(sliceOffsets({ sides: all(n(20)), fill: false }, image, 2), [10, 10, 10, 10]);
  eq(
    sliceOffsets(
      { sides: [{ percent: 25 }, { percent: 50 }, n(99), n(99)], fill: false },
      image,
      1,
    ),
    [
      10,
      30,
      40,
      60,
    ],
  );
});

Deno.test("§6.4 widths: multiples, percentages of the area, auto the slice; scaled to fit", () => {
  const area = { width: 200, height: 100 };
  eq(regionWidths([n(2), { px: 7 }, { percent: 10 }, "auto"], [5, 5, 5, 5], area, all(12)), [
    10,
    7,
    10,
    12,
  ]);
  // 20px + 20px on a 30px-wide area: all sides scaled by 30/40.
  eq(regionWidths(all(n(1)), all(20), { width: 30, height: 100 }, all(20)), all(15));
});

Deno.test("§6.6 tiles along a 130px edge of 20px tiles, per repeat style", () => {
  eq(axisTiles("stretch", 0, 130, 20), { start: 0, size: 130, step: 130, count: 1 });
  // repeat: one tile centred (55 to 75), whole tiles out to both ends.
  eq(axisTiles("repeat", 0, 130, 20), { start: -5, size: 20, step: 20, count: 7 });
  // round: 6.5 tiles round to 7, each 130 / 7 long.
  eq(axisTiles("round", 0, 130, 20), { start: 0, size: 130 / 7, step: 130 / 7, count: 7 });
  // space: 6 whole tiles, the 10px left shared by 7 gaps.
  eq(axisTiles("space", 0, 130, 20), { start: 10 / 7, size: 20, step: 20 + 10 / 7, count: 6 });
  equal(axisTiles("space", 0, 15, 20).count, 0);
});

Deno.test("§6.7 pieces: corners stretched, edges scaled to their thickness, fill adds the middle", () => {
  const area = { x: 0, y: 0, width: 170, height: 102 };
  const image = { width: 60, height: 60 };
  const style = { repeat: { x: "repeat", y: "stretch" } as const, fill: false };
  const pieces = borderImagePieces(area, image, all(20), all(10), style);
  equal(pieces.length, 8);
  const [topLeft, top] = pieces;
  eq(topLeft, {
    source: { x: 0, y: 0, width: 20, height: 20 },
    region: { x: 0, y: 0, width: 10, height: 10 },
    tiles: [{ x: 0, y: 0, width: 10, height: 10 }],
  });
  // The top edge's 20px slice drawn 10px tall, so 10px wide: 15 tiles centred on 150px.
  eq(top.region, { x: 10, y: 0, width: 150, height: 10 });
  eq(top.tiles.length, 15);
  eq(top.tiles[0], { x: 10, y: 0, width: 10, height: 10 });
  const filled = borderImagePieces(area, image, all(20), all(10), { ...style, fill: true });
  eq(filled[4].region, { x: 10, y: 10, width: 150, height: 82 });
  // The middle: as wide as the top's tiles, stretched down as the left edge is.
  eq(filled[4].tiles[0].width, 10);
  eq(filled[4].tiles[0].height, 82);
  // Slices meeting across the image leave the edges and middle empty: corners only.
  equal(borderImagePieces(area, image, all(30), all(10), { ...style, fill: true }).length, 4);
});
