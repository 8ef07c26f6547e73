/**
 * Request body size limit (MAX_BODY_BYTES). A declared Content-Length over the limit is
 * refused before anything is read; otherwise bytes are counted as they stream in, so a
 * chunked body without a length is cut off as soon as it passes the limit and no more
 * than the limit is ever buffered.
 */
import { HttpError } from "./errors.ts";

export async function readBodyLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge(maxBytes);
  if (request.body === null) return new Uint8Array(0);

  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  try {
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      total += r.value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        throw tooLarge(maxBytes);
      }
      chunks.push(r.value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, `The request body could not be read: ${String(error)}`);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `The request body is larger than the limit of ${maxBytes} bytes.`);
}
