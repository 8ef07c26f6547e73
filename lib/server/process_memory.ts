/**
 * A process's resident memory as a container's memory limit counts it (Linux procfs). The
 * service and its render processes all map the same runtime executable: those file-backed
 * pages are resident in each process's RSS but sit once in the page cache, and a memory
 * cgroup charges them once. Summing RSS over the processes would count the runtime (40–50 MB)
 * once per process and stop renders long before the container is really full; the charge is
 * instead each process's private pages plus the shared pages once.
 */

/** One process's resident set, split by whether its pages are its own. */
export interface ResidentMemory {
  /** Anonymous pages: heap, stacks, buffers — this process's alone. */
  privateBytes: number;
  /** File-backed and shared-memory pages (the executable, mapped files), shared with others. */
  sharedBytes: number;
}

/** /proc/<pid>/statm counts in pages of this size (4 KiB on every Linux the service ships on). */
const PAGE_BYTES = 4096;

/** The resident memory of `pid` from /proc/<pid>/statm; null when it is gone or not Linux. */
export function residentMemory(pid: number): ResidentMemory | null {
  let statm: string;
  try {
    statm = Deno.readTextFileSync(`/proc/${pid}/statm`);
  } catch {
    return null;
  }
  // size resident shared text lib data dt (proc(5)); "shared" is RssFile + RssShmem.
  const [, resident, shared] = statm.split(" ").map((pages) => Number(pages) * PAGE_BYTES);
  if (!Number.isFinite(resident) || !Number.isFinite(shared)) return null;
  return { privateBytes: Math.max(0, resident - shared), sharedBytes: shared };
}

/**
 * What a group of processes costs a memory cgroup: every private page, and the shared pages
 * once — as many as the process mapping most of them has, since they all map the same files.
 */
export function chargedBytes(processes: Iterable<ResidentMemory>): number {
  let privateBytes = 0;
  let sharedBytes = 0;
  for (const process of processes) {
    privateBytes += process.privateBytes;
    sharedBytes = Math.max(sharedBytes, process.sharedBytes);
  }
  return privateBytes + sharedBytes;
}
