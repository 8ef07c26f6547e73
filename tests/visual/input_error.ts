/**
 * Input the visual score cannot use — a PDF poppler cannot read, poppler missing, a diff image
 * path that cannot be written — as opposed to a low score. The command line exits 2 for it.
 */
export class InputError extends Error {
  override name = "InputError";
}
