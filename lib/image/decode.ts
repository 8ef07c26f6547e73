/**
 * Bytes to an EmbeddableImage: the format is sniffed from the bytes, then decoded by its
 * own module. Every failure is an ImageError; nothing else escapes.
 */
import { decodeAvif } from "./avif.ts";
import type { DecodedImage } from "./decoded_image.ts";
import { ImageError } from "./errors.ts";
import { decodeGif } from "./gif.ts";
import { imageKey } from "./image_key.ts";
import { decodeJpeg } from "./jpeg.ts";
import { DEFAULT_IMAGE_LIMITS, type ImageLimits } from "./limits.ts";
import { decodePng } from "./png.ts";
import { sniffImageFormat } from "./sniff.ts";
import { decodeWebp } from "./webp.ts";
import type { EmbeddableImage, ImageFormat } from "./types.ts";

type Decoder = (bytes: Uint8Array, limits: ImageLimits) => DecodedImage | Promise<DecodedImage>;

const DECODERS: Partial<Record<ImageFormat, Decoder>> = {
  png: decodePng,
  jpeg: decodeJpeg,
  gif: decodeGif,
  webp: decodeWebp,
  avif: decodeAvif,
};

/**
 * Decodes `bytes` for embedding. `mimeType` (a server's Content-Type, a data: URI's type)
 * only helps recognise SVG, which has no signature; it never overrides the bytes.
 */
export async function decodeImage(
  bytes: Uint8Array,
  mimeType?: string,
  limits: ImageLimits = DEFAULT_IMAGE_LIMITS,
): Promise<EmbeddableImage> {
  const format = sniffImageFormat(bytes, mimeType);
  if (!format) throw new ImageError("unsupported", "Not an image format html2pdf recognises.");
  const decode = DECODERS[format];
  if (!decode) {
    throw new ImageError("unsupported", `${format.toUpperCase()} images are not supported yet.`);
  }
  let decoded: DecodedImage;
  try {
    decoded = await decode(bytes, limits);
  } catch (error) {
    if (error instanceof ImageError) throw error;
    // Reads past the end of a truncated file and the like: a corrupt image, not a crash.
    throw new ImageError(
      "corrupt",
      `Corrupt ${format.toUpperCase()} image: ${(error as Error).message}.`,
    );
  }
  return { key: imageKey(bytes), format, ...decoded };
}
