/**
 * Bounds on what one image may cost, so a small file that claims or inflates to a huge
 * image (a decompression bomb) fails cleanly instead of exhausting the 256 MB container.
 */
import { ImageError } from "./errors.ts";

export interface ImageLimits {
  /** Most pixels (width × height) an image may have. */
  maxPixels: number;
  /** Most bytes one image may decompress to while being decoded. */
  maxDecodedBytes: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = {
  maxPixels: 40_000_000,
  maxDecodedBytes: 64 * 1024 * 1024,
};

/** Throws unless a width × height image is non-empty and within the pixel limit. */
export function checkDimensions(
  format: string,
  width: number,
  height: number,
  limits: ImageLimits,
): void {
  if (width < 1 || height < 1) {
    throw new ImageError("corrupt", `Corrupt ${format} image: size ${width}×${height}.`);
  }
  if (width * height > limits.maxPixels) {
    throw new ImageError(
      "too-large",
      `The ${format} image is ${width}×${height} pixels; the limit is ${limits.maxPixels} pixels.`,
    );
  }
}

/** Throws when decoding would need more than the decoded-bytes limit. */
export function checkDecodedBytes(format: string, bytes: number, limits: ImageLimits): void {
  if (bytes > limits.maxDecodedBytes) {
    throw new ImageError(
      "too-large",
      `The ${format} image needs ${bytes} bytes decoded; the limit is ${limits.maxDecodedBytes}.`,
    );
  }
}
