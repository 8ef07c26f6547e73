/**
 * What crosses the boundary between the worker pool (the service process) and a render
 * process, as frames (frames.ts): jobs (plain data, validated by requests.ts), results and
 * errors. Errors cross as name + message + stack and are rebuilt with their class, so the
 * HTTP layer still tells InputError (400) and LimitError (422) from a crash (500). Bytes (a
 * PDF to sign, a rendered PDF) travel as the frame's payload.
 */
import { InputError, LimitError } from "../errors.ts";
import type { RenderOptions } from "../options.ts";
import type { EncryptOptions } from "../pdf/encrypt.ts";
import type { SignOptions } from "../pdf/sign.ts";
import { encodeFrame, type Frame } from "./frames.ts";

export type Job =
  | { kind: "render"; html: string; options: RenderOptions }
  | { kind: "encrypt"; html: string; options: RenderOptions; encryption: EncryptOptions }
  | { kind: "sign"; pdf: Uint8Array; signature: SignOptions };

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
}

/** Render process → pool; a "done" frame's payload is the PDF. */
export type WorkerMessage =
  | { type: "ready" }
  | { type: "done"; warnings: string[] }
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

/** A job as a frame: a sign job's PDF is the payload, everything else the header. */
export function encodeJob(job: Job): Uint8Array {
  if (job.kind !== "sign") return encodeFrame(job);
  const { pdf, ...rest } = job;
  return encodeFrame(rest, pdf);
}

export function decodeJob({ header, payload }: Frame): Job {
  const job = header as Job;
  return job.kind === "sign" ? { ...job, pdf: payload } : job;
}
