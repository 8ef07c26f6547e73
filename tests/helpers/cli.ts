/** Test support: runs the command line (`deno run main.ts …`) as a user would. */
import { type ProcessResult, ROOT, runProcess, subprocessEnv } from "./subprocess.ts";
import { V8_FLAGS_ARG } from "./v8_flags.ts";

/** Runs `html2pdf ARGS` with `stdin` piped in (or an empty, non-terminal stdin). */
export async function runCli(
  args: string[],
  options: { stdin?: string; cwd?: string } = {},
): Promise<ProcessResult> {
  return await runProcess(Deno.execPath(), [
    "run",
    V8_FLAGS_ARG,
    "--allow-all",
    `${ROOT}main.ts`,
    ...args,
  ], {
    stdin: options.stdin,
    cwd: options.cwd ?? ROOT,
    env: subprocessEnv(),
  });
}
