import assert from "node:assert/strict";
import { readJsonBody } from "./body.ts";
import { HttpError } from "./errors.ts";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://x/api/render", { method: "POST", body, headers });

async function fails(request: Request, status: number, pattern: RegExp, maxBytes = 1000) {
  await assert.rejects(readJsonBody(request, maxBytes), (e) => {
    assert.ok(e instanceof HttpError);
    assert.equal(e.status, status);
    assert.match(e.message, pattern);
    return true;
  });
}

/** A body without Content-Length, delivered in chunks. */
function chunked(chunks: number, size: number, pulled: { count: number }) {
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.count === chunks) return controller.close();
      pulled.count++;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  }, { highWaterMark: 0 });
}

Deno.test("JSON bodies parse; an empty body reads as undefined", async () => {
  const json = { "Content-Type": "application/json; charset=utf-8" };
  assert.deepEqual(await readJsonBody(post('{"html":"é"}', json), 1000), { html: "é" });
  const bytes = new TextEncoder().encode("[1]");
  assert.deepEqual(await readJsonBody(post(bytes), 1000), [1], "no Content-Type reads as JSON");
  assert.equal(await readJsonBody(post(null, json), 1000), undefined);
  assert.equal(await readJsonBody(post("  \n", json), 1000), undefined);
  const problem = { "Content-Type": "application/problem+json" };
  assert.deepEqual(await readJsonBody(post("{}", problem), 1000), {});
});

Deno.test("malformed JSON and invalid UTF-8 are 400 with the reason", async () => {
  const json = { "Content-Type": "application/json" };
  await fails(post('{"html":', json), 400, /^Malformed JSON body: .+/);
  await fails(post(new Uint8Array([0x22, 0xff, 0x22]), json), 400, /not valid UTF-8/);
});

Deno.test("other media types and charsets are 415", async () => {
  await fails(post("{}", { "Content-Type": "text/plain" }), 415, /text\/plain/);
  await fails(
    post("a=1", { "Content-Type": "application/x-www-form-urlencoded" }),
    415,
    /application\/json/,
  );
  await fails(post("{}", { "Content-Type": "application/json; charset=latin1" }), 415, /UTF-8/);
});

Deno.test("a declared length over the limit is 413 before reading", async () => {
  const pulled = { count: 0 };
  const request = post(chunked(10, 100, pulled), { "Content-Length": "1001" });
  await fails(request, 413, /limit of 1000 bytes/);
  assert.equal(pulled.count, 0);
});

Deno.test("a chunked body is cut off as soon as it passes the limit", async () => {
  const pulled = { count: 0 };
  await fails(post(chunked(1000, 100, pulled)), 413, /limit of 1000 bytes/);
  assert.ok(pulled.count <= 12, `read ${pulled.count} chunks of a 1000-chunk body`);
  const small = { count: 0 };
  assert.equal(await readJsonBody(post(chunked(10, 100, small)), 1000), undefined);
});
