/**
 * The listed, explained differences from Chromium (exceptions.json). Each names a document (or
 * `*` for all), the properties it covers and optionally the elements, a pseudo-element and the
 * exact pair of values, and says why. `pending` marks features being built ("not yet implemented"); the
 * others are differences the engine has today, each with its cause. An entry that no longer
 * explains any difference fails the test, so the list cannot go stale.
 */
import { fileURLToPath } from "node:url";
import type { Difference } from "./differences.ts";

export interface Exception {
  /** A document name, or `*` for every document. */
  document: string;
  properties: string[];
  /** Element names as differences.ts prints them; every element when absent. */
  elements?: string[];
  /** Only this pseudo-element of the elements. */
  pseudo?: "before" | "after" | "marker";
  /** The engine's value, when only that value is excepted. */
  ours?: string;
  /** Chromium's value, when only that value is excepted. */
  chromium?: string;
  reason: string;
  /** Not yet implemented: the entry goes when the feature lands. */
  pending?: boolean;
}

export const EXCEPTIONS_PATH = fileURLToPath(new URL("./exceptions.json", import.meta.url));

export async function readExceptions(): Promise<Exception[]> {
  return JSON.parse(await Deno.readTextFile(EXCEPTIONS_PATH)) as Exception[];
}

/** The exception explaining a difference in `document`, if any. */
export function exceptionFor(
  exceptions: readonly Exception[],
  document: string,
  difference: Difference,
): Exception | undefined {
  return exceptions.find((e) =>
    (e.document === "*" || e.document === document) &&
    e.properties.includes(difference.property) &&
    (e.elements === undefined || e.elements.includes(difference.element)) &&
    (e.pseudo === undefined || difference.element.endsWith(`::${e.pseudo}`)) &&
    (e.ours === undefined || e.ours === difference.ours) &&
    (e.chromium === undefined || e.chromium === difference.chromium)
  );
}
