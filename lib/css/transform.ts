/**
 * `transform` and `transform-origin` (CSS Transforms 1 §6–7, the 3D functions of Transforms 2
 * §12). A transform list computes to steps: matrices, into which every function whose
 * arguments are known folds (consecutive ones multiplied together), and translations by
 * percentages of the reference box, which only layout can resolve. `none` is no steps.
 */
import type { ComputedStyle, LengthPercentage } from "./types.ts";
import type { CssNode } from "./csstree.ts";
import { angleValue, numberValue, parseCalc } from "./calc.ts";
import {
  computeLengthPercentage,
  type Length,
  type LengthBasis,
  lengthToPx,
  parseLengthNode,
} from "./length.ts";
import {
  fromAffine,
  type Matrix3d,
  multiply,
  perspective,
  rotation,
  scaling,
  skewing,
  translation,
} from "./matrix.ts";
import { parseShortPosition } from "./position.ts";
import { longhand, type Property } from "./property.ts";
import { identOf, keywordOf, splitCommas, type Tokens } from "./value.ts";

/** One computed step: a known matrix, or a translation by lengths with percentages. */
export type TransformStep =
  | { matrix: Matrix3d }
  | { translate: { x: LengthPercentage; y: LengthPercentage } };

/** A computed transform list, steps applied last first; empty for `none`. */
export type TransformList = readonly TransformStep[];

/** A specified step: a matrix, or one built from lengths once the font size is known. */
type SpecifiedStep =
  | { matrix: Matrix3d }
  | { translate: readonly [Length, Length, Length] }
  | { perspective: Length | null };

/** A <number> or <percentage> (Transforms 2 §13: scale arguments), as a factor. */
export function factor(node: CssNode): number | null {
  if (node.type === "Percentage") return Number(node.value) / 100;
  if (node.type !== "Function") return numberValue(node);
  const value = parseCalc(node, "percent");
  if (value === null) return null;
  return "number" in value ? value.number : "percent" in value ? value.percent / 100 : null;
}

const lengthPercentage = (node: CssNode) => parseLengthNode(node, { percent: true });
const length = (node: CssNode) => parseLengthNode(node);
const ZERO: Length = { px: 0 };

/** Reads every argument with `read`; null when one does not parse. */
function all<T>(args: CssNode[], read: (node: CssNode) => T | null): T[] | null {
  const values = args.map((node) => read(node));
  return values.includes(null) ? null : values as T[];
}

/**
 * The transform functions (Transforms 1 §13, Transforms 2 §13) by name: each takes its
 * comma-separated arguments and gives a step, or null when their number or types are wrong.
 */
const FUNCTIONS: Readonly<Record<string, (args: CssNode[]) => SpecifiedStep | null>> = {
  matrix(args) {
    const m = args.length === 6 ? all(args, numberValue) : null;
    return m && { matrix: fromAffine(m[0], m[1], m[2], m[3], m[4], m[5]) };
  },
  matrix3d(args) {
    const m = args.length === 16 ? all(args, numberValue) : null;
    return m && { matrix: m };
  },
  translate(args) {
    if (args.length < 1 || args.length > 2) return null;
    const [x, y = ZERO] = all(args, lengthPercentage) ?? [];
    return x ? { translate: [x, y, ZERO] } : null;
  },
  translatex: (args) => oneArg(args, lengthPercentage, (x) => ({ translate: [x, ZERO, ZERO] })),
  translatey: (args) => oneArg(args, lengthPercentage, (y) => ({ translate: [ZERO, y, ZERO] })),
  translatez: (args) => oneArg(args, length, (z) => ({ translate: [ZERO, ZERO, z] })),
  translate3d(args) {
    if (args.length !== 3) return null;
    const x = lengthPercentage(args[0]);
    const y = lengthPercentage(args[1]);
    const z = length(args[2]);
    return x && y && z ? { translate: [x, y, z] } : null;
  },
  scale(args) {
    if (args.length < 1 || args.length > 2) return null;
    const [x, y = x] = all(args, factor) ?? [];
    return x === undefined ? null : { matrix: scaling(x, y, 1) };
  },
  scalex: (args) => oneArg(args, factor, (x) => ({ matrix: scaling(x, 1, 1) })),
  scaley: (args) => oneArg(args, factor, (y) => ({ matrix: scaling(1, y, 1) })),
  scalez: (args) => oneArg(args, factor, (z) => ({ matrix: scaling(1, 1, z) })),
  scale3d(args) {
    const s = args.length === 3 ? all(args, factor) : null;
    return s && { matrix: scaling(s[0], s[1], s[2]) };
  },
  rotate: (args) => oneArg(args, angleValue, (a) => ({ matrix: rotation(0, 0, 1, a) })),
  rotatez: (args) => oneArg(args, angleValue, (a) => ({ matrix: rotation(0, 0, 1, a) })),
  rotatex: (args) => oneArg(args, angleValue, (a) => ({ matrix: rotation(1, 0, 0, a) })),
  rotatey: (args) => oneArg(args, angleValue, (a) => ({ matrix: rotation(0, 1, 0, a) })),
  rotate3d(args) {
    if (args.length !== 4) return null;
    const axis = all(args.slice(0, 3), numberValue);
    const a = angleValue(args[3]);
    return axis && a !== null ? { matrix: rotation(axis[0], axis[1], axis[2], a) } : null;
  },
  skew(args) {
    if (args.length < 1 || args.length > 2) return null;
    const [x, y = 0] = all(args, angleValue) ?? [];
    return x === undefined ? null : { matrix: skewing(x, y) };
  },
  skewx: (args) => oneArg(args, angleValue, (x) => ({ matrix: skewing(x, 0) })),
  skewy: (args) => oneArg(args, angleValue, (y) => ({ matrix: skewing(0, y) })),
  perspective(args) {
    if (args.length !== 1) return null;
    if (identOf(args[0]) === "none") return { perspective: null };
    const d = parseLengthNode(args[0], { nonNegative: true });
    return d && { perspective: d };
  },
};

