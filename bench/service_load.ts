/**
 * The service under sustained load (`deno run -A bench/service_load.ts`): for 1 and 2 render
 * workers, on the invoice and on a 20-page document, 16 keep-alive clients for LOAD_SECONDS
 * (default 20) after a 2-second warm-up, in the container each pool size would run in
 * (MEMORY_LIMIT_MB) — requests/s, p50/p99, and the peak memory of the service's whole process
 * tree, as summed RSS and as a memory cgroup charges it (process_rss.ts). Then, on the invoice, an open loop at 5× the measured rate for
 * OVERLOAD_SECONDS (default 20) with a health probe every 200 ms, and 5 s of the 16 clients again
 * to see it recover. Each expectation that does not hold prints a "FAIL: …" line; the exit code
 * stays 0, since this is a measurement.
 */
import { type RunningServer, startServer } from "../tests/helpers/server.ts";
import { corpusFile, textDocument } from "./corpus.ts";
import { closedLoop, type LoadResult, openLoop, probeHealth } from "./load.ts";
import { mb, type RssRecording, RssSampler, treeMemory } from "./process_rss.ts";

const LOAD_SECONDS = Number(Deno.env.get("LOAD_SECONDS") ?? 20);
const OVERLOAD_SECONDS = Number(Deno.env.get("OVERLOAD_SECONDS") ?? 20);
const WARMUP_SECONDS = 2;
const RECOVERY_SECONDS = 5;
const CLIENTS = 16;
const OVERLOAD_FACTOR = 5;
const HEALTH_EVERY_MS = 200;
/** An answer slower than this under overload is a failure too: a 503 is meant to be quick. */
const OVERLOAD_TIMEOUT_MS = 10_000;
/**
 * The container each pool size runs in (MEMORY_LIMIT_MB, as its cgroup would say): 1 CPU and
 * 256 MB as the deployment has it, and a 2-CPU pod of 512 MB, where the plan gives 2 workers.
 */
const CONTAINER_MB: Record<number, number> = { 1: 256, 2: 512 };

export const LOAD_HEADER = [
  "document",
  "workers",
  "req/s",
  "p50 ms",
  "p99 ms",
  "non-2xx",
  "errors",
  "sockets opened",
  "peak RSS MB",
  "peak charged MB",
];

export const OVERLOAD_HEADER = [
  "workers",
  "offered req/s",
  "statuses",
  "errors",
  "503 without Retry-After",
  "health failed / probes",
  "health max ms",
  "recovery req/s",
  "recovery non-2xx / errors",
  "peak RSS MB",
  "peak charged MB",
];

export interface ServiceLoadReport {
  /** Rows under LOAD_HEADER. */
  load: string[][];
  /** Rows under OVERLOAD_HEADER. */
  overload: string[][];
  /** The expectations that did not hold, one sentence each. */
  failures: string[];
}

/** Runs the whole measurement: a fresh service per worker count and document. */
export async function serviceLoad(): Promise<ServiceLoadReport> {
  const docs = [
    { name: "invoice", html: await corpusFile("invoice.html"), overload: true },
    { name: "20 pages", html: textDocument(20), overload: false },
  ];
  const report: ServiceLoadReport = { load: [], overload: [], failures: [] };
  for (const workers of [1, 2]) {
    for (const doc of docs) {
      // A fresh service each time, so a peak is this document's and not what earlier runs left.
      const server = await startServer({
        RENDER_WORKERS: String(workers),
        MEMORY_LIMIT_MB: String(CONTAINER_MB[workers]),
      });
      const label = `${doc.name}, ${workers} worker${workers > 1 ? "s" : ""}`;
      try {
        const url = `${server.url}/api/render`;
        const body = JSON.stringify({ html: doc.html });
        progress(`${label}: ${WARMUP_SECONDS} s warm-up, ${LOAD_SECONDS} s of ${CLIENTS} clients`);
        await closedLoop({ url, body, connections: CLIENTS, seconds: WARMUP_SECONDS });
        const sampler = new RssSampler();
        sampler.start(server.pid);
        const load = await closedLoop({ url, body, connections: CLIENTS, seconds: LOAD_SECONDS });
        const peaks = sampler.stop();
        report.load.push([
          doc.name,
          String(workers),
          load.rps.toFixed(1),
          load.p50Ms.toFixed(0),
          load.p99Ms.toFixed(0),
          String(non2xx(load)),
          errorsCell(load),
          String(load.socketsOpened),
          ...peakCells(peaks),
        ]);
        if (non2xx(load) > 0 || load.errors > 0) {
          report.failures.push(
            `${label}: ${non2xx(load)} non-2xx and ${load.errors} errors under ${CLIENTS} clients`,
          );
        }
        checkMemory(report, label, workers, peaks);
        if (doc.overload) await overload(report, label, workers, server, body, load.rps);
      } finally {
        // Gone before stop() means it crashed or something else stopped it (its log may say).
        const alive = treeMemory(server.pid).rssBytes > 0;
        const status = await server.stop();
        if (!alive) report.failures.push(await died(label, status, server.log()));
      }
    }
  }
  return report;
}

