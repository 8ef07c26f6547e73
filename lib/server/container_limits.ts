/**
 * The CPUs and memory Linux control groups allow this process, so that the worker pool and memory
 * budget fit the container (say a 1-CPU / 256 MB pod on a 64-core node), not the host.
 * Kernel references: Documentation/admin-guide/cgroup-v2.rst (memory.max, cpu.max),
 * Documentation/admin-guide/cgroup-v1/memory.rst (memory.limit_in_bytes) and
 * Documentation/scheduler/sched-bwc.rst (cpu.cfs_quota_us / cpu.cfs_period_us).
 * Nothing here throws: any file that is missing or unparsable makes that limit unknown (null).
 */

export interface ContainerLimits {
  /** CPUs the cgroup quota allows (quota / period, may be fractional e.g. 0.5 or 1.5); null when unlimited or unknown. */
  cpus: number | null;
  /** Memory limit in bytes; null when unlimited or unknown. */
  memoryBytes: number | null;
}

/** Reads a text file, or returns null when it does not exist / cannot be read. */
export type FileReader = (path: string) => string | null;

const ROOT = "/sys/fs/cgroup";
/** v1 reports "no limit" as PAGE_COUNTER_MAX in bytes (9223372036854771712 with 4K pages). */
const UNLIMITED_BYTES = 2 ** 62;

export function readTextOrNull(path: string): string | null {
  try {
    // Ask first: without --allow-read an interactive Deno would otherwise prompt on the terminal.
    if (Deno.permissions.querySync({ name: "read", path }).state !== "granted") return null;
    return Deno.readTextFileSync(path);
  } catch {
    return null;
  }
}

export function readContainerLimits(read: FileReader = readTextOrNull): ContainerLimits {
  // /proc/self/cgroup lines are "hierarchy-ID:controller-list:path" (cgroup-v1/cgroups.rst,
  // cgroup-v2.rst "Processes"); v2 is the single "0::/path" line. Paths may contain ':'.
  let unified: string | null = null;
  const v1 = new Map<string, string>();
  for (const line of (read("/proc/self/cgroup") ?? "").split("\n")) {
    const match = /^(\d+):([^:]*):(.*)$/.exec(line.trim());
    if (!match) continue;
    if (match[1] === "0" && match[2] === "") unified = match[3];
    else for (const controller of match[2].split(",")) v1.set(controller, match[3]);
  }
  // On a hybrid host v2 sits at /sys/fs/cgroup/unified with no controllers worth reading, so
  // /sys/fs/cgroup/cgroup.controllers exists only on a v2 host; it names the controllers v2 owns.
  const v2Controllers = unified === null
    ? []
    : (read(`${ROOT}/cgroup.controllers`) ?? "").split(/\s+/);
  const v2 = (controller: string) => v2Controllers.includes(controller);

  let memoryBytes: number | null = null;
  if (v2("memory")) {
    memoryBytes = smallest(read, ROOT, unified!, (dir) => bytes(read(`${dir}/memory.max`)));
  } else if (v1.has("memory")) {
    const at = (dir: string) => bytes(read(`${dir}/memory.limit_in_bytes`));
    memoryBytes = smallest(read, `${ROOT}/memory`, v1.get("memory")!, at);
  }

  let cpus: number | null = null;
  if (v2("cpu")) {
    // cpu.max is "$MAX $PERIOD"; MAX "max" means no limit.
    cpus = smallest(read, ROOT, unified!, (dir) => {
      const [max, period, extra] = (read(`${dir}/cpu.max`) ?? "").trim().split(/\s+/);
      return extra === undefined ? ratio(max, period) : null;
    });
  } else if (v1.has("cpu")) {
    // Mounted as "cpu" or "cpu,cpuacct" depending on the distribution; the root has the files.
    const mount = [`${ROOT}/cpu`, `${ROOT}/cpu,cpuacct`]
      .find((dir) => read(`${dir}/cpu.cfs_period_us`) !== null);
    // cfs_quota_us is -1 when unlimited, which ratio() rejects like any non-positive value.
    const at = (dir: string) =>
      ratio(read(`${dir}/cpu.cfs_quota_us`)?.trim(), read(`${dir}/cpu.cfs_period_us`)?.trim());
    if (mount) cpus = smallest(read, mount, v1.get("cpu")!, at);
  }
  return { cpus, memoryBytes };
}

/**
 * Rendering is CPU-bound: a fractional share cannot run a whole extra render in parallel, so
 * the quota is rounded down (1.5 CPUs → 1 worker, not 2 oversubscribed ones), but at least 1.
 */
export function effectiveCpus(limits: ContainerLimits, hostCpus: number): number {
  const host = Number.isFinite(hostCpus) ? Math.max(1, Math.floor(hostCpus)) : 1;
  return limits.cpus === null ? host : Math.max(1, Math.min(host, Math.floor(limits.cpus)));
}

/**
 * The tightest limit on the cgroup at `path` under `mount` and on each ancestor: a parent's limit
 * binds its children, yet the child's file does not show it (v1 memory.rst "Hierarchy support",
 * v2 "Top-down Constraint"). When the directory is absent, the container sees only its own cgroup
 * at the mount root while /proc/self/cgroup still names the host's path: read the root alone.
 */
function smallest(
  read: FileReader,
  mount: string,
  path: string,
  limitAt: (dir: string) => number | null,
): number | null {
  const parts = path.split("/").filter((part) => part !== "" && part !== ".");
  const dirs = [mount];
  // Every cgroup directory, v1 or v2, has cgroup.procs; ".." (outside our namespace) never resolves.
  const leaf = `${mount}/${parts.join("/")}`;
  if (parts.length > 0 && !parts.includes("..") && read(`${leaf}/cgroup.procs`) !== null) {
    for (let i = 1; i <= parts.length; i++) dirs.push(`${mount}/${parts.slice(0, i).join("/")}`);
  }
  const limits = dirs.map(limitAt).filter((limit): limit is number => limit !== null);
  return limits.length === 0 ? null : Math.min(...limits);
}

/** memory.max ("max" = unlimited) or v1 memory.limit_in_bytes (huge = unlimited). */
function bytes(text: string | null): number | null {
  const value = positive(text?.trim());
  return value !== null && value < UNLIMITED_BYTES ? value : null;
}

function ratio(quota: string | undefined, period: string | undefined): number | null {
  const q = positive(quota), p = positive(period);
  return q === null || p === null ? null : q / p;
}

/** A decimal integer > 0; anything else ("max", "-1", "0", garbage) is null. */
function positive(text: string | undefined): number | null {
  return text !== undefined && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}
