/**
 * Reads a byte stream whole, but never buffers more than a limit: past it the
 * stream is cancelled and the caller learns it was too large. Request bodies go through
 * here (fetched resources are capped by lib/resources/http_client.ts as they are read).
 */
import { concatBytes } from "./concat_bytes.ts";

export type LimitedRead = { ok: true; bytes: Uint8Array } | { ok: false };

export async function readLimited(
  stream: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<LimitedRead> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = stream.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    total += r.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return { ok: false };
    }
    chunks.push(r.value);
  }
  return { ok: true, bytes: concatBytes(chunks) };
}
