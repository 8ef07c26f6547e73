/**
 * Test support: the one way tests run a child process (the PDF tools that act as independent
 * readers, and html2pdf itself), where the repository is, and a clean environment for child
 * Denos (the caller's AUTH_* or ASPNETCORE_* variables must not leak into a test's server).
 */
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Variables a child Deno needs to find its cache and tools, plus `extra`. */
export function subprocessEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = { NO_COLOR: "1" };
  for (const name of ["PATH", "HOME", "DENO_DIR", "XDG_CACHE_HOME", "TMPDIR", "TZ"]) {
    const value = Deno.env.get(name);
    if (value !== undefined) env[name] = value;
  }
  return { ...env, ...extra };
}

export interface ProcessOptions {
  /** Piped to the child; without it the child's stdin is empty and not a terminal. */
  stdin?: string;
  cwd?: string;
  /** The child's whole environment (nothing is inherited); without it, the test's own. */
  env?: Record<string, string>;
}

/** How a finished child exited and what it wrote; stdout as bytes, since it may be a PDF. */
export interface ProcessResult {
  code: number;
  stdout: Uint8Array;
  stderr: string;
}

/** Runs `command args` to completion. */
export async function runProcess(
  command: string,
  args: string[],
  options: ProcessOptions = {},
): Promise<ProcessResult> {
  const child = new Deno.Command(command, {
    args,
    cwd: options.cwd,
    clearEnv: options.env !== undefined,
    env: options.env,
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

/** What a command-line tool (qpdf, poppler, openssl, …) printed, as text. */
export interface ToolResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runTool(command: string, args: string[]): Promise<ToolResult> {
  const result = await runProcess(command, args);
  return { ...result, stdout: new TextDecoder().decode(result.stdout) };
}

/** Like runTool, but fails with the tool's stderr when it exits non-zero. */
export async function runToolOk(command: string, args: string[]): Promise<string> {
  const result = await runTool(command, args);
  if (result.code !== 0) {
    throw new Error(`${command} ${args.join(" ")} exited ${result.code}: ${result.stderr}`);
  }
  return result.stdout;
}
