/**
 * How the service starts a render process: this same program with a hidden subcommand.
 * Under `deno run` the child gets the render V8 profile (v8.flags) plus a heap limit of its
 * own, and only the permissions rendering needs (read fonts and settings; no writes, no
 * subprocesses, and no network unless the service allows hosts to fetch from). A compiled executable runs with the flags and permissions it
 * was compiled with, so there the pool's resident-memory watchdog alone keeps the budget.
 */

/** main.ts dispatches this argument to the render process loop. */
export const RENDER_WORKER_COMMAND = "__render-worker";

export interface ProcessCommand {
  command: string;
  args: string[];
}

const ROOT = new URL("../../", import.meta.url);

/**
 * The command line of a render process whose V8 old generation may hold `heapMb`; with
 * `network`, it may open connections (FETCH_ALLOWED_HOSTS is set: lib/resources checks each
 * address against the list, so the permission itself is not narrowed to names).
 */
export function renderProcessCommand(heapMb: number, network = false): ProcessCommand {
  if (Deno.build.standalone) return { command: Deno.execPath(), args: [RENDER_WORKER_COMMAND] };
  const flags = Deno.readTextFileSync(new URL("v8.flags", ROOT)).trim();
  return {
    command: Deno.execPath(),
    args: [
      "run",
      `--v8-flags=${flags},--max-old-space-size=${heapMb}`,
      "--allow-read",
      "--allow-env",
      "--allow-sys",
      ...(network ? ["--allow-net"] : []),
      `--config=${new URL("deno.json", ROOT).pathname}`,
      new URL("main.ts", ROOT).pathname,
      RENDER_WORKER_COMMAND,
    ],
  };
}
