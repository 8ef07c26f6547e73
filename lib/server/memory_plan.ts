/**
 * How the service divides its memory (README "Memory model"), counted as a memory cgroup
 * counts it (process_memory.ts): the runtime's pages, which every process maps, once; each
 * process's own pages on top. The reserve covers the runtime and the service process (the
 * HTTP layer and the request bodies it holds); the rest is shared by the render processes,
 * each of which may grow its own pages to its budget while it renders and is killed past it.
 * So with N workers the whole service stays under
 *
 *   SERVICE_RESERVE_MB + N × render budget  ≤  the memory limit.
 *
 * The limit is MEMORY_LIMIT_MB, else the container's (cgroup), else none: then every render
 * gets DEFAULT_RENDER_MB. Worker count follows the CPUs the container may use, and shrinks
 * when the memory would leave a render less than MIN_RENDER_MB.
 */

/**
 * The runtime's shared pages (46 MB measured) and the service process's own: 19 MB idle,
 * up to 43 MB under 16 clients.
 */
export const SERVICE_RESERVE_MB = 96;
/**
 * The least a render process can work with: 53 MB of its own pages idle (the renderer's
 * code, its fonts, an empty heap); a stream of invoices peaks at 114 MB with a 76 MB heap
 * limit.
 */
export const MIN_RENDER_MB = 128;
/**
 * Request bodies the service process may hold at once when a memory limit is known
 * (body_admission.ts): a body is held two or three times over while it is decoded and
 * parsed, so 16 MB of bodies is what the reserve can carry beside the HTTP layer.
 */
const REQUEST_BODIES_MB = 16;
/** A render's budget when no memory limit is known: a few thousand pages of text. */
export const DEFAULT_RENDER_MB = 1024;
/** Bytes in a MB, for the budgets that are set in MB and enforced in bytes. */
export const MB = 1024 * 1024;

export interface MemoryPlanInput {
  /** MEMORY_LIMIT_MB, else the container's limit; null when there is none. */
  limitMb: number | null;
  /** CPUs the container may use (whole, at least 1). */
  cpus: number;
  /** RENDER_WORKERS when set. */
  workers?: number;
  /** RENDER_MEMORY_MB when set. */
  renderMb?: number;
}

export interface MemoryPlan {
  workers: number;
  renderMb: number;
  /** Request bodies held at once; null when no limit is known (then the queue bounds them). */
  requestMb: number | null;
}

/** Workers and per-render budget; a problem that cannot work is a message (ConfigError). */
export function planMemory(input: MemoryPlanInput): MemoryPlan | string {
  const { limitMb, cpus } = input;
  if (limitMb === null) {
    return {
      workers: input.workers ?? cpus,
      renderMb: input.renderMb ?? DEFAULT_RENDER_MB,
      requestMb: null,
    };
  }
  const shared = limitMb - SERVICE_RESERVE_MB;
  const fitting = Math.floor(shared / (input.renderMb ?? MIN_RENDER_MB));
  const workers = input.workers ?? Math.max(1, Math.min(cpus, fitting));
  const renderMb = input.renderMb ?? Math.floor(shared / workers);
  if (renderMb < MIN_RENDER_MB || SERVICE_RESERVE_MB + workers * renderMb > limitMb) {
    return `${workers} render worker(s) of ${renderMb} MB do not fit in ${limitMb} MB ` +
      `(${SERVICE_RESERVE_MB} MB for the service, at least ${MIN_RENDER_MB} MB per render): ` +
      "set fewer RENDER_WORKERS, a smaller RENDER_MEMORY_MB or more memory.";
  }
  return { workers, renderMb, requestMb: REQUEST_BODIES_MB };
}
