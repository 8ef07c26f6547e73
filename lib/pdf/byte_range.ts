/**
 * Filling in a signature's /ByteRange (PDF 32000-1 §12.8.1): the two byte spans of the file
 * that the signature covers, i.e. everything except the /Contents hex string (including its
 * angle brackets). For signers that, unlike @signpdf, expect the final offsets in the file.
 */
import { InputError } from "../errors.ts";
import { BYTE_RANGE_PLACEHOLDER } from "./signature_dictionary.ts";

/** [start1, length1, start2, length2] as written in /ByteRange. */
export type ByteRange = [number, number, number, number];

export interface FilledPdf {
  /** The PDF with its /ByteRange placeholder replaced by `byteRange`, same length. */
  pdf: Uint8Array;
  byteRange: ByteRange;
}

const ESCAPED_NAME = BYTE_RANGE_PLACEHOLDER.replace(/\*/g, "\\*");
const PLACEHOLDER = new RegExp(
  `/ByteRange\\s*\\[\\s*0\\s+/${ESCAPED_NAME}\\s+/${ESCAPED_NAME}\\s+/${ESCAPED_NAME}\\s*\\]`,
  "g",
);
const CONTENTS = /\/Contents\s*<[0-9A-Fa-f\s]*>/g;

/**
 * Writes the real /ByteRange over the placeholder left by addSignaturePlaceholder, padded
 * with spaces so no other offset moves. The signer then digests
 * `pdf[0, byteRange[1])` + `pdf[byteRange[2], end)` and writes its DER signature, hex-encoded,
 * into the zero-filled /Contents. Throws InputError unless `pdf` has exactly one placeholder.
 */
export function fillByteRange(pdf: Uint8Array): FilledPdf {
  // "latin1" (windows-1252 in the Encoding Standard) is a single-byte encoding that maps every
  // byte to one UTF-16 code unit, so string indices are byte offsets.
  const text = new TextDecoder("latin1").decode(pdf);
  const placeholders = [...text.matchAll(PLACEHOLDER)];
  if (placeholders.length !== 1) {
    throw new InputError(`expected one /ByteRange placeholder, found ${placeholders.length}`);
  }
  const placeholder = placeholders[0];
  const placeholderEnd = placeholder.index + placeholder[0].length;

  // The /Contents belonging to this signature dictionary is the next one after /ByteRange.
  CONTENTS.lastIndex = placeholderEnd;
  const contents = CONTENTS.exec(text);
  if (!contents) throw new InputError("no /Contents hex string after the /ByteRange placeholder");
  const hexStart = text.indexOf("<", contents.index);
  const hexEnd = contents.index + contents[0].length;
  const byteRange: ByteRange = [0, hexStart, hexEnd, pdf.length - hexEnd];

  const filled = `/ByteRange [${byteRange.join(" ")}]`.padEnd(placeholder[0].length, " ");
  const out = pdf.slice();
  out.set(new TextEncoder().encode(filled), placeholder.index);
  return { pdf: out, byteRange };
}
