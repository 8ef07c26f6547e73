/**
 * Test support: prints display items as a one-page PDF and rasterises it with pdftoppm
 * at 96 dpi (one pixel per CSS px), to check what a reader would see.
 */
import assert from "node:assert/strict";
import { writePdf } from "../../lib/pdf/writer.ts";
import type { DisplayItem } from "../../lib/paint/types.ts";
import { runToolOk } from "./subprocess.ts";
import { withPdfFile } from "./temp_dir.ts";

/** The RGB channels of page pixel (x, y) of `items` printed on a `width` × `height` px page. */
export async function printedPixels(
  items: DisplayItem[],
  width: number,
  height: number,
): Promise<(x: number, y: number) => number[]> {
  const pdf = await writePdf({
    pages: [{ width, height, items }],
    metadata: { title: null, lang: null },
  });
  return await withPdfFile(pdf, async (path) => {
    const prefix = path.replace(/\.pdf$/, "");
    await runToolOk("pdftoppm", ["-r", "96", "-singlefile", path, prefix]);
    const ppm = await Deno.readFile(`${prefix}.ppm`);
    const header = new TextDecoder().decode(ppm.subarray(0, 20)).match(/^P6\s+(\d+)\s+\d+\s+255\s/);
    assert.ok(header, "a binary PPM");
    const columns = Number(header[1]);
    const data = ppm.subarray(header[0].length);
    return (x, y) => [...data.subarray((y * columns + x) * 3, (y * columns + x) * 3 + 3)];
  });
}
