/**
 * html2pdf's public library API. The HTTP service and the CLI are thin callers of it.
 */
import { InputError } from "./errors.ts";
import { type RenderOptions, resolveRenderOptions } from "./options.ts";
import { renderToPdf } from "./render.ts";

export { InputError, LimitError } from "./errors.ts";
export {
  DEFAULT_MAX_PAGES,
  type Margins,
  PAGE_SIZES,
  type PageSizeName,
  type RenderOptions,
  type ResolvedRenderOptions,
  resolveRenderOptions,
} from "./options.ts";
export { type EncryptOptions, encryptPdf } from "./pdf/encrypt.ts";
export { addSignaturePlaceholder, type SignOptions } from "./pdf/sign.ts";
export { type ByteRange, fillByteRange, type FilledPdf } from "./pdf/byte_range.ts";

/**
 * Renders an HTML document to PDF bytes. Options are validated (InputError names
 * the offending field) and defaulted as the service interface specifies.
 */
export async function renderPdf(html: string, options: RenderOptions = {}): Promise<Uint8Array> {
  if (typeof html !== "string") throw new InputError("The html field must be a string.");
  return await renderToPdf(html, resolveRenderOptions(options));
}
