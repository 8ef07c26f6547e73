/**
 * The documents whose computed styles are compared with Chromium's: one fixture per group of
 * today's stylesheet features, and two pages styled by the frameworks people print with.
 */
import { fileURLToPath } from "node:url";
import { bootstrapCss, TAILWIND_VERSION, tailwindCssFor } from "./vendor.ts";

export interface StyleDocument {
  /** File name under documents/, and the name of its reference under references/. */
  name: string;
  /** Fetches or builds what the document links but the repository does not hold. */
  prepare?: () => Promise<void>;
}

export const DOCUMENTS_DIR = fileURLToPath(new URL("./documents/", import.meta.url));
export const REFERENCES_DIR = fileURLToPath(new URL("./references/", import.meta.url));

export const DOCUMENTS: readonly StyleDocument[] = [
  { name: "nesting" },
  { name: "layers" },
  { name: "scope" },
  { name: "selectors" },
  { name: "colours" },
  { name: "math" },
  { name: "property" },
  { name: "logical" },
  { name: "media" },
  { name: "forms" },
  { name: "container" },
  { name: "bootstrap", prepare: async () => void await bootstrapCss() },
  {
    name: "tailwind",
    prepare: async () =>
      void await tailwindCssFor(
        await Deno.readTextFile(documentPath("tailwind")),
        `tailwind-${TAILWIND_VERSION}.css`,
      ),
  },
];

export function documentPath(name: string): string {
  return `${DOCUMENTS_DIR}${name}.html`;
}

export function referencePath(name: string): string {
  return `${REFERENCES_DIR}${name}.json`;
}
