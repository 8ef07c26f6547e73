/**
 * Loading a caller-supplied PDF for post-processing (signing). Every way the bytes can be
 * unusable becomes an InputError, so the HTTP layer answers 400 and the CLI prints one line.
 */
import { EncryptedPDFError, PDFDocument } from "pdf-lib";
import { InputError } from "../errors.ts";

/**
 * PDF 32000-1 §7.5.2: a PDF starts with the header "%PDF-n.m". Readers traditionally accept
 * it anywhere in the first 1024 bytes (some producers prepend junk), so we do too.
 */
const HEADER_SEARCH_WINDOW = 1024;
const PDF_HEADER = "%PDF-";

/**
 * Parses `bytes` as an unencrypted PDF with at least one page.
 * Throws InputError when the bytes are missing or empty, lack a PDF header, cannot be parsed,
 * are encrypted (objects could not be added without the key), or contain no page.
 */
export async function loadInputPdf(bytes: Uint8Array): Promise<PDFDocument> {
  // Typed callers cannot pass anything else, but the library is also called from plain JS.
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) {
    throw new InputError("PDF input is missing or empty");
  }
  if (!hasPdfHeader(bytes)) {
    throw new InputError(`input is not a PDF: no "${PDF_HEADER}" header in its first bytes`);
  }
  let doc: PDFDocument;
  let pageCount: number;
  try {
    // updateMetadata: false keeps the producer's /Info (Producer, ModDate) untouched.
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
    pageCount = doc.getPageCount();
  } catch (error) {
    if (error instanceof EncryptedPDFError) {
      throw new InputError("PDF is encrypted; decrypt it before adding a signature");
    }
    throw new InputError(`input is not a readable PDF: ${(error as Error).message}`);
  }
  if (pageCount === 0) throw new InputError("PDF has no pages");
  return doc;
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const window = bytes.subarray(0, HEADER_SEARCH_WINDOW);
  return new TextDecoder("latin1").decode(window).includes(PDF_HEADER);
}
