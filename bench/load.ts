/**
 * A load generator for the HTTP service over node:http with a keep-alive agent, the way a
 * production client (a proxy, a backend's HTTP client) talks to it: a closed loop of N clients for
 * throughput and latency, an open loop at a fixed arrival rate for overload (arrivals do not slow
 * down when the server does), and a health probe to run beside either.
 */
import http from "node:http";
import { percentile } from "./stats.ts";

/** What one load run saw. Latencies cover every response, whatever its status. */
export interface LoadResult {
  /** Responses received plus network errors. */
  requests: number;
  /** Wall time from the first request to the last response. */
  seconds: number;
  /** 2xx responses per second. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses by status code, e.g. { "200": 1234, "503": 56 }. */
  statuses: Record<string, number>;
  /** Requests that got no response: resets, refused connections, timeouts. */
  errors: number;
  /** The errors by code (ECONNRESET, timeout, …), to tell a crash from a slow server. */
  errorKinds: Record<string, number>;
  /** 503 responses without a Retry-After header. */
  missingRetryAfter: number;
  /** TCP connections opened: with keep-alive about the number of clients, not of requests. */
  socketsOpened: number;
  /** Open loop only: arrivals not sent because the in-flight cap was reached. */
  skipped: number;
}

export interface ClosedLoopOptions {
  /** The endpoint, e.g. http://127.0.0.1:8080/api/render. */
  url: string;
  /** The JSON request body. */
  body: string;
  /** Concurrent clients, each sending its next request as soon as its last one completed. */
  connections: number;
  seconds: number;
  timeoutMs?: number;
}

export interface OpenLoopOptions {
  url: string;
  body: string;
  /** Requests started per second, whether or not earlier ones completed. */
  rate: number;
  seconds: number;
  timeoutMs?: number;
}

/** Generous: a queued render may wait for many others; a timeout is an error, never a latency. */
const DEFAULT_TIMEOUT_MS = 60_000;
/** Bounds the generator's own sockets and memory when the server stops answering. */
const IN_FLIGHT_CAP_PER_RATE = 4;
/** The open loop's clock: arrivals due since the last tick are started together. */
const TICK_MS = 5;

/** `connections` clients posting `body` back to back for `seconds`. */
export async function closedLoop(options: ClosedLoopOptions): Promise<LoadResult> {
  const client = new Client(options.connections, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const body = new TextEncoder().encode(options.body);
  const start = performance.now();
  const end = start + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < end) await client.post(options.url, body);
    }),
  );
  return client.finish(performance.now() - start);
}

