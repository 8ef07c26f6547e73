/**
 * The render pool (DESIGN.md, "Renders are isolated and bounded"). Rendering is CPU-bound
 * and its memory grows with the document, so it runs in a fixed set of render processes
 * (render_process.ts), one per CPU the container may use by default; the service process
 * only parses requests and moves bytes:
 *
 * - a bounded queue: when every process is busy and `queueLimit` jobs already wait, run()
 *   rejects at once with UnavailableError (→ 503 + Retry-After) instead of piling up;
 * - a deadline per job: a process still busy after `timeoutMs` is killed, which really
 *   stops the render, and replaced; the job rejects with RenderTimeoutError;
 * - a memory budget: while jobs run, resident memory is read every WATCH_INTERVAL_MS; a
 *   process past `memoryBudgetBytes`, or the largest one when the whole service (this
 *   process and its render processes) nears `memoryLimitBytes`, is killed and its job
 *   rejects with MemoryBudgetError (→ 422), as it does when its V8 heap limit ends it;
 * - isolation: a process that dies fails only its own job and is replaced; the service
 *   process never shares a heap, a crash or an out-of-memory kill with a render;
 * - recycling: a process that ends a job holding most of its budget (V8 rarely gives pages
 *   back) is replaced before it takes another, so a small job after a large one starts
 *   from a fresh process instead of a few MB short of the budget.
 */
import { LimitError } from "../errors.ts";
import { type ProcessCommand, renderProcessCommand } from "./render_command.ts";
import { MB } from "./memory_plan.ts";
import { type ChildEvent, RenderChild } from "./render_child.ts";
import { chargedBytes, type ResidentMemory, residentMemory } from "./process_memory.ts";
import { deserializeError, type Job } from "./worker_protocol.ts";

/** The pool takes no job now: every worker is busy and the queue is full, or it closed. */
export class UnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnavailableError";
  }
}

/** A job outlived its deadline and its render process was killed. */
export class RenderTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RenderTimeoutError";
  }
}

/** The render process running a job died, or could not start. */
export class WorkerCrashedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WorkerCrashedError";
  }
}

/** A job needed more memory than one render may use; its process was killed. */
export class MemoryBudgetError extends LimitError {
  constructor(message: string) {
    super(message);
    this.name = "MemoryBudgetError";
  }
}

/** What request handlers need from the pool; tests substitute their own. */
export interface JobRunner {
  /** The job's PDF; `onWarning` hears each resource the document could not use. */
  run(job: Job, onWarning?: (message: string) => void): Promise<Uint8Array>;
}

export interface PoolOptions {
  workers: number;
  queueLimit: number;
  timeoutMs: number;
  /**
   * Private resident memory one render process may reach while it renders (its own pages,
   * not the runtime it shares with the others: process_memory.ts).
   */
  memoryBudgetBytes: number;
  /**
   * What the whole service, this process included, may be charged: every process's private
   * pages and the shared ones once, as a memory cgroup counts them. null: no limit.
   */
  memoryLimitBytes?: number | null;
  /** Render processes may open network connections (the service allows hosts to fetch from). */
  network?: boolean;
  /** How to start a render process; tests pass stand-ins. Default: this program's. */
  command?: ProcessCommand;
  /** Called when a render process dies unexpectedly, with a one-line description. */
  onWorkerError?: (message: string) => void;
}

interface Task {
  job: Job;
  onWarning?: (message: string) => void;
  resolve(pdf: Uint8Array): void;
  reject(error: unknown): void;
}

interface Slot {
  child: RenderChild;
  ready: boolean;
  task: Task | null;
  /** Set when the pool itself ended the process: its exit is then no crash. */
  stopped: Error | null;
  deadline?: ReturnType<typeof setTimeout>;
}

/** A process that failed to start is retried after this pause, not in a tight loop. */
const RESTART_DELAY_MS = 1000;
/**
 * How often memory is read while renders run: a render allocates at most a few hundred MB
 * a second, so 10 ms lets it overshoot by a few MB, and a read costs ~10 µs per process.
 */
