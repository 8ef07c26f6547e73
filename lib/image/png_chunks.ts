/**
 * The chunk layer of a PNG file (PNG 3rd edition §5): the header, the palette and its
 * transparency, and the image data, which is the concatenation of every IDAT chunk.
 * Chunk CRCs are not checked; the zlib stream's own Adler-32 catches corrupt image data.
 */
import { concatBytes } from "../concat_bytes.ts";
import { corrupt } from "./errors.ts";

export type PngColorType = 0 | 2 | 3 | 4 | 6;

/** IHDR (§11.2.1). */
export interface PngHeader {
  width: number;
  height: number;
  bitDepth: 1 | 2 | 4 | 8 | 16;
  colorType: PngColorType;
  interlaced: boolean;
}

export interface PngChunks {
  header: PngHeader;
  /** PLTE (§11.2.2): RGB triplets. */
  palette?: Uint8Array;
  /** tRNS (§11.3.1.1): alpha per palette index, or the one transparent grey / RGB value. */
  transparency?: Uint8Array;
  /** The zlib stream split across the IDAT chunks (§11.2.3), joined. */
  data: Uint8Array;
}

/** Samples per pixel for each colour type (§6.1 Table 8). */
export const PNG_CHANNELS: Record<PngColorType, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Bit depths each colour type allows (§11.2.1 Table 11). */
const ALLOWED_DEPTHS: Record<PngColorType, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

const SIGNATURE_LENGTH = 8;

export function readPngChunks(bytes: Uint8Array): PngChunks {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: PngHeader | undefined;
  let palette: Uint8Array | undefined;
  let transparency: Uint8Array | undefined;
  const data: Uint8Array[] = [];
  let at = SIGNATURE_LENGTH;
  while (at + 8 <= bytes.length) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (body.length < length) corrupt("PNG", `the ${type} chunk is cut short`);
    at += 12 + length;
    if (!header && type !== "IHDR") corrupt("PNG", "the first chunk is not IHDR");
    switch (type) {
      case "IHDR":
        header = readHeader(body);
        break;
      case "PLTE":
        if (length % 3 !== 0 || length === 0 || length > 256 * 3) {
          corrupt("PNG", "the palette's length is not 1–256 RGB entries");
        }
        palette = body;
        break;
      case "tRNS":
        transparency = body;
        break;
      case "IDAT":
        data.push(body);
        break;
    }
    if (type === "IEND") break;
  }
  if (!header) corrupt("PNG", "no IHDR chunk");
  if (data.length === 0) corrupt("PNG", "no image data (IDAT)");
  if (header.colorType === 3 && !palette) corrupt("PNG", "a palette image without PLTE");
  return { header, palette, transparency, data: concatBytes(data) };
}

function readHeader(body: Uint8Array): PngHeader {
  if (body.length !== 13) corrupt("PNG", "IHDR is not 13 bytes");
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const width = view.getUint32(0);
  const height = view.getUint32(4);
  const bitDepth = body[8];
  const colorType = body[9] as PngColorType;
  const depths = ALLOWED_DEPTHS[colorType];
  if (!depths) corrupt("PNG", `colour type ${colorType}`);
  if (!depths.includes(bitDepth)) {
    corrupt("PNG", `bit depth ${bitDepth} for colour type ${colorType}`);
  }
  if (body[10] !== 0 || body[11] !== 0) corrupt("PNG", "unknown compression or filter method");
  if (body[12] > 1) corrupt("PNG", `interlace method ${body[12]}`);
  return {
    width,
    height,
    bitDepth: bitDepth as PngHeader["bitDepth"],
    colorType,
    interlaced: body[12] === 1,
  };
}
