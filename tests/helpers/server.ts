/**
 * Test support: runs the real service (`deno run main.ts serve`) as a subprocess on
 * loopback with a port the OS picks, and reads the listening URLs from its log.
 */
import assert from "node:assert/strict";
import { ROOT, subprocessEnv } from "./subprocess.ts";
import { V8_FLAGS_ARG } from "./v8_flags.ts";

const STARTUP_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 15_000;

export interface RunningServer {
  /** Base URL of each listener, e.g. http://127.0.0.1:41234 (no trailing slash). */
  urls: string[];
  /** The first listener's base URL. */
  url: string;
  /** The server process's pid (the root of its process tree, for memory measurements). */
  pid: number;
  /** Everything the server wrote to stderr so far. */
  log(): string;
  /** SIGTERM, then the exit status (SIGKILL if it does not stop in time). */
  stop(): Promise<Deno.CommandStatus>;
}

/** Starts `html2pdf serve` with `env` on top of quiet test defaults. */
export async function startServer(
  env: Record<string, string> = {},
  args: string[] = [],
): Promise<RunningServer> {
  const child = spawnServe(env, args);
  const output = collect(child.stderr);
  const exited = child.status;
  const started = waitFor(output, (text) => /^html2pdf \S+ started/m.test(text));
  const outcome = await Promise.race([
    started.then(() => "started" as const),
    exited.then(() => "exited" as const),
    delay(STARTUP_TIMEOUT_MS).then(() => "timeout" as const),
  ]);
  if (outcome !== "started") {
    if (outcome === "timeout") child.kill("SIGKILL");
    await exited;
    throw new Error(`server did not start (${outcome}):\n${output.text}`);
  }
  const urls = [...output.text.matchAll(/listening on (http:\/\/\S+)/g)].map((m) => m[1]);
  return {
    urls,
    url: urls[0],
    pid: child.pid,
    log: () => output.text,
    stop: async () => {
      try {
        child.kill("SIGTERM");
      } catch {
        // already exited
      }
      const outcome = await Promise.race([exited, delay(STOP_TIMEOUT_MS).then(() => null)]);
      if (outcome === null) child.kill("SIGKILL");
      const status = await exited;
      await output.done;
      return status;
    },
  };
}

/** Asserts that `GET base/health` answers 200 with the status Healthy (the service is up). */
export async function assertHealthy(base: string): Promise<void> {
  const response = await fetch(`${base}/health`);
  assert.equal(response.status, 200);
  assert.equal((await response.json()).status, "Healthy");
}

/** Runs `html2pdf serve` expecting it to refuse to start; returns its status and stderr. */
export async function serveExpectingExit(
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number; stderr: string }> {
  const child = spawnServe(env, args);
  const output = collect(child.stderr);
  const status = await Promise.race([child.status, delay(STARTUP_TIMEOUT_MS).then(() => null)]);
  if (status === null) {
    child.kill("SIGKILL");
    await child.status;
    await output.done;
    throw new Error(`server started although it should not have:\n${output.text}`);
  }
  await output.done;
  return { code: status.code, stderr: output.text };
}

function spawnServe(env: Record<string, string>, args: string[]): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", V8_FLAGS_ARG, "--allow-all", "main.ts", "serve", ...args],
    cwd: ROOT,
    clearEnv: true,
    env: subprocessEnv({ ASPNETCORE_URLS: "http://127.0.0.1:0", RENDER_WORKERS: "1", ...env }),
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).spawn();
}

interface Collected {
  text: string;
  done: Promise<void>;
  listeners: Set<() => void>;
}

/** Accumulates a stream's text in the background (an unread pipe would block the child). */
function collect(stream: ReadableStream<Uint8Array>): Collected {
  const collected: Collected = { text: "", done: Promise.resolve(), listeners: new Set() };
  collected.done = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      collected.text += decoder.decode(chunk, { stream: true });
      collected.listeners.forEach((listener) => listener());
    }
  })();
  return collected;
}

function waitFor(output: Collected, test: (text: string) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!test(output.text)) return;
      output.listeners.delete(check);
      resolve();
    };
    output.listeners.add(check);
    check();
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    Deno.unrefTimer(timer);
  });
}