const WATCH_INTERVAL_MS = 10;
/** Kept free below the service's memory limit for what one interval can allocate. */
const LIMIT_MARGIN_BYTES = 12 * MB;
/**
 * A process still holding more than this share of its budget after a job is replaced (an idle
 * one holds 64 MB of a 160 MB budget; a stream of invoices peaks near 114 MB, below 120).
 */
const RECYCLE_SHARE = 0.75;
/** A process that has exited meanwhile holds nothing. */
const NO_MEMORY: ResidentMemory = { privateBytes: 0, sharedBytes: 0 };

/** V8's old-generation limit for a render process with a budget of `budgetBytes`. */
export function heapLimitMb(budgetBytes: number): number {
  // Code, fonts, buffers and the young generation take up to 40 MB of a render process's
  // own pages outside the old generation (measured: 114 MB at most with a 76 MB heap limit
  // rendering invoices, 141 MB with 100 MB). V8 fills what it is given before it collects
  // fully, so the limit leaves 80 MB: room below the budget, and below the service's limit
  // for the service process's own peaks (a 10-minute soak at 100 MB came within 12 MB of
  // 256 MB once).
  return Math.max(48, Math.floor(budgetBytes / MB) - 80);
}

export class WorkerPool implements JobRunner {
  readonly #options: PoolOptions & { command: ProcessCommand };
  readonly #slots: Slot[] = [];
  readonly #queue: Task[] = [];
  readonly #restartTimers = new Set<ReturnType<typeof setTimeout>>();
  #watch: ReturnType<typeof setInterval> | undefined;
  #closed = false;

