/**
 * Deployment configuration through real server processes (service-interface spec,
 * "Deployment configuration", "Authentication"): API keys, the UI switch, several
 * listening URLs, and settings that must stop the server before it listens.
 */
import assert from "node:assert/strict";
import { assertHealthy, serveExpectingExit, startServer } from "../helpers/server.ts";
import { pageSizePt, pageTexts } from "../helpers/pdf_tools.ts";

const render = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/render`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ html: "<p>x</p>" }),
  });

Deno.test("AUTH_ENABLED: /api/* needs the right X-Api-Key, /health does not", async () => {
  const server = await startServer({ AUTH_ENABLED: "TRUE", AUTH_API_KEY: "k-123" });
  try {
    const wrong: Record<string, string>[] = [{}, { "X-Api-Key": "k-124" }, {
      "X-Api-Key": "k-123x",
    }];
    for (const headers of wrong) {
      const response = await render(server.url, headers);
      assert.equal(response.status, 401);
      assert.equal(response.headers.get("WWW-Authenticate"), "ApiKey");
      assert.deepEqual(await response.json(), { error: "Missing or invalid API key." });
    }
    const ok = await render(server.url, { "X-Api-Key": "k-123" });
    assert.equal(ok.status, 200);
    assert.equal(ok.headers.get("Content-Type"), "application/pdf");
    await ok.body?.cancel();
    await assertHealthy(server.url);
  } finally {
    await server.stop();
  }
});

Deno.test("settings that cannot work stop the server: one line, exit status 2", async () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ AUTH_ENABLED: "true" }, /AUTH_API_KEY/],
    [{ AUTH_ENABLED: "true", AUTH_API_KEY: "" }, /AUTH_API_KEY/],
    [{ WEBUI_ENABLED: "maybe" }, /WEBUI_ENABLED/],
    [{ ASPNETCORE_URLS: "https://127.0.0.1:0" }, /HTTPS is not supported/],
    [{ MAX_BODY_BYTES: "lots" }, /MAX_BODY_BYTES/],
  ];
  await Promise.all(cases.map(async ([env, pattern]) => {
    const { code, stderr } = await serveExpectingExit(env);
    assert.equal(code, 2, stderr);
    const lines = stderr.trimEnd().split("\n");
    assert.equal(lines.length, 1, `one line, got:\n${stderr}`);
    assert.match(lines[0], /^html2pdf: /);
    assert.match(lines[0], pattern);
  }));
});

Deno.test("WEBUI_ENABLED=false: / and /e2e are 404, the API still works", async () => {
  const server = await startServer({ WEBUI_ENABLED: "false" });
  try {
    for (const path of ["/", "/e2e"]) {
      const response = await fetch(`${server.url}${path}`);
      assert.equal(response.status, 404);
      assert.deepEqual(await response.json(), { error: `Not found: ${path}` });
    }
    const ok = await render(server.url);
    assert.equal(ok.status, 200);
    await ok.body?.cancel();
  } finally {
    await server.stop();
  }
});

Deno.test("several ;-separated ASPNETCORE_URLS all answer; --urls overrides", async () => {
  const server = await startServer({ ASPNETCORE_URLS: "http://127.0.0.1:0; http://localhost:0" });
  try {
    assert.equal(server.urls.length, 2, server.log());
    assert.notEqual(server.urls[0], server.urls[1]);
    for (const url of server.urls) await assertHealthy(url);
  } finally {
    await server.stop();
  }
  const overridden = await startServer(
    { ASPNETCORE_URLS: "https://ignored:1" },
    ["--urls", "http://127.0.0.1:0"],
  );
  try {
    await assertHealthy(overridden.url);
  } finally {
    await overridden.stop();
  }
});

Deno.test("SIGTERM: the request in flight still gets its PDF, then exit status 0", async () => {
  const server = await startServer({ RENDER_WORKERS: "1" });
  // About half a second of rendering: still running when the signal arrives.
  const paragraph = "<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod " +
    "tempor incididunt ut labore et dolore magna aliqua.</p>";
  let stopped: Deno.CommandStatus | undefined;
  try {
    const inFlight = fetch(`${server.url}/api/render`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ html: paragraph.repeat(2000) }),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    stopped = await server.stop();
    const response = await inFlight;
    assert.equal(response.status, 200);
    const pdf = new Uint8Array(await response.arrayBuffer());
    assert.equal(new TextDecoder().decode(pdf.subarray(0, 5)), "%PDF-");
  } finally {
    stopped ??= await server.stop();
  }
  assert.equal(stopped.code, 0, server.log());
  assert.match(server.log(), /stopping: finishing requests in flight/);
});

Deno.test("a document nested 100,000 deep renders instead of crashing the renderer", async () => {
  // Chromium's parser depth cap (lib/html/parse.ts) keeps the recursive stages safe. The
  // shape of 500 bodies in Production and Development is unit-tested in errors_test.ts.
  const html = "<div>".repeat(100_000) + "deep";
  const server = await startServer({ ASPNETCORE_ENVIRONMENT: "Production" });
  try {
    const response = await fetch(`${server.url}/api/render`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ html }),
    });
    assert.equal(response.status, 200);
    const [text] = await pageTexts(new Uint8Array(await response.arrayBuffer()));
    assert.match(text, /deep/);
  } finally {
    await server.stop();
  }
});

Deno.test("FETCH_ALLOWED_HOSTS: listed hosts' stylesheets load; others are logged warnings", async () => {
  // A stylesheet server on loopback: reachable only when its address is listed.
  const css = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    () => new Response("@page { size: 8.5in 11in; }", { headers: { "Content-Type": "text/css" } }),
  );
  const html = `<link rel="stylesheet" href="http://127.0.0.1:${css.addr.port}/page.css"><p>x`;
  const renderSize = async (base: string) => {
    const response = await fetch(`${base}/api/render`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ html }),
    });
    assert.equal(response.status, 200);
    return await pageSizePt(new Uint8Array(await response.arrayBuffer()));
  };
  const listed = await startServer({ FETCH_ALLOWED_HOSTS: "127.0.0.1" });
  const unlisted = await startServer({});
  try {
    // Letter (612 x 792 pt) from the fetched @page rule; A4 without it.
    assert.deepEqual((await renderSize(listed.url)).map(Math.round), [612, 792]);
    assert.deepEqual((await renderSize(unlisted.url)).map(Math.round), [595, 842]);
    assert.match(
      unlisted.log(),
      /POST \/api\/render warning: http:\/\/127\.0\.0\.1:\d+\/page\.css: /,
    );
    assert.doesNotMatch(listed.log(), /warning/);
  } finally {
    await Promise.all([listed.stop(), unlisted.stop(), css.shutdown()]);
  }
});
