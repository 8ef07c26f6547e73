/**
 * What a render worker does for one job (the job types are in worker_protocol.ts).
 * Only the worker imports this module, and with it the rendering library: the main
 * thread never loads the renderer.
 */
import { addSignaturePlaceholder, encryptPdf, renderPdf } from "../mod.ts";
import type { Job } from "./worker_protocol.ts";

/**
 * Runs a job to its PDF bytes, reporting each resource the document could not use to
 * `onWarning`. Library errors (InputError, LimitError) pass through.
 */
export async function runJob(
  job: Job,
  onWarning: (message: string) => void,
): Promise<Uint8Array> {
  switch (job.kind) {
    case "render":
      return await renderPdf(job.html, { ...job.options, onWarning });
    case "encrypt":
      return await encryptPdf(
        await renderPdf(job.html, { ...job.options, onWarning }),
        job.encryption,
      );
    case "sign":
      return await addSignaturePlaceholder(job.pdf, job.signature);
  }
}
