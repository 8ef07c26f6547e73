/**
 * Raster images: recognising a format from its bytes and turning an image into what a PDF
 * image XObject embeds (lib/pdf/image_xobject.ts writes it), with its intrinsic size and
 * EXIF orientation for layout and paint.
 */
export { decodeImage } from "./decode.ts";
export { ImageError, type ImageErrorReason } from "./errors.ts";
export { DEFAULT_IMAGE_LIMITS, type ImageLimits } from "./limits.ts";
export { type Matrix, orientationMatrix } from "./orientation.ts";
export { rgbaImage } from "./rgba.ts";
export { sniffImageFormat } from "./sniff.ts";
export { tintedMask } from "./tinted_mask.ts";
export type {
  EmbeddableImage,
  ExifOrientation,
  ImageColorSpace,
  ImageFormat,
  ImageStream,
  SoftMask,
} from "./types.ts";
