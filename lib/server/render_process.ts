/**
 * The main of a render process (pool.ts starts them as `html2pdf __render-worker`): it
 * serves render jobs over stdin and stdout (job_loop.ts). stdout carries only frames, so
 * anything the libraries print goes to stderr, which the service reads for diagnostics.
 */
import { runJob } from "./jobs.ts";
import { serveJobs } from "./job_loop.ts";

export async function runRenderProcess(): Promise<number> {
  console.log = console.info = console.debug = console.error;
  await serveJobs(runJob);
  return 0;
}
