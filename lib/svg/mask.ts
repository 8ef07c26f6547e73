/**
 * `mask` (CSS Masking 1 §7, SVG 1.1 §14.4): the region the mask covers — x, y, width and
 * height in the masked element's bounding box (maskUnits, the default) or in its user space,
 * -10%/120% by default — and the space its content is drawn in (maskContentUnits: user space,
 * or the bounding box). The content, clipped to the region, gives the element its alpha by
 * its luminance (mask-type: luminance, the default) or by its own alpha.
 */
import { type Affine, IDENTITY_AFFINE } from "../paint/affine.ts";
import type { Rect } from "../paint/types.ts";
import type { SvgElement } from "./document.ts";
import { type LengthContext, unitsLength } from "./length.ts";

export interface MaskLayout {
  /** The region in the masked element's user space; nothing outside it shows. */
  region: Rect;
  /** From the content's coordinates into the masked element's user space. */
  contentMatrix: Affine;
  /** mask-type: alpha, where the content's alpha rather than its luminance masks. */
  alpha: boolean;
}

/**
 * Where `mask` applies to an element whose object bounding box is `bbox`; null when the mask
 * shows nothing of it (bounding box units on an element without area, an empty region).
 */
export function maskLayout(
  mask: SvgElement,
  bbox: Rect | null,
  ctx: LengthContext,
): MaskLayout | null {
  const hasArea = !!bbox && bbox.width > 0 && bbox.height > 0;
  const boundingBox = mask.attrs.maskUnits !== "userSpaceOnUse";
  const contentInBox = mask.attrs.maskContentUnits === "objectBoundingBox";
  if ((boundingBox || contentInBox) && !hasArea) return null;
  const box = bbox!;
  const length = (name: string, axis: "x" | "y", fallback: string) =>
    unitsLength(mask.attrs[name], axis, boundingBox, ctx) ??
      unitsLength(fallback, axis, boundingBox, ctx)!;
  let region = {
    x: length("x", "x", "-10%"),
    y: length("y", "y", "-10%"),
    width: length("width", "x", "120%"),
    height: length("height", "y", "120%"),
  };
  if (boundingBox) {
    region = {
      x: box.x + region.x * box.width,
      y: box.y + region.y * box.height,
      width: region.width * box.width,
      height: region.height * box.height,
    };
  }
  if (!(region.width > 0 && region.height > 0)) return null;
  const contentMatrix: Affine = contentInBox
    ? [box.width, 0, 0, box.height, box.x, box.y]
    : IDENTITY_AFFINE;
  return { region, contentMatrix, alpha: mask.style.maskType === "alpha" };
}
