/**
 * The reference files under references/: Chromium's getComputedStyle for every element of a
 * document (and its ::before, ::after and ::marker where they exist), for every property the
 * style stage's table holds. record.ts writes them; computed_style_test.ts reads them.
 */
import { STYLE_PROPERTIES } from "../../lib/css/properties.ts";

/** What Chromium said about one element or pseudo-element. */
export interface ReferenceEntry {
  /** The element's name (element_key.ts). */
  element: string;
  pseudo?: "before" | "after" | "marker";
  /** getComputedStyle's value per property, in the order of Reference.properties. */
  values: string[];
}

export interface Reference {
  document: string;
  /** The browser that recorded it (`chromium --version`). */
  chromium: string;
  /** The viewport it was recorded in: the page area the engine lays out in. */
  viewport: { width: number; height: number };
  properties: string[];
  /**
   * Chromium's own sRGB form (`color(from <c> srgb r g b / alpha)`) of each colour it printed
   * in another space (lab(), oklch(), color(display-p3 …)), since the engine keeps sRGB.
   */
  srgb: Record<string, string>;
  entries: ReferenceEntry[];
}

/**
 * The properties recorded: every longhand of the engine's table, and `content`, which pseudo-
 * element styles carry. A property added to the table needs a new recording.
 */
export const RECORDED_PROPERTIES: readonly string[] = [
  ...Object.values(STYLE_PROPERTIES).map((property) => property.name),
  "content",
];

/** JSON with one entry per line, so a re-recording diffs entry by entry. */
export function formatReference(reference: Reference): string {
  const { entries, ...head } = reference;
  const lines = entries.map((entry) => `    ${JSON.stringify(entry)}`);
  const headJson = JSON.stringify(head, null, 2);
  return `${headJson.slice(0, -2)},\n  "entries": [\n${lines.join(",\n")}\n  ]\n}\n`;
}

export async function readReference(path: string): Promise<Reference> {
  return JSON.parse(await Deno.readTextFile(path)) as Reference;
}
