/**
 * The main loop of a render process (pool.ts starts them as `html2pdf __render-worker`):
 * frames in on stdin, one job at a time, frames out on stdout — "ready" once the renderer
 * has loaded, then "done" with the PDF as payload or "failed" with the serialized error.
 *
 * The process ends when stdin ends, so a render process never outlives the service that
 * started it, even when the service is killed outright. stdout carries only frames:
 * anything the libraries print goes to stderr, which the service reads for diagnostics.
 */
import { encodeFrame, FrameReader } from "./frames.ts";
import { runJob } from "./jobs.ts";
import { decodeJob, serializeError, type WorkerMessage } from "./worker_protocol.ts";

export async function runRenderProcess(): Promise<number> {
  console.log = console.info = console.debug = console.error;
  const out = Deno.stdout.writable.getWriter();
  const reply = (message: WorkerMessage, payload?: Uint8Array) =>
    out.write(encodeFrame(message, payload));
  const jobs = new FrameReader(Deno.stdin.readable);
  await reply({ type: "ready" });
  for (let frame = await jobs.next(); frame !== null; frame = await jobs.next()) {
    let pdf: Uint8Array;
    try {
      pdf = await runJob(decodeJob(frame));
    } catch (error) {
      await reply({ type: "failed", error: serializeError(error) });
      continue;
    }
    await reply({ type: "done" }, pdf);
  }
  return 0;
}
