/**
 * The individual transform properties `translate`, `rotate` and `scale` (CSS Transforms 2 §5),
 * applied before `transform`, about the same origin: translate, then rotate, then scale,
 * then the transform list (§6.1). Tailwind v4 and other frameworks set these rather than
 * `transform`.
 */
import type { LengthPercentage } from "./types.ts";
import { angleValue, numberValue } from "./calc.ts";
import { computeLengthPercentage, type Length, lengthToPx, parseLengthNode } from "./length.ts";
import { longhand, type Property } from "./property.ts";
import { factor } from "./transform.ts";
import { identOf, keywordOf, type Tokens } from "./value.ts";

export type Translate = "none" | { x: LengthPercentage; y: LengthPercentage; z: number };
/** A rotation by `angle` degrees about the vector `axis` (z for a 2D rotation). */
export type Rotate = "none" | { axis: readonly [number, number, number]; angle: number };
export type Scale = "none" | readonly [x: number, y: number, z: number];

const notInherited = { inherited: false, initial: "none" };
const ZERO: Length = { px: 0 };

const isNone = (tokens: Tokens) => keywordOf(tokens, ["none"]) !== null;

/** `none | <length-percentage> [<length-percentage> <length>?]?` (§5.1). */
export const TRANSLATE: Property<"none" | Length[], Translate, Translate> = longhand("translate", {
  parse(tokens) {
    if (isNone(tokens)) return "none";
    if (tokens.length < 1 || tokens.length > 3) return null;
    const values = tokens.map((node, i) => parseLengthNode(node, { percent: i < 2 }) // the depth is a <length>
    );
    return values.includes(null) ? null : values as Length[];
  },
  compute(value, ctx) {
    if (value === "none") return "none";
    const [x, y = ZERO, z = ZERO] = value;
    return {
      x: computeLengthPercentage(x, ctx.lengths),
      y: computeLengthPercentage(y, ctx.lengths),
      z: lengthToPx(z, ctx.lengths),
    };
  },
}, notInherited);

const AXES: Readonly<Record<string, readonly [number, number, number]>> = {
  x: [1, 0, 0],
  y: [0, 1, 0],
  z: [0, 0, 1],
};

/** `none | <angle> | [x | y | z | <number>{3}] && <angle>` (§5.2); the angle first or last. */
export const ROTATE: Property<Rotate, Rotate, Rotate> = longhand("rotate", {
  parse(tokens) {
    if (isNone(tokens)) return "none";
    const at = tokens.findIndex((node) => angleValue(node, false) !== null);
    if (at !== 0 && at !== tokens.length - 1) return null;
    const turn = angleValue(tokens[at], false)!;
    const rest = tokens.filter((_, i) => i !== at);
    if (rest.length === 0) return { axis: AXES.z, angle: turn };
    const name = rest.length === 1 ? identOf(rest[0]) : null;
    if (name !== null) return Object.hasOwn(AXES, name) ? { axis: AXES[name], angle: turn } : null;
    const [x, y, z] = rest.length === 3 ? rest.map(numberValue) : [];
    return x != null && y != null && z != null ? { axis: [x, y, z], angle: turn } : null;
  },
  compute: (value) => value,
}, notInherited);

/** `none | [<number> | <percentage>]{1,3}` (§5.3): one value scales x and y alike. */
export const SCALE: Property<Scale, Scale, Scale> = longhand("scale", {
  parse(tokens) {
    if (isNone(tokens)) return "none";
    if (tokens.length < 1 || tokens.length > 3) return null;
    const factors = tokens.map(factor);
    if (factors.includes(null)) return null;
    const [x, y = x, z = 1] = factors as number[];
    return [x, y, z];
  },
  compute: (value) => value,
}, notInherited);