/** 5× the sustainable rate with health probes, then the normal load again to see it recover. */
async function overload(
  report: ServiceLoadReport,
  label: string,
  workers: number,
  server: RunningServer,
  body: string,
  sustainableRps: number,
): Promise<void> {
  const url = `${server.url}/api/render`;
  const rate = Math.max(1, Math.round(sustainableRps * OVERLOAD_FACTOR));
  progress(`${label}: ${OVERLOAD_SECONDS} s at ${rate} req/s, then ${RECOVERY_SECONDS} s recovery`);
  const sampler = new RssSampler();
  sampler.start(server.pid);
  const health = probeHealth(`${server.url}/health`, HEALTH_EVERY_MS);
  const burst = await openLoop({
    url,
    body,
    rate,
    seconds: OVERLOAD_SECONDS,
    timeoutMs: OVERLOAD_TIMEOUT_MS,
  });
  const probes = await health.stop();
  const recovery = await closedLoop({
    url,
    body,
    connections: CLIENTS,
    seconds: RECOVERY_SECONDS,
  });
  const peaks = sampler.stop();
  report.overload.push([
    String(workers),
    burst.skipped > 0 ? `${rate} (${burst.skipped} not sent: cap)` : String(rate),
    statusesCell(burst.statuses),
    errorsCell(burst),
    String(burst.missingRetryAfter),
    `${probes.failures} / ${probes.probes}`,
    probes.maxMs.toFixed(0),
    recovery.rps.toFixed(1),
    `${non2xx(recovery)} / ${recovery.errors}`,
    ...peakCells(peaks),
  ]);
  const others = Object.keys(burst.statuses).filter((s) => s !== "200" && s !== "503");
  if (others.length > 0 || burst.errors > 0) {
    report.failures.push(
      `${label} at ${rate} req/s: statuses other than 200 and 503 ` +
        `(${statusesCell(burst.statuses)}; ${burst.errors} errors)`,
    );
  }
  if (burst.missingRetryAfter > 0) {
    report.failures.push(`${label}: ${burst.missingRetryAfter} 503s without Retry-After`);
  }
  if (probes.failures > 0) {
    report.failures.push(
      `${label}: ${probes.failures} of ${probes.probes} health probes failed under overload ` +
        `(slowest ${probes.maxMs.toFixed(0)} ms)`,
    );
  }
  if (non2xx(recovery) > 0 || recovery.errors > 0) {
    report.failures.push(
      `${label}: after the overload, ${non2xx(recovery)} non-2xx and ${recovery.errors} errors`,
    );
  }
  checkMemory(report, `${label} under overload`, workers, peaks);
}

/** Keeps the log of a service that ended early, whose last lines may say why, in a file. */
async function died(label: string, status: Deno.CommandStatus, log: string): Promise<string> {
  const path = await Deno.makeTempFile({ prefix: "html2pdf-service-", suffix: ".log" });
  await Deno.writeTextFile(path, log);
  return `${label}: the service exited before the run ended (code ${status.code}, ` +
    `signal ${status.signal}); its log is in ${path}`;
}

function peakCells(peaks: RssRecording): string[] {
  return [mb(peaks.peakRssBytes).toFixed(1), mb(peaks.peakChargedBytes).toFixed(1)];
}

/** What the service is charged stays under its container's limit. */
function checkMemory(
  report: ServiceLoadReport,
  label: string,
  workers: number,
  peaks: RssRecording,
) {
  const peakMb = mb(peaks.peakChargedBytes);
  const limitMb = CONTAINER_MB[workers];
  if (peakMb >= limitMb) {
    report.failures.push(`${label}: peak charged memory ${peakMb.toFixed(1)} MB ≥ ${limitMb} MB`);
  }
}

function non2xx(result: LoadResult): number {
  return Object.entries(result.statuses)
    .filter(([status]) => !status.startsWith("2"))
    .reduce((sum, [, count]) => sum + count, 0);
}

/** "3 (ECONNRESET: 2, timeout: 1)": the kinds tell a crash from a slow server. */
function errorsCell(result: LoadResult): string {
  const kinds = Object.entries(result.errorKinds).map(([kind, n]) => `${kind}: ${n}`);
  return kinds.length > 0 ? `${result.errors} (${kinds.join(", ")})` : String(result.errors);
}

/** "200: 1234, 503: 5678". */
function statusesCell(statuses: Record<string, number>): string {
  const entries = Object.entries(statuses).sort(([a], [b]) => Number(a) - Number(b));
  return entries.length > 0 ? entries.map(([s, n]) => `${s}: ${n}`).join(", ") : "none";
}

function progress(line: string): void {
  console.error(`… ${line}`);
}

/** A markdown table with padded columns, readable as text too. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  const rule = `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

/** The report as two tables and its failures, for `make bench` and for this file run alone. */
export function printServiceLoad(report: ServiceLoadReport): void {
  console.log(
    `${CLIENTS} keep-alive clients for ${LOAD_SECONDS} s after ${WARMUP_SECONDS} s warm-up; ` +
      `with MEMORY_LIMIT_MB 256 (1 worker) and 512 (2 workers); peak memory of the server and ` +
      `its render processes every 100 ms: RSS summed, and charged (the runtime's shared pages ` +
      `once, as a memory cgroup counts them)`,
  );
  console.log(markdownTable(LOAD_HEADER, report.load));
  console.log(
    `\ninvoice at ${OVERLOAD_FACTOR}× the measured req/s for ${OVERLOAD_SECONDS} s (open loop), ` +
      `GET /health every ${HEALTH_EVERY_MS} ms; then ${CLIENTS} clients for ${RECOVERY_SECONDS} s`,
  );
  console.log(markdownTable(OVERLOAD_HEADER, report.overload));
  for (const failure of report.failures) console.log(`FAIL: ${failure}`);
}

if (import.meta.main) printServiceLoad(await serviceLoad());
