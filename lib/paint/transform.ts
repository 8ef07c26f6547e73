/**
 * A box's transformation matrix (CSS Transforms 1 §6.1, Transforms 2 §6): translate, rotate
 * and scale, then the transform list, percentages resolved against the reference box, all
 * applied about the transform origin, then flattened onto the page, as Chromium prints 3D transforms without
 * perspective: z is dropped (an orthographic view), so rotateX(60deg) halves the height.
 * Perspective does not survive flattening into PDF's affine matrices; it is left out.
 */
import type { ComputedStyle } from "../css/types.ts";
import {
  IDENTITY,
  type Matrix3d,
  multiply,
  rotation,
  scaling,
  translation,
} from "../css/matrix.ts";
import { hasTransform, type TransformList } from "../css/transform.ts";
import { resolveLength } from "../layout/mod.ts";
import type { Affine } from "./affine.ts";
import type { Rect } from "./types.ts";

/** The list as one matrix, translations by percentages taken of a `width` × `height` box. */
export function listMatrix(list: TransformList, width: number, height: number): Matrix3d {
  return list.map((step) =>
    "matrix" in step ? step.matrix : translation(
      resolveLength(step.translate.x, width),
      resolveLength(step.translate.y, height),
      0,
    )
  ).reduce(multiply, IDENTITY);
}

/**
 * translate × rotate × scale × transform (Transforms 2 §6.1 steps 2–5), for a reference box
 * of `width` × `height`.
 */
function transformMatrix(style: ComputedStyle, width: number, height: number): Matrix3d {
  const { translate: t, rotate: r, scale: s } = style;
  const parts = [
    t === "none"
      ? IDENTITY
      : translation(resolveLength(t.x, width), resolveLength(t.y, height), t.z),
    r === "none" ? IDENTITY : rotation(r.axis[0], r.axis[1], r.axis[2], r.angle),
    s === "none" ? IDENTITY : scaling(s[0], s[1], s[2]),
    listMatrix(style.transform, width, height),
  ];
  return parts.reduce(multiply);
}

/** The 2D matrix a 3D one draws on the page: x and y of points in the z = 0 plane (§6.1). */
export function flatten(m: Matrix3d): Affine {
  return [m[0], m[1], m[4], m[5], m[12], m[13]];
}

/**
 * The matrix mapping the box's content onto the page, or null without a transform: the
 * list's matrix applied about the origin (§6.1: translate to the origin, apply, translate back),
 * the border box being the reference box (transform-box's view-box is the border box of a
 * CSS box, §3 of Transforms 1).
 */
export function boxTransform(style: ComputedStyle, box: Rect): Affine | null {
  if (!hasTransform(style)) return null;
  const { x, y, z } = style.transformOrigin;
  const ox = box.x + resolveLength(x, box.width);
  const oy = box.y + resolveLength(y, box.height);
  const about = multiply(
    multiply(translation(ox, oy, z), transformMatrix(style, box.width, box.height)),
    translation(-ox, -oy, -z),
  );
  return flatten(about);
}
