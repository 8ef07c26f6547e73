/**
 * The bytes a PDF string object stands for (PDF 32000-1 §7.3.4), which is what encryption
 * operates on. pdf-lib keeps strings as their source text; its own decoders leave whitespace
 * inside hex strings and do not fold end-of-line markers, which would corrupt the bytes.
 */
import { PDFHexString, PDFString } from "pdf-lib";

export function pdfStringBytes(string: PDFString | PDFHexString): Uint8Array {
  const source = string.toString().slice(1, -1);
  if (string instanceof PDFHexString) return hexBytes(source);
  // §7.3.4.2: an unescaped end-of-line in a literal string (CR, LF or CR LF) stands for a
  // single LF, and a backslash before one is a line continuation. Folding CR LF and CR to LF
  // first lets pdf-lib's escape decoding handle both.
  return PDFString.of(source.replace(/\r\n?/g, "\n")).asBytes();
}

/** §7.3.4.3: white space is ignored; a missing final digit counts as 0. */
function hexBytes(source: string): Uint8Array {
  const digits = source.replace(/[\0\t\n\f\r ]/g, "");
  const even = digits.length % 2 === 0 ? digits : `${digits}0`;
  const bytes = new Uint8Array(even.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(even.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}
