/**
 * PDF text strings (PDF 32000-1 §7.9.2.2): human-readable strings such as a signature's
 * /Name, /Reason and /Location are encoded either in PDFDocEncoding or in UTF-16BE
 * prefixed with the byte order mark FE FF.
 */
import { PDFHexString, PDFString } from "pdf-lib";

/** Printable ASCII is identical in PDFDocEncoding (Annex D.2), so it can stay readable. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Encodes `text` as a PDF text string: a literal string when it is printable ASCII, otherwise
 * a UTF-16BE hex string with BOM (which covers every Unicode code point, unlike PDFDocEncoding).
 */
export function pdfTextString(text: string): PDFString | PDFHexString {
  if (PRINTABLE_ASCII.test(text)) return PDFString.of(escapeLiteral(text));
  return PDFHexString.fromText(text);
}

/**
 * §7.3.4.2: inside a literal string, backslash and unbalanced parentheses must be escaped.
 * pdf-lib writes PDFString values verbatim, so escaping is ours to do.
 */
function escapeLiteral(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
}
