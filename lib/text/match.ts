/**
 * Font matching (CSS Fonts 4 §5): picking a face within a family by style and
 * weight, and the ordered chain of faces a piece of text is rendered with.
 */
import type { FontStyle } from "../css/types.ts";
import type { FontFace, TextStyle } from "./types.ts";
import { DEFAULT_FAMILY, FALLBACK_FAMILIES, type FamilySource, resolveFamily } from "./families.ts";
import { BoundedCache } from "./bounded_cache.ts";

/** A chosen face and the synthesis the renderer would need to approximate the request. */
export interface FaceMatch {
  face: FontFace;
  /** The face lacks the requested boldness as Chromium judges it (needsBold): draw it stroked. */
  syntheticBold: boolean;
  /** The request is italic/oblique but the face is upright (draw skewed). */
  syntheticItalic: boolean;
}

/** Style preference per requested style (CSS Fonts 4 §5.2 step 4, font-style). */
const STYLE_ORDER: Record<FontStyle, readonly FontStyle[]> = {
  italic: ["italic", "oblique", "normal"],
  oblique: ["oblique", "italic", "normal"],
  normal: ["normal", "oblique", "italic"],
};

/**
 * Rank of a face for a desired weight, lower is better (CSS Fonts 4 §5.2
 * step 4, font-weight): for 400–500, weights from the desired one up to 500
 * first, then lighter descending, then heavier ascending; below 400, lighter
 * descending then heavier ascending; above 500, heavier ascending then
 * lighter descending. A declared range stands for its weight nearest to the
 * desired one: a desired weight inside the range matches exactly.
 */
function weightRank(desired: number, face: FontFace): number {
  const BAND = 10_000; // larger than any weight distance: separates the tiers
  const range = face.declared?.weight;
  const weight = range ? Math.min(range[1], Math.max(range[0], desired)) : face.weight;
  const distance = Math.abs(weight - desired);
  if (desired >= 400 && desired <= 500) {
    if (weight >= desired && weight <= 500) return distance;
    return weight < desired ? BAND + distance : 2 * BAND + distance;
  }
  if (desired < 400) return weight <= desired ? distance : BAND + distance;
  return weight >= desired ? distance : BAND + distance;
}

/**
 * The best face of one family for a weight and style, or null for no faces.
 * Among faces with equal descriptors the one added last wins, like the last
 * of several equal @font-face rules (CSS Fonts 4 §4.1).
 */
export function matchFace(
  faces: readonly FontFace[],
  weight: number,
  style: FontStyle,
): FaceMatch | null {
  for (const wantedStyle of STYLE_ORDER[style]) {
    let best: FontFace | null = null;
    let bestRank = Infinity;
    for (const face of faces) {
      if (face.style !== wantedStyle) continue;
      const rank = weightRank(weight, face);
      if (rank <= bestRank) {
        best = face;
        bestRank = rank;
      }
    }
    if (best) {
      return {
        face: best,
        syntheticBold: needsBold(best, weight),
        syntheticItalic: style !== "normal" && best.style === "normal",
      };
    }
  }
  return null;
}

/** Blink's bold threshold (FontSelectionValue BoldThreshold()). */
const BOLD_THRESHOLD = 600;

/**
 * Whether Chromium synthesizes bold, which it decides differently for the two
 * kinds of face (both confirmed with Chromium 156 --print-to-pdf):
 *  - a declared face when its whole range is below 600 and 600 or more is
 *    asked for (CSSSegmentedFontFace::GetFontData): `font-weight: 600` on a
 *    400 web font is drawn bold, on a `100 900` one it is not;
 *  - an installed face when the request exceeds the face's weight by more
 *    than 200 (font_cache_skia.cc): 600 on a 400-only family is not bolded,
 *    601 is.
 */
function needsBold(face: FontFace, weight: number): boolean {
  const range = face.declared?.weight;
  return range ? weight >= BOLD_THRESHOLD && range[1] < BOLD_THRESHOLD : weight > face.weight + 200;
}

/** matchFace over the faces a `font-family` entry names (aliases included). */
export function matchFamily(
  source: FamilySource,
  family: string,
  weight: number,
  style: FontStyle,
): FaceMatch | null {
  return matchFace(resolveFamily(source, family), weight, style);
}

/** What a chain depends on. */
export type FontRequest = Pick<TextStyle, "fontFamily" | "fontWeight" | "fontStyle">;

/** A registry-like source whose `version` changes when faces are added. */
export interface VersionedFamilySource extends FamilySource {
  readonly version: number;
}

const CACHED_CHAINS = 512;
const chainCaches = new WeakMap<
  VersionedFamilySource,
  { version: number; chains: BoundedCache<string, readonly FaceMatch[]> }
>();

/**
 * The faces text in this style is drawn with, in priority order: each listed
 * family that exists (all faces of a composite @font-face family), then the
 * default family (serif), then the installed fallbacks. The first entry is the "first available font" whose metrics
 * define the line box (CSS Inline 3 §3.1); later ones serve characters the
 * earlier ones lack. Each face appears once. Cached per registry version
 * (layout asks once per word).
 */
export function fontChain(
  source: VersionedFamilySource,
  request: FontRequest,
): readonly FaceMatch[] {
  let cache = chainCaches.get(source);
  if (!cache || cache.version !== source.version) {
    cache = { version: source.version, chains: new BoundedCache(CACHED_CHAINS) };
    chainCaches.set(source, cache);
  }
  // Exact spelling in the key (no case folding): a differently cased repeat
  // only costs one more entry.
  const key = `${request.fontWeight}|${request.fontStyle}|${request.fontFamily.join("\u0000")}`;
  let chain = cache.chains.get(key);
  if (!chain) {
    chain = buildChain(source, request);
    cache.chains.set(key, chain);
  }
  return chain;
}

function buildChain(source: FamilySource, request: FontRequest): readonly FaceMatch[] {
  const chain: FaceMatch[] = [];
  const add = (faces: readonly FontFace[]) => {
    const match = matchFace(faces, request.fontWeight, request.fontStyle);
    if (!match) return;
    for (const face of compositeOf(faces, match.face)) {
      if (!chain.some((m) => m.face === face)) chain.push({ ...match, face });
    }
  };
  for (const family of [...request.fontFamily, DEFAULT_FAMILY]) add(resolveFamily(source, family));
  for (const family of FALLBACK_FAMILIES) add(source.installedFaces(family));
  if (chain.length === 0) throw new Error("no fonts available (the bundled fonts are missing)");
  return chain;
}

/**
 * The faces that stand in for `best`: for a declared face, every face of the
 * family declared with the same weight range and style, which together form
 * one composite font split by unicode-range (CSS Fonts 4 §4.5), the last
 * declared first ("the last rule defined is the first to be checked").
 */
function compositeOf(faces: readonly FontFace[], best: FontFace): readonly FontFace[] {
  const declared = best.declared;
  if (!declared) return [best];
  const same = faces.filter((face) =>
    face.declared !== undefined && face.style === best.style &&
    face.declared.weight[0] === declared.weight[0] && face.declared.weight[1] === declared.weight[1]
  );
  return same.reverse();
}