/** Whether `node` is a transform function (by name; its arguments are not checked). */
export function isTransformFunction(node: CssNode): boolean {
  return node.type === "Function" && Object.hasOwn(FUNCTIONS, node.name.toLowerCase());
}

function oneArg<T>(
  args: CssNode[],
  read: (node: CssNode) => T | null,
  step: (value: T) => SpecifiedStep,
): SpecifiedStep | null {
  const value = args.length === 1 ? read(args[0]) : null;
  return value === null ? null : step(value);
}

/** `none | <transform-list>` (Transforms 1 §6). */
function parseTransform(tokens: Tokens): SpecifiedStep[] | null {
  if (keywordOf(tokens, ["none"])) return [];
  if (tokens.length === 0) return null;
  const steps: SpecifiedStep[] = [];
  for (const node of tokens) {
    if (node.type !== "Function") return null;
    const fn = FUNCTIONS[node.name.toLowerCase()];
    const args = splitCommas(node.children);
    // `f()` splits into one empty argument: no function takes none.
    if (!fn || args.some((arg) => arg.length !== 1)) return null;
    const step = fn(args.map((arg) => arg[0]));
    if (step === null) return null;
    steps.push(step);
  }
  return steps;
}

const hasPercent = (value: LengthPercentage) => "percent" in value;

/** The computed steps: lengths resolved, known matrices multiplied together. */
function computeTransform(steps: SpecifiedStep[], lengths: LengthBasis): TransformList {
  const out: TransformStep[] = [];
  const push = (matrix: Matrix3d) => {
    const last = out.at(-1);
    if (last && "matrix" in last) out[out.length - 1] = { matrix: multiply(last.matrix, matrix) };
    else out.push({ matrix });
  };
  for (const step of steps) {
    if ("matrix" in step) push(step.matrix);
    else if ("perspective" in step) {
      push(perspective(step.perspective ? lengthToPx(step.perspective, lengths) : 0));
    } else {
      const [x, y, z] = step.translate;
      const tx = computeLengthPercentage(x, lengths);
      const ty = computeLengthPercentage(y, lengths);
      const tz = lengthToPx(z, lengths);
      if (hasPercent(tx) || hasPercent(ty)) {
        out.push({ translate: { x: tx, y: ty } });
        if (tz !== 0) push(translation(0, 0, tz));
      } else {
        push(translation("px" in tx ? tx.px : 0, "px" in ty ? ty.px : 0, tz));
      }
    }
  }
  return out;
}

export const TRANSFORM: Property<SpecifiedStep[], TransformList, TransformList> = longhand(
  "transform",
  {
    parse: parseTransform,
    compute: (steps, ctx) => computeTransform(steps, ctx.lengths),
  },
  { inherited: false, initial: "none" },
);

/**
 * Whether a box is transformed, by its transform or an individual transform property: it
 * then makes a stacking context and is the containing block of its absolutely positioned
 * and fixed descendants (Transforms 1 §6, Transforms 2 §5).
 */
export function hasTransform(style: ComputedStyle): boolean {
  return style.transform.length > 0 || style.translate !== "none" || style.rotate !== "none" ||
    style.scale !== "none";
}

/** `transform-origin` (Transforms 1 §7): a point of the reference box, and a depth in px. */
export interface TransformOrigin {
  x: LengthPercentage;
  y: LengthPercentage;
  z: number;
}

/**
 * `<x> <y>? <length>?` (§7): the one- or two-value `<position>` forms, then a depth; an x or
 * y keyword alone centres the other axis.
 */
function parseOrigin(tokens: Tokens): [Length, Length, Length] | null {
  if (tokens.length < 1 || tokens.length > 3) return null;
  const point = parseShortPosition(tokens.slice(0, 2));
  const z = tokens.length === 3 ? length(tokens[2]) : ZERO;
  return point && z && [point.x, point.y, z];
}

export const TRANSFORM_ORIGIN: Property<
  [Length, Length, Length],
  TransformOrigin,
  TransformOrigin
> = longhand("transform-origin", {
  parse: parseOrigin,
  compute: ([x, y, z], ctx) => ({
    x: computeLengthPercentage(x, ctx.lengths),
    y: computeLengthPercentage(y, ctx.lengths),
    z: lengthToPx(z, ctx.lengths),
  }),
}, { inherited: false, initial: "50% 50% 0" });
