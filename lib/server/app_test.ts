import assert from "node:assert/strict";
import denoJson from "../../deno.json" with { type: "json" };
import { LimitError } from "../errors.ts";
import { type AppConfig, createApp } from "./app.ts";
import { createLogger } from "./log.ts";
import { RenderTimeoutError, UnavailableError } from "./pool.ts";
import type { Job } from "./worker_protocol.ts";

const PDF = new TextEncoder().encode("%PDF-1.7 fake");

/** A runner that records jobs and answers with PDF or with a scripted failure. */
function fakeRunner(failure?: Error) {
  const jobs: Job[] = [];
  return {
    jobs,
    run(job: Job, onWarning?: (message: string) => void) {
      jobs.push(job);
      if (job.kind === "render" && job.html.includes("<img")) onWarning?.("a.png: not found");
      return failure ? Promise.reject(failure) : Promise.resolve(PDF);
    },
  };
}

function app(config: Partial<AppConfig> = {}, failure?: Error, logLines: string[] = []) {
  const runner = fakeRunner(failure);
  const defaults: AppConfig = {
    development: false,
    apiKey: null,
    webUiEnabled: true,
    maxBodyBytes: 1000,
    maxPages: 7,
    requestMemoryMb: null,
    fetchAllowedHosts: ["cdn.example.com"],
  };
  const log = createLogger("info", (line) => logLines.push(line));
  const hono = createApp({ ...defaults, ...config }, runner, log);
  const request = (path: string, init: RequestInit = {}) =>
    hono.fetch(new Request(`http://localhost${path}`, init));
  return { runner, request };
}

const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

Deno.test("POST /api/render answers the PDF inline as document.pdf", async () => {
  const logLines: string[] = [];
  const { runner, request } = app({}, undefined, logLines);
  const response = await request("/api/render", postJson({ html: "<p>hi</p>" }));
  assert.equal(response.status, 200);
  assert.equal(response.headers.get("Content-Type"), "application/pdf");
  assert.equal(response.headers.get("Content-Disposition"), 'inline; filename="document.pdf"');
  assert.equal(response.headers.get("Content-Length"), String(PDF.byteLength));
  assert.deepEqual(new Uint8Array(await response.arrayBuffer()), PDF);
  assert.equal(runner.jobs[0].kind, "render");
  assert.match(logLines[0], /^POST \/api\/render 200 \d+ms$/);
});

Deno.test("encrypt and sign build their jobs", async () => {
  const { runner, request } = app();
  const encrypted = await request("/api/encrypt", postJson({ html: "x", userPassword: "u" }));
  assert.equal(encrypted.status, 200);
  assert.equal(encrypted.headers.get("Content-Type"), "application/pdf");
  const signed = await request("/api/sign", postJson({ pdf: "JVBERi0=" }));
  assert.equal(signed.status, 200);
  assert.deepEqual(runner.jobs.map((j) => j.kind), ["encrypt", "sign"]);
});

Deno.test("request problems are 400/404/405/413/415 JSON errors", async () => {
  const { runner, request } = app();
  const expect = async (response: Response, status: number, error: string | RegExp) => {
    assert.equal(response.status, status);
    assert.match(response.headers.get("Content-Type") ?? "", /^application\/json/);
    const body = await response.json();
    if (typeof error === "string") assert.equal(body.error, error);
    else assert.match(body.error, error);
    return response;
  };
  await expect(await request("/api/render", postJson({})), 400, "The html field is required.");
  await expect(
    await request("/api/render", { method: "POST" }),
    400,
    "The html field is required.",
  );
  await expect(
    await request("/api/render", { ...postJson(null), body: "{oops" }),
    400,
    /^Malformed JSON body: /,
  );
  await expect(await request("/nope"), 404, "Not found: /nope");
  const notAllowed = await expect(await request("/api/render"), 405, /GET is not allowed/);
  assert.equal(notAllowed.headers.get("Allow"), "POST");
  const healthPost = await expect(await request("/health", { method: "POST" }), 405, /POST/);
  assert.equal(healthPost.headers.get("Allow"), "GET, HEAD");
  await expect(
    await request("/api/render", postJson({ html: "x".repeat(2000) })),
    413,
    /limit of 1000 bytes/,
  );
  await expect(
    await request("/api/render", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "text/plain" },
    }),
    415,
    /text\/plain/,
  );
  assert.equal(runner.jobs.length, 0, "no bad request reaches a worker");
});

Deno.test("GET and HEAD /health report Healthy and the package version", async () => {
  const { request } = app({ apiKey: "k" });
  const response = await request("/health");
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { status: "Healthy", version: denoJson.version });
  const head = await request("/health", { method: "HEAD" });
  assert.equal(head.status, 200);
  assert.equal(await head.text(), "");
});

Deno.test("with a key configured, /api/* needs X-Api-Key; health and UI do not", async () => {
  const { runner, request } = app({ apiKey: "right-key" });
  const attempts: Record<string, string>[] = [{}, { "X-Api-Key": "wrong-key" }, {
    "X-Api-Key": "",
  }];
  for (const headers of attempts) {
    const response = await request("/api/render", postJson({ html: "x" }, headers));
    assert.equal(response.status, 401);
    assert.equal(response.headers.get("WWW-Authenticate"), "ApiKey");
    assert.deepEqual(await response.json(), { error: "Missing or invalid API key." });
  }
  const unknown = await request("/api/other");
  assert.equal(unknown.status, 401, "no route is revealed without the key");
  await unknown.body?.cancel();
  assert.equal(runner.jobs.length, 0);
  const ok = await request("/api/render", postJson({ html: "x" }, { "X-Api-Key": "right-key" }));
  assert.equal(ok.status, 200);
  await ok.body?.cancel();
  assert.equal((await request("/health")).status, 200);
  const page = await request("/");
  assert.equal(page.status, 200);
  await page.body?.cancel();
});

