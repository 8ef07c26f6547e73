/**
 * What a format's decoder returns: everything of an EmbeddableImage but the identity
 * (key, format), which decodeImage adds once for every format.
 */
import type { EmbeddableImage } from "./types.ts";

export type DecodedImage = Omit<EmbeddableImage, "key" | "format">;

/** The fields of an image shown upright as stored (PNG, GIF: no orientation). */
export function upright(width: number, height: number) {
  return {
    width,
    height,
    orientation: 1 as const,
    intrinsicWidth: width,
    intrinsicHeight: height,
  };
}
