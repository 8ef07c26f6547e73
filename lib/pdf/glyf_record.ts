/**
 * Writes a TrueType simple-glyph record (OpenType spec, "glyf — Glyph Data",
 * Simple Glyph Description) from outline points. Used where a glyph's record
 * cannot be copied from the font file (WOFF2's transformed glyf table).
 */

/** A quadratic-outline point in font units, as fontkit decodes it. */
export interface OutlinePoint {
  x: number;
  y: number;
  onCurve: boolean;
}

const ON_CURVE_POINT = 0x01;
const X_SHORT_VECTOR = 0x02;
const Y_SHORT_VECTOR = 0x04;
/** With a short vector: the delta is positive; without: the coordinate repeats the previous one. */
const X_IS_SAME_OR_POSITIVE = 0x10;
const Y_IS_SAME_OR_POSITIVE = 0x20;

/**
 * The record for `contours`, without hinting instructions, zero-padded to a
 * multiple of 4 bytes (loca offsets stay even, as short offsets require). A
 * glyph without points has an empty record. Coordinates are rounded: points of
 * scaled composite components can be fractional.
 */
export function encodeSimpleGlyph(contours: readonly (readonly OutlinePoint[])[]): Uint8Array {
  const points = contours.filter((c) => c.length > 0);
  const count = points.reduce((n, c) => n + c.length, 0);
  if (count === 0) return new Uint8Array(0);

  const flags: number[] = [];
  const xBytes: number[] = [];
  const yBytes: number[] = [];
  const endPoints: number[] = [];
  let xMin = Infinity, yMin = Infinity, xMax = -Infinity, yMax = -Infinity;
  let lastX = 0, lastY = 0;
  for (const contour of points) {
    for (const point of contour) {
      const x = Math.round(point.x), y = Math.round(point.y);
      xMin = Math.min(xMin, x);
      yMin = Math.min(yMin, y);
      xMax = Math.max(xMax, x);
      yMax = Math.max(yMax, y);
      let flag = point.onCurve ? ON_CURVE_POINT : 0;
      flag |= encodeDelta(x - lastX, xBytes, X_SHORT_VECTOR, X_IS_SAME_OR_POSITIVE);
      flag |= encodeDelta(y - lastY, yBytes, Y_SHORT_VECTOR, Y_IS_SAME_OR_POSITIVE);
      // Flags are written one per point: REPEAT_FLAG runs would only save bytes.
      flags.push(flag);
      lastX = x;
      lastY = y;
    }
    endPoints.push(flags.length - 1);
  }

  const size = 10 + 2 * endPoints.length + 2 + flags.length + xBytes.length + yBytes.length;
  const record = new Uint8Array(Math.ceil(size / 4) * 4);
  const view = new DataView(record.buffer);
  view.setInt16(0, endPoints.length);
  view.setInt16(2, xMin);
  view.setInt16(4, yMin);
  view.setInt16(6, xMax);
  view.setInt16(8, yMax);
  let at = 10;
  for (const end of endPoints) {
    view.setUint16(at, end);
    at += 2;
  }
  view.setUint16(at, 0); // instructionLength
  at += 2;
  record.set(flags, at);
  at += flags.length;
  record.set(xBytes, at);
  at += xBytes.length;
  record.set(yBytes, at);
  return record;
}

/** Appends a coordinate delta in its shortest form and returns the flag bits saying which. */
function encodeDelta(delta: number, out: number[], shortBit: number, sameBit: number): number {
  if (delta === 0) return sameBit;
  if (delta >= -255 && delta <= 255) {
    out.push(Math.abs(delta));
    return delta > 0 ? shortBit | sameBit : shortBit;
  }
  out.push((delta >> 8) & 0xff, delta & 0xff);
  return 0;
}
