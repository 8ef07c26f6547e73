/**
 * `clip-path` basic shapes as outlines on the page (CSS Masking 1 §5.1, CSS Shapes 1 §3.1):
 * the reference box taken from the box's fragment, then the shape sized against it; path()
 * data is read as SVG reads it (lib/svg), from the reference box's top-left corner.
 */
import type { BasicShape, GeometryBox, ShapeRadius } from "../css/clip_path.ts";
import type { ComputedStyle, LengthPercentage } from "../css/types.ts";
import { type BoxFragment, resolveLength } from "../layout/mod.ts";
import { insetRoundedRect, roundedBorderBox, SQUARE_CORNERS, usedRadii } from "./corner_radii.ts";
import { parsePathData } from "../svg/path_data.ts";
import { transformSegments } from "./affine.ts";
import type { DisplayItem, Outline, Rect, RoundedRect } from "./types.ts";

/**
 * A margin's px; a percentage refers to the containing block's width, which paint does not
 * know, and counts as 0.
 */
function marginPx(value: ComputedStyle["marginTop"]): number {
  return value === "auto" ? 0 : resolveLength(value, 0);
}

/**
 * The reference box (§5.1 <geometry-box>) with the border box's rounded corners as that box
 * has them. A CSS box has no SVG boxes: fill-box is the content box, stroke-box and view-box
 * the border box.
 */
function referenceBox(f: BoxFragment, box: GeometryBox, dx: number, dy: number): RoundedRect {
  const border = roundedBorderBox(f, dx, dy);
  const s = f.style;
  switch (box) {
    case "margin-box": {
      const top = marginPx(s.marginTop);
      const right = marginPx(s.marginRight);
      const bottom = marginPx(s.marginBottom);
      const left = marginPx(s.marginLeft);
      return insetRoundedRect(border, { top: -top, right: -right, bottom: -bottom, left: -left });
    }
    case "padding-box":
      return insetRoundedRect(border, f.border);
    case "content-box":
    case "fill-box": {
      const { border: b, padding: p } = f;
      return insetRoundedRect(border, {
        top: b.top + p.top,
        right: b.right + p.right,
        bottom: b.bottom + p.bottom,
        left: b.left + p.left,
      });
    }
    default:
      return border;
  }
}

/** `inset()` (Shapes 1 §3.1.1): insets that overlap are reduced in proportion. */
function insetOutline(shape: Extract<BasicShape, { kind: "inset" }>, ref: Rect): Outline {
  const [top, right, bottom, left] = shape.offsets;
  let t = resolveLength(top, ref.height);
  let b = resolveLength(bottom, ref.height);
  let l = resolveLength(left, ref.width);
  let r = resolveLength(right, ref.width);
  if (t + b > ref.height && t + b > 0) [t, b] = [t, b].map((v) => v * ref.height / (t + b));
  if (l + r > ref.width && l + r > 0) [l, r] = [l, r].map((v) => v * ref.width / (l + r));
  const rect = {
    x: ref.x + l,
    y: ref.y + t,
    width: Math.max(0, ref.width - l - r),
    height: Math.max(0, ref.height - t - b),
  };
  const radii = usedRadii(shape.radii, rect.width, rect.height) ?? SQUARE_CORNERS;
  return { ...rect, radii, reversed: false };
}

/**
 * A circle's or ellipse's radius along one axis (Shapes 1 §3.1.2): the distance from the
 * centre to the nearest or farthest side of the box on that axis (for a circle, of all four
 * sides), or a length, percentages of `basis`.
 */
function radius(value: ShapeRadius, distances: number[], basis: number): number {
  if (value === "closest-side") return Math.min(...distances);
  if (value === "farthest-side") return Math.max(...distances);
  return Math.max(0, resolveLength(value, basis));
}

function centre(ref: Rect, x: LengthPercentage, y: LengthPercentage): [number, number] {
  return [ref.x + resolveLength(x, ref.width), ref.y + resolveLength(y, ref.height)];
}

function shapeOutline(shape: BasicShape, ref: Rect): Outline {
  switch (shape.kind) {
    case "inset":
      return insetOutline(shape, ref);
    case "circle": {
      const [cx, cy] = centre(ref, shape.x, shape.y);
      const horizontal = [Math.abs(cx - ref.x), Math.abs(ref.x + ref.width - cx)];
      const vertical = [Math.abs(cy - ref.y), Math.abs(ref.y + ref.height - cy)];
      // A percentage refers to the box's diagonal over √2 (§3.1.2).
      const basis = Math.hypot(ref.width, ref.height) / Math.SQRT2;
      return { cx, cy, r: radius(shape.radius, [...horizontal, ...vertical], basis) };
    }
    case "ellipse": {
      const [cx, cy] = centre(ref, shape.x, shape.y);
      const horizontal = [Math.abs(cx - ref.x), Math.abs(ref.x + ref.width - cx)];
      const vertical = [Math.abs(cy - ref.y), Math.abs(ref.y + ref.height - cy)];
      return {
        cx,
        cy,
        r: radius(shape.rx, horizontal, ref.width),
        ry: radius(shape.ry, vertical, ref.height),
      };
    }
    case "polygon":
      return {
        points: shape.points.map(([x, y]) => [
          ref.x + resolveLength(x, ref.width),
          ref.y + resolveLength(y, ref.height),
        ]),
      };
    case "path":
      return { segments: transformSegments(parsePathData(shape.d), [1, 0, 0, 1, ref.x, ref.y]) };
  }
}

/** The push that clips the box and its content to its `clip-path`; null for none. */
export function clipPathClip(f: BoxFragment, dx: number, dy: number): DisplayItem | null {
  const clip = f.style.clipPath;
  if (clip === "none") return null;
  const ref = referenceBox(f, clip.box, dx, dy);
  // A box alone clips to itself, rounded corners and all (§5.1).
  const outline = clip.shape ? shapeOutline(clip.shape, ref) : { ...ref, reversed: false };
  const shape = clip.shape;
  const evenOdd = (shape?.kind === "polygon" || shape?.kind === "path") &&
    shape.rule === "evenodd";
  return { kind: "clip-path-push", outlines: [outline], evenOdd };
}
