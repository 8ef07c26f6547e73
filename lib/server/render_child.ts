/**
 * One render process as the pool sees it: spawned from a command line, spoken to in frames
 * over its stdin and stdout (worker_protocol.ts), measured by its resident set (procfs), and
 * killed outright when it must stop. Its stderr is kept as a short tail, which tells a V8
 * heap exhaustion from another death.
 */
import { FrameReader } from "./frames.ts";
import { type ResidentMemory, residentMemory } from "./process_memory.ts";
import type { ProcessCommand } from "./render_command.ts";
import {
  encodeJob,
  type Job,
  type SerializedError,
  type WorkerMessage,
} from "./worker_protocol.ts";

/** What a render process sent back, or how it ended. */
export type ChildEvent =
  | { type: "ready" }
  | { type: "done"; pdf: Uint8Array; warnings: string[] }
  | { type: "failed"; error: SerializedError }
  | { type: "exit"; description: string; outOfMemory: boolean };

/** Stderr bytes kept: enough for V8's out-of-memory report and a stack trace. */
const STDERR_TAIL_BYTES = 8192;
/** V8's words when a heap limit ends the process ("Fatal JavaScript out of memory: …"). */
const OUT_OF_MEMORY = /out of memory|heap limit|allocation failed/i;

export class RenderChild {
  readonly #process: Deno.ChildProcess;
  readonly #stdin: WritableStreamDefaultWriter<Uint8Array>;
  #stderrTail = "";
  #exited = false;

  constructor(command: ProcessCommand, onEvent: (event: ChildEvent) => void) {
    this.#process = new Deno.Command(command.command, {
      args: command.args,
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
      env: { DENO_NO_UPDATE_CHECK: "1", NO_COLOR: "1" },
    }).spawn();
    this.#stdin = this.#process.stdin.getWriter();
    preferForOomKill(this.#process.pid);
    // A write to a process that just died rejects; its exit is reported on its own.
    this.#stdin.closed.catch(() => {});
    const stderr = this.#keepStderrTail();
    const messages = this.#readMessages(onEvent);
    Promise.all([this.#process.status, stderr, messages]).then(([status]) => {
      this.#exited = true;
      const how = status.signal ? `signal ${status.signal}` : `exit status ${status.code}`;
      const tail = headline(this.#stderrTail);
      onEvent({
        type: "exit",
        description: tail ? `${how}: ${tail}` : how,
        outOfMemory: OUT_OF_MEMORY.test(this.#stderrTail),
      });
    });
  }

  send(job: Job): void {
    this.#stdin.write(encodeJob(job)).catch(() => {});
  }

  /** Resident memory (Linux procfs); null once the process is gone, or off Linux. */
  memory(): ResidentMemory | null {
    return this.#exited ? null : residentMemory(this.#process.pid);
  }

  /** Ends the process at once (SIGKILL: a render stuck in a loop gets no say). */
  kill(): void {
    if (this.#exited) return;
    try {
      this.#process.kill("SIGKILL");
    } catch {
      // already gone
    }
  }

  async #readMessages(onEvent: (event: ChildEvent) => void): Promise<void> {
    const frames = new FrameReader(this.#process.stdout);
    try {
      for (let frame = await frames.next(); frame !== null; frame = await frames.next()) {
        const message = frame.header as WorkerMessage;
        if (message.type === "done") {
          onEvent({ type: "done", pdf: frame.payload, warnings: message.warnings ?? [] });
        } else onEvent(message);
      }
    } catch {
      // A torn frame means the process died mid-write; its exit says why.
      this.kill();
    }
  }

  async #keepStderrTail(): Promise<void> {
    for await (const text of this.#process.stderr.pipeThrough(new TextDecoderStream())) {
      this.#stderrTail = (this.#stderrTail + text).slice(-STDERR_TAIL_BYTES);
    }
  }
}

/** The line of a dying process's stderr that says why: its last error line, else its last. */
function headline(stderr: string): string {
  const lines = stderr.split("\n").map((line) => line.trim()).filter((line) => line !== "");
  return lines.findLast((line) => /^error|fatal/i.test(line)) ?? lines.at(-1) ?? "";
}

/**
 * Asks the kernel's OOM killer to pick this process first (oom_score_adj 1000, proc(5)):
 * should a container's memory run out before the watchdog acts, a render dies, not the
 * service. Raising one's own child's score needs no privilege; where procfs is read-only
 * the service goes on without it.
 */
function preferForOomKill(pid: number): void {
  try {
    Deno.writeTextFileSync(`/proc/${pid}/oom_score_adj`, "1000");
  } catch {
    // not Linux, or not allowed: the watchdog still keeps the budget
  }
}
