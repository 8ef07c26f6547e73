/**
 * JPEG to a PDF image: the file is embedded unchanged with DCTDecode (§7.4.8), so only its
 * header is read — the frame's size and components, the Adobe segment's colour transform,
 * and the EXIF orientation.
 */
import type { DecodedImage } from "./decoded_image.ts";
import { corrupt, ImageError } from "./errors.ts";
import { exifOrientation } from "./exif_orientation.ts";
import { jpegHeaderSegments, type JpegSegment } from "./jpeg_segments.ts";
import { checkDimensions, type ImageLimits } from "./limits.ts";
import { swapsAxes } from "./orientation.ts";
import type { ExifOrientation, ImageColorSpace } from "./types.ts";

/** Start-of-frame markers PDF readers decode: baseline, extended sequential, progressive. */
const HUFFMAN_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** Lossless, hierarchical and arithmetic-coded frames (§B.1.1.3). */
const OTHER_FRAMES = new Set([0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const APP1 = 0xe1;
const APP14 = 0xee;

const COLOR_SPACES: Record<number, ImageColorSpace> = {
  1: { kind: "DeviceGray" },
  3: { kind: "DeviceRGB" },
  4: { kind: "DeviceCMYK" },
};

export function decodeJpeg(bytes: Uint8Array, limits: ImageLimits): DecodedImage {
  const segments = jpegHeaderSegments(bytes);
  const frame = segments.find((s) => HUFFMAN_FRAMES.has(s.marker));
  if (!frame) {
    if (segments.some((s) => OTHER_FRAMES.has(s.marker))) {
      throw new ImageError(
        "unsupported",
        "Lossless, hierarchical and arithmetic-coded JPEGs are not supported.",
      );
    }
    corrupt("JPEG", "no frame header");
  }
  const { data } = frame;
  if (data.length < 6) corrupt("JPEG", "the frame header is cut short");
  const precision = data[0];
  const height = (data[1] << 8) | data[2];
  const width = (data[3] << 8) | data[4];
  const components = data[5];
  if (precision !== 8) {
    throw new ImageError("unsupported", `${precision}-bit JPEGs are not supported.`);
  }
  checkDimensions("JPEG", width, height, limits);
  const colorSpace = COLOR_SPACES[components];
  if (!colorSpace) {
    throw new ImageError("unsupported", `JPEGs with ${components} components are not supported.`);
  }
  if (data.length < 6 + 3 * components) corrupt("JPEG", "the frame header is cut short");
  const ids = Array.from({ length: components }, (_, i) => data[6 + 3 * i]);

  const adobe = adobeTransform(segments);
  const transform = colorTransform(components, adobe, ids);
  const orientation = orientationOf(segments);
  const swap = swapsAxes(orientation);
  return {
    width,
    height,
    colorSpace,
    bitsPerComponent: 8,
    stream: {
      filter: "DCTDecode",
      data: bytes,
      // Written only where it differs from DCTDecode's default (§7.4.8 Table 13): 1 for three
      // components, 0 otherwise.
      ...(transform !== (components === 3 ? 1 : 0) &&
        { decodeParms: { ColorTransform: transform } }),
    },
    // CMYK JPEGs are stored inverted (ink 0 as 255), as Adobe's applications write them;
    // Chromium reads every four-component JPEG so, while a PDF reader takes samples as
    // they are, so the Decode array inverts them (§8.9.5.2 Table 89).
    ...(components === 4 && { decode: [1, 0, 1, 0, 1, 0, 1, 0] }),
    orientation,
    intrinsicWidth: swap ? height : width,
    intrinsicHeight: swap ? width : height,
  };
}

/** The transform byte of an Adobe APP14 segment: 0 none, 1 YCbCr, 2 YCCK; null without one. */
function adobeTransform(segments: JpegSegment[]): number | null {
  for (const { marker, data } of segments) {
    if (marker === APP14 && data.length >= 12 && ascii(data, 0, 5) === "Adobe") return data[11];
  }
  return null;
}

/**
 * Whether the decoder converts YCbCr (or YCCK) back: the Adobe segment decides; without one
 * a three-component image is YCbCr unless its components are named R, G, B, as libjpeg
 * (and so Chromium) reads it.
 */
function colorTransform(components: number, adobe: number | null, ids: number[]): 0 | 1 {
  if (adobe !== null) return adobe === 0 ? 0 : 1;
  if (components !== 3) return 0;
  return ids[0] === 0x52 && ids[1] === 0x47 && ids[2] === 0x42 ? 0 : 1;
}

/** The orientation in the first EXIF APP1 segment. */
function orientationOf(segments: JpegSegment[]): ExifOrientation {
  const exif = segments.find((s) =>
    s.marker === APP1 && ascii(s.data, 0, 4) === "Exif" && s.data[4] === 0 && s.data[5] === 0
  );
  return exif ? exifOrientation(exif.data.subarray(6)) : 1;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}
