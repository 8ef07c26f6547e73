/**
 * zlib streams (RFC 1950), PDF's FlateDecode (§7.4.4): inflating with a ceiling on the
 * output, so that a few kilobytes that expand to gigabytes stop at the ceiling, and
 * deflating decoded samples for embedding.
 */
import { deflateSync, inflateSync } from "node:zlib";
import { corrupt, ImageError } from "./errors.ts";
import type { ImageStream, SoftMask } from "./types.ts";

/**
 * Inflates `data`, failing once the output would pass `maxBytes`. A stream that ends
 * early is corrupt; trailing bytes after its end are ignored, as image decoders do.
 */
export function inflateLimited(format: string, data: Uint8Array, maxBytes: number): Uint8Array {
  try {
    return inflateSync(data, { maxOutputLength: Math.max(1, maxBytes) });
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new ImageError(
        "too-large",
        `The ${format} image inflates to more than the ${maxBytes} bytes it should.`,
      );
    }
    corrupt(format, `compressed data unreadable (${(error as Error).message})`);
  }
}

/** zlib-compresses decoded samples for a FlateDecode stream. */
export function deflate(data: Uint8Array): Uint8Array {
  return deflateSync(data, { level: 6 });
}

/** Decoded samples as a FlateDecode image stream. */
export function flateStream(samples: Uint8Array): ImageStream {
  return { filter: "FlateDecode", data: deflate(samples) };
}

/** Alpha samples, row by row from the top, as a soft mask image (§11.6.5.3). */
export function alphaSoftMask(alpha: Uint8Array, bitsPerComponent: 8 | 16 = 8): SoftMask {
  return { bitsPerComponent, stream: flateStream(alpha) };
}
