/**
 * Resident memory of a process tree, read from Linux's /proc: the service is a server process
 * plus render child processes, so its footprint is over the tree, not one process's RSS. Two
 * figures: the sum of every process's RSS, which counts the runtime's pages (mapped by every
 * process) once per process, and what a memory cgroup charges, which counts them once
 * (lib/server/process_memory.ts) and is what a container's limit holds the service to.
 */
import { chargedBytes, residentMemory } from "../lib/server/process_memory.ts";

/** Bytes as MB, for reports. */
export function mb(bytes: number): number {
  return bytes / 2 ** 20;
}

export interface TreeMemory {
  /** Σ VmRSS over the tree. */
  rssBytes: number;
  /** Σ private pages + the shared pages once. */
  chargedBytes: number;
}

/** The memory of `pid` and all its descendants; zeros when `pid` is gone. */
export function treeMemory(pid: number): TreeMemory {
  const members = processTree(pid).map(residentMemory).filter((m) => m !== null);
  return {
    rssBytes: members.reduce((sum, m) => sum + m.privateBytes + m.sharedBytes, 0),
    chargedBytes: chargedBytes(members),
  };
}

/**
 * `pid` and its descendants, breadth-first; processes that exit meanwhile drop out. The children
 * files are cheap; scanning every /proc/<pid>/stat is the fallback for kernels without them.
 */
export function processTree(pid: number, useChildrenFiles = childrenFilesWork()): number[] {
  const tree = [pid];
  const parents = useChildrenFiles ? null : parentMap();
  for (let i = 0; i < tree.length; i++) {
    tree.push(...(parents ? parents.get(tree[i]) ?? [] : childrenOf(tree[i])));
  }
  return tree;
}

/** Children of every thread of `pid` (a child belongs to the thread that forked it). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  let tasks: Iterable<Deno.DirEntry>;
  try {
    tasks = Deno.readDirSync(`/proc/${pid}/task`);
  } catch {
    return children;
  }
  for (const task of tasks) {
    const listed = readOrNull(`/proc/${pid}/task/${task.name}/children`) ?? "";
    for (const child of listed.split(" ")) if (child.trim() !== "") children.push(Number(child));
  }
  return children;
}

let childrenFilesCached: boolean | undefined;

/** Whether the kernel has /proc/<pid>/task/<tid>/children (CONFIG_PROC_CHILDREN). */
function childrenFilesWork(): boolean {
  childrenFilesCached ??= readOrNull(`/proc/${Deno.pid}/task/${Deno.pid}/children`) !== null;
  return childrenFilesCached;
}

/** Parent → children over every process in /proc: the fallback without children files. */
function parentMap(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const entry of Deno.readDirSync("/proc")) {
    if (!/^\d+$/.test(entry.name)) continue;
    const stat = readOrNull(`/proc/${entry.name}/stat`);
    // The command name (in parentheses) may contain spaces and ")": the ppid follows the last ")".
    const ppid = stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[1];
    if (ppid === undefined) continue;
    const siblings = map.get(Number(ppid)) ?? [];
    siblings.push(Number(entry.name));
    map.set(Number(ppid), siblings);
  }
  return map;
}

function readOrNull(path: string): string | null {
  try {
    return Deno.readTextFileSync(path);
  } catch {
    return null;
  }
}

export interface RssSample extends TreeMemory {
  /** Milliseconds since start(). */
  t: number;
}

export interface RssRecording {
  peakRssBytes: number;
  peakChargedBytes: number;
  samples: RssSample[];
}

/** Samples treeMemory(pid) on a timer, from start() until stop(). */
export class RssSampler {
  #timer: ReturnType<typeof setInterval> | undefined;
  #sample = () => {};
  #samples: RssSample[] = [];

  start(pid: number, intervalMs = 100): void {
    if (this.#timer !== undefined) throw new Error("RssSampler: already started");
    const started = performance.now();
    this.#samples = [];
    this.#sample = () => this.#samples.push({ t: performance.now() - started, ...treeMemory(pid) });
    this.#sample();
    this.#timer = setInterval(this.#sample, intervalMs);
  }

  /** Stops sampling, after one last sample so that a run shorter than the interval has two. */
  stop(): RssRecording {
    if (this.#timer !== undefined) {
      clearInterval(this.#timer);
      this.#timer = undefined;
      this.#sample();
    }
    const samples = this.#samples;
    return {
      peakRssBytes: Math.max(0, ...samples.map((s) => s.rssBytes)),
      peakChargedBytes: Math.max(0, ...samples.map((s) => s.chargedBytes)),
      samples,
    };
  }
}
