/**
 * `html2pdf serve`: the HTTP service, configured from the environment (see SERVE_HELP);
 * --urls overrides ASPNETCORE_URLS. Returns once the service has stopped.
 */
import { parseArgs } from "node:util";
import { loadConfig, serve } from "../server/mod.ts";
import { UsageError } from "./exit.ts";
import { SERVE_HELP } from "./help.ts";

export async function serveCommand(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { urls: { type: "string" }, help: { type: "boolean", short: "h" } },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message} (see html2pdf help serve)`);
  }
  if (values.help) {
    console.log(SERVE_HELP);
    return 0;
  }
  await serve(loadConfig((name) => Deno.env.get(name), { urls: values.urls }));
  return 0;
}
