/**
 * Environment → typed, validated service configuration. The first five variables are
 * the service-interface spec's "Deployment configuration" table, taken literally
 * (ASP.NET names included, so the service drops into existing deployments); the rest
 * are this implementation's limits, which that spec leaves "not shown".
 * Any unusable value is a ConfigError: one line, exit status 2, nothing listens.
 */
import { DEFAULT_MAX_PAGES } from "../options.ts";
import { ConfigError } from "./config_error.ts";
import { type ContainerLimits, effectiveCpus, readContainerLimits } from "./container_limits.ts";
import { MB, MIN_RENDER_MB, planMemory } from "./memory_plan.ts";
import { type ListenAddress, parseListenUrls } from "./listen.ts";
import { LOG_LEVELS, type LogLevel } from "./log.ts";
import { parseHostList } from "../resources/mod.ts";

export { ConfigError };

export interface ServerConfig {
  /** ASPNETCORE_ENVIRONMENT as given; "Production" when unset. */
  environment: string;
  /** Development gives detailed error bodies (stack traces). */
  development: boolean;
  listen: ListenAddress[];
  /** The accepted X-Api-Key value; null when authentication is off. */
  apiKey: string | null;
  webUiEnabled: boolean;
  /** Largest accepted request body. */
  maxBodyBytes: number;
  /** Most pages one render may produce (MAX_PAGES); more is a 422. */
  maxPages: number;
  /** Deadline of one render job, from the moment a worker starts it. */
  renderTimeoutMs: number;
  renderWorkers: number;
  /** Resident memory one render process may use (RENDER_MEMORY_MB); past it, a 422. */
  renderMemoryMb: number;
  /** The memory the whole service must fit in (MEMORY_LIMIT_MB or the cgroup's); null: none. */
  memoryLimitMb: number | null;
  /**
   * Request bodies the service holds at once (being read, queued, rendering); beyond that
   * requests get 503. null: no bound but the queue's (no memory limit known).
   */
  requestMemoryMb: number | null;
  /** Jobs allowed to wait for a worker; beyond that requests get 503. */
  queueLimit: number;
  /**
   * Hosts a document's http(s) resources (images, stylesheets, fonts) may come from
   * (FETCH_ALLOWED_HOSTS). Empty, the default: a render fetches nothing from the network.
   */
  fetchAllowedHosts: string[];
  /** How long shutdown waits for requests in flight. */
  shutdownGraceMs: number;
  logLevel: LogLevel;
}

/** Reads one variable; an empty value counts as unset. */
export type EnvReader = (name: string) => string | undefined;

const DEFAULT_URLS = "http://+:8080";
export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;
const DEFAULT_RENDER_TIMEOUT_MS = 30_000;
const DEFAULT_QUEUE_LIMIT = 64;
const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

const TRUE_WORDS = ["true", "1", "yes"];
const FALSE_WORDS = ["false", "0", "no"];

/** Where the service runs: the container's limits and the host's CPU count. */
export interface Host {
  limits: ContainerLimits;
  cpus: number;
}

