/**
 * `html2pdf render` arguments → what to read, where to write, and render options.
 * Parsing is strict (node:util parseArgs): an unknown flag or a bad value is a
 * UsageError (exit status 2) that names the flag.
 */
import { parseArgs } from "node:util";
import { InputError } from "../errors.ts";
import { type Margins, type ResolvedRenderOptions, resolveRenderOptions } from "../options.ts";
import { UsageError } from "./exit.ts";

export interface RenderArgs {
  help: boolean;
  /** Input file path; null reads stdin. */
  input: string | null;
  /** Whether stdin was asked for explicitly with "-" (then even a terminal is read). */
  explicitStdin: boolean;
  /** Output file path; null writes stdout. */
  output: string | null;
  /** Validated options; baseDir is null unless --base-dir was given (see render.ts). */
  options: ResolvedRenderOptions;
}

const FLAGS = {
  output: { type: "string", short: "o" },
  "page-size": { type: "string" },
  landscape: { type: "boolean" },
  margin: { type: "string" },
  "margin-top": { type: "string" },
  "margin-right": { type: "string" },
  "margin-bottom": { type: "string" },
  "margin-left": { type: "string" },
  title: { type: "string" },
  header: { type: "string" },
  footer: { type: "string" },
  "base-dir": { type: "string" },
  "allow-network": { type: "boolean" },
  "allow-host": { type: "string", multiple: true },
  "no-bookmarks": { type: "boolean" },
  "creation-date": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

const SIDES = ["top", "right", "bottom", "left"] as const;

/** Option fields as resolveRenderOptions names them in messages → the flag to blame. */
const FLAG_OF_FIELD: Record<string, string> = {
  "options.pageSize": "--page-size",
  "options.allowedHosts": "--allow-host",
  "options.creationDate": "--creation-date",
  ...Object.fromEntries(SIDES.map((side) => [`options.margins.${side}`, `--margin-${side}`])),
};

export function parseRenderArgs(argv: string[]): RenderArgs {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: FLAGS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message} (see html2pdf help render)`);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) {
    throw new UsageError(`expected one input file, got ${positionals.length}: ${positionals}`);
  }
  const input = positionals[0] ?? "-";
  const output = values.output ?? "-";

  const margins: Partial<Margins> = {};
  for (const side of SIDES) {
    const text = values[`margin-${side}`] ?? values.margin;
    const flag = values[`margin-${side}`] !== undefined ? `--margin-${side}` : "--margin";
    if (text !== undefined) margins[side] = parseNumber(text, flag);
  }
  let options: ResolvedRenderOptions;
  try {
    options = resolveRenderOptions({
      pageSize: values["page-size"],
      margins,
      title: values.title,
      header: values.header,
      footer: values.footer,
      landscape: values.landscape ?? false,
      baseDir: values["base-dir"],
      allowNetwork: values["allow-network"] ?? false,
      allowedHosts: values["allow-host"],
      bookmarks: !values["no-bookmarks"],
      creationDate: values["creation-date"],
    });
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const message = error.message.replace(
      /options(\.\w+)+/,
      (field) => FLAG_OF_FIELD[field] ?? field,
    );
    throw new UsageError(message);
  }
  return {
    help: values.help ?? false,
    input: input === "-" ? null : input,
    explicitStdin: positionals[0] === "-",
    output: output === "-" ? null : output,
    options,
  };
}

function parseNumber(text: string, flag: string): number {
  const n = text.trim() === "" ? NaN : Number(text);
  if (!Number.isFinite(n)) {
    throw new UsageError(`Invalid value for ${flag}: "${text}" is not a number.`);
  }
  return n;
}
