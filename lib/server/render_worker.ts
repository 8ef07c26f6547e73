/// <reference no-default-lib="true" />
/// <reference lib="deno.worker" />
/**
 * Entry point of one render worker (see pool.ts). It runs one job at a time and
 * answers with the PDF, whose buffer is transferred rather than copied, or with the
 * serialized error. "ready" tells the pool that the library has loaded.
 */
import { runJob } from "./jobs.ts";
import {
  type JobMessage,
  serializeError,
  wholeBuffer,
  type WorkerMessage,
} from "./worker_protocol.ts";

function reply(message: WorkerMessage, transfer: Transferable[] = []) {
  self.postMessage(message, transfer);
}

self.onmessage = async (event: MessageEvent<JobMessage>) => {
  try {
    const pdf = await runJob(event.data.job);
    // A view into a larger buffer is copied first: transferring would move (and detach)
    // bytes the library may still own.
    const owned = wholeBuffer(pdf) === null ? pdf.slice() : pdf;
    reply({ type: "done", pdf: owned }, [owned.buffer as ArrayBuffer]);
  } catch (error) {
    reply({ type: "failed", error: serializeError(error) });
  }
};

reply({ type: "ready" });
