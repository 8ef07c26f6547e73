/**
 * `html2pdf render`: HTML file or stdin → PDF file or stdout. Relative URLs in the
 * document resolve against the input file's directory (or --base-dir), the only tree
 * local resources may come from; the network stays off unless --allow-network.
 * The output file appears complete or not at all: the PDF goes to a temporary file
 * beside it that is renamed over the target (rename is atomic within a directory).
 */
import { basename, dirname, join, resolve } from "node:path";
import { renderPdf } from "../mod.ts";
import { parseRenderArgs } from "./args.ts";
import { UsageError } from "./exit.ts";
import { RENDER_HELP } from "./help.ts";

export async function renderCommand(argv: string[]): Promise<number> {
  const args = parseRenderArgs(argv);
  if (args.help) {
    console.log(RENDER_HELP);
    return 0;
  }
  if (args.input === null && !args.explicitStdin && Deno.stdin.isTerminal()) {
    throw new UsageError("no input: give an HTML file, or pipe HTML into stdin (see --help)");
  }
  if (args.output === null && Deno.stdout.isTerminal()) {
    throw new UsageError("refusing to write a PDF to the terminal: use -o FILE or redirect stdout");
  }

  const html = await readInput(args.input);
  const baseDir = resolve(
    args.options.baseDir ?? (args.input === null ? Deno.cwd() : dirname(resolve(args.input))),
  );
  // A resource that could not be used is a warning, not a failure: the PDF is written.
  const onWarning = (message: string) => console.error(`html2pdf: warning: ${message}`);
  const pdf = await renderPdf(html, { ...args.options, baseDir, onWarning });
  if (args.output === null) await writeStdout(pdf);
  else await writeFileAtomically(args.output, pdf);
  return 0;
}

async function readInput(path: string | null): Promise<string> {
  if (path === null) return await new Response(Deno.stdin.readable).text();
  try {
    return new TextDecoder().decode(await Deno.readFile(path));
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) throw new Error(`input file not found: ${path}`);
    if (error instanceof Deno.errors.IsADirectory) {
      throw new Error(`input is a directory, not an HTML file: ${path}`);
    }
    throw new Error(`cannot read ${path}: ${(error as Error).message}`);
  }
}

async function writeStdout(bytes: Uint8Array): Promise<void> {
  for (let written = 0; written < bytes.byteLength;) {
    written += await Deno.stdout.write(bytes.subarray(written));
  }
}

async function writeFileAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${crypto.randomUUID()}.tmp`);
  try {
    await Deno.writeFile(temp, bytes, { createNew: true });
    await Deno.rename(temp, path);
  } catch (error) {
    await Deno.remove(temp).catch(() => {});
    throw new Error(`cannot write ${path}: ${(error as Error).message}`);
  }
}
