/**
 * Page rasters for the visual score: poppler's pdftoppm draws each page at 100 dpi, and the
 * score works on 2×2 averages of those pixels (50 dpi), where 1 px ≈ 0.5 mm.
 */
import { InputError } from "./input_error.ts";
import { parsePpmStream, type RgbImage } from "./ppm.ts";

/** Resolution pdftoppm draws at; the score then halves it. */
export const RASTER_DPI = 100;

/** Every page of the PDF at `path`, in order, as 100 dpi RGB images. */
export async function rasterizePdf(path: string): Promise<RgbImage[]> {
  let output: Deno.CommandOutput;
  try {
    // Without an output root pdftoppm writes every page's PPM to stdout, one after another.
    output = await new Deno.Command("pdftoppm", {
      args: ["-r", String(RASTER_DPI), path],
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).output();
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      throw new InputError("pdftoppm (poppler-utils) is not installed");
    }
    throw error;
  }
  const stderr = new TextDecoder().decode(output.stderr).trim();
  if (!output.success) throw new InputError(`pdftoppm cannot read ${path}: ${stderr}`);
  const pages = parsePpmStream(output.stdout);
  if (pages.length === 0) throw new InputError(`pdftoppm drew no pages from ${path}: ${stderr}`);
  return pages;
}

/**
 * Averages each 2×2 block into one pixel, halving the resolution. An odd last row or column
 * has no full block and is dropped, so an A4 page (827 × 1170 at 100 dpi) is 413 × 585.
 */
export function halve(image: RgbImage): RgbImage {
  const width = Math.floor(image.width / 2);
  const height = Math.floor(image.height / 2);
  const data = new Uint8Array(width * height * 3);
  const src = image.data;
  const stride = image.width * 3;
  for (let y = 0; y < height; y++) {
    const top = 2 * y * stride;
    const bottom = top + stride;
    let out = y * width * 3;
    for (let x = 0; x < width; x++) {
      const left = 6 * x;
      for (let c = 0; c < 3; c++) {
        const i = left + c;
        const sum = src[top + i] + src[top + i + 3] + src[bottom + i] + src[bottom + i + 3];
        data[out++] = roundedQuarter(sum);
      }
    }
  }
  return { width, height, data };
}

/**
 * sum / 4 rounded to the nearest integer, ties to even (IEEE 754's default rounding, also what
 * a Uint8ClampedArray store does), so x.5 does not drift upwards on average.
 */
function roundedQuarter(sum: number): number {
  const floor = sum >> 2;
  const rest = sum & 3;
  return rest < 2 ? floor : rest > 2 ? floor + 1 : floor + (floor & 1);
}

/** `image` on a white canvas of `width` × `height` (at least its own size), top-left aligned. */
export function padWhite(image: RgbImage, width: number, height: number): RgbImage {
  if (image.width === width && image.height === height) return image;
  const data = new Uint8Array(width * height * 3).fill(255);
  const row = image.width * 3;
  for (let y = 0; y < image.height; y++) {
    data.set(image.data.subarray(y * row, (y + 1) * row), y * width * 3);
  }
  return { width, height, data };
}
