/**
 * The soak (`make soak`, or `deno run -A bench/soak.ts`): the service in its 256 MB container
 * (MEMORY_LIMIT_MB) with one render worker, 16 keep-alive clients posting the invoice for
 * SOAK_SECONDS (default 600) after a 20-second warm-up, the memory of the service's process
 * tree sampled every second, as summed RSS and as a memory cgroup charges it (process_rss.ts).
 * A leak shows as a last minute that sits higher than the first; the verdict allows what the
 * heap's breathing moves (5% or 8 MB, whichever is larger). Exits 1 unless it passes.
 */
import { startServer } from "../tests/helpers/server.ts";
import { corpusFile } from "./corpus.ts";
import { closedLoop, type LoadResult } from "./load.ts";
import { mb, RssSampler, treeMemory } from "./process_rss.ts";
import { markdownTable } from "./service_load.ts";
import { median } from "./stats.ts";

const SOAK_SECONDS = Number(Deno.env.get("SOAK_SECONDS") ?? 600);
const CLIENTS = 16;
/** Load runs in rounds of this length, so that progress shows while it runs. */
const ROUND_SECONDS = 10;
/** Minutes, unless the soak is shorter than three: then thirds (first and last 20 s of 60 s). */
const WINDOW_SECONDS = Math.min(
  60,
  Math.max(ROUND_SECONDS, Math.floor(SOAK_SECONDS / 3 / ROUND_SECONDS) * ROUND_SECONDS),
);
const SAMPLE_EVERY_MS = 1000;
/**
 * Load before the first window: start-up (the render process loading its code, the heaps
 * growing to their working size) is not a leak, and would make the first minute look low.
 */
const WARMUP_SECONDS = 20;
const LIMIT_MB = 256;
const GROWTH_ALLOWED_FRACTION = 0.05;
const GROWTH_ALLOWED_MB = 8;
/** The service as the deployment runs it: one worker in its 256 MB container. */
const SERVER_ENV = { RENDER_WORKERS: "1", MEMORY_LIMIT_MB: String(LIMIT_MB) };

const HEADER = [
  "window",
  "requests",
  "req/s",
  "errors",
  "non-2xx",
  "RSS median MB",
  "RSS max MB",
  "charged min MB",
  "charged median MB",
  "charged max MB",
];

/** One window's load and its memory samples in MB. */
interface Window {
  /** Seconds since the soak started, at the window's start and end. */
  from: number;
  to: number;
  requests: number;
  ok: number;
  errors: number;
  non2xx: number;
  seconds: number;
  rssMb: number[];
  chargedMb: number[];
}

const body = JSON.stringify({ html: await corpusFile("invoice.html") });
const server = await startServer(SERVER_ENV);
const url = `${server.url}/api/render`;
const windows: Window[] = [];
let serverGone = false;
let status: Deno.CommandStatus;
try {
  await closedLoop({ url, body, connections: CLIENTS, seconds: WARMUP_SECONDS });
  const started = performance.now();
  for (let done = 0; done < SOAK_SECONDS && !serverGone; done += WINDOW_SECONDS) {
    windows.push(await runWindow(Math.min(WINDOW_SECONDS, SOAK_SECONDS - done), started));
    serverGone = treeMemory(server.pid).rssBytes === 0;
  }
} finally {
  status = await server.stop();
}

const rows = windows.map((w) => [
  `${clock(w.from)}–${clock(w.to)}`,
  String(w.requests),
  (w.ok / w.seconds).toFixed(1),
  String(w.errors),
  String(w.non2xx),
  median(w.rssMb).toFixed(0),
  Math.max(...w.rssMb).toFixed(0),
  Math.min(...w.chargedMb).toFixed(0),
  median(w.chargedMb).toFixed(0),
  Math.max(...w.chargedMb).toFixed(0),
]);
console.log(
  `\n${CLIENTS} keep-alive clients posting the invoice for ${SOAK_SECONDS} s after ` +
    `${WARMUP_SECONDS} s of warm-up, 1 render worker; ` +
    `MEMORY_LIMIT_MB ${LIMIT_MB}; memory of the service's process tree every ` +
    `${SAMPLE_EVERY_MS / 1000} s: RSS summed, and charged (the runtime's shared pages once)`,
);
console.log(markdownTable(HEADER, rows));

