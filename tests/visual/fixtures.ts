/** Where the visual suite keeps its fixtures, Chromium references and thresholds. */
import { basename } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = fileURLToPath(new URL(".", import.meta.url));

/** The HTML fixtures, `<name>.html`; also the base directory their relative URLs resolve to. */
export const FIXTURES_DIR = `${HERE}fixtures`;
/** Chromium's print of each fixture, `<name>.pdf` (regenerate.ts). */
export const REFERENCES_DIR = `${HERE}references`;
/** `{ "<name>": lowest passing score }`. */
export const THRESHOLDS_FILE = `${HERE}thresholds.json`;

export const fixturePath = (name: string) => `${FIXTURES_DIR}/${name}.html`;
export const referencePath = (name: string) => `${REFERENCES_DIR}/${name}.pdf`;

/** The fixture names (file names without .html), sorted. */
export async function fixtureNames(): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(FIXTURES_DIR)) {
    if (entry.isFile && entry.name.endsWith(".html")) names.push(basename(entry.name, ".html"));
  }
  return names.sort();
}

export async function readThresholds(): Promise<Record<string, number>> {
  return JSON.parse(await Deno.readTextFile(THRESHOLDS_FILE));
}

/** Checks that every name is a fixture; throws naming the unknown ones. */
export async function checkNames(names: string[]): Promise<void> {
  const all = await fixtureNames();
  const unknown = names.filter((name) => !all.includes(name));
  if (unknown.length > 0) throw new Error(`no such fixture: ${unknown.join(", ")}`);
}
