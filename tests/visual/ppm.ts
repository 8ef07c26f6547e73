/**
 * Binary PPM ("P6", Netpbm) images as pdftoppm writes them: an ASCII header
 * `P6 <width> <height> <maxval>` separated by whitespace, one more whitespace byte, then
 * width × height RGB triples of one byte each (maxval < 256).
 */

/** An 8-bit RGB raster, rows top to bottom, three bytes per pixel. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** All images in `bytes`, which holds one or more PPMs back to back. */
export function parsePpmStream(bytes: Uint8Array): RgbImage[] {
  const images: RgbImage[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const { image, end } = parsePpm(bytes, offset);
    images.push(image);
    offset = end;
  }
  return images;
}

function parsePpm(bytes: Uint8Array, start: number): { image: RgbImage; end: number } {
  let offset = start;
  const token = (): string => {
    // Header tokens are separated by whitespace; '#' starts a comment to the end of the line.
    for (;;) {
      while (offset < bytes.length && isSpace(bytes[offset])) offset++;
      if (bytes[offset] !== 0x23) break;
      while (offset < bytes.length && bytes[offset] !== 0x0a) offset++;
    }
    const from = offset;
    while (offset < bytes.length && !isSpace(bytes[offset])) offset++;
    return String.fromCharCode(...bytes.subarray(from, offset));
  };
  const magic = token();
  if (magic !== "P6") throw new Error(`not a binary PPM (magic "${magic}") at byte ${start}`);
  const width = Number(token());
  const height = Number(token());
  const maxval = Number(token());
  if (!(width > 0 && height > 0 && maxval > 0 && maxval < 256)) {
    throw new Error(`unsupported PPM header ${width}×${height}, maxval ${maxval}`);
  }
  offset++; // the single whitespace byte that ends the header
  const end = offset + width * height * 3;
  if (end > bytes.length) throw new Error(`truncated PPM: ${width}×${height} needs ${end} bytes`);
  return { image: { width, height, data: bytes.subarray(offset, end) }, end };
}

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}
