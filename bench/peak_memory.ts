/**
 * Peak resident memory of rendering one document in a fresh process: renders it
 * `runs` times (default once: later runs would add the garbage of earlier ones) and
 * prints the process's high-water mark (VmHWM, kB → MB). Run by bench/process_peak.ts as a
 * subprocess so each document's peak is its own. Relative URLs (images) resolve against the
 * document's directory.
 */
import { dirname, resolve } from "node:path";
import { renderPdf } from "../lib/mod.ts";

const [path, runs = "1"] = Deno.args;
const html = await Deno.readTextFile(path);
const baseDir = dirname(resolve(path));
for (let i = 0; i < Number(runs); i++) await renderPdf(html, { baseDir });
const status = await Deno.readTextFile("/proc/self/status");
const kb = Number(/VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
console.log((kb / 1024).toFixed(1));
