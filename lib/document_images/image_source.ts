/**
 * Which image an img shows (HTML §4.8.4.3 "update the source set", "select an image source"):
 * in a picture, the first source whose media matches and whose type is one we decode; else the
 * img's own srcset and src. A candidate's density is its `x` descriptor, or its `w` descriptor
 * over the source size its `sizes` gives. The candidate picked is the one Chromium prints:
 * Blink's choice for a device pixel ratio of 1 (measured with headless Chromium's print: of
 * 0.9x and 1.1x it takes 1.1x, of 0.5x and 1.9x it takes 1.9x, of 1x and 1.5x it takes 1x).
 */
import type { Element } from "domhandler";
import {
  isSupportedImageType,
  matchesMedia,
  type MediaEnvironment,
  sourceSize,
} from "../css/mod.ts";
import { parseSrcset, type SrcsetCandidate } from "./srcset.ts";

/** The URL an img shows and its density (image pixels per CSS px), which sets its natural size. */
export interface ImageSource {
  url: string;
  density: number;
}

/** Chromium prints as if the device had one pixel per CSS px. */
const DEVICE_PIXEL_RATIO = 1;

/** The img's chosen source, or null when it has none (no src, nothing usable in srcset). */
export function imageSource(img: Element, media: MediaEnvironment): ImageSource | null {
  const picture = img.parent?.type === "tag" && (img.parent as Element).name === "picture"
    ? img.parent as Element
    : null;
  for (const child of picture?.children ?? []) {
    if (child === img) break;
    if (child.type !== "tag" || (child as Element).name !== "source") continue;
    const chosen = fromSource(child as Element, media);
    if (chosen) return chosen;
  }
  const candidates = parseSrcset(img.attribs.srcset ?? "");
  const src = img.attribs.src ?? "";
  // src is the 1x candidate unless srcset has one, or uses width descriptors (§4.8.4.3.5).
  const hasWidths = candidates.some((c) => c.width !== undefined);
  const hasOne = candidates.some((c) => (c.density ?? 1) === 1 && c.width === undefined);
  if (src.trim() && !hasWidths && !hasOne) candidates.push({ url: src });
  return pick(candidates, img.attribs.sizes, media);
}

/** A picture's source element, when it applies: its media matches and its type is supported. */
function fromSource(source: Element, media: MediaEnvironment): ImageSource | null {
  const { srcset, type, sizes } = source.attribs;
  if (!srcset) return null;
  if (source.attribs.media !== undefined && !matchesMedia(source.attribs.media, media)) return null;
  if (type !== undefined && !isSupportedImageType(type)) return null;
  return pick(parseSrcset(srcset), sizes, media);
}

/** The candidate Blink picks (HTMLSrcsetParser's PickBestImageCandidate), densities resolved. */
function pick(
  candidates: SrcsetCandidate[],
  sizes: string | undefined,
  media: MediaEnvironment,
): ImageSource | null {
  if (candidates.length === 0) return null;
  const size = candidates.some((c) => c.width !== undefined) ? sourceSize(sizes ?? "", media) : 0;
  const resolved: ImageSource[] = [];
  for (const c of candidates) {
    const density = c.width !== undefined ? c.width / size : c.density ?? 1;
    // The first of candidates with the same density wins (§4.8.4.3.5 step 4).
    if (!resolved.some((r) => r.density === density)) resolved.push({ url: c.url, density });
  }
  resolved.sort((a, b) => a.density - b.density);
  // The lowest density at or above the device's, or the one below it when the device's ratio
  // is nearer to it than the geometric mean of the two (and, at 1 or less, never below).
  let i = 0;
  for (; i < resolved.length - 1; i++) {
    const next = resolved[i + 1].density;
    if (next < DEVICE_PIXEL_RATIO) continue;
    const current = resolved[i].density;
    const mean = Math.sqrt(current * next);
    if ((DEVICE_PIXEL_RATIO <= 1 && DEVICE_PIXEL_RATIO > current) || DEVICE_PIXEL_RATIO >= mean) {
      i++;
    }
    break;
  }
  return resolved[i];
}
