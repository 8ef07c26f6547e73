/**
 * An image of one colour seen through an alpha mask: how a blurred shadow is embedded (as
 * Chromium's print embeds blurred shadows as images, since PDF has no blur): DeviceRGB samples
 * of the colour, the alpha as its soft mask (PDF 32000-1 §11.6.5.3), both Flate-compressed —
 * the constant colour packs to almost nothing.
 */
import { imageKey } from "./image_key.ts";
import type { EmbeddableImage } from "./types.ts";
import { alphaSoftMask, flateStream } from "./zlib.ts";

/**
 * `alpha` holds one 8-bit sample per pixel, row by row from the top; `rgb` the colour's
 * channels, 0–255.
 */
export function tintedMask(
  width: number,
  height: number,
  rgb: readonly [number, number, number],
  alpha: Uint8Array,
): EmbeddableImage {
  const colour = new Uint8Array(width * height * 3);
  for (let i = 0; i < colour.length; i += 3) colour.set(rgb, i);
  return {
    key: `${imageKey(alpha)}:${width}:${rgb.join(",")}`,
    // The samples are Flate-compressed as a PNG's are; no file stands behind them.
    format: "png",
    width,
    height,
    colorSpace: { kind: "DeviceRGB" },
    bitsPerComponent: 8,
    stream: flateStream(colour),
    softMask: alphaSoftMask(alpha),
    orientation: 1,
    intrinsicWidth: width,
    intrinsicHeight: height,
  };
}
