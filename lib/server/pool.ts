/**
 * The render worker pool (DESIGN.md, "Renders are isolated and bounded"). Rendering is
 * CPU-bound, so it runs in a fixed set of Web Workers, one per core by default, and the
 * main thread only parses requests and moves bytes:
 *
 * - a bounded queue: when every worker is busy and `queueLimit` jobs already wait, run()
 *   rejects at once with UnavailableError (→ 503 + Retry-After) instead of piling up;
 * - a deadline per job: a worker still busy after `timeoutMs` is terminated, which really
 *   stops the render, and replaced; the job rejects with RenderTimeoutError;
 * - isolation: a worker that dies (uncaught error) fails only its own job and is replaced;
 *   its error event is cancelled so it never reaches, and ends, the main process.
 */
import {
  deserializeError,
  type Job,
  type JobMessage,
  transferablesOf,
  type WorkerMessage,
} from "./worker_protocol.ts";

/** The pool takes no job now: every worker is busy and the queue is full, or it closed. */
export class UnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnavailableError";
  }
}

/** A job outlived its deadline and its worker was terminated. */
export class RenderTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RenderTimeoutError";
  }
}

/** The worker running a job died, or could not start. */
export class WorkerCrashedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WorkerCrashedError";
  }
}

/** What request handlers need from the pool; tests substitute their own. */
export interface JobRunner {
  run(job: Job): Promise<Uint8Array>;
}

export interface PoolOptions {
  workers: number;
  queueLimit: number;
  timeoutMs: number;
  /** Worker module; tests pass stand-ins. Default: render_worker.ts. */
  workerUrl?: URL;
  /** Called when a worker dies unexpectedly, with a one-line description. */
  onWorkerError?: (message: string) => void;
}

interface Task {
  job: Job;
  resolve(pdf: Uint8Array): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  timer?: ReturnType<typeof setTimeout>;
}

/** A worker that failed to start is retried after this pause, not in a tight loop. */
const RESTART_DELAY_MS = 1000;

export class WorkerPool implements JobRunner {
  readonly #options: Required<Omit<PoolOptions, "onWorkerError">> & PoolOptions;
  readonly #slots: Slot[] = [];
  readonly #queue: Task[] = [];
  readonly #restartTimers = new Set<ReturnType<typeof setTimeout>>();
  #closed = false;

  constructor(options: PoolOptions) {
    this.#options = {
      workerUrl: new URL("./render_worker.ts", import.meta.url),
      ...options,
    };
    for (let i = 0; i < options.workers; i++) this.#slots.push(this.#spawn());
  }

  run(job: Job): Promise<Uint8Array> {
    if (this.#closed) return Promise.reject(new UnavailableError("The server is shutting down."));
    // Free workers (idle or still starting) take queued jobs as soon as they can, so
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
      this.#queue.push({ job, resolve, reject });
      this.#dispatch();
    });
  }

  /** Terminates every worker; jobs still queued or running reject. */
  close(): void {
    this.#closed = true;
    for (const timer of this.#restartTimers) clearTimeout(timer);
    for (const task of this.#queue.splice(0)) {
      task.reject(new UnavailableError("The server is shutting down."));
    }
    for (const slot of this.#slots) this.#stop(slot, new UnavailableError("The server shut down."));
  }

  #spawn(): Slot {
    const worker = new Worker(this.#options.workerUrl.href, { type: "module" });
    const slot: Slot = { worker, ready: false, task: null };
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => this.#onMessage(slot, event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.#onCrash(slot, event.message || "unknown error");
    };
    worker.onmessageerror = () => this.#onCrash(slot, "a message could not be deserialized");
    return slot;
  }

  #dispatch(): void {
    for (const slot of this.#slots) {
      if (this.#queue.length === 0) return;
      if (!slot.ready || slot.task) continue;
      const task = this.#queue.shift()!;
      slot.task = task;
      slot.timer = setTimeout(() => {
        const limit = this.#options.timeoutMs;
        this.#replace(slot, new RenderTimeoutError(`The job did not finish within ${limit} ms.`));
      }, this.#options.timeoutMs);
      const message: JobMessage = { type: "job", job: task.job };
      slot.worker.postMessage(message, transferablesOf(task.job));
    }
  }

  #onMessage(slot: Slot, message: WorkerMessage): void {
    if (message.type === "ready") {
      slot.ready = true;
      this.#dispatch();
      return;
    }
    const task = slot.task;
    if (!task) return;
    clearTimeout(slot.timer);
    slot.task = null;
    if (message.type === "done") task.resolve(message.pdf);
    else task.reject(deserializeError(message.error));
    this.#dispatch();
  }

  #onCrash(slot: Slot, reason: string): void {
    if (!this.#slots.includes(slot) || this.#closed) return;
    this.#options.onWorkerError?.(`render worker died: ${reason}`);
    if (slot.ready) {
      this.#replace(slot, new WorkerCrashedError(`The render worker stopped: ${reason}`));
      return;
    }
    // The worker module itself fails to load: every worker would, so the jobs waiting for
    // one fail now instead of hanging, and the restart is paced.
    slot.worker.terminate();
    for (const task of this.#queue.splice(0)) {
      task.reject(new WorkerCrashedError(`The render worker could not start: ${reason}`));
    }
    const timer = setTimeout(() => {
      this.#restartTimers.delete(timer);
      this.#slots[this.#slots.indexOf(slot)] = this.#spawn();
    }, RESTART_DELAY_MS);
    this.#restartTimers.add(timer);
  }

  /** Terminates a slot's worker, failing its job with `error`, and starts a fresh one. */
  #replace(slot: Slot, error: Error): void {
    const index = this.#slots.indexOf(slot);
    if (index < 0) return;
    this.#stop(slot, error);
    this.#slots[index] = this.#spawn();
  }

  #stop(slot: Slot, error: Error): void {
    slot.worker.terminate();
    clearTimeout(slot.timer);
    slot.task?.reject(error);
    slot.task = null;
  }
}
