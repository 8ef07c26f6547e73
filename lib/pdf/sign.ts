// STUB — being replaced by the sign helper.
export interface SignOptions {
  name?: string;
  reason?: string;
  location?: string;
}
export function addSignaturePlaceholder(pdf: Uint8Array, _options: SignOptions = {}): Promise<Uint8Array> {
  return Promise.resolve(pdf);
}
