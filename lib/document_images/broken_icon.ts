/**
 * The icon Chromium shows for an image that could not be loaded (a picture of a torn page: sky,
 * cloud and hill, with a crack across it; 14×16 pixels shown 16px square), drawn here pixel by pixel to look like it:
 * the same size and colours, our own drawing.
 */
import { rgbaImage } from "../image/mod.ts";
import type { LoadedImage } from "./loaded_image.ts";

/** Chromium's icon is 14×16 pixels, stretched over its 16px box. */
const WIDTH = 14;
const HEIGHT = 16;

type Rgba = readonly [number, number, number, number];

const CLEAR: Rgba = [0, 0, 0, 0];
const EDGE: Rgba = [154, 154, 154, 255];
const CLOUD: Rgba = [255, 255, 255, 255];
const HILL: Rgba = [92, 172, 60, 255];

/** The colour of pixel (x, y) of the icon. */
function pixel(x: number, y: number): Rgba {
  // The page's top right corner is folded over, and a crack runs across its bottom right.
  const fold = x - 10 - y;
  const crack = x + y;
  if (fold > 0 || crack === 20 || crack === 21) return CLEAR;
  const edge = x === 0 || y === 0 || y === HEIGHT - 1 || x === WIDTH - 1;
  if (edge || fold === 0 || crack === 19 || crack === 22) return EDGE;
  if (Math.hypot(x - 5, (y - 4) * 1.6) < 2.6) return CLOUD;
  if (Math.hypot(x - 6, (y - 15) * 1.2) < 6) return HILL;
  // The sky deepens towards the horizon.
  const t = y / HEIGHT;
  return [226 - 40 * t, 236 - 26 * t, 252, 255];
}

function draw(): Uint8Array {
  const rgba = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) rgba.set(pixel(x, y).map(Math.round), 4 * (y * WIDTH + x));
  }
  return rgba;
}

export const BROKEN_IMAGE_ICON: LoadedImage = {
  kind: "raster",
  raster: rgbaImage(draw(), WIDTH, HEIGHT),
};