  constructor(options: PoolOptions) {
    this.#options = {
      command: options.command ??
        renderProcessCommand(heapLimitMb(options.memoryBudgetBytes), options.network),
      ...options,
    };
    for (let i = 0; i < options.workers; i++) this.#slots.push(this.#spawn());
  }

  run(job: Job, onWarning?: (message: string) => void): Promise<Uint8Array> {
    if (this.#closed) return Promise.reject(new UnavailableError("The server is shutting down."));
    // Free processes (idle or still starting) take queued jobs as soon as they can, so
    // they add to the room in the queue.
    const free = this.#slots.filter((s) => !s.task).length;
    if (this.#queue.length >= this.#options.queueLimit + free) {
      return Promise.reject(
        new UnavailableError(
          `The server is busy (${this.#slots.length} renders running, ` +
            `${this.#queue.length} waiting): retry shortly.`,
        ),
      );
    }
    return new Promise<Uint8Array>((resolve, reject) => {
      this.#queue.push({ job, onWarning, resolve, reject });
      this.#dispatch();
    });
  }

  /** Ends every render process; jobs still queued or running reject. */
  close(): void {
    this.#closed = true;
    for (const timer of this.#restartTimers) clearTimeout(timer);
    for (const task of this.#queue.splice(0)) {
      task.reject(new UnavailableError("The server is shutting down."));
    }
    for (const slot of this.#slots) this.#stop(slot, new UnavailableError("The server shut down."));
    clearInterval(this.#watch);
  }

  #spawn(): Slot {
    // Events arrive asynchronously, once the slot below exists.
    const child = new RenderChild(this.#options.command, (event) => this.#onEvent(slot, event));
    const slot: Slot = { child, ready: false, task: null, stopped: null };
    return slot;
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (this.#queue.length === 0) return;
      if (!slot.ready || slot.task || slot.stopped) continue;
      const task = this.#queue.shift()!;
      slot.task = task;
      const { timeoutMs } = this.#options;
      slot.deadline = setTimeout(() => {
        this.#replace(
          slot,
          new RenderTimeoutError(`The job did not finish within ${timeoutMs} ms.`),
        );
      }, timeoutMs);
      this.#watch ??= setInterval(() => this.#checkMemory(), WATCH_INTERVAL_MS);
      slot.child.send(task.job);
    }
  }

  /**
   * The memory watchdog, running while any job does: each process is read once. A busy
   * process past its budget is killed; else, when the whole service nears its limit, the
   * largest busy one is.
   */
  #checkMemory(): void {
    const live = this.#slots.filter((s) => !s.stopped);
    const busy = live.filter((s) => s.task);
    if (busy.length === 0) {
      clearInterval(this.#watch);
      this.#watch = undefined;
      return;
    }
    const { memoryBudgetBytes, memoryLimitBytes } = this.#options;
    const memory = new Map(live.map((slot) => [slot, slot.child.memory() ?? NO_MEMORY]));
    const own = (slot: Slot) => memory.get(slot)!.privateBytes;
    const largest = busy.reduce((a, b) => (own(b) > own(a) ? b : a));
    const total = chargedBytes([residentMemory(Deno.pid) ?? NO_MEMORY, ...memory.values()]);
    const overBudget = busy.filter((slot) => own(slot) > memoryBudgetBytes);
    if (
      overBudget.length === 0 && memoryLimitBytes && total > memoryLimitBytes - LIMIT_MARGIN_BYTES
    ) {
      overBudget.push(largest);
    }
    for (const slot of overBudget) this.#replace(slot, this.#overBudget());
  }

  #overBudget(): MemoryBudgetError {
    const mb = Math.round(this.#options.memoryBudgetBytes / MB);
    return new MemoryBudgetError(
      `The document needs more memory than one render may use (${mb} MB): ` +
        "split it, or give the service more memory (RENDER_MEMORY_MB).",
    );
  }

  #onEvent(slot: Slot, event: ChildEvent): void {
    if (event.type === "ready") {
      slot.ready = true;
      this.#dispatch();
      return;
    }
    if (event.type === "exit") {
      this.#onExit(slot, event.description, event.outOfMemory);
      return;
    }
    const task = slot.task;
    if (!task || slot.stopped) return;
    this.#release(slot);
    if (event.type === "done") {
      for (const warning of event.warnings) task.onWarning?.(warning);
      task.resolve(event.pdf);
    } else task.reject(deserializeError(event.error));
    const held = slot.child.memory()?.privateBytes ?? 0;
    if (held > this.#options.memoryBudgetBytes * RECYCLE_SHARE) {
      this.#stop(slot, new UnavailableError("recycled"));
    }
    this.#dispatch();
  }

  #onExit(slot: Slot, description: string, outOfMemory: boolean): void {
    const index = this.#slots.indexOf(slot);
    if (index < 0 || this.#closed) return;
    // A heap exhausted by a render is that render's budget, not a crash.
    const exhausted = outOfMemory && slot.task !== null;
    if (!slot.stopped && !exhausted) {
      this.#options.onWorkerError?.(`render process died: ${description}`);
    }
    if (slot.stopped || slot.ready) {
      this.#stop(
        slot,
        exhausted
          ? this.#overBudget()
          : new WorkerCrashedError(`The render process stopped: ${description}`),
      );
      // Replaced only now that it is gone, so that a killed render and its successor never
      // hold memory at the same time.
      this.#slots[index] = this.#spawn();
      return;
    }
    // The process cannot even start: every one would fail alike, so the jobs waiting for
    // one fail now instead of hanging, and the restart is paced.
    slot.stopped = new WorkerCrashedError("not started");
    for (const task of this.#queue.splice(0)) {
      task.reject(new WorkerCrashedError(`The render process could not start: ${description}`));
    }
    const timer = setTimeout(() => {
      this.#restartTimers.delete(timer);
      this.#slots[this.#slots.indexOf(slot)] = this.#spawn();
    }, RESTART_DELAY_MS);
    this.#restartTimers.add(timer);
  }

  /** Kills a slot's process, failing its job with `error`; a fresh one follows its exit. */
  #replace(slot: Slot, error: Error): void {
    if (this.#slots.includes(slot)) this.#stop(slot, error);
  }

  #stop(slot: Slot, error: Error): void {
    if (slot.stopped) return;
    slot.stopped = error;
    slot.child.kill();
    slot.task?.reject(error);
    this.#release(slot);
  }

  #release(slot: Slot): void {
    clearTimeout(slot.deadline);
    slot.task = null;
  }
}
