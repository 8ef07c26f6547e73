/**
 * Preparing a PDF for an external detached PKCS#7 signature (PDF 32000-1 §12.8): a signature
 * field whose value is a signature dictionary with a /ByteRange placeholder and a zero-filled
 * /Contents, laid out exactly as @signpdf/signpdf expects to find them.
 */
import { loadInputPdf } from "./input_pdf.ts";
import { addSignatureField, assertNoSignatureValue } from "./signature_field.ts";
import { signatureDictionary } from "./signature_dictionary.ts";

export interface SignOptions {
  /** Signer's name (/Name), shown by viewers when the certificate does not say otherwise. */
  name?: string;
  /** Why the document is signed (/Reason). */
  reason?: string;
  /** Where it is signed (/Location). */
  location?: string;
}

/**
 * Returns `pdf` rewritten with an AcroForm (/SigFlags 3) holding an invisible signature field
 * on the first page whose /V is an unsigned signature dictionary: /SubFilter
 * /adbe.pkcs7.detached, `/ByteRange [0 /********** /********** /**********]` and /Contents
 * with SIGNATURE_CONTENTS_BYTES zero bytes in hex.
 *
 * The /ByteRange is left as the placeholder: @signpdf/signpdf only accepts that pattern and
 * computes the offsets itself. Signers that need the final offsets in the file call
 * fillByteRange (byte_range.ts) on the result first.
 *
 * Throws InputError if `pdf` is empty, not a PDF, unparsable, encrypted, has no pages, or
 * already carries a signature or placeholder (see assertNoSignatureValue).
 */
export async function addSignaturePlaceholder(
  pdf: Uint8Array,
  options: SignOptions = {},
): Promise<Uint8Array> {
  const doc = await loadInputPdf(pdf);
  assertNoSignatureValue(doc);
  const signatureRef = doc.context.register(signatureDictionary(doc.context, options, new Date()));
  addSignatureField(doc, signatureRef);
  // Signers find and overwrite the placeholder in the raw bytes, which is impossible once the
  // signature dictionary is compressed inside an object stream (§7.5.7).
  return await doc.save({ useObjectStreams: false });
}
