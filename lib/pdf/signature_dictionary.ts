/**
 * The signature dictionary (PDF 32000-1 §12.8.1, Table 252) that an external signer completes:
 * a /ByteRange placeholder and a zero-filled /Contents hex string reserved for a detached
 * PKCS#7 (CMS SignedData) blob.
 */
import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFString,
} from "pdf-lib";
import type { SignOptions } from "./sign.ts";
import { pdfTextString } from "./text_string.ts";

/**
 * Bytes reserved for the DER-encoded PKCS#7 signature (/Contents holds twice as many hex
 * digits). A detached SignedData without timestamp or embedded revocation data consists of
 * the certificate chain plus one SignerInfo:
 * - an RSA-4096 certificate is about 1.5–2 KB DER (an RSA-2048 one about 1–1.5 KB), so a
 *   three-certificate chain (signer, intermediate, root) stays under 6 KB;
 * - the RSA signature value is 512 bytes (256 for RSA-2048);
 * - signed attributes (content type, signing time, message digest, signing certificate v2),
 *   issuer and serial number, algorithm identifiers and ASN.1 framing add well under 1 KB.
 * That is at most ~7 KB, below 8192; RSA-2048 chains need about half. A timestamp token
 * (another signature plus TSA certificates) or embedded CRLs/OCSP responses would not fit.
 * 8192 is also @signpdf's DEFAULT_SIGNATURE_LENGTH, and @signpdf rejects signatures larger
 * than the reserved space instead of corrupting the file.
 */
export const SIGNATURE_CONTENTS_BYTES = 8192;

/**
 * The name @signpdf/signpdf looks for in `/ByteRange [0 /********** /********** /**********]`
 * (@signpdf/utils findByteRange) before computing the real offsets itself. Each name is 11
 * characters wide, so the real offsets (up to 10 digits each) always fit when written in place.
 */
export const BYTE_RANGE_PLACEHOLDER = "**********";

/** Builds the unsigned signature dictionary; `signingTime` becomes /M. */
export function signatureDictionary(
  context: PDFContext,
  options: SignOptions,
  signingTime: Date,
): PDFDict {
  const dict = PDFDict.withContext(context);
  dict.set(PDFName.of("Type"), PDFName.of("Sig"));
  // §12.8.3.3: adbe.pkcs7.detached = DER PKCS#7 over the bytes named by /ByteRange.
  dict.set(PDFName.of("Filter"), PDFName.of("Adobe.PPKLite"));
  dict.set(PDFName.of("SubFilter"), PDFName.of("adbe.pkcs7.detached"));
  // /ByteRange must precede /Contents: @signpdf searches for the first "/Contents " after it.
  dict.set(PDFName.of("ByteRange"), byteRangePlaceholder(context));
  dict.set(PDFName.of("Contents"), PDFHexString.of("0".repeat(SIGNATURE_CONTENTS_BYTES * 2)));
  if (options.name) dict.set(PDFName.of("Name"), pdfTextString(options.name));
  if (options.reason) dict.set(PDFName.of("Reason"), pdfTextString(options.reason));
  if (options.location) dict.set(PDFName.of("Location"), pdfTextString(options.location));
  // §7.9.4 date string; the signer's CMS signing-time attribute, if any, is authoritative.
  dict.set(PDFName.of("M"), PDFString.fromDate(signingTime));
  return dict;
}

function byteRangePlaceholder(context: PDFContext): PDFArray {
  const placeholder = PDFName.of(BYTE_RANGE_PLACEHOLDER);
  const array = PDFArray.withContext(context);
  array.push(PDFNumber.of(0));
  array.push(placeholder);
  array.push(placeholder);
  array.push(placeholder);
  return array;
}
