/**
 * PNG (PNG 3rd edition) to PDF image samples. A PNG without alpha and without interlacing is
 * embedded as its own IDAT stream: PDF's FlateDecode with PNG predictors (§7.4.4.4, Predictor
 * 15 = per-row PNG filters) reads it unchanged. Otherwise the pixels are decoded, the alpha
 * channel becomes a soft mask and the colour samples are compressed again.
 */
import { type DecodedImage, upright } from "./decoded_image.ts";
import { corrupt } from "./errors.ts";
import { checkDecodedBytes, checkDimensions, type ImageLimits } from "./limits.ts";
import { readSubByte, rowBytes } from "./packed_samples.ts";
import { deinterlace, interlacedDataLength } from "./png_adam7.ts";
import { PNG_CHANNELS, type PngChunks, readPngChunks } from "./png_chunks.ts";
import { unfilterRows } from "./png_filter.ts";
import type { ImageColorSpace, ImageStream, SoftMask } from "./types.ts";
import { alphaSoftMask, flateStream, inflateLimited } from "./zlib.ts";

/**
 * Bytes an IDAT stream may inflate to beyond what the image needs: decoders ignore such
 * trailing data, but it must not be unbounded.
 */
const TRAILING_SLACK = 64 * 1024;

export function decodePng(bytes: Uint8Array, limits: ImageLimits): DecodedImage {
  const png = readPngChunks(bytes);
  const { width, height, bitDepth, colorType, interlaced } = png.header;
  checkDimensions("PNG", width, height, limits);
  const channels = PNG_CHANNELS[colorType];
  const lineLength = rowBytes(width, channels, bitDepth);
  const expected = interlaced
    ? interlacedDataLength(width, height, channels, bitDepth)
    : height * (1 + lineLength);
  checkDecodedBytes("PNG", expected, limits);
  // Inflated even when passed through, so a damaged stream is refused here rather than
  // embedded as a picture no reader can draw.
  const inflated = inflateLimited("PNG", png.data, expected + TRAILING_SLACK);
  if (inflated.length < expected) corrupt("PNG", "the image data is cut short");

  const hasAlpha = colorType === 4 || colorType === 6;
  const pixelRows = () =>
    interlaced
      ? deinterlace(inflated, width, height, channels, bitDepth)
      : unfilterRows(inflated, 0, lineLength, height, Math.max(1, channels * bitDepth / 8)).rows;

  let stream: ImageStream;
  let softMask: SoftMask | undefined;
  let rows: Uint8Array | undefined;
  if (!hasAlpha && !interlaced) {
    stream = {
      filter: "FlateDecode",
      data: png.data,
      decodeParms: { Predictor: 15, Colors: channels, BitsPerComponent: bitDepth, Columns: width },
    };
  } else if (hasAlpha) {
    const { color, alpha } = splitAlpha(pixelRows(), channels, bitDepth / 8);
    stream = flateStream(color);
    // Every byte is 0xFF exactly when every alpha sample is at its maximum: no mask needed.
    if (!alpha.every((b) => b === 0xff)) softMask = alphaSoftMask(alpha, bitDepth as 8 | 16);
  } else {
    rows = pixelRows();
    stream = flateStream(rows);
  }
  const paletteAlpha = colorType === 3 ? translucentPalette(png) : undefined;
  if (paletteAlpha) {
    softMask = alphaSoftMask(
      indexAlpha(rows ?? pixelRows(), width, height, bitDepth, paletteAlpha),
    );
  }
  const colorKeyMask = colorKey(png);
  return {
    ...upright(width, height),
    colorSpace: colorSpaceOf(png),
    bitsPerComponent: bitDepth,
    stream,
    ...(softMask && { softMask }),
    ...(colorKeyMask && { colorKeyMask }),
  };
}

/** Grey or RGB; a palette is padded to every index the bit depth can hold, as black. */
function colorSpaceOf(png: PngChunks): ImageColorSpace {
  const { colorType, bitDepth } = png.header;
  if (colorType === 0 || colorType === 4) return { kind: "DeviceGray" };
  if (colorType === 2 || colorType === 6) return { kind: "DeviceRGB" };
  // Out-of-range indices are black in browsers; padding keeps them valid for PDF's Indexed
  // space, whose lookup table must cover every index used (§8.6.6.3).
  const palette = new Uint8Array(3 << bitDepth);
  palette.set(png.palette!.subarray(0, palette.length));
  return { kind: "Indexed", palette };
}

/** The palette's alpha table (tRNS, §11.3.1.1) when some entry is not opaque. */
function translucentPalette(png: PngChunks): Uint8Array | undefined {
  const table = png.transparency;
  if (!table || table.every((a) => a === 255)) return undefined;
  return table;
}

/** [min max] per channel for a grey or RGB tRNS value (§11.3.1.1), at the image's depth. */
function colorKey(png: PngChunks): number[] | undefined {
  const { colorType, bitDepth } = png.header;
  const table = png.transparency;
  if (!table || (colorType !== 0 && colorType !== 2)) return undefined;
  const samples = colorType === 0 ? 1 : 3;
  if (table.length < samples * 2) return undefined;
  const max = bitDepth === 16 ? 0xffff : (1 << bitDepth) - 1;
  const key: number[] = [];
  for (let i = 0; i < samples; i++) {
    const value = ((table[2 * i] << 8) | table[2 * i + 1]) & max;
    key.push(value, value);
  }
  return key;
}

/** Separates the last sample of each pixel (alpha, 8 or 16 bits) from the colour samples. */
function splitAlpha(rows: Uint8Array, channels: number, sampleBytes: number) {
  const pixelBytes = channels * sampleBytes;
  const colorBytes = pixelBytes - sampleBytes;
  const pixels = rows.length / pixelBytes;
  const color = new Uint8Array(pixels * colorBytes);
  const alpha = new Uint8Array(pixels * sampleBytes);
  for (let p = 0; p < pixels; p++) {
    const from = p * pixelBytes;
    color.set(rows.subarray(from, from + colorBytes), p * colorBytes);
    alpha.set(rows.subarray(from + colorBytes, from + pixelBytes), p * sampleBytes);
  }
  return { color, alpha };
}

/** One 8-bit alpha per pixel from the palette's tRNS table; indices past it are opaque. */
function indexAlpha(
  rows: Uint8Array,
  width: number,
  height: number,
  depth: number,
  table: Uint8Array,
): Uint8Array {
  const line = rowBytes(width, 1, depth);
  const alpha = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = rows.subarray(y * line, (y + 1) * line);
    for (let x = 0; x < width; x++) {
      const index = depth === 8 ? row[x] : readSubByte(row, x, depth);
      alpha[y * width + x] = index < table.length ? table[index] : 255;
    }
  }
  return alpha;
}
