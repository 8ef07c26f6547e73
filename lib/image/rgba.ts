/**
 * Decoded RGBA pixels (what the WebP and AVIF decoders return) as PDF image samples: the
 * colour as DeviceRGB, the alpha as a soft mask unless every pixel is opaque.
 */
import { type DecodedImage, upright } from "./decoded_image.ts";
import { imageKey } from "./image_key.ts";
import type { EmbeddableImage } from "./types.ts";
import { alphaSoftMask, flateStream } from "./zlib.ts";

export function fromRgba(
  rgba: ArrayLike<number>,
  width: number,
  height: number,
): DecodedImage {
  const pixels = width * height;
  const rgb = new Uint8Array(pixels * 3);
  const alpha = new Uint8Array(pixels);
  let opaque = true;
  for (let p = 0; p < pixels; p++) {
    rgb[3 * p] = rgba[4 * p];
    rgb[3 * p + 1] = rgba[4 * p + 1];
    rgb[3 * p + 2] = rgba[4 * p + 2];
    alpha[p] = rgba[4 * p + 3];
    if (alpha[p] !== 255) opaque = false;
  }
  return {
    ...upright(width, height),
    colorSpace: { kind: "DeviceRGB" },
    bitsPerComponent: 8,
    stream: flateStream(rgb),
    ...(!opaque && { softMask: alphaSoftMask(alpha) }),
  };
}

/** Pixels made in code (an icon) as an image to embed, keyed by its samples. */
export function rgbaImage(rgba: Uint8Array, width: number, height: number): EmbeddableImage {
  return { key: `rgba:${imageKey(rgba)}`, format: "png", ...fromRgba(rgba, width, height) };
}
