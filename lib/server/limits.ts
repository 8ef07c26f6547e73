/**
 * Request body size limit (MAX_BODY_BYTES). A declared Content-Length over the limit is
 * refused before anything is read; otherwise bytes are counted as they stream in, so a
 * chunked body without a length is cut off as soon as it passes the limit and no more
 * than the limit is ever buffered.
 */
import { readLimited } from "../read_limited.ts";
import { HttpError } from "./errors.ts";

export async function readBodyLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  declaredLength(request, maxBytes);
  if (request.body === null) return new Uint8Array(0);

  let read;
  try {
    read = await readLimited(request.body, maxBytes);
  } catch (error) {
    throw new HttpError(400, `The request body could not be read: ${String(error)}`);
  }
  if (!read.ok) throw tooLarge(maxBytes);
  return read.bytes;
}

/** The body's declared Content-Length, null when none; 413 when it is over the limit. */
export function declaredLength(request: Request, maxBytes: number): number | null {
  const declared = request.headers.get("Content-Length");
  if (declared === null) return null;
  if (Number(declared) > maxBytes) throw tooLarge(maxBytes);
  return Number(declared);
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `The request body is larger than the limit of ${maxBytes} bytes.`);
}
