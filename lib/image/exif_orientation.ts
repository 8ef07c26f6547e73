/**
 * The orientation tag of EXIF data (CIPA DC-008, TIFF 6 tag 274 in IFD0), which Chromium
 * applies by default (CSS Images 3 §5.3 `image-orientation: from-image`).
 */
import type { ExifOrientation } from "./types.ts";

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/** The orientation in a TIFF structure (EXIF payload after "Exif\0\0"); 1 when absent or invalid. */
export function exifOrientation(tiff: Uint8Array): ExifOrientation {
  if (tiff.length < 8) return 1;
  const little = tiff[0] === 0x49 && tiff[1] === 0x49; // "II"
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return 1; // "MM"
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const u16 = (at: number) => view.getUint16(at, little);
  if (u16(2) !== 42) return 1;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    if (u16(entry + 2) !== SHORT) return 1;
    const value = u16(entry + 8);
    return value >= 1 && value <= 8 ? value as ExifOrientation : 1;
  }
  return 1;
}
