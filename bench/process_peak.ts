/**
 * Peak memory of rendering one document in fresh processes (bench/peak_memory.ts run as a
 * subprocess), so each document's peak is its own and not the garbage of earlier renders.
 */
import { V8_FLAGS_ARG } from "../tests/helpers/v8_flags.ts";
import { median } from "./stats.ts";

/** Fresh processes measured per document: the peak varies by a few MB with GC timing. */
export const PEAK_SAMPLES = 3;

/** Peak RSS in MB of a fresh process rendering `htmlPath` once; null when it failed. */
async function peakOfOneProcess(htmlPath: string): Promise<number | null> {
  const { stdout, success } = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      V8_FLAGS_ARG,
      "-A",
      new URL("./peak_memory.ts", import.meta.url).pathname,
      htmlPath,
    ],
    stderr: "null",
  }).output();
  const mb = Number(new TextDecoder().decode(stdout).trim());
  return success && Number.isFinite(mb) ? mb : null;
}

/** The median peak of PEAK_SAMPLES fresh processes, with the highest in brackets. */
export async function peakMemory(htmlPath: string): Promise<string> {
  const peaks: number[] = [];
  for (let i = 0; i < PEAK_SAMPLES; i++) {
    const mb = await peakOfOneProcess(htmlPath);
    if (mb === null) return "n/a";
    peaks.push(mb);
  }
  return `${median(peaks).toFixed(1)} (max ${Math.max(...peaks).toFixed(1)})`;
}
