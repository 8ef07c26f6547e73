// STUB — being replaced by the encrypt helper.
export interface EncryptOptions {
  userPassword?: string;
  ownerPassword?: string;
  allowPrinting?: boolean;
  allowCopying?: boolean;
  allowModifying?: boolean;
}
export function encryptPdf(pdf: Uint8Array, _options: EncryptOptions = {}): Promise<Uint8Array> {
  return Promise.resolve(pdf);
}
