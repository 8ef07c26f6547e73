/**
 * How the command line reports failure: one line on stderr, `html2pdf: <message>`, and
 * the exit status: 2 for usage and configuration mistakes, 1 for everything else
 * (unreadable input, a failed render, an unwritable output).
 */
import { ConfigError } from "../server/config_error.ts";

/** The command line itself is wrong: unknown flag, bad flag value, missing input. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** Prints the error's one-line form on stderr and returns the exit status. */
export function reportError(error: unknown): number {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`html2pdf: ${message.replace(/\s*\n\s*/g, " ")}`);
  return error instanceof UsageError || error instanceof ConfigError ? EXIT_USAGE : EXIT_FAILURE;
}
