/**
 * The HTTP service: configuration, worker pool, application and listeners put
 * together, and a graceful stop. On SIGTERM or SIGINT the listeners stop accepting,
 * requests in flight finish (for at most shutdownGraceMs), then the workers end.
 */
import denoJson from "../../deno.json" with { type: "json" };
import { createApp } from "./app.ts";
import type { ServerConfig } from "./config.ts";
import type { HttpListener } from "./http_listener.ts";
import { listenAll } from "./listen.ts";
import { createLogger, type Logger } from "./log.ts";
import { MB } from "./memory_plan.ts";
import { WorkerPool } from "./pool.ts";

export { createApp } from "./app.ts";
export { ConfigError, loadConfig, type ServerConfig } from "./config.ts";

const STOP_SIGNALS: Deno.Signal[] = ["SIGTERM", "SIGINT"];

/** Serves until a stop signal arrives and the service has wound down. */
export async function serve(config: ServerConfig): Promise<void> {
  const log = createLogger(config.logLevel);
  const pool = new WorkerPool({
    workers: config.renderWorkers,
    queueLimit: config.queueLimit,
    timeoutMs: config.renderTimeoutMs,
    memoryBudgetBytes: config.renderMemoryMb * MB,
    memoryLimitBytes: config.memoryLimitMb === null ? null : config.memoryLimitMb * MB,
    network: config.fetchAllowedHosts.length > 0,
    onWorkerError: (message) => log.error(`html2pdf: ${message}`),
  });
  const app = createApp(config, pool, log);
  let servers: HttpListener[];
  try {
    servers = await listenAll(config.listen, app.fetch, log);
  } catch (error) {
    pool.close();
    throw error;
  }
  log.info(
    `html2pdf ${denoJson.version} started: ${config.environment}, ` +
      `${config.renderWorkers} render workers of ${config.renderMemoryMb} MB` +
      (config.memoryLimitMb === null ? "" : ` (memory limit ${config.memoryLimitMb} MB)`) +
      `, queue limit ${config.queueLimit}, ` +
      `authentication ${config.apiKey === null ? "off" : "on"}, ` +
      `web UI ${config.webUiEnabled ? "on" : "off"}`,
  );

  await stopSignal();
  log.info("html2pdf: stopping: finishing requests in flight");
  await finishWithin(Promise.all(servers.map((s) => s.shutdown())), config.shutdownGraceMs, log);
  pool.close();
  log.info("html2pdf: stopped");
}

function stopSignal(): Promise<Deno.Signal> {
  return new Promise((resolve) => {
    const handlers = STOP_SIGNALS.map((signal) => {
      const handler = () => {
        handlers.forEach(([s, h]) => Deno.removeSignalListener(s, h));
        resolve(signal);
      };
      Deno.addSignalListener(signal, handler);
      return [signal, handler] as const;
    });
  });
}

async function finishWithin(work: Promise<unknown>, graceMs: number, log: Logger) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<"expired">((resolve) => {
    timer = setTimeout(() => resolve("expired"), graceMs);
  });
  const outcome = await Promise.race([work, expired]);
  clearTimeout(timer);
  if (outcome === "expired") log.error(`html2pdf: requests still running after ${graceMs} ms`);
}
