/**
 * GIF (GIF89a) to PDF image samples: the first frame, drawn on the logical screen as
 * Chromium shows a GIF that is not animated (further frames are ignored). Pixels the frame
 * leaves uncovered, and those of its transparent colour, become transparent in a soft mask.
 */
import { concatBytes } from "../concat_bytes.ts";
import { type DecodedImage, upright } from "./decoded_image.ts";
import { corrupt } from "./errors.ts";
import { decodeGifLzw } from "./gif_lzw.ts";
import { checkDecodedBytes, checkDimensions, type ImageLimits } from "./limits.ts";
import { alphaSoftMask, flateStream } from "./zlib.ts";

const EXTENSION = 0x21;
const IMAGE = 0x2c;
const TRAILER = 0x3b;
const GRAPHIC_CONTROL = 0xf9;

interface Frame {
  left: number;
  top: number;
  width: number;
  height: number;
  interlaced: boolean;
  palette: Uint8Array;
  minCodeSize: number;
  data: Uint8Array;
  transparent: number | null;
}

export function decodeGif(bytes: Uint8Array, limits: ImageLimits): DecodedImage {
  if (bytes.length < 13) corrupt("GIF", "the header is cut short");
  const width = bytes[6] | (bytes[7] << 8);
  const height = bytes[8] | (bytes[9] << 8);
  checkDimensions("GIF", width, height, limits);
  const frame = firstFrame(bytes);
  checkDimensions("GIF", frame.width, frame.height, limits);
  checkDecodedBytes("GIF", 2 * width * height + frame.width * frame.height, limits);

  const indices = new Uint8Array(width * height);
  const alpha = new Uint8Array(width * height);
  const frameIndices = new Uint8Array(frame.width * frame.height);
  const decoded = decodeGifLzw(frame.data, frame.minCodeSize, frameIndices);
  const rows = rowOrder(frame.height, frame.interlaced);
  for (let i = 0; i < frame.height; i++) {
    const y = frame.top + rows[i];
    if (y >= height) continue;
    for (let fx = 0; fx < frame.width; fx++) {
      const x = frame.left + fx;
      const source = i * frame.width + fx;
      // Past the end of truncated data the frame stays transparent, as Chromium shows it.
      if (x >= width || source >= decoded) continue;
      const index = frameIndices[source];
      indices[y * width + x] = index;
      alpha[y * width + x] = index === frame.transparent ? 0 : 255;
    }
  }

  // An index may reach 2^(code size) − 1 whatever the table's length; pad it with black so
  // the Indexed space covers every index (§8.6.6.3).
  const palette = new Uint8Array(3 << frame.minCodeSize);
  palette.set(frame.palette.subarray(0, palette.length));
  const opaque = alpha.every((a) => a === 255);
  return {
    ...upright(width, height),
    colorSpace: { kind: "Indexed", palette },
    bitsPerComponent: 8,
    stream: flateStream(indices),
    ...(!opaque && { softMask: alphaSoftMask(alpha) }),
  };
}

/** The stored row order of an interlaced image: every 8th from 0, from 4, every 4th from 2, every 2nd from 1. */
function rowOrder(height: number, interlaced: boolean): number[] {
  if (!interlaced) return Array.from({ length: height }, (_, y) => y);
  const order: number[] = [];
  for (const [start, step] of [[0, 8], [4, 8], [2, 4], [1, 2]]) {
    for (let y = start; y < height; y += step) order.push(y);
  }
  return order;
}

/** Reads blocks up to the first image descriptor, keeping the transparency set before it. */
function firstFrame(bytes: Uint8Array): Frame {
  const globalTable = bytes[10] & 0x80 ? 3 << ((bytes[10] & 0x07) + 1) : 0;
  const global = bytes.subarray(13, 13 + globalTable);
  let at = 13 + globalTable;
  let transparent: number | null = null;
  while (at < bytes.length) {
    const block = bytes[at++];
    if (block === EXTENSION) {
      const label = bytes[at++];
      // Graphic Control Extension (§23): flags, delay, transparent colour index.
      if (label === GRAPHIC_CONTROL && bytes[at] === 4 && bytes[at + 1] & 0x01) {
        transparent = bytes[at + 4];
      }
      at = subBlocks(bytes, at).next;
    } else if (block === IMAGE) {
      if (at + 9 > bytes.length) break;
      const u16 = (i: number) => bytes[at + i] | (bytes[at + i + 1] << 8);
      const [left, top, width, height] = [u16(0), u16(2), u16(4), u16(6)];
      const flags = bytes[at + 8];
      at += 9;
      const localTable = flags & 0x80 ? 3 << ((flags & 0x07) + 1) : 0;
      const palette = localTable ? bytes.subarray(at, at + localTable) : global;
      at += localTable;
      if (palette.length === 0) corrupt("GIF", "the first frame has no colour table");
      const minCodeSize = bytes[at++];
      return {
        left,
        top,
        width,
        height,
        interlaced: (flags & 0x40) !== 0,
        palette,
        minCodeSize,
        data: subBlocks(bytes, at).data,
        transparent,
      };
    } else if (block === TRAILER) {
      break;
    } else {
      corrupt("GIF", `unknown block 0x${block.toString(16)}`);
    }
  }
  corrupt("GIF", "no image");
}

/** A run of data sub-blocks (§15): each a length byte then that many bytes; 0 ends it. */
function subBlocks(bytes: Uint8Array, start: number): { data: Uint8Array; next: number } {
  const parts: Uint8Array[] = [];
  let at = start;
  while (at < bytes.length && bytes[at] !== 0) {
    const size = bytes[at];
    parts.push(bytes.subarray(at + 1, at + 1 + size));
    at += 1 + size;
  }
  return { data: concatBytes(parts), next: at + 1 };
}
