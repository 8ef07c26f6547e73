/**
 * The overflow, transform, clip-path and compositing values written as Chromium's
 * getComputedStyle writes them (CSS Overflow 3 §3, Transforms 1 §16 "serialization of the
 * computed value", Masking 1 §5.1, Shapes 1 §3.1). serialize.ts lists them with the others.
 */
import type { BasicShape, ClipPath, ShapeRadius } from "../../lib/css/clip_path.ts";
import { is2d, multiply, translation } from "../../lib/css/matrix.ts";
import { usedOverflow } from "../../lib/css/overflow.ts";
import type { ComputedStyle, CornerRadius, LengthPercentage } from "../../lib/css/types.ts";
import { lengthPercentage, number, type SerializeContext } from "./serialize.ts";

/** An overflow axis as paired with the other one (§3.1). */
export const overflowAxis = (axis: "x" | "y") => (_: unknown, { style }: SerializeContext) =>
  usedOverflow(style)[axis];

/** The `overflow` shorthand, which Chromium's references record: one value when both agree. */
export function overflowShorthand(style: ComputedStyle): string {
  const { x, y } = usedOverflow(style);
  return x === y ? x : `${x} ${y}`;
}

export function overflowClipMargin({ box, px }: ComputedStyle["overflowClipMargin"]): string {
  return box === "padding-box" ? `${number(px)}px` : `${box} ${number(px)}px`;
}

/**
 * `matrix()` or `matrix3d()` of the whole list. A percentage of the reference box needs
 * layout, which getComputedStyle has: here it counts as 0 (resolved.ts skips such values).
 */
export function transform(steps: ComputedStyle["transform"]): string {
  if (steps.length === 0) return "none";
  const m = steps.map((step) =>
    "matrix" in step ? step.matrix : translation(
      "px" in step.translate.x ? step.translate.x.px : 0,
      "px" in step.translate.y ? step.translate.y.px : 0,
      0,
    )
  ).reduce(multiply);
  return is2d(m)
    ? `matrix(${[m[0], m[1], m[4], m[5], m[12], m[13]].map(number).join(", ")})`
    : `matrix3d(${m.map(number).join(", ")})`;
}

export function transformOrigin({ x, y, z }: ComputedStyle["transformOrigin"]): string {
  const xy = `${lengthPercentage(x)} ${lengthPercentage(y)}`;
  return z === 0 ? xy : `${xy} ${number(z)}px`;
}

const radius = (r: ShapeRadius) => typeof r === "string" ? r : lengthPercentage(r);

/** `border-radius` values after `round`: horizontal radii, then `/` and vertical ones if any differ. */
function roundCorners(corners: readonly CornerRadius[]): string {
  const collapse = (values: string[]) => {
    const [t, r, b, l] = values;
    if (l !== r) return values;
    if (b !== t) return [t, r, b];
    return r !== t ? [t, r] : [t];
  };
  const h = collapse(corners.map((c) => lengthPercentage(c.horizontal)));
  const v = collapse(corners.map((c) => lengthPercentage(c.vertical)));
  return h.join(" ") === v.join(" ") ? h.join(" ") : `${h.join(" ")} / ${v.join(" ")}`;
}

function basicShape(shape: BasicShape): string {
  const at = (x: LengthPercentage, y: LengthPercentage) =>
    `at ${lengthPercentage(x)} ${lengthPercentage(y)}`;
  const centred = (x: LengthPercentage, y: LengthPercentage) =>
    "percent" in x && x.percent === 50 && "percent" in y && y.percent === 50 && !("px" in x) &&
    !("px" in y);
  switch (shape.kind) {
    case "inset": {
      const [t, r, b, l] = shape.offsets.map(lengthPercentage);
      const sides = l !== r ? [t, r, b, l] : b !== t ? [t, r, b] : r !== t ? [t, r] : [t];
      const zero = shape.radii.every((c) =>
        lengthPercentage(c.horizontal) === "0px" && lengthPercentage(c.vertical) === "0px"
      );
      return `inset(${sides.join(" ")}${zero ? "" : ` round ${roundCorners(shape.radii)}`})`;
    }
    case "circle": {
      const parts = [shape.radius === "closest-side" ? "" : radius(shape.radius)];
      if (!centred(shape.x, shape.y)) parts.push(at(shape.x, shape.y));
      return `circle(${parts.filter(Boolean).join(" ")})`;
    }
    case "ellipse": {
      const defaults = shape.rx === "closest-side" && shape.ry === "closest-side";
      const parts = [defaults ? "" : `${radius(shape.rx)} ${radius(shape.ry)}`];
      if (!centred(shape.x, shape.y)) parts.push(at(shape.x, shape.y));
      return `ellipse(${parts.filter(Boolean).join(" ")})`;
    }
    case "polygon": {
      const points = shape.points.map(([x, y]) => `${lengthPercentage(x)} ${lengthPercentage(y)}`);
      const rule = shape.rule === "evenodd" ? ["evenodd"] : [];
      return `polygon(${[...rule, ...points].join(", ")})`;
    }
    case "path": {
      const rule = shape.rule === "evenodd" ? "evenodd, " : "";
      return `path(${rule}"${shape.d}")`;
    }
  }
}

export function clipPath(value: ClipPath): string {
  if (value === "none") return "none";
  if (!value.shape) return value.box;
  const shape = basicShape(value.shape);
  return value.box === "border-box" ? shape : `${shape} ${value.box}`;
}

export function translate(value: ComputedStyle["translate"]): string {
  if (value === "none") return value;
  const parts = [lengthPercentage(value.x), lengthPercentage(value.y)];
  if (value.z !== 0) return `${parts.join(" ")} ${number(value.z)}px`;
  return parts[1] === "0px" ? parts[0] : parts.join(" ");
}

/** `45deg`, or the axis as a keyword or three numbers before the angle. */
export function rotate(value: ComputedStyle["rotate"]): string {
  if (value === "none") return value;
  const turn = `${number(value.angle)}deg`;
  const axis = value.axis.join(" ");
  const named = { "1 0 0": "x", "0 1 0": "y", "0 0 1": "" }[axis];
  if (named === "") return turn;
  return `${named ?? value.axis.map(number).join(" ")} ${turn}`;
}

export function scale(value: ComputedStyle["scale"]): string {
  if (value === "none") return value;
  const [x, y, z] = value.map(number);
  return z !== "1" ? `${x} ${y} ${z}` : x === y ? x : `${x} ${y}`;
}
