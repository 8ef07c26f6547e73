/**
 * The service's limits through real server processes (DESIGN.md, "Renders are isolated
 * and bounded"): body size (413), a full render queue (503 + Retry-After), the render
 * deadline (504, after which the server still serves) and a table grid too large (422).
 */
import assert from "node:assert/strict";
import { assertHealthy, startServer } from "../helpers/server.ts";

const JSON_HEADERS = { "Content-Type": "application/json" };

/** A document of `n` paragraphs: heavy enough to keep a render worker busy. */
function paragraphs(n: number): string {
  const p = "<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor " +
    "incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam.</p>";
  return `<!doctype html><html><body>${p.repeat(n)}</body></html>`;
}

const post = (url: string, body: BodyInit, headers: Record<string, string> = JSON_HEADERS) =>
  fetch(url, { method: "POST", headers, body });

Deno.test("MAX_BODY_BYTES: larger bodies are 413, declared or streamed", async () => {
  const server = await startServer({ MAX_BODY_BYTES: "4096" });
  try {
    const url = `${server.url}/api/render`;
    const fits = await post(url, JSON.stringify({ html: "<p>x</p>".repeat(400) }));
    assert.equal(fits.status, 200);
    await fits.body?.cancel();

    const declared = await post(url, JSON.stringify({ html: "x".repeat(5000) }));
    assert.equal(declared.status, 413);
    assert.deepEqual(await declared.json(), {
      error: "The request body is larger than the limit of 4096 bytes.",
    });

    // No Content-Length: the body arrives chunked and is cut off while streaming.
    const chunk = new TextEncoder().encode(" ".repeat(1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 8) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await post(url, stream);
    assert.equal(streamed.status, 413);
    assert.match((await streamed.json()).error, /limit of 4096 bytes/);

    await assertHealthy(server.url);
  } finally {
    await server.stop();
  }
});

Deno.test("a full queue answers 503 with Retry-After; accepted renders succeed", async () => {
  const server = await startServer({ RENDER_WORKERS: "1", QUEUE_LIMIT: "1" });
  try {
    const body = JSON.stringify({ html: paragraphs(1000) });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post(`${server.url}/api/render`, body)),
    );
    const statuses = responses.map((r) => r.status);
    assert.ok(statuses.includes(503), `some requests are turned away: ${statuses}`);
    assert.ok(statuses.includes(200), `some requests are served: ${statuses}`);
    for (const response of responses) {
      if (response.status === 503) {
        assert.equal(response.headers.get("Retry-After"), "1");
        assert.match((await response.json()).error, /busy/);
      } else {
        assert.equal(response.status, 200);
        assert.equal(response.headers.get("Content-Type"), "application/pdf");
        const pdf = new Uint8Array(await response.arrayBuffer());
        assert.equal(new TextDecoder().decode(pdf.subarray(0, 5)), "%PDF-");
      }
    }
  } finally {
    await server.stop();
  }
});

Deno.test("RENDER_TIMEOUT_MS stops a long render with 504; the server keeps serving", async () => {
  const server = await startServer({ RENDER_WORKERS: "1", RENDER_TIMEOUT_MS: "1500" });
  try {
    const started = performance.now();
    const slow = await post(
      `${server.url}/api/render`,
      JSON.stringify({ html: paragraphs(20_000) }),
    );
    assert.equal(slow.status, 504);
    assert.deepEqual(await slow.json(), { error: "The job did not finish within 1500 ms." });
    assert.ok(performance.now() - started < 10_000, "the deadline is kept");

    await assertHealthy(server.url);
    const next = await post(`${server.url}/api/render`, JSON.stringify({ html: "<p>next</p>" }));
    assert.equal(next.status, 200, "a fresh worker takes the next job");
    await next.body?.cancel();
  } finally {
    await server.stop();
  }
});

Deno.test("a table whose spans would need millions of grid slots is 422; the server keeps serving", async () => {
  const server = await startServer();
  try {
    const cell = "<td colspan=1000 rowspan=1000>x</td>";
    const html = `<table>${`<tr>${cell.repeat(3)}</tr>`.repeat(100)}</table>`;
    const response = await post(`${server.url}/api/render`, JSON.stringify({ html }));
    assert.equal(response.status, 422);
    const { error } = await response.json();
    assert.match(error, /^A table needs a grid of .* the limit is 2,000,000\.$/);
    await assertHealthy(server.url);
  } finally {
    await server.stop();
  }
});
