/** Drawing on RGB rasters for the diff image: solid rectangles and copies of other rasters. */
import type { RgbImage } from "./ppm.ts";

export type Colour = readonly [number, number, number];

/** A `width` × `height` raster filled with `colour`. */
export function blankImage(width: number, height: number, colour: Colour): RgbImage {
  const image = { width, height, data: new Uint8Array(width * height * 3) };
  fillRect(image, 0, 0, width, height, colour);
  return image;
}

/** Fills a rectangle, clipped to the image. */
export function fillRect(
  image: RgbImage,
  x: number,
  y: number,
  width: number,
  height: number,
  colour: Colour,
): void {
  const x0 = Math.max(0, x);
  const x1 = Math.min(image.width, x + width);
  for (let row = Math.max(0, y); row < Math.min(image.height, y + height); row++) {
    for (let col = x0; col < x1; col++) image.data.set(colour, (row * image.width + col) * 3);
  }
}

/** Copies `source` into `target` with its top-left corner at (x, y), clipped to the target. */
export function blit(target: RgbImage, source: RgbImage, x: number, y: number): void {
  const width = Math.min(source.width, target.width - x);
  for (let row = 0; row < source.height && y + row < target.height; row++) {
    const from = row * source.width * 3;
    target.data.set(
      source.data.subarray(from, from + width * 3),
      ((y + row) * target.width + x) * 3,
    );
  }
}