/** Starts `rate` requests per second for `seconds`, at most rate × 4 of them in flight. */
export async function openLoop(options: OpenLoopOptions): Promise<LoadResult> {
  const cap = Math.max(1, Math.ceil(options.rate * IN_FLIGHT_CAP_PER_RATE));
  // A socket per request in flight: requests waiting in the agent for a socket would queue in
  // the generator, hiding the server's queue from the measurement.
  const client = new Client(cap, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const body = new TextEncoder().encode(options.body);
  const start = performance.now();
  const total = Math.round(options.rate * options.seconds);
  const pending = new Set<Promise<void>>();
  let arrivals = 0;
  let skipped = 0;
  while (arrivals < total) {
    const due = Math.min(total, Math.floor((performance.now() - start) / 1000 * options.rate));
    for (; arrivals < due; arrivals++) {
      if (pending.size >= cap) {
        skipped++;
        continue;
      }
      const request = client.post(options.url, body).then(() => {
        pending.delete(request);
      });
      pending.add(request);
    }
    await sleep(TICK_MS);
  }
  await Promise.all(pending);
  return { ...client.finish(performance.now() - start), skipped };
}

/** A keep-alive agent and the tally of what its requests got. */
class Client {
  readonly #agent: http.Agent;
  readonly #timeoutMs: number;
  readonly #sockets = new WeakSet<object>();
  readonly #latencies: number[] = [];
  readonly #statuses: Record<string, number> = {};
  readonly #errorKinds: Record<string, number> = {};
  #socketsOpened = 0;
  #errors = 0;
  #missingRetryAfter = 0;
  #ok = 0;

  constructor(maxSockets: number, timeoutMs: number) {
    this.#agent = new http.Agent({ keepAlive: true, maxSockets });
    this.#timeoutMs = timeoutMs;
  }

  /** Posts `body` and reads the whole response; never rejects. */
  async post(url: string, body: Uint8Array): Promise<void> {
    const start = performance.now();
    try {
      const { status, retryAfter } = await this.#request(url, body);
      this.#latencies.push(performance.now() - start);
      this.#statuses[status] = (this.#statuses[status] ?? 0) + 1;
      if (status >= 200 && status < 300) this.#ok++;
      if (status === 503 && retryAfter === undefined) this.#missingRetryAfter++;
    } catch (error) {
      this.#errors++;
      const kind = (error as { code?: string }).code ?? (error as Error).message;
      this.#errorKinds[kind] = (this.#errorKinds[kind] ?? 0) + 1;
    }
  }

  #request(url: string, body: Uint8Array): Promise<{ status: number; retryAfter?: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(url, {
        method: "POST",
        agent: this.#agent,
        headers: { "content-type": "application/json", "content-length": body.length },
      }, (response) => {
        response.on("data", () => {});
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers["retry-after"] as string | undefined,
          }));
        // After "end" this changes nothing; before it, the connection broke mid-body.
        response.on(
          "close",
          () => reject(Object.assign(new Error("aborted"), { code: "aborted" })),
        );
      });
      request.on("socket", (socket) => {
        // A keep-alive agent hands the same socket to request after request.
        if (this.#sockets.has(socket)) return;
        this.#sockets.add(socket);
        this.#socketsOpened++;
      });
      request.setTimeout(this.#timeoutMs, () => {
        request.destroy(Object.assign(new Error("timeout"), { code: "timeout" }));
      });
      request.on("error", reject);
      request.end(body);
    });
  }

  finish(elapsedMs: number): LoadResult {
    this.#agent.destroy();
    const sorted = this.#latencies.toSorted((a, b) => a - b);
    const seconds = elapsedMs / 1000;
    return {
      requests: sorted.length + this.#errors,
      seconds,
      rps: this.#ok / seconds,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      statuses: { ...this.#statuses },
      errors: this.#errors,
      errorKinds: { ...this.#errorKinds },
      missingRetryAfter: this.#missingRetryAfter,
      socketsOpened: this.#socketsOpened,
      skipped: 0,
    };
  }
}

export interface HealthReport {
  probes: number;
  /** Probes that failed: a status other than 200, a network error, or no answer within 1 s. */
  failures: number;
  /** The slowest probe (1000 for one that timed out). */
  maxMs: number;
}

export interface HealthProbe {
  /** Stops probing and reports, once the probes in flight have finished. */
  stop(): Promise<HealthReport>;
}

const PROBE_TIMEOUT_MS = 1000;

/**
 * GETs `url` every `everyMs` on a fresh connection each time, as an orchestrator's liveness
 * probe does (it does not share the clients' keep-alive sockets). Probes overlap when one is slow.
 */
export function probeHealth(url: string, everyMs: number): HealthProbe {
  const report: HealthReport = { probes: 0, failures: 0, maxMs: 0 };
  const pending = new Set<Promise<void>>();
  const probe = () => {
    const start = performance.now();
    const done = getStatus(url, PROBE_TIMEOUT_MS).then((status) => {
      const ms = performance.now() - start;
      report.probes++;
      report.maxMs = Math.max(report.maxMs, Math.min(ms, PROBE_TIMEOUT_MS));
      if (status !== 200 || ms > PROBE_TIMEOUT_MS) report.failures++;
      pending.delete(done);
    });
    pending.add(done);
  };
  probe();
  const timer = setInterval(probe, everyMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      return { ...report };
    },
  };
}

/** The status of `GET url` (body read), or null on a network error or timeout. */
function getStatus(url: string, timeoutMs: number): Promise<number | null> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.on("data", () => {});
      response.on("error", () => resolve(null));
      response.on("end", () => resolve(response.statusCode ?? null));
      response.on("close", () => resolve(null));
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error("timeout")));
    request.on("error", () => resolve(null));
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
