import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { defaultStyle } from "../css/mod.ts";
import type { ComputedStyle } from "../css/types.ts";
import type { VectorImage } from "./background.ts";
import { paintBorderImage } from "./border_image.ts";
import type { DisplayItem } from "./types.ts";

Deno.test("an SVG border image is drawn once and scaled into every tile of every piece", () => {
  const frame: DisplayItem = { kind: "rect", x: 0, y: 0, width: 30, height: 30, color: RED };
  let draws = 0;
  const svg: VectorImage = {
    natural: { width: 30, height: 30, ratio: 1 },
    draw: (tile) => {
      eq(tile, { x: 0, y: 0, width: 30, height: 30 });
      draws++;
      return [frame];
    },
  };
  const style: ComputedStyle = {
    ...defaultStyle(),
    borderImageSource: { url: "frame.svg" },
    borderImageSlice: {
      sides: [{ number: 10 }, { number: 10 }, { number: 10 }, { number: 10 }],
      fill: false,
    },
    borderImageRepeat: { x: "repeat", y: "stretch" },
  };
  const out: DisplayItem[] = [];
  const border = { top: 10, right: 10, bottom: 10, left: 10 };
  const box = { x: 0, y: 0, width: 70, height: 50 };
  equal(paintBorderImage(out, style, box, border, () => svg), true);
  equal(draws, 1);
  // Four corners, two stretched sides, and the top and bottom edges' 50px in 10px tiles,
  // the middle one centred: 5 whole tiles each.
  const tiles = out.filter((item) => item.kind === "clip-push");
  equal(tiles.length, 4 + 2 + 2 * 5);
  equal(out.filter((item) => item === frame).length, tiles.length);
  eq(out.slice(0, 4), [
    { kind: "clip-push", x: 0, y: 0, width: 10, height: 10 },
    { kind: "transform-push", matrix: [1, 0, 0, 1, 0, 0] },
    frame,
    { kind: "pop" },
  ]);
});

const RED = { r: 255, g: 0, b: 0, a: 1 };
