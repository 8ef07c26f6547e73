/**
 * html2pdf's public library API. The HTTP service and the CLI are thin callers of it.
 */
import { PDFDocument } from "pdf-lib";
import { type RenderOptions, resolveRenderOptions } from "./options.ts";

export { InputError, LimitError } from "./errors.ts";
export {
  type Margins,
  PAGE_SIZES,
  type PageSizeName,
  type RenderOptions,
  type ResolvedRenderOptions,
  resolveRenderOptions,
} from "./options.ts";
export { encryptPdf, type EncryptOptions } from "./pdf/encrypt.ts";
export { addSignaturePlaceholder, type SignOptions } from "./pdf/sign.ts";

/** Renders an HTML document to PDF bytes. STUB until the pipeline lands. */
export async function renderPdf(html: string, options: RenderOptions = {}): Promise<Uint8Array> {
  const opts = resolveRenderOptions(options);
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(html.replace(/<[^>]*>/g, " ").slice(0, 80));
  if (opts.title) doc.setTitle(opts.title);
  return await doc.save();
}
