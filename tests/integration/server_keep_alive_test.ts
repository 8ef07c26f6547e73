/**
 * HTTP/1.1 persistent connections (RFC 9112 §9.3) through the real server: a client that
 * reuses its connection gets every render on it, with no `Connection: close` and no reset.
 * Deno.serve broke this for request bodies over ~1 KB (denoland/deno#36657), hence the test
 * sends a body well past that size.
 */
import assert from "node:assert/strict";
import { concatBytes } from "../../lib/concat_bytes.ts";
import { startServer } from "../helpers/server.ts";

const encoder = new TextEncoder();
/** Latin-1 maps bytes to characters one to one, so offsets in the text are byte offsets. */
const latin1 = new TextDecoder("latin1");

/**
 * Reads one HTTP/1.1 response with a Content-Length body from the connection; bytes past
 * it stay in `pending` for the next response.
 */
async function readResponse(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  pending: Uint8Array[],
) {
  let buffered = concatBytes(pending.splice(0));
  const more = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error("the server closed the connection");
    buffered = concatBytes([buffered, value]);
  };
  while (!latin1.decode(buffered).includes("\r\n\r\n")) await more();
  const headEnd = latin1.decode(buffered).indexOf("\r\n\r\n");
  const head = latin1.decode(buffered.subarray(0, headEnd));
  const end = headEnd + 4 + Number(/^content-length:\s*(\d+)/im.exec(head)?.[1]);
  while (buffered.byteLength < end) await more();
  pending.push(buffered.subarray(end));
  return { head, body: buffered.subarray(headEnd + 4, end) };
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
