/**
 * HTTP/1.1 persistent connections (RFC 9112 §9.3) through the real server: a client that
 * reuses its connection gets every render on it, with no `Connection: close` and no reset.
 * Deno.serve broke this for request bodies over ~1 KB (denoland/deno#36657), hence the test
 * sends a body well past that size.
 */
import assert from "node:assert/strict";
import { startServer } from "../helpers/server.ts";

const encoder = new TextEncoder();

/** Reads one HTTP/1.1 response with a Content-Length body from the connection. */
async function readResponse(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  pending: Uint8Array[],
) {
  let buffered = concat(pending.splice(0));
  const headEnd = () => indexOf(buffered, encoder.encode("\r\n\r\n"));
  while (headEnd() < 0) buffered = concat([buffered, await next(reader)]);
  const head = new TextDecoder().decode(buffered.subarray(0, headEnd()));
  const length = Number(/^content-length:\s*(\d+)/im.exec(head)?.[1]);
  const start = headEnd() + 4;
  while (buffered.byteLength < start + length) buffered = concat([buffered, await next(reader)]);
  pending.push(buffered.subarray(start + length));
  return { head, body: buffered.subarray(start, start + length) };
}

async function next(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<Uint8Array> {
  const { value, done } = await reader.read();
  if (done) throw new Error("the server closed the connection");
  return value;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

Deno.test("two renders over one connection: both PDFs, the connection kept alive", async () => {
  const server = await startServer();
  const { hostname, port } = new URL(server.url);
  const connection = await Deno.connect({ hostname, port: Number(port) });
  try {
    const writer = connection.writable.getWriter();
    const reader = connection.readable.getReader();
    const pending: Uint8Array[] = [];
    for (const title of ["first", "second"]) {
      const body = encoder.encode(JSON.stringify({
        html: `<h1>${title}</h1>` + "<p>A paragraph of the invoice body.</p>".repeat(60),
      }));
      assert.ok(body.byteLength > 2000, "past the size that broke keep-alive");
      await writer.write(encoder.encode(
        `POST /api/render HTTP/1.1\r\nHost: ${hostname}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${body.byteLength}\r\n\r\n`,
      ));
      await writer.write(body);
      const response = await readResponse(reader, pending);
      assert.match(response.head, /^HTTP\/1\.1 200 /);
      assert.match(response.head, /^content-type: application\/pdf/im);
      assert.doesNotMatch(response.head, /^connection:\s*close/im);
      assert.equal(new TextDecoder().decode(response.body.subarray(0, 5)), "%PDF-");
    }
  } finally {
    connection.close();
    await server.stop();
  }
});