Deno.test("the UI pages are HTML, or 404 when the UI is disabled", async () => {
  const on = app();
  for (const path of ["/", "/e2e"]) {
    const response = await on.request(path);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("Content-Type"), "text/html; charset=utf-8");
    assert.match(await response.text(), /<title>/);
  }
  const off = app({ webUiEnabled: false });
  for (const path of ["/", "/e2e"]) {
    const response = await off.request(path);
    assert.equal(response.status, 404);
    assert.deepEqual(await response.json(), { error: `Not found: ${path}` });
  }
});

Deno.test("render failures: 422 over a limit, 503 busy, 504 timeout", async () => {
  const cases: [Error, number][] = [
    [new LimitError("The document has more than 1000 pages."), 422],
    [new UnavailableError("The server is busy."), 503],
    [new RenderTimeoutError("The job did not finish within 10 ms."), 504],
  ];
  for (const [failure, status] of cases) {
    const response = await app({}, failure).request("/api/render", postJson({ html: "x" }));
    assert.equal(response.status, status);
    assert.deepEqual(await response.json(), { error: failure.message });
    if (status === 503) assert.equal(response.headers.get("Retry-After"), "1");
  }
});

Deno.test("request bodies past the memory bound get 503 while others are held", async () => {
  // Renders that finish only when the test says so, holding their bodies meanwhile.
  const finish: (() => void)[] = [];
  const runner = {
    run: () => new Promise<Uint8Array>((resolve) => finish.push(() => resolve(PDF))),
  };
  const hono = createApp({
    development: false,
    apiKey: null,
    webUiEnabled: false,
    maxBodyBytes: 600_000,
    maxPages: 7,
    requestMemoryMb: 1,
    fetchAllowedHosts: [],
  }, runner);
  // A body is counted at its Content-Length, which a Request built here lacks until it is sent.
  // Two bodies of about 400 KB fit in 1 MB, a third does not.
  const body = { html: "x".repeat(400_000) };
  const length = String(JSON.stringify(body).length);
  const post = (headers: Record<string, string> = { "Content-Length": length }) =>
    hono.fetch(new Request("http://localhost/api/render", postJson(body, headers)));
  const first = post();
  const second = post();
  const third = await post();
  assert.equal(third.status, 503);
  assert.equal(third.headers.get("Retry-After"), "1");
  assert.match((await third.json()).error, /request bodies as its memory allows \(1 MB\)/);
  while (finish.length < 2) await new Promise((resolve) => setTimeout(resolve, 1));
  finish.shift()!();
  assert.equal((await first).status, 200);
  // The first body's bytes are free again: another request gets in.
  const fourth = post();
  while (finish.length < 2) await new Promise((resolve) => setTimeout(resolve, 1));
  // Without a Content-Length a body counts as MAX_BODY_BYTES (600 KB) until read: no room.
  assert.equal((await post({})).status, 503);
  for (const done of finish) done();
  assert.equal((await second).status, 200);
  assert.equal((await fourth).status, 200);
});

Deno.test("unexpected failures are 500: stack only in Development, logged in both", async () => {
  const failure = new Error("font table corrupt");
  for (const development of [false, true]) {
    const logLines: string[] = [];
    const { request } = app({ development }, failure, logLines);
    const response = await request("/api/render", postJson({ html: "x" }));
    assert.equal(response.status, 500);
    const body = await response.json();
    assert.equal(body.error, "Internal error: font table corrupt");
    if (development) assert.match(body.detail, /app_test\.ts/);
    else assert.deepEqual(Object.keys(body), ["error"]);
    assert.ok(logLines.some((line) => line.includes(failure.stack!)), "the stack goes to the log");
  }
});

Deno.test("the server's page limit and fetch hosts go with every render job; a request cannot change them", async () => {
  const { runner, request } = app();
  const json = { "Content-Type": "application/json" };
  const body = JSON.stringify({
    html: "<p>x</p>",
    options: { maxPages: 100000, baseDir: "/", allowNetwork: true, allowedHosts: ["evil.test"] },
  });
  assert.equal((await request("/api/render", { method: "POST", headers: json, body })).status, 200);
  assert.equal(
    (await request("/api/encrypt", { method: "POST", headers: json, body })).status,
    200,
  );
  for (const job of runner.jobs) {
    assert.ok(job.kind !== "sign");
    assert.equal(job.options.maxPages, 7);
    assert.equal(job.options.baseDir, null);
    assert.notEqual(job.options.allowNetwork, true);
    assert.deepEqual(job.options.allowedHosts, ["cdn.example.com"]);
  }
});

Deno.test("a resource the document could not use is logged with the request, which succeeds", async () => {
  const logLines: string[] = [];
  const { request } = app({}, undefined, logLines);
  const response = await request("/api/render", postJson({ html: '<img src="a.png">' }));
  assert.equal(response.status, 200);
  await response.body?.cancel();
  assert.deepEqual(logLines.filter((line) => line.includes("warning")), [
    "POST /api/render warning: a.png: not found",
  ]);
});
