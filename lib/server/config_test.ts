import assert from "node:assert/strict";
import { ConfigError, DEFAULT_MAX_BODY_BYTES, loadConfig, parseBoolean } from "./config.ts";

const fromMap = (vars: Record<string, string>) => (name: string) => vars[name];
const MB = 1024 * 1024;
/** A host with `cpus` cores, in a container limited to `cpuLimit` CPUs and `memoryMb`. */
const host = (cpus: number, cpuLimit: number | null = null, memoryMb: number | null = null) => ({
  cpus,
  limits: { cpus: cpuLimit, memoryBytes: memoryMb === null ? null : memoryMb * MB },
});

Deno.test("defaults follow the spec's deployment table", () => {
  const config = loadConfig(fromMap({}), {}, host(8));
  assert.equal(config.environment, "Production");
  assert.equal(config.development, false);
  assert.deepEqual(config.listen.map((a) => [a.hostname, a.port]), [["0.0.0.0", 8080]]);
  assert.equal(config.apiKey, null);
  assert.equal(config.webUiEnabled, true);
  assert.equal(config.maxBodyBytes, DEFAULT_MAX_BODY_BYTES);
  assert.equal(config.renderTimeoutMs, 30_000);
  assert.equal(config.renderWorkers, 8);
  assert.equal(config.renderMemoryMb, 1024);
  assert.equal(config.memoryLimitMb, null);
  assert.deepEqual(config.fetchAllowedHosts, []);
  assert.equal(config.logLevel, "info");
});

Deno.test("workers and render memory follow the container's CPUs and memory", () => {
  const plan = (h: ReturnType<typeof host>, vars: Record<string, string> = {}) => {
    const config = loadConfig(fromMap(vars), {}, h);
    return [
      config.renderWorkers,
      config.renderMemoryMb,
      config.memoryLimitMb,
      config.requestMemoryMb,
    ];
  };
  // The last figure: request bodies held at once, bounded only when a memory limit is known.
  // A 1-CPU, 256 MB pod on a 64-core node: one worker, not 64.
  assert.deepEqual(plan(host(64, 1, 256)), [1, 160, 256, 16]);
  assert.deepEqual(plan(host(64, 0.5, 256)), [1, 160, 256, 16]);
  // Two CPUs but memory for one render; then memory for both.
  assert.deepEqual(plan(host(64, 2, 256)), [1, 160, 256, 16]);
  assert.deepEqual(plan(host(64, 2, 512)), [2, 208, 512, 16]);
  assert.deepEqual(plan(host(4, null, 2048)), [4, 488, 2048, 16]);
  // CPU quota without a memory limit.
  assert.deepEqual(plan(host(64, 3)), [3, 1024, null, null]);
  // MEMORY_LIMIT_MB stands in for the container's limit; explicit values win.
  assert.deepEqual(plan(host(2), { MEMORY_LIMIT_MB: "1024" }), [2, 464, 1024, 16]);
  assert.deepEqual(plan(host(2, null, 4096), { RENDER_WORKERS: "1" }), [1, 4000, 4096, 16]);
  assert.deepEqual(plan(host(2, null, 4096), { RENDER_MEMORY_MB: "300" }), [2, 300, 4096, 16]);
  assert.deepEqual(plan(host(8), { RENDER_MEMORY_MB: "200" }), [8, 200, null, null]);
});

Deno.test("workers that cannot fit in the memory limit stop the start", () => {
  for (
    const [vars, h] of [
      [{ RENDER_WORKERS: "4" }, host(8, null, 256)],
      [{ RENDER_MEMORY_MB: "300" }, host(8, null, 256)],
      [{ RENDER_MEMORY_MB: "100" }, host(8)],
      [{ MEMORY_LIMIT_MB: "200" }, host(8)],
    ] as const
  ) {
    assert.throws(() => loadConfig(fromMap(vars), {}, h), (e) => {
      assert.ok(e instanceof ConfigError);
      assert.match(e.message, /RENDER_MEMORY_MB|do not fit/);
      return true;
    });
  }
});

