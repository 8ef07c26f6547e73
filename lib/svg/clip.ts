/**
 * `clipPath` (CSS Masking 1 §6): the union of its visible shapes, each through its own
 * transform, the clip path's transform and, for clipPathUnits="objectBoundingBox", the
 * referencing element's bounding box, as one outline in the referencing element's user space.
 * The shapes' clip-rule decides the filling rule (one for the whole outline, as PDF clips by
 * one rule: the first shape's).
 */
import { type Affine, compose, IDENTITY_AFFINE, transformSegments } from "../paint/affine.ts";
import type { PathSegment, Rect } from "../paint/types.ts";
import { isSvgElement, type SvgElement } from "./document.ts";
import type { LengthContext } from "./length.ts";
import { shapeSegments } from "./shapes.ts";
import { parseTransformList } from "./transform_list.ts";

/** A clip as an outline; `segments` empty clips everything away. */
export interface SvgClip {
  segments: PathSegment[];
  evenOdd: boolean;
}

/** An element's own `transform` attribute as a matrix; identity without a valid one. */
export function ownTransform(el: SvgElement): Affine {
  return parseTransformList(el.attrs.transform ?? "") ?? IDENTITY_AFFINE;
}

/**
 * The clip `clipPath` makes for an element whose bounding box is `bbox`; null when it
 * cannot apply (object bounding box units on an element without a box).
 */
export function clipOutline(
  clipPath: SvgElement,
  bbox: Rect | null,
  ctx: LengthContext,
): SvgClip | null {
  let units = IDENTITY_AFFINE;
  if (clipPath.attrs.clipPathUnits === "objectBoundingBox") {
    if (!bbox) return null;
    units = [bbox.width, 0, 0, bbox.height, bbox.x, bbox.y];
  }
  const base = compose(ownTransform(clipPath), units);
  const segments: PathSegment[] = [];
  let evenOdd: boolean | null = null;
  for (const child of clipPath.children.filter(isSvgElement)) {
    // A use clips with the shape it references, through the use's position and transform.
    const shape = child.name === "use" ? child.children.find(isSvgElement) : child;
    if (!shape || !isVisible(child) || !isVisible(shape)) continue;
    const geometry = shapeSegments(shape.name, shape.attrs, ctx);
    if (!geometry) continue;
    let matrix = compose(base, ownTransform(child));
    if (shape !== child) {
      const x = Number(child.attrs.x ?? 0) || 0;
      const y = Number(child.attrs.y ?? 0) || 0;
      matrix = compose(compose(matrix, [1, 0, 0, 1, x, y]), ownTransform(shape));
    }
    segments.push(...transformSegments(geometry, matrix));
    evenOdd ??= shape.style.clipRule === "evenodd";
  }
  return { segments, evenOdd: evenOdd ?? false };
}

function isVisible(el: SvgElement): boolean {
  return el.style.css.display !== "none" && el.style.css.visibility === "visible";
}
