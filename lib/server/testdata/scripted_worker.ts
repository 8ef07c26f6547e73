/// <reference no-default-lib="true" />
/// <reference lib="deno.worker" />
/**
 * A stand-in render worker for pool tests: speaks the worker protocol, but the job's
 * html is a script: "echo:TEXT" answers TEXT as bytes, "sleep:MS" answers after MS,
 * "fail:NAME:MESSAGE" fails with that error class, "crash" dies with an uncaught error.
 */
import { InputError, LimitError } from "../../errors.ts";
import { type JobMessage, serializeError, type WorkerMessage } from "../worker_protocol.ts";

const reply = (message: WorkerMessage) => self.postMessage(message);

self.onmessage = async ({ data }: MessageEvent<JobMessage>) => {
  if (data.job.kind === "sign") return;
  const [verb, arg, message] = data.job.html.split(":");
  if (verb === "crash") {
    setTimeout(() => {
      throw new Error("scripted crash");
    });
  }
  if (verb === "sleep") await new Promise((resolve) => setTimeout(resolve, Number(arg)));
  if (verb === "fail") {
    const error = arg === "InputError"
      ? new InputError(message)
      : arg === "LimitError"
      ? new LimitError(message)
      : new TypeError(message);
    reply({ type: "failed", error: serializeError(error) });
    return;
  }
  if (verb !== "crash") reply({ type: "done", pdf: new TextEncoder().encode(arg ?? "") });
};

reply({ type: "ready" });
