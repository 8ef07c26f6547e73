/**
 * Faces as @font-face rules declare them (CSS Fonts 4 §4): a font file's face
 * renamed, re-weighted and re-styled by the rule's descriptors, which override
 * whatever the font's own tables say (§4.2, §4.4).
 *
 * Parsed font files are cached by content hash, and declared faces per parsed
 * face and descriptors, so repeated renders of one document get the very same
 * FontFace objects back. That keeps every cache keyed on a face or its font
 * (shaping, coverage, the kerning fast path) warm across renders.
 */
import { createHash } from "node:crypto";
import type { FontStyle } from "../css/types.ts";
import type { FontFace } from "./types.ts";
import { createFace } from "./face.ts";
import { fontkitView, openFont } from "./font_file.ts";
import { messageOf } from "./discover.ts";
import { BoundedCache } from "./bounded_cache.ts";

/** The descriptors of one @font-face rule that shape a face (CSS Fonts 4 §4.2–§4.5). */
export interface FaceDescriptors {
  family: string;
  /** [min, max]; one value is [w, w]. */
  weight: readonly [number, number];
  style: FontStyle;
  /** Inclusive code point ranges; null for every character. */
  unicodeRange: readonly (readonly [number, number])[] | null;
}

/**
 * Font bytes held by the parse cache (counted as their file size; fontkit
 * keeps the file and decodes tables on demand). Fonts a service sees
 * repeatedly stay; the rest are dropped within two generations.
 */
const CACHED_FONT_BYTES = 32 * 1024 * 1024;
/** Distinct descriptor sets remembered per font (one per @font-face rule using it, usually). */
const CACHED_DECLARATIONS = 64;

/** A parsed font file, or why it is not usable (so garbage is not re-parsed either). */
type Parsed = { size: number; face: FontFace } | { size: number; error: string };

const parsedFonts = new BoundedCache<string, Parsed>(CACHED_FONT_BYTES, (p) => p.size);
const declarations = new WeakMap<FontFace, BoundedCache<string, FontFace>>();

/**
 * The face of TTF, OTF, WOFF or WOFF2 bytes, named by the font's own tables,
 * with a content-hash id (equal files share one PDF subset). Throws when the
 * bytes are not a font this stage can lay out.
 */
export function faceFromBytes(bytes: Uint8Array): FontFace {
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  let parsed = parsedFonts.get(hash);
  if (!parsed) {
    parsed = parse(bytes, `sha256:${hash}`);
    parsedFonts.set(hash, parsed);
  }
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.face;
}

function parse(bytes: Uint8Array, id: string): Parsed {
  try {
    const face = createFace(openFont(bytes), id);
    // fontkit decodes tables on first use: lay out a few characters now so a
    // font with broken cmap, GSUB, GPOS or hmtx tables is rejected here (the
    // next src entry is tried) instead of failing the render during layout.
    fontkitView(face.font).layout("Aa1 ");
    return { size: bytes.length, face };
  } catch (error) {
    return { size: bytes.length, error: `not a usable font: ${messageOf(error)}` };
  }
}

/**
 * `face` as an @font-face rule declares it. Missing descriptors keep the
 * face's own values (the whole range: every character). The face's weight
 * becomes its own weight clamped to the declared range.
 */
export function declareFace(face: FontFace, descriptors: Partial<FaceDescriptors>): FontFace {
  const [low, high] = descriptors.weight ?? [face.weight, face.weight];
  const weight: [number, number] = [Math.min(low, high), Math.max(low, high)];
  const family = descriptors.family ?? face.family;
  const style = descriptors.style ?? face.style;
  const unicodeRange = descriptors.unicodeRange ?? null;
  const key = JSON.stringify([family, weight, style, unicodeRange]);
  let cache = declarations.get(face);
  if (!cache) {
    cache = new BoundedCache(CACHED_DECLARATIONS);
    declarations.set(face, cache);
  }
  let declared = cache.get(key);
  if (!declared) {
    declared = {
      ...face,
      family,
      style,
      weight: Math.min(weight[1], Math.max(weight[0], face.weight)),
      declared: { weight, unicodeRange },
    };
    cache.set(key, declared);
  }
  return declared;
}
