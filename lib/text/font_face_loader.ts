/**
 * Loading a document's @font-face rules (CSS Fonts 4 §4) into the registry
 * one render uses: each rule's `src` entries are tried in order (§4.3) and
 * the first that yields a usable font becomes a face of the rule's family,
 * with the rule's descriptors.
 */
import type { FontFaceRule, FontFaceSource } from "../css/font_face.ts";
import type { FontFace } from "./types.ts";
import type { FontRegistry } from "./registry.ts";
import { declareFace, faceFromBytes } from "./declared_faces.ts";

/** Where font files come from: the render's resource loader (lib/resources/loader.ts). */
export interface FontResourceReader {
  /** Makes http(s) URLs readable, when the render's policy allows the network at all. */
  prefetch(hrefs: Iterable<string>): Promise<void>;
  /** The resource's bytes, or null when it is missing or not allowed. */
  readBytes(href: string): Uint8Array | null;
}

/**
 * `format()` hints of the files this stage reads (§4.3; the "-variations"
 * spellings are the older syntax for the same files). A source hinting
 * anything else (collection, embedded-opentype, svg, …) is skipped unread.
 */
const SUPPORTED_FORMATS = new Set([
  "truetype",
  "opentype",
  "woff",
  "woff2",
  "truetype-variations",
  "opentype-variations",
  "woff-variations",
  "woff2-variations",
]);

/**
 * A registry with `base`'s faces plus one face per rule that loads; `base`
 * itself when there are no rules. Rules load concurrently and are added in
 * document order (the later of two equal rules wins, §4.1). Sources that are
 * missing, not allowed or not fonts are skipped silently, like a browser
 * that moves on to the next `src` entry; a rule with no usable source adds
 * nothing.
 */
export async function registryWithFontFaces(
  base: FontRegistry,
  rules: readonly FontFaceRule[],
  reader: FontResourceReader,
): Promise<FontRegistry> {
  if (rules.length === 0) return base;
  const faces = await Promise.all(rules.map((rule) => loadRule(base, rule, reader)));
  const registry = base.extend();
  for (const face of faces) if (face) registry.addDeclaredFace(face);
  return registry;
}

async function loadRule(
  base: FontRegistry,
  rule: FontFaceRule,
  reader: FontResourceReader,
): Promise<FontFace | null> {
  for (const source of rule.sources) {
    const face = "local" in source ? base.localFace(source.local) : await fileFace(source, reader);
    if (face) {
      return declareFace(face, {
        family: rule.family,
        weight: rule.weight,
        style: rule.style,
        unicodeRange: rule.unicodeRange,
      });
    }
  }
  return null;
}

async function fileFace(
  source: Extract<FontFaceSource, { url: string }>,
  reader: FontResourceReader,
): Promise<FontFace | null> {
  if (source.format !== null && !SUPPORTED_FORMATS.has(source.format.toLowerCase())) return null;
  await reader.prefetch([source.url]);
  const bytes = reader.readBytes(source.url);
  if (!bytes) return null;
  try {
    return faceFromBytes(bytes);
  } catch {
    return null;
  }
}
