/**
 * The protocol side of a render process: frames in on stdin, one job at a time, frames out
 * on stdout — "ready" first, then "done" with the PDF as payload (and the render's resource
 * warnings in its header) or "failed" with the
 * serialized error. It returns when stdin ends, so a render process never outlives the
 * service that started it, even when the service is killed outright. The job runner is a
 * parameter: the real one renders (render_process.ts), the pool's tests script theirs.
 */
import { encodeFrame, FrameReader } from "./frames.ts";
import { decodeJob, type Job, serializeError, type WorkerMessage } from "./worker_protocol.ts";

export async function serveJobs(
  run: (job: Job, onWarning: (message: string) => void) => Promise<Uint8Array>,
): Promise<void> {
  const out = Deno.stdout.writable.getWriter();
  const reply = (message: WorkerMessage, payload?: Uint8Array) =>
    out.write(encodeFrame(message, payload));
  const jobs = new FrameReader(Deno.stdin.readable);
  await reply({ type: "ready" });
  for (let frame = await jobs.next(); frame !== null; frame = await jobs.next()) {
    let pdf: Uint8Array;
    const warnings: string[] = [];
    try {
      pdf = await run(decodeJob(frame), (message) => warnings.push(message));
    } catch (error) {
      await reply({ type: "failed", error: serializeError(error) });
      continue;
    }
    await reply({ type: "done", warnings }, pdf);
  }
}
