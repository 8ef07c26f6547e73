/**
 * Typed errors shared by every stage. The HTTP layer maps them to status codes
 * (InputError → 400, everything else → 500); the CLI prints their message on one line.
 */

/** The caller's input is unusable: bad option, not a PDF, encrypted PDF, … */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InputError";
  }
}

/** A render exceeded one of the configured limits (time, pages, size). */
export class LimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LimitError";
  }
}
