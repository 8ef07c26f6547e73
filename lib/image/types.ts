/**
 * What a decoded raster image is to the rest of the pipeline: the samples a PDF image
 * XObject embeds (PDF 32000-1 §8.9.5) plus the size layout needs. Samples stay compressed
 * wherever the source allows it, so a JPEG or a plain PNG is embedded byte for byte.
 */

/** The formats the sniffer recognises; not all of them can be decoded. */
export type ImageFormat = "png" | "jpeg" | "gif" | "webp" | "avif" | "svg";

/** PDF colour spaces an image can use (§8.6.4, §8.6.6.3). */
export type ImageColorSpace =
  | { kind: "DeviceGray" }
  | { kind: "DeviceRGB" }
  | { kind: "DeviceCMYK" }
  /** A palette: `palette` holds one RGB triplet (8 bits each) per index. */
  | { kind: "Indexed"; palette: Uint8Array };

/**
 * An encoded sample stream and the filter that decodes it (§7.4). FlateDecode data may
 * carry PNG predictors (§7.4.4.4), which lets PNG IDAT data pass through unchanged.
 */
export interface ImageStream {
  filter: "FlateDecode" | "DCTDecode";
  data: Uint8Array;
  /** /DecodeParms entries (§7.4.4.4 Table 8 for Flate, Table 13 for DCT). */
  decodeParms?: Record<string, number>;
}

/** A soft mask (§11.6.5.3): one DeviceGray alpha sample per pixel, same size as the image. */
export interface SoftMask {
  bitsPerComponent: 8 | 16;
  stream: ImageStream;
}

/**
 * EXIF orientation (TIFF 6 tag 274): 1 is upright; 2–8 mirror and/or rotate the stored
 * pixels. Chromium applies it by default (`image-orientation: from-image`).
 */
export type ExifOrientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface EmbeddableImage {
  /** Same bytes, same key: every distinct image is embedded once. */
  key: string;
  format: ImageFormat;
  /** Stored pixel size, before orientation. */
  width: number;
  height: number;
  colorSpace: ImageColorSpace;
  bitsPerComponent: 1 | 2 | 4 | 8 | 16;
  stream: ImageStream;
  /** /Decode array (§8.9.5.2), e.g. [1 0 1 0 1 0 1 0] for Adobe's inverted CMYK JPEGs. */
  decode?: number[];
  /** Alpha as a soft mask, when the image has any transparency a colour key cannot express. */
  softMask?: SoftMask;
  /** Colour key mask (§8.9.6.4): [min max] per component; samples inside are transparent. */
  colorKeyMask?: number[];
  /** How paint must turn the stored pixels so they appear upright. */
  orientation: ExifOrientation;
  /** Size in CSS px as layout sees it: one image pixel is one px, after orientation. */
  intrinsicWidth: number;
  intrinsicHeight: number;
}
