/**
 * What crosses the boundary between the worker pool (main thread) and a render worker:
 * jobs (plain data, validated by requests.ts), results and errors. Errors cross as name +
 * message + stack and are rebuilt with their class, so the HTTP layer still tells
 * InputError (400) and LimitError (422) from a crash (500). Byte buffers are transferred,
 * not copied.
 */
import { InputError, LimitError } from "../errors.ts";
import type { RenderOptions } from "../options.ts";
import type { EncryptOptions } from "../pdf/encrypt.ts";
import type { SignOptions } from "../pdf/sign.ts";

export type Job =
  | { kind: "render"; html: string; options: RenderOptions }
  | { kind: "encrypt"; html: string; options: RenderOptions; encryption: EncryptOptions }
  | { kind: "sign"; pdf: Uint8Array; signature: SignOptions };

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
}

/** Pool → worker. */
export interface JobMessage {
  type: "job";
  job: Job;
}

/** Worker → pool. */
export type WorkerMessage =
  | { type: "ready" }
  | { type: "done"; pdf: Uint8Array }
  | { type: "failed"; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) {
    return { name: error.name, message: error.message, stack: error.stack };
  }
  return { name: "Error", message: String(error) };
}

export function deserializeError(data: SerializedError): Error {
  const error = data.name === "InputError"
    ? new InputError(data.message)
    : data.name === "LimitError"
    ? new LimitError(data.message)
    : Object.assign(new Error(data.message), { name: data.name });
  error.stack = data.stack ?? `${data.name}: ${data.message}`;
  return error;
}

/** Buffers of a job that can move to the worker instead of being copied. */
export function transferablesOf(job: Job): Transferable[] {
  if (job.kind !== "sign") return [];
  const buffer = wholeBuffer(job.pdf);
  return buffer ? [buffer] : [];
}

/**
 * The buffer behind a byte view when the view covers all of it, so transferring it
 * moves exactly these bytes; null for a view into a larger (possibly shared) buffer.
 */
export function wholeBuffer(bytes: Uint8Array): ArrayBuffer | null {
  const buffer = bytes.buffer;
  return buffer instanceof ArrayBuffer && bytes.byteOffset === 0 &&
      bytes.byteLength === buffer.byteLength
    ? buffer
    : null;
}
