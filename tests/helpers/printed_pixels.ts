/**
 * Test support: prints display items as a one-page PDF, or takes a PDF, and rasterises it
 * with pdftoppm at 96 dpi (one pixel per CSS px), to check what a reader would see.
 */
import { writePdf } from "../../lib/pdf/writer.ts";
import type { DisplayItem } from "../../lib/paint/types.ts";
import { parsePpmStream } from "../visual/ppm.ts";
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
  return await withPdfFile(pdf, pdfPixels);
}

/**
 * The RGB channels of pixel (x, y) of the first page of the PDF at `path`, rasterised at 96
 * dpi (one pixel per CSS px) with pdftoppm.
 */
export async function pdfPixels(path: string): Promise<(x: number, y: number) => number[]> {
  const prefix = path.replace(/\.pdf$/, "");
  await runToolOk("pdftoppm", ["-r", "96", "-f", "1", "-l", "1", "-singlefile", path, prefix]);
  const [page] = parsePpmStream(await Deno.readFile(`${prefix}.ppm`));
  const at = (x: number, y: number) => (y * page.width + x) * 3;
  return (x, y) => [...page.data.subarray(at(x, y), at(x, y) + 3)];
}
