/**
 * Every failure becomes a JSON body `{"error": "…"}` (service-interface spec, "Error
 * body"). This module is the one place that decides a failure's status code:
 *
 * - HttpError (raised by the HTTP layer itself): its own status: 400, 401, 404, 405, 413, 415.
 * - InputError (the library rejects the caller's input): 400.
 * - LimitError (the document exceeds an output limit such as the page count): 422, because
 *   the request is well-formed but cannot be processed within the limits; 413 would blame
 *   the request body's size, which is not what went wrong.
 * - UnavailableError: 503 with Retry-After, the client may try again shortly.
 * - RenderTimeoutError: 504, the render worker did not answer within RENDER_TIMEOUT_MS.
 * - anything else: 500 "Internal error: <message>". In Development (ASPNETCORE_ENVIRONMENT)
 *   the body also carries `detail` with the stack trace; in Production it never does, so
 *   file paths and code structure stay private.
 */
import { InputError, LimitError } from "../errors.ts";
import { RenderTimeoutError, UnavailableError } from "./pool.ts";

/** A failure the HTTP layer detects before the library is involved. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export interface ErrorBody {
  error: string;
  /** Development only: the stack trace of an unexpected failure. */
  detail?: string;
}

export interface ErrorReply {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/** Seconds a client should wait before retrying after a 503 (RFC 9110 §10.2.3). */
const RETRY_AFTER_SECONDS = 1;

export function describeError(error: unknown, development: boolean): ErrorReply {
  if (error instanceof HttpError) {
    return { status: error.status, body: { error: error.message }, headers: error.headers };
  }
  if (error instanceof InputError) return plain(400, error.message);
  if (error instanceof LimitError) return plain(422, error.message);
  if (error instanceof UnavailableError) {
    return { ...plain(503, error.message), headers: { "Retry-After": `${RETRY_AFTER_SECONDS}` } };
  }
  if (error instanceof RenderTimeoutError) return plain(504, error.message);
  const message = error instanceof Error ? error.message : String(error);
  const body: ErrorBody = { error: `Internal error: ${firstLine(message)}` };
  if (development && error instanceof Error && error.stack) body.detail = error.stack;
  return { status: 500, body, headers: {} };
}

export function errorResponse(error: unknown, development: boolean): Response {
  const { status, body, headers } = describeError(error, development);
  return jsonResponse(status, body, headers);
}

export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
  });
}

function plain(status: number, message: string): ErrorReply {
  return { status, body: { error: message }, headers: {} };
}

/** Some engine messages span lines (with code excerpts); the body keeps the headline. */
function firstLine(message: string): string {
  return message.split("\n", 1)[0].trim() || "unknown error";
}
