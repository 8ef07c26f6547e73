/**
 * Test support: reads the samples of an EmbeddableImage's FlateDecode streams back, undoing
 * the PNG predictors where the stream has them, to check pixel values.
 */
import { inflateSync } from "node:zlib";
import { readSubByte, rowBytes } from "./packed_samples.ts";
import { unfilterRows } from "./png_filter.ts";
import type { EmbeddableImage, ImageStream } from "./types.ts";

/** The image's packed sample rows, as PDF reads them after its filter. */
function decodedRows(
  stream: ImageStream,
  width: number,
  height: number,
  channels: number,
  depth: number,
) {
  const inflated = new Uint8Array(inflateSync(stream.data));
  if (!stream.decodeParms?.Predictor) return inflated;
  const line = rowBytes(width, channels, depth);
  return unfilterRows(inflated, 0, line, height, Math.max(1, channels * depth / 8)).rows;
}

const CHANNELS = { DeviceGray: 1, DeviceRGB: 3, DeviceCMYK: 4, Indexed: 1 };

/** A function giving the samples of pixel (x, y) as the PDF reader sees them (before /Decode). */
export function pixelReader(image: EmbeddableImage): (x: number, y: number) => number[] {
  const channels = CHANNELS[image.colorSpace.kind];
  const depth = image.bitsPerComponent;
  return sampleReader(image.stream, image.width, image.height, channels, depth);
}

/** A function giving the soft mask's alpha at (x, y). */
export function alphaReader(image: EmbeddableImage): (x: number, y: number) => number {
  const mask = image.softMask!;
  const read = sampleReader(mask.stream, image.width, image.height, 1, mask.bitsPerComponent);
  return (x, y) => read(x, y)[0];
}

function sampleReader(
  stream: ImageStream,
  width: number,
  height: number,
  channels: number,
  depth: number,
) {
  const rows = decodedRows(stream, width, height, channels, depth);
  const line = rowBytes(width, channels, depth);
  return (x: number, y: number) => {
    const row = rows.subarray(y * line, (y + 1) * line);
    return Array.from({ length: channels }, (_, c) => {
      const i = x * channels + c;
      if (depth === 16) return (row[2 * i] << 8) | row[2 * i + 1];
      return depth === 8 ? row[i] : readSubByte(row, i, depth);
    });
  };
}

/** A test sample's bytes (lib/image/testdata). */
export function testImage(name: string): Uint8Array {
  return Deno.readFileSync(new URL(`./testdata/${name}`, import.meta.url));
}
