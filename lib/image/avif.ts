/**
 * AVIF, decoded by libavif/dav1d compiled to WebAssembly (@jsquash/avif, from Google's
 * Squoosh), after the image size in the ISO BMFF header (the `ispe` property, ISO/IEC
 * 23008-12 §6.5.3) has been checked against the limits.
 */
import type { DecodedImage } from "./decoded_image.ts";
import { corrupt, ImageError } from "./errors.ts";
import { checkDecodedBytes, checkDimensions, type ImageLimits } from "./limits.ts";
import { fromRgba } from "./rgba.ts";

/** Boxes whose payload is more boxes; `meta` is a full box (4 bytes of version and flags first). */
const CONTAINERS: Record<string, number> = { meta: 4, iprp: 0, ipco: 0 };

/** The largest `ispe` (image spatial extents) in the file: the primary image's size. */
export function avifSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let best: { width: number; height: number } | null = null;
  const walk = (start: number, end: number) => {
    let at = start;
    while (at + 8 <= end) {
      let size = view.getUint32(at);
      const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
      let header = 8;
      if (size === 1) {
        if (at + 16 > end) return;
        size = Number(view.getBigUint64(at + 8));
        header = 16;
      } else if (size === 0) {
        size = end - at;
      }
      if (size < header || at + size > end) return;
      if (type in CONTAINERS) walk(at + header + CONTAINERS[type], at + size);
      if (type === "ispe" && size >= header + 12) {
        const width = view.getUint32(at + header + 4);
        const height = view.getUint32(at + header + 8);
        if (!best || width * height > best.width * best.height) best = { width, height };
      }
      at += size;
    }
  };
  walk(0, bytes.length);
  if (!best) corrupt("AVIF", "no image size (ispe)");
  return best;
}

export async function decodeAvif(bytes: Uint8Array, limits: ImageLimits): Promise<DecodedImage> {
  const { width, height } = avifSize(bytes);
  checkDimensions("AVIF", width, height, limits);
  checkDecodedBytes("AVIF", 8 * width * height, limits);
  const { default: decode } = await import("@jsquash/avif/decode.js");
  let image: ImageData | null;
  try {
    image = await decode(bytes.slice().buffer);
  } catch (error) {
    throw new ImageError("corrupt", `Corrupt AVIF image: ${String(error)}.`);
  }
  if (!image) corrupt("AVIF", "the decoder returned no image");
  return fromRgba(image.data, image.width, image.height);
}
