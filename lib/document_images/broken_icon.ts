/**
 * The icon Chromium shows for an image that could not be loaded (a 16px picture of a torn
 * page: sky, cloud and hill), drawn here pixel by pixel to look like it: the same size, place
 * and colours, our own drawing.
 */
import { rgbaImage } from "../image/mod.ts";
import type { LoadedImage } from "./loaded_image.ts";

const SIZE = 16;

type Rgba = readonly [number, number, number, number];

const CLEAR: Rgba = [0, 0, 0, 0];
const EDGE: Rgba = [160, 160, 160, 255];
const CLOUD: Rgba = [255, 255, 255, 255];
const HILL: Rgba = [88, 172, 56, 255];

/** The colour of pixel (x, y) of the icon. */
function pixel(x: number, y: number): Rgba {
  // The page is 14 wide; its top right corner folds down, its bottom right is torn away.
  const fold = x + (3 - y) > 13;
  const torn = x + y > 20;
  if (x > 13 || fold || torn) return CLEAR;
  if (x === 0 || y === 0 || y === 15 || x === 13 || x + (3 - y) === 13 || x + y === 20) {
    return EDGE;
  }
  if (Math.hypot(x - 5.5, (y - 4) * 1.8) < 2.8) return CLOUD;
  if (Math.hypot(x - 6, y - 16.5) < 6.5) return HILL;
  // The sky lightens towards the horizon.
  const t = y / SIZE;
  return [200 + 30 * t, 218 + 22 * t, 250, 255];
}

function draw(): Uint8Array {
  const rgba = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) rgba.set(pixel(x, y).map(Math.round), 4 * (y * SIZE + x));
  }
  return rgba;
}

export const BROKEN_IMAGE_ICON: LoadedImage = {
  kind: "raster",
  raster: rgbaImage(draw(), SIZE, SIZE),
};
