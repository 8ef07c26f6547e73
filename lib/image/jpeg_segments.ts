/**
 * The marker segments of a JPEG file's header (ITU T.81 §B.1.1): everything before the first
 * scan, which is where the frame size, the Adobe and the EXIF application segments live.
 */
import { corrupt } from "./errors.ts";

export interface JpegSegment {
  /** The marker's second byte, e.g. 0xC0 for SOF0, 0xE1 for APP1. */
  marker: number;
  /** The segment's parameters, after the two length bytes. */
  data: Uint8Array;
}

const SOS = 0xda;
const EOI = 0xd9;

/** Segments from after SOI up to and including the first start-of-scan. */
export function jpegHeaderSegments(bytes: Uint8Array): JpegSegment[] {
  const segments: JpegSegment[] = [];
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) corrupt("JPEG", `no marker at byte ${at}`);
    // Any number of 0xFF fill bytes may precede a marker (§B.1.1.2).
    while (bytes[at] === 0xff) at++;
    const marker = bytes[at++];
    if (marker === undefined || marker === EOI) break;
    // TEM and RSTn stand alone; every other marker has a length (§B.1.1.4).
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (at + 2 > bytes.length) break;
    const length = (bytes[at] << 8) | bytes[at + 1];
    if (length < 2 || at + length > bytes.length) corrupt("JPEG", "a segment is cut short");
    segments.push({ marker, data: bytes.subarray(at + 2, at + length) });
    at += length;
    if (marker === SOS) return segments;
  }
  corrupt("JPEG", "no image data (start of scan)");
}
