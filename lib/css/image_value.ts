/**
 * The `<image>` value type (CSS Images 4 §2): a `url()`, a gradient (gradient.ts), or an
 * `image-set()` (image_set.ts), which stands for the option it chooses, that option's
 * resolution kept to size it. `image()` and `cross-fade()` are not supported: a value with one
 * is invalid, as in a browser without them.
 */
import type { CssNode } from "./csstree.ts";
import {
  computeGradient,
  type Gradient,
  parseGradient,
  type SpecifiedGradient,
} from "./gradient.ts";
import { chooseImageSetOption, isImageSet } from "./image_set.ts";
import type { ComputeContext, ValueKind } from "./property.ts";
import { keywordOf } from "./value.ts";

/**
 * A computed `<image>`: a URL as written (resolved when loaded), or a gradient. A URL chosen by
 * an image-set() carries its option's `resolution` (image pixels per CSS px) when not 1x: it
 * divides the image's natural size (§2.2).
 */
export type ImageValue = UrlImage | { gradient: Gradient };

export interface UrlImage {
  url: string;
  resolution?: number;
}

export type SpecifiedImage = UrlImage | { gradient: SpecifiedGradient };

/** One `<image>` component value, or null when `node` is none. */
export function parseImage(node: CssNode): SpecifiedImage | null {
  if (isImageSet(node)) {
    const chosen = chooseImageSetOption(node, parseSingleImage);
    if (chosen === null) return null;
    const { image, resolution } = chosen;
    return "url" in image && resolution !== 1 ? { ...image, resolution } : image;
  }
  return parseSingleImage(node);
}

function parseSingleImage(node: CssNode): SpecifiedImage | null {
  if (node.type === "Url") return { url: node.value };
  const gradient = parseGradient(node);
  return gradient && { gradient };
}

function computeImage(image: SpecifiedImage, ctx: ComputeContext): ImageValue {
  return "url" in image ? image : { gradient: computeGradient(image.gradient, ctx) };
}

/** Image pixels per CSS px of `image`: 1 unless an image-set() chose another option. */
export function imageResolution(image: ImageValue): number {
  return "url" in image ? image.resolution ?? 1 : 1;
}

/** `none | <image>` as one longhand's value (list-style-image, border-image-source). */
export const IMAGE_OR_NONE: ValueKind<SpecifiedImage | "none", ImageValue | "none"> = {
  parse: (tokens) =>
    keywordOf(tokens, ["none"]) ?? (tokens.length === 1 ? parseImage(tokens[0]) : null),
  compute: (image, ctx) => image === "none" ? image : computeImage(image, ctx),
};
