/**
 * The `<image>` value type (CSS Images 3 §2) as backgrounds take it: a `url()` or a gradient
 * (gradient.ts). `image()`, `image-set()` and `cross-fade()` are not supported: a layer with
 * one is invalid, as in a browser without them.
 */
import type { CssNode } from "./csstree.ts";
import {
  computeGradient,
  type Gradient,
  parseGradient,
  type SpecifiedGradient,
} from "./gradient.ts";
import type { ComputeContext } from "./property.ts";

/** A computed `<image>`: a URL as written (resolved when loaded), or a gradient. */
export type ImageValue = { url: string } | { gradient: Gradient };

export type SpecifiedImage = { url: string } | { gradient: SpecifiedGradient };

/** One `<image>` component value, or null when `node` is none. */
export function parseImage(node: CssNode): SpecifiedImage | null {
  if (node.type === "Url") return { url: node.value };
  const gradient = parseGradient(node);
  return gradient && { gradient };
}

export function computeImage(image: SpecifiedImage, ctx: ComputeContext): ImageValue {
  return "url" in image ? image : { gradient: computeGradient(image.gradient, ctx) };
}
