import { deepStrictEqual as eq } from "node:assert/strict";
import { axisTiles, tileSize } from "./background_tiles.ts";

const AUTO = { width: "auto", height: "auto" } as const;
const REPEAT = { x: "repeat", y: "repeat" } as const;
const area = { width: 200, height: 100 };
const photo = { width: 40, height: 20 };

Deno.test("background-size: auto, lengths, percentages, cover and contain", () => {
  eq(tileSize(AUTO, photo, area, REPEAT), photo);
  // A gradient has no natural size: it fills the positioning area.
  eq(tileSize(AUTO, null, area, REPEAT), area);
  eq(tileSize({ width: { px: 80 }, height: "auto" }, photo, area, REPEAT), {
    width: 80,
    height: 40,
  });
  eq(tileSize({ width: "auto", height: { percent: 50 } }, photo, area, REPEAT), {
    width: 100,
    height: 50,
  });
  eq(tileSize({ width: { px: 30 }, height: "auto" }, null, area, REPEAT), {
    width: 30,
    height: 100,
  });
  eq(tileSize("cover", photo, area, REPEAT), { width: 200, height: 100 });
  eq(tileSize("contain", { width: 20, height: 20 }, area, REPEAT), { width: 100, height: 100 });
  eq(tileSize("cover", null, area, REPEAT), area);
});

Deno.test("background-repeat: round fits a whole number of tiles, keeping an auto side's ratio", () => {
  // 200 / 45 = 4.44 → 4 tiles of 50; the auto height follows: 25.
  eq(tileSize({ width: { px: 45 }, height: "auto" }, photo, area, { x: "round", y: "repeat" }), {
    width: 50,
    height: 25,
  });
  eq(tileSize(AUTO, { width: 30, height: 30 }, area, { x: "round", y: "round" }), {
    width: 200 / 7,
    height: 100 / 3,
  });
});

Deno.test("tiles along an axis: positioned, repeated back and on over the painting area", () => {
  // Centred 40px tiles in a 200px area from 0: the first at 80, repeated to cover 0–200.
  eq(axisTiles("repeat", [0, 200], [0, 200], 40, { percent: 50 }), {
    start: 0,
    step: 40,
    count: 5,
  });
  eq(axisTiles("repeat", [10, 200], [0, 220], 30, { px: 0 }), { start: -20, step: 30, count: 8 });
  eq(axisTiles("no-repeat", [0, 200], [0, 200], 40, { percent: 100 }), {
    start: 160,
    step: 40,
    count: 1,
  });
  // space: as many whole tiles as fit, first and last at the edges.
  eq(axisTiles("space", [0, 200], [0, 200], 60, { percent: 50 }), { start: 0, step: 70, count: 3 });
  // Fewer than two fit: one, where background-position puts it.
  eq(axisTiles("space", [0, 100], [0, 100], 60, { percent: 50 }), {
    start: 20,
    step: 60,
    count: 1,
  });
});
