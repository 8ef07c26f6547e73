/**
 * html2pdf's command line: dispatches to a subcommand and turns its outcome into the
 * exit status. `render` is the default: `html2pdf in.html -o out.pdf` works too.
 * Commands are imported when chosen, so `serve` keeps the renderer out of the main
 * thread (its render workers load it) and `--version` loads next to nothing.
 */
import { EXIT_USAGE, reportError, UsageError } from "./lib/cli/exit.ts";
import { helpText, MAIN_HELP, VERSION_LINE } from "./lib/cli/help.ts";
import { RENDER_WORKER_COMMAND } from "./lib/server/render_command.ts";

type Command = (args: string[]) => number | Promise<number>;

const render: Command = async (args) =>
  await (await import("./lib/cli/render.ts")).renderCommand(args);
const serve: Command = async (args) =>
  await (await import("./lib/cli/serve.ts")).serveCommand(args);
/** Not for people: the service starts its render processes with it (lib/server/pool.ts). */
const renderWorker: Command = async () =>
  await (await import("./lib/server/render_process.ts")).runRenderProcess();

function help([command, ...rest]: string[]): number {
  const text = rest.length === 0 ? helpText(command) : undefined;
  if (text === undefined) throw new UsageError(`no help for "${[command, ...rest].join(" ")}"`);
  console.log(text);
  return 0;
}

function version(): number {
  console.log(VERSION_LINE);
  return 0;
}

const COMMANDS: Record<string, Command> = {
  serve,
  render,
  help,
  "--help": help,
  "-h": help,
  version,
  "--version": version,
  "-V": version,
  [RENDER_WORKER_COMMAND]: renderWorker,
};

async function main(args: string[]): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined && Deno.stdin.isTerminal()) {
    console.error(MAIN_HELP);
    return EXIT_USAGE;
  }
  const command = Object.hasOwn(COMMANDS, name ?? "") ? COMMANDS[name] : null;
  return command ? await command(rest) : await render(args);
}

if (import.meta.main) {
  let status: number;
  try {
    status = await main(Deno.args);
  } catch (error) {
    status = reportError(error);
  }
  Deno.exit(status);
}