Deno.test("variables are read, Development case-insensitively, --urls overrides", () => {
  const config = loadConfig(
    fromMap({
      ASPNETCORE_ENVIRONMENT: "development",
      ASPNETCORE_URLS: "http://127.0.0.1:9000",
      AUTH_ENABLED: "Yes",
      AUTH_API_KEY: "k3y",
      WEBUI_ENABLED: "FALSE",
      MAX_BODY_BYTES: "1024",
      RENDER_TIMEOUT_MS: "500",
      RENDER_WORKERS: "3",
      QUEUE_LIMIT: "0",
      FETCH_ALLOWED_HOSTS: "cdn.example.com, 127.0.0.1  Images.Example.org.",
      LOG_LEVEL: "None",
    }),
    { urls: "http://127.0.0.1:9001" },
    host(8),
  );
  assert.equal(config.development, true);
  assert.deepEqual(config.listen.map((a) => a.port), [9001]);
  assert.equal(config.apiKey, "k3y");
  assert.equal(config.webUiEnabled, false);
  assert.equal(config.maxBodyBytes, 1024);
  assert.equal(config.renderTimeoutMs, 500);
  assert.equal(config.renderWorkers, 3);
  assert.equal(config.queueLimit, 0);
  assert.deepEqual(config.fetchAllowedHosts, [
    "cdn.example.com",
    "127.0.0.1",
    "images.example.org",
  ]);
  assert.equal(config.logLevel, "none");
});

Deno.test("booleans: true/false/1/0/yes/no in any case, blank means default", () => {
  for (const word of ["true", "TRUE", "1", "yes", "Yes"]) {
    assert.equal(parseBoolean("X", word, false), true);
  }
  for (const word of ["false", "False", "0", "no", "NO"]) {
    assert.equal(parseBoolean("X", word, true), false);
  }
  assert.equal(loadConfig(fromMap({ WEBUI_ENABLED: "  " })).webUiEnabled, true);
});

Deno.test("bad values are one-line ConfigErrors naming the variable", () => {
  const fails = (vars: Record<string, string>, pattern: RegExp) =>
    assert.throws(() => loadConfig(fromMap(vars)), (e) => {
      assert.ok(e instanceof ConfigError);
      assert.match(e.message, pattern);
      assert.doesNotMatch(e.message, /\n/);
      return true;
    });
  fails({ AUTH_ENABLED: "maybe" }, /AUTH_ENABLED: "maybe"/);
  fails({ WEBUI_ENABLED: "off" }, /WEBUI_ENABLED/);
  fails({ AUTH_ENABLED: "true" }, /AUTH_API_KEY is not set/);
  fails({ AUTH_ENABLED: "true", AUTH_API_KEY: "   " }, /AUTH_API_KEY is not set/);
  fails({ AUTH_ENABLED: "true", AUTH_API_KEY: "key\n" }, /whitespace/);
  fails({ MAX_BODY_BYTES: "10MB" }, /MAX_BODY_BYTES: "10MB"/);
  fails({ RENDER_WORKERS: "0" }, /RENDER_WORKERS.*>= 1/);
  fails({ RENDER_TIMEOUT_MS: "-5" }, /RENDER_TIMEOUT_MS/);
  fails({ QUEUE_LIMIT: "1.5" }, /QUEUE_LIMIT/);
  fails({ LOG_LEVEL: "debug" }, /LOG_LEVEL/);
  fails({ FETCH_ALLOWED_HOSTS: "https://cdn.example.com" }, /FETCH_ALLOWED_HOSTS/);
  fails({ FETCH_ALLOWED_HOSTS: "a.example, *.example.com" }, /FETCH_ALLOWED_HOSTS.*\*\.example/);
  fails({ ASPNETCORE_URLS: "https://+:443" }, /HTTPS/);
});

Deno.test("the API key is ignored while authentication is off", () => {
  assert.equal(loadConfig(fromMap({ AUTH_API_KEY: "k" })).apiKey, null);
});
