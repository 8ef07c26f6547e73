/** Test support: the images of a PDF as `pdfimages -list` (poppler) reports them. */
import { runToolOk } from "./subprocess.ts";
import { withPdfFile } from "./temp_dir.ts";

/** One row of `pdfimages -list`: an image or soft mask XObject as drawn on a page. */
export interface ListedImage {
  page: number;
  /** "image", "smask", "mask", "stencil". */
  type: string;
  width: number;
  height: number;
  /** "gray", "rgb", "cmyk", "index", … */
  color: string;
  components: number;
  bitsPerComponent: number;
  /** "image" (Flate and other lossless filters), "jpeg", … */
  encoding: string;
  object: number;
}

export async function pdfImages(pdf: Uint8Array): Promise<ListedImage[]> {
  const table = await withPdfFile(pdf, (path) => runToolOk("pdfimages", ["-list", path]));
  // Two header lines: the column names and a rule.
  return table.split("\n").slice(2).filter((line) => line.trim() !== "").map((line) => {
    const f = line.trim().split(/\s+/);
    return {
      page: Number(f[0]),
      type: f[2],
      width: Number(f[3]),
      height: Number(f[4]),
      color: f[5],
      components: Number(f[6]),
      bitsPerComponent: Number(f[7]),
      encoding: f[8],
      object: Number(f[10]),
    };
  });
}
