/** Test support: runs the command line (`deno run main.ts …`) as a user would. */
import { ROOT, subprocessEnv } from "./subprocess.ts";

export interface CliResult {
  code: number;
  stdout: Uint8Array;
  stderr: string;
}

/** Runs `html2pdf ARGS` with `stdin` piped in (or an empty, non-terminal stdin). */
export async function runCli(
  args: string[],
  options: { stdin?: string; cwd?: string } = {},
): Promise<CliResult> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", `${ROOT}main.ts`, ...args],
    cwd: options.cwd ?? ROOT,
    clearEnv: true,
    env: subprocessEnv(),
    stdin: options.stdin === undefined ? "null" : "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  if (options.stdin !== undefined) {
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(options.stdin));
    await writer.close();
  }
  const output = await child.output();
  return {
    code: output.code,
    stdout: output.stdout,
    stderr: new TextDecoder().decode(output.stderr),
  };
}