export function loadConfig(
  env: EnvReader,
  overrides: { urls?: string } = {},
  host: Host = { limits: readContainerLimits(), cpus: navigator.hardwareConcurrency || 1 },
): ServerConfig {
  const read = (name: string) => {
    const value = env(name)?.trim();
    return value === "" ? undefined : value;
  };
  const environment = read("ASPNETCORE_ENVIRONMENT") ?? "Production";
  const authEnabled = parseBoolean("AUTH_ENABLED", read("AUTH_ENABLED"), false);
  return {
    environment,
    // ASP.NET Core compares environment names case-insensitively (IsDevelopment).
    development: environment.toLowerCase() === "development",
    listen: parseListenUrls(overrides.urls ?? read("ASPNETCORE_URLS") ?? DEFAULT_URLS),
    apiKey: authEnabled ? requireApiKey(env("AUTH_API_KEY")) : null,
    webUiEnabled: parseBoolean("WEBUI_ENABLED", read("WEBUI_ENABLED"), true),
    maxBodyBytes: parseInteger("MAX_BODY_BYTES", read("MAX_BODY_BYTES"), DEFAULT_MAX_BODY_BYTES, 1),
    maxPages: parseInteger("MAX_PAGES", read("MAX_PAGES"), DEFAULT_MAX_PAGES, 1),
    renderTimeoutMs: parseInteger(
      "RENDER_TIMEOUT_MS",
      read("RENDER_TIMEOUT_MS"),
      DEFAULT_RENDER_TIMEOUT_MS,
      1,
    ),
    ...memoryPlan(read, host),
    queueLimit: parseInteger("QUEUE_LIMIT", read("QUEUE_LIMIT"), DEFAULT_QUEUE_LIMIT, 0),
    fetchAllowedHosts: parseFetchAllowedHosts(read("FETCH_ALLOWED_HOSTS")),
    shutdownGraceMs: parseInteger(
      "SHUTDOWN_GRACE_MS",
      read("SHUTDOWN_GRACE_MS"),
      DEFAULT_SHUTDOWN_GRACE_MS,
      0,
    ),
    logLevel: parseLogLevel(read("LOG_LEVEL")),
  };
}

/**
 * RENDER_WORKERS, RENDER_MEMORY_MB and MEMORY_LIMIT_MB, with defaults from the container's
 * CPUs and memory (memory_plan.ts). A combination that cannot fit is a ConfigError.
 */
function memoryPlan(read: (name: string) => string | undefined, host: Host) {
  const optional = (name: string, min: number) => {
    const value = read(name);
    return value === undefined ? undefined : parseInteger(name, value, 0, min);
  };
  const containerMb = host.limits.memoryBytes === null
    ? null
    : Math.floor(host.limits.memoryBytes / MB);
  const memoryLimitMb = optional("MEMORY_LIMIT_MB", 1) ?? containerMb;
  const plan = planMemory({
    limitMb: memoryLimitMb,
    cpus: effectiveCpus(host.limits, host.cpus),
    workers: optional("RENDER_WORKERS", 1),
    renderMb: optional("RENDER_MEMORY_MB", MIN_RENDER_MB),
  });
  if (typeof plan === "string") throw new ConfigError(plan);
  return {
    renderWorkers: plan.workers,
    renderMemoryMb: plan.renderMb,
    memoryLimitMb,
    requestMemoryMb: plan.requestMb,
  };
}

/** A comma- or space-separated host list; an entry that is not a bare host is a ConfigError. */
function parseFetchAllowedHosts(value: string | undefined): string[] {
  if (value === undefined) return [];
  try {
    return parseHostList(value, "FETCH_ALLOWED_HOSTS");
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/** true/false/1/0/yes/no in any letter case (AUTH_ENABLED, WEBUI_ENABLED). */
export function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  const word = value.toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  throw new ConfigError(
    `Invalid value for ${name}: "${value}" (expected true or false; 1/0 and yes/no also work).`,
  );
}

function parseInteger(name: string, value: string | undefined, fallback: number, min: number) {
  if (value === undefined) return fallback;
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min) {
    throw new ConfigError(`Invalid value for ${name}: "${value}" (expected an integer >= ${min}).`);
  }
  return n;
}

function requireApiKey(key: string | undefined): string {
  if (key === undefined || key.trim() === "") {
    throw new ConfigError("AUTH_ENABLED is true but AUTH_API_KEY is not set: set the API key.");
  }
  // HTTP strips leading and trailing whitespace from header values (RFC 9110 §5.5), so
  // such a key could never match: refuse it rather than answer 401 to every request.
  if (key !== key.trim()) {
    throw new ConfigError("AUTH_API_KEY must not begin or end with whitespace.");
  }
  return key;
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined) return "info";
  const level = LOG_LEVELS.find((l) => l === value.toLowerCase());
  if (!level) {
    throw new ConfigError(
      `Invalid value for LOG_LEVEL: "${value}" (expected ${LOG_LEVELS.join(", ")}).`,
    );
  }
  return level;
}
