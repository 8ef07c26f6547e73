/**
 * Loading a caller-supplied PDF for post-processing (encryption, signing). Every way the bytes
 * can be unusable becomes an InputError, so the HTTP layer answers 400 and the CLI prints one
 * line.
 */
import { PDFDocument } from "pdf-lib";
import { InputError } from "../errors.ts";

/**
 * PDF 32000-1 §7.5.2: a PDF starts with the header "%PDF-n.m". Readers traditionally accept
 * it anywhere in the first 1024 bytes (some producers prepend junk), so we do too.
 */
const HEADER_SEARCH_WINDOW = 1024;
const PDF_HEADER = "%PDF-";

const NOT_A_PDF = "The input is not a valid PDF";

/**
 * Parses `bytes` as an unencrypted PDF with at least one page, leaving its /Info (Producer,
 * ModDate) as it was. Throws InputError when the bytes are missing or empty, lack a PDF
 * header, cannot be parsed, are encrypted (objects could not be added or rewritten without the
 * key), or contain no page.
 */
export async function loadInputPdf(bytes: Uint8Array): Promise<PDFDocument> {
  // Typed callers cannot pass anything else, but the library is also called from plain JS.
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) {
    throw new InputError(`${NOT_A_PDF}: it is missing or empty.`);
  }
  if (!hasPdfHeader(bytes)) {
    throw new InputError(
      `${NOT_A_PDF}: there is no "${PDF_HEADER}" header in its first ${HEADER_SEARCH_WINDOW} bytes.`,
    );
  }
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, {
      // Encryption is detected below, after parsing, to give it its own message.
      ignoreEncryption: true,
      updateMetadata: false,
      // An object pdf-lib cannot parse would otherwise be kept as opaque bytes: copied through
      // unencrypted by encryptPdf (readers would then "decrypt" it into garbage), and announced
      // with console.warn ("Trying to parse invalid object…"), which a library must not do.
      throwOnInvalidObject: true,
    });
  } catch (error) {
    if (declaresEncryption(bytes)) throw encrypted();
    throw new InputError(`${NOT_A_PDF}: it could not be parsed (${oneLine(error)}).`);
  }
  if (doc.isEncrypted) throw encrypted();
  let pageCount: number;
  try {
    // A file with a header but no usable catalog or page tree parses without complaint.
    pageCount = doc.getPageCount();
  } catch {
    throw new InputError(`${NOT_A_PDF}: it has no readable page tree.`);
  }
  if (pageCount === 0) throw new InputError("The input PDF has no pages.");
  return doc;
}

function encrypted(): InputError {
  return new InputError("The input PDF is already encrypted; decrypt it first.");
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const window = bytes.subarray(0, HEADER_SEARCH_WINDOW);
  return new TextDecoder("latin1").decode(window).includes(PDF_HEADER);
}

/**
 * Whether a file pdf-lib could not parse names an encryption dictionary (§7.6.1). Encrypted
 * object streams cannot be decompressed without the key, so such files fail to load; their
 * trailer or cross-reference stream dictionary is never encrypted and still shows /Encrypt.
 */
function declaresEncryption(bytes: Uint8Array): boolean {
  const text = new TextDecoder("latin1").decode(bytes);
  return /\/Encrypt\s*(<<|\d+\s+\d+\s+R)/.test(text);
}

/** pdf-lib's reason for refusing the file, on one line (the CLI prints errors on one). */
function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, " ").trim();
}
