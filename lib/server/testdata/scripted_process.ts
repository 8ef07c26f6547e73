/**
 * A stand-in render process for pool tests: speaks the worker protocol (job_loop.ts), but
 * the job's html is a script: "echo:TEXT" answers TEXT as bytes, "sleep:MS" answers after
 * MS, "fail:NAME:MESSAGE" fails with that error class, "crash" dies with an uncaught error,
 * "grow:MB" fills MB of resident memory (outside the V8 heap) and holds it, "heap"
 * allocates JavaScript objects until V8's heap limit ends the process, "pid" answers the
 * process's id.
 */
import { InputError, LimitError } from "../../errors.ts";
import { serveJobs } from "../job_loop.ts";
import type { Job } from "../worker_protocol.ts";

const held: unknown[] = [];

async function run(job: Job): Promise<Uint8Array> {
  if (job.kind === "sign") return job.pdf;
  const [verb, arg, message] = job.html.split(":");
  if (verb === "crash") {
    // Uncaught, outside the job's promise: the process dies as a render would on a bug.
    setTimeout(() => {
      throw new Error("scripted crash");
    });
    return new Promise(() => {});
  }
  if (verb === "sleep") await new Promise((resolve) => setTimeout(resolve, Number(arg)));
  if (verb === "grow") {
    for (let mb = 0; mb < Number(arg); mb++) {
      held.push(new Uint8Array(1024 * 1024).fill(1));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }
  if (verb === "pid") return new TextEncoder().encode(String(Deno.pid));
  if (verb === "heap") { for (;;) held.push({ n: held.length, s: `item ${held.length}` }); }
  if (verb === "fail") {
    throw arg === "InputError"
      ? new InputError(message)
      : arg === "LimitError"
      ? new LimitError(message)
      : new TypeError(message);
  }
  return new TextEncoder().encode(arg ?? "");
}

await serveJobs(run);
