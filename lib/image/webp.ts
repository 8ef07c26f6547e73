/**
 * WebP, decoded by libwebp compiled to WebAssembly (@jsquash/webp, from Google's Squoosh),
 * after the canvas size in the RIFF header has been checked against the limits, so the
 * decoder never allocates for a picture that is too large.
 */
import type { DecodedImage } from "./decoded_image.ts";
import { corrupt, ImageError } from "./errors.ts";
import { checkDecodedBytes, checkDimensions, type ImageLimits } from "./limits.ts";
import { fromRgba } from "./rgba.ts";

/** The canvas size from the first chunk: VP8X, VP8L or VP8 (WebP container spec). */
export function webpSize(bytes: Uint8Array): { width: number; height: number } {
  if (bytes.length < 30) corrupt("WebP", "the header is cut short");
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  const data = 20;
  const u24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
  switch (chunk) {
    case "VP8X":
      // Flags, 3 reserved bytes, then canvas width − 1 and height − 1 (24 bits each).
      return { width: u24(data + 4) + 1, height: u24(data + 7) + 1 };
    case "VP8L": {
      // Signature 0x2F, then 14 bits of width − 1 and 14 of height − 1, least significant first.
      if (bytes[data] !== 0x2f) corrupt("WebP", "bad lossless signature");
      const bits = bytes[data + 1] | (bytes[data + 2] << 8) | (bytes[data + 3] << 16) |
        (bytes[data + 4] << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case "VP8 ": {
      // RFC 6386 §9.1: a 3-byte frame tag, the start code 9D 01 2A, then 14-bit sizes.
      if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) {
        corrupt("WebP", "bad lossy start code");
      }
      const u16 = (at: number) => bytes[at] | (bytes[at + 1] << 8);
      return { width: u16(data + 6) & 0x3fff, height: u16(data + 8) & 0x3fff };
    }
  }
  corrupt("WebP", `unknown first chunk "${chunk}"`);
}

export async function decodeWebp(bytes: Uint8Array, limits: ImageLimits): Promise<DecodedImage> {
  const { width, height } = webpSize(bytes);
  checkDimensions("WebP", width, height, limits);
  checkDecodedBytes("WebP", 8 * width * height, limits);
  const { default: decode } = await import("@jsquash/webp/decode.js");
  let image: ImageData;
  try {
    image = await decode(bytes.slice().buffer);
  } catch (error) {
    throw new ImageError("corrupt", `Corrupt WebP image: ${String(error)}.`);
  }
  return fromRgba(image.data, image.width, image.height);
}
