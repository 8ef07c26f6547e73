/**
 * Why an image could not be used. Decoders throw only this type, so the caller can turn any
 * failure into a warning and render the document as Chromium renders a broken image.
 */
export type ImageErrorReason =
  /** Not an image format we can decode (WebP, AVIF, unknown bytes). */
  | "unsupported"
  /** Recognised but malformed or truncated. */
  | "corrupt"
  /** Larger than the configured limits (pixels or decoded bytes). */
  | "too-large";

export class ImageError extends Error {
  readonly reason: ImageErrorReason;

  constructor(reason: ImageErrorReason, message: string) {
    super(message);
    this.name = "ImageError";
    this.reason = reason;
  }
}

/** Shorthand for the commonest failure: malformed data in a named format. */
export function corrupt(format: string, what: string): never {
  throw new ImageError("corrupt", `Corrupt ${format} image: ${what}.`);
}