// The verdict is on the charge, what the container's limit counts; RSS moves with it.
const first = median(windows[0].chargedMb);
const last = median(windows[windows.length - 1].chargedMb);
const peak = Math.max(...windows.flatMap((w) => w.chargedMb));
const peakRss = Math.max(...windows.flatMap((w) => w.rssMb));
const growth = last - first;
const allowed = Math.max(first * GROWTH_ALLOWED_FRACTION, GROWTH_ALLOWED_MB);
const errors = windows.reduce((sum, w) => sum + w.errors, 0);
const non2xx = windows.reduce((sum, w) => sum + w.non2xx, 0);
console.log(
  `first ${WINDOW_SECONDS} s median ${first.toFixed(1)} MB, last ${WINDOW_SECONDS} s median ` +
    `${last.toFixed(1)} MB: ${growth >= 0 ? "+" : ""}${growth.toFixed(1)} MB ` +
    `(${(growth / first * 100).toFixed(1)}%, allowed +${allowed.toFixed(1)} MB); ` +
    `peak ${peak.toFixed(1)} MB charged, ${peakRss.toFixed(1)} MB RSS summed`,
);

const reasons: string[] = [];
if (serverGone) {
  reasons.push(
    `the service exited before the end (code ${status.code}, signal ${status.signal}); ` +
      `the end of its log:\n${server.log().slice(-2000)}`,
  );
}
// Growth only: a last minute lower than the first (the heap shrinking after start-up) is no leak.
if (growth > allowed) {
  reasons.push(`memory grew ${growth.toFixed(1)} MB from the first window to the last`);
}
if (peak >= LIMIT_MB) reasons.push(`peak charged ${peak.toFixed(1)} MB ≥ ${LIMIT_MB} MB`);
if (errors > 0 || non2xx > 0) reasons.push(`${errors} errors and ${non2xx} non-2xx responses`);
if (reasons.length > 0) {
  console.log(`soak: FAIL: ${reasons.join("; ")}`);
  Deno.exit(1);
}
console.log("soak: PASS");

/** Consecutive closed-loop rounds for `seconds`, with the tree's memory sampled throughout. */
async function runWindow(seconds: number, started: number): Promise<Window> {
  const sampler = new RssSampler();
  sampler.start(server.pid, SAMPLE_EVERY_MS);
  const from = (performance.now() - started) / 1000;
  const window: Window = {
    from,
    to: from,
    requests: 0,
    ok: 0,
    errors: 0,
    non2xx: 0,
    seconds: 0,
    rssMb: [],
    chargedMb: [],
  };
  for (let done = 0; done < seconds; done += ROUND_SECONDS) {
    const round = await closedLoop({
      url,
      body,
      connections: CLIENTS,
      seconds: Math.min(ROUND_SECONDS, seconds - done),
    });
    add(window, round);
    console.error(
      `… ${clock((performance.now() - started) / 1000)}: ${round.rps.toFixed(1)} req/s, ` +
        `${round.errors} errors, ${mb(treeMemory(server.pid).chargedBytes).toFixed(0)} MB`,
    );
  }
  const { samples } = sampler.stop();
  window.rssMb = samples.map((s) => mb(s.rssBytes));
  window.chargedMb = samples.map((s) => mb(s.chargedBytes));
  window.to = (performance.now() - started) / 1000;
  return window;
}

function add(window: Window, round: LoadResult): void {
  const ok = Object.entries(round.statuses)
    .filter(([status]) => status.startsWith("2"))
    .reduce((sum, [, count]) => sum + count, 0);
  window.requests += round.requests;
  window.ok += ok;
  window.errors += round.errors;
  window.non2xx += round.requests - round.errors - ok;
  window.seconds += round.seconds;
}

/** Seconds as m:ss. */
function clock(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
