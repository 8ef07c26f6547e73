/**
 * The PDF stage: writing a display list as PDF, and the post-processing steps
 * (encryption, signature placeholder) that work on the written bytes.
 */
export { type WriteOptions, writePdf } from "./writer.ts";
export { PRODUCER } from "./metadata.ts";
export { type EncryptOptions, encryptPdf } from "./encrypt.ts";
export { addSignaturePlaceholder, type SignOptions } from "./sign.ts";
