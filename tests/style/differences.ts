/**
 * The differences between the style stage and Chromium's recorded computed styles for one
 * document, before exceptions. The test (computed_style_test.ts) uses it; run it to see every
 * difference of some documents at once, e.g. after a feature lands:
 *
 *     deno run -A tests/style/differences.ts [name …]
 */
import type { Document, Element } from "domhandler";
import { pathToFileURL } from "node:url";
import {
  type ComputedStyle,
  type GeneratedStyle,
  type MarkerStyle,
  type StyledDocument,
  styleDocument,
} from "../../lib/css/mod.ts";
import { parseHtml } from "../../lib/html/parse.ts";
import { decodeDataUrl } from "../../lib/resources/mod.ts";
import { FontRegistry, fontUnitsFor } from "../../lib/text/mod.ts";
import { physicalFloat, sameValue } from "./compare.ts";
import { documentPath, DOCUMENTS, referencePath } from "./documents.ts";
import { elementKeys } from "./element_key.ts";
import { readReference, type Reference } from "./reference.ts";
import { layoutDependence } from "./resolved.ts";
import { content, serializeStyle } from "./serialize.ts";

type Pseudo = "before" | "after" | "marker";
const PSEUDOS: readonly Pseudo[] = ["before", "after", "marker"];

export interface Difference {
  /** The element's name, with `::before`, `::after` or `::marker` for those. */
  element: string;
  /** A property, or `(box)` when only one side generates the pseudo-element. */
  property: string;
  ours: string;
  chromium: string;
}

/** Every difference of document `name` from its reference (fetching what it links first). */
export async function documentDifferences(name: string): Promise<Difference[]> {
  await DOCUMENTS.find((d) => d.name === name)?.prepare?.();
  const reference = await readReference(referencePath(name));
  const { document, styled } = await styleAsRenderer(name, reference);
  return differences(reference, document, styled);
}

let fontUnits: ReturnType<typeof fontUnitsFor> | null = null;

/** Styles a document as the renderer does, in the page area Chromium recorded with. */
async function styleAsRenderer(name: string, reference: Reference): Promise<{
  document: Document;
  styled: StyledDocument;
}> {
  fontUnits ??= fontUnitsFor(await FontRegistry.load());
  const path = documentPath(name);
  const base = pathToFileURL(path);
  const document = parseHtml(await Deno.readTextFile(path));
  const styled = styleDocument(document, {
    viewport: reference.viewport,
    fontUnits,
    loadStylesheet(href) {
      const url = new URL(href, base);
      if (url.protocol === "data:") {
        const loaded = decodeDataUrl(url.href);
        return loaded.ok ? new TextDecoder().decode(loaded.bytes) : null;
      }
      try {
        return Deno.readTextFileSync(url);
      } catch {
        return null;
      }
    },
  });
  return { document, styled };
}

const entryName = (element: string, pseudo?: Pseudo) => pseudo ? `${element}::${pseudo}` : element;

function differences(
  reference: Reference,
  document: Document,
  styled: StyledDocument,
): Difference[] {
  const keys = elementKeys(document);
  const byKey = new Map([...keys].map(([element, key]) => [key, element]));
  const out: Difference[] = [];
  const recorded = new Set<string>();

  for (const entry of reference.entries) {
    const name = entryName(entry.element, entry.pseudo);
    recorded.add(name);
    const element = byKey.get(entry.element);
    if (element === undefined) {
      out.push({ element: name, property: "(element)", ours: "missing", chromium: "present" });
      continue;
    }
    const generated = entry.pseudo ? pseudoStyle(styled, element, entry.pseudo) : null;
    const style = entry.pseudo ? generated : styled.styleOf(element);
    if (style === null) {
      out.push({ element: name, property: "(box)", ours: "none", chromium: "generated" });
      continue;
    }
    const parent = entry.pseudo ? styled.styleOf(element) : parentStyle(element, styled);
    const ours = serializeStyle({ style, parent });
    // `content` is published for pseudo-elements only.
    if (generated) ours.set("content", content(generated.content));
    reference.properties.forEach((property, i) => {
      const mine = ours.get(property);
      if (mine === undefined) return;
      if (layoutDependence(property, mine, style, element.name, entry.pseudo) !== null) return;
      let chromium = entry.values[i];
      if (property === "float" || property === "clear") {
        chromium = physicalFloat(chromium, style.direction);
      }
      if (!sameValue(mine, chromium, reference.srgb)) {
        out.push({ element: name, property, ours: mine, chromium });
      }
    });
  }

  // Pseudo-elements the engine generates and Chromium does not.
  for (const [element, key] of keys) {
    for (const pseudo of PSEUDOS) {
      const name = entryName(key, pseudo);
      if (!recorded.has(name) && pseudoStyle(styled, element, pseudo) !== null) {
        out.push({ element: name, property: "(box)", ours: "generated", chromium: "none" });
      }
    }
  }
  return out;
}

function pseudoStyle(
  styled: StyledDocument,
  element: Element,
  pseudo: Pseudo,
): GeneratedStyle | MarkerStyle | null {
  return pseudo === "marker"
    ? styled.pseudoStyle(element, pseudo)
    : styled.pseudoStyle(element, pseudo);
}

function parentStyle(element: Element, styled: StyledDocument): ComputedStyle | null {
  const parent = element.parent;
  return parent && parent.type === "tag" ? styled.styleOf(parent as Element) : null;
}

if (import.meta.main) {
  const names = Deno.args.length > 0 ? Deno.args : DOCUMENTS.map((d) => d.name);
  for (const name of names) {
    for (const d of await documentDifferences(name)) {
      console.log(JSON.stringify({ document: name, ...d }));
    }
  }
}
