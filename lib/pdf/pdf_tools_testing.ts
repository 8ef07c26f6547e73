/**
 * Test support: runs the command-line PDF tools (qpdf, poppler) that tests use as independent
 * readers, and gives each test a temporary directory that is removed afterwards.
 */

export interface ToolResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runTool(command: string, args: string[]): Promise<ToolResult> {
  const output = await new Deno.Command(command, { args, stdout: "piped", stderr: "piped" })
    .output();
  const decoder = new TextDecoder();
  return {
    code: output.code,
    stdout: decoder.decode(output.stdout),
    stderr: decoder.decode(output.stderr),
  };
}

/** Like runTool, but fails with the tool's stderr when it exits non-zero. */
export async function runToolOk(command: string, args: string[]): Promise<string> {
  const result = await runTool(command, args);
  if (result.code !== 0) {
    throw new Error(`${command} ${args.join(" ")} exited ${result.code}: ${result.stderr}`);
  }
  return result.stdout;
}

export async function withTempDir<T>(body: (dir: string) => Promise<T>): Promise<T> {
  const dir = await Deno.makeTempDir({ prefix: "html2pdf-test-" });
  try {
    return await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}
