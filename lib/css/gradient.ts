/**
 * Gradients as `<image>` values (CSS Images 3 §3, Images 4 §3): `linear-gradient()`,
 * `radial-gradient()`, `conic-gradient()` and their `repeating-` forms. A gradient computes to
 * its colours as RGBA and its lengths as px or percentages; what depends on the box it fills
 * (the gradient line, the ending shape, where the stops land) is resolved by the painter
 * (lib/paint/gradient.ts), which knows the box.
 */
import type { LengthPercentage, RGBA } from "./types.ts";
import { computeColor, parseColor, type SpecifiedColor } from "./color/mod.ts";
import { interpolationMethod } from "./color/mix.ts";
import type { InterpolationMethod } from "./color/interpolate.ts";
import { angleValue, parseCalc } from "./calc.ts";
import type { CssNode, FunctionNode } from "./csstree.ts";
import { computeLengthPercentage, type Length, parseLengthNode } from "./length.ts";
import { parsePosition } from "./position.ts";
import type { ComputeContext } from "./property.ts";
import { identOf, keywordIn, splitCommas, type Tokens } from "./value.ts";

/** The corner a `to <side-or-corner>` direction points at (§3.1.1): -1 left/top, 1 right/bottom. */
export interface Corner {
  x: -1 | 1;
  y: -1 | 1;
}

export type RadialExtent = "closest-side" | "closest-corner" | "farthest-side" | "farthest-corner";

/**
 * A gradient with colours of type C and lengths of type L: specified (SpecifiedColor, Length)
 * or computed (RGBA, LengthPercentage).
 */
export type GradientOf<C, L> =
  & {
    repeating: boolean;
    /** Colour stops (§3.4), with colour hints (Images 4 §3.5.3) between them. */
    stops: ({ color: C; position: L | null } | { hint: L })[];
    /** `in <color-space>` when given; Chromium's print interpolates in sRGB regardless. */
    interpolation: InterpolationMethod | null;
  }
  & (
    | {
      kind: "linear";
      /** An angle in degrees (0 points up, clockwise), or towards a corner of the box. */
      direction: { angle: number } | { corner: Corner };
    }
    | {
      kind: "radial";
      shape: "circle" | "ellipse";
      /** The ending shape's size (§3.2.1): an extent keyword, or its radii (one for a circle). */
      size: RadialExtent | { rx: L; ry: L };
      center: { x: L; y: L };
    }
    | {
      kind: "conic";
      /** The start angle in degrees, clockwise from up. */
      from: number;
      center: { x: L; y: L };
    }
  );

/** A computed gradient; a conic gradient's stop positions are percentages of a turn. */
export type Gradient = GradientOf<RGBA, LengthPercentage>;

export type ColorStop = { color: RGBA; position: LengthPercentage | null };
export type ColorHint = { hint: LengthPercentage };
export type StopListItem = Gradient["stops"][number];

export type SpecifiedGradient = GradientOf<SpecifiedColor, Length>;

type SpecifiedStop = SpecifiedGradient["stops"][number];

const CENTER: { x: Length; y: Length } = { x: { "%": 50 }, y: { "%": 50 } };

const GRADIENT_FUNCTION = /^(repeating-)?(linear|radial|conic)-gradient$/;

/** A gradient function, or null when `node` is none or does not match its grammar. */
export function parseGradient(node: CssNode): SpecifiedGradient | null {
  if (node.type !== "Function") return null;
  const match = GRADIENT_FUNCTION.exec(node.name.toLowerCase());
  if (!match) return null;
  const repeating = match[1] !== undefined;
  const kind = match[2] as "linear" | "radial" | "conic";
  const parts = splitCommas((node as FunctionNode).children);
  // The first part configures the gradient unless it is already a colour stop.
  const configured = parts.length > 0 && parseColor(parts[0][0]) === null;
  const config = configured ? parts.shift()! : [];
  const stops = parseStops(parts, kind === "conic" ? anglePercentage : lengthPercentage);
  if (!stops) return null;
  const { method, rest } = withoutInterpolation(config);
  if (method === null) return null;
  const base = { repeating, stops, interpolation: method === "none" ? null : method };
  if (configured && rest.length === 0 && method === "none") return null;
  switch (kind) {
    case "linear": {
      const direction = rest.length === 0 ? { angle: 180 } : linearDirection(rest);
      return direction && { ...base, kind, direction };
    }
    case "radial": {
      const ending = radialEnding(rest);
      return ending && { ...base, kind, ...ending };
    }
    case "conic": {
      const start = conicStart(rest);
      return start && { ...base, kind, ...start };
    }
  }
}

/**
 * `in <space> [<hue> hue]?` at the start or the end of the configuration (it combines with the
 * rest by `||`): the method, "none" without one, null when malformed.
 */
function withoutInterpolation(
  config: readonly CssNode[],
): { method: InterpolationMethod | "none" | null; rest: CssNode[] } {
  const at = config.findIndex((node) => identOf(node) === "in");
  if (at < 0) return { method: "none", rest: [...config] };
  const end = at + (identOf(config[at + 3]) === "hue" ? 4 : 2);
  if (at > 0 && end !== config.length) return { method: null, rest: [] };
  const method = interpolationMethod(config.slice(at, end));
  return { method, rest: [...config.slice(0, at), ...config.slice(end)] };
}

/** `<angle> | <zero> | to <side-or-corner>` (§3.1). */
function linearDirection(tokens: Tokens): { angle: number } | { corner: Corner } | null {
  if (tokens.length === 1) {
    const degrees = angleValue(tokens[0]);
    return degrees === null ? null : { angle: degrees };
  }
  if (identOf(tokens[0]) !== "to" || tokens.length > 3) return null;
  let x: -1 | 0 | 1 = 0;
  let y: -1 | 0 | 1 = 0;
  for (const node of tokens.slice(1)) {
    const name = identOf(node);
    if ((name === "left" || name === "right") && x === 0) x = name === "left" ? -1 : 1;
    else if ((name === "top" || name === "bottom") && y === 0) y = name === "top" ? -1 : 1;
    else return null;
  }
  // A side is an angle; a corner depends on the box's proportions.
  if (x !== 0 && y !== 0) return { corner: { x, y } };
  return { angle: x === 0 ? (y < 0 ? 0 : 180) : (x < 0 ? 270 : 90) };
}

const EXTENTS: readonly RadialExtent[] = [
  "closest-side",
  "closest-corner",
  "farthest-side",
  "farthest-corner",
];

type SpecifiedRadial = Extract<SpecifiedGradient, { kind: "radial" }>;

/**
 * `[<radial-shape> || <radial-size>]? [at <position>]?` (§3.2): a circle takes one length, an
 * ellipse two length-percentages; without a shape one length makes a circle, two an ellipse.
 */
function radialEnding(
  tokens: Tokens,
): Pick<SpecifiedRadial, "shape" | "size" | "center"> | null {
  const at = tokens.findIndex((node) => identOf(node) === "at");
  const sizing = at < 0 ? tokens : tokens.slice(0, at);
  const center = at < 0 ? CENTER : parsePosition(tokens.slice(at + 1));
  if (center === null) return null;
  let shape: "circle" | "ellipse" | null = null;
  let extent: RadialExtent | null = null;
  const lengths: Length[] = [];
  for (const [i, node] of sizing.entries()) {
    const name = identOf(node);
    if ((name === "circle" || name === "ellipse") && shape === null) shape = name;
    else if (extent === null && keywordIn(node, EXTENTS) !== null) {
      if (lengths.length > 0) return null;
      extent = name as RadialExtent;
    } else {
      const length = parseLengthNode(node, { percent: true, nonNegative: true });
      if (length === null || extent !== null || lengths.length === 2) return null;
      // Two lengths sit together, not on both sides of the shape keyword.
      if (lengths.length === 1 && identOf(sizing[i - 1]) !== null) return null;
      lengths.push(length);
    }
  }
  const inferred = shape ?? (lengths.length === 1 ? "circle" : "ellipse");
  if (lengths.length === 0) return { shape: inferred, size: extent ?? "farthest-corner", center };
  if (inferred === "circle") {
    if (lengths.length !== 1 || lengths[0]["%"] !== undefined) return null;
    return { shape: inferred, size: { rx: lengths[0], ry: lengths[0] }, center };
  }
  if (lengths.length !== 2) return null;
  return { shape: inferred, size: { rx: lengths[0], ry: lengths[1] }, center };
}

type SpecifiedConic = Extract<SpecifiedGradient, { kind: "conic" }>;

/** `[from <angle>]? [at <position>]?` (Images 4 §3.3). */
function conicStart(tokens: Tokens): Pick<SpecifiedConic, "from" | "center"> | null {
  let from = 0;
  let rest = tokens;
  if (identOf(rest[0]) === "from") {
    const degrees = rest.length > 1 ? angleValue(rest[1]) : null;
    if (degrees === null) return null;
    from = degrees;
    rest = rest.slice(2);
  }
  if (rest.length === 0) return { from, center: CENTER };
  if (identOf(rest[0]) !== "at") return null;
  const center = parsePosition(rest.slice(1));
  return center && { from, center };
}

/** A stop position of a linear or radial gradient: a <length-percentage>. */
function lengthPercentage(node: CssNode): Length | null {
  return parseLengthNode(node, { percent: true });
}

/**
 * A conic gradient's stop position, an <angle-percentage> (Images 4 §3.3.2), as a percentage
 * of a turn (1deg is 100/360 %).
 */
function anglePercentage(node: CssNode): Length | null {
  if (node.type === "Percentage") return { "%": Number(node.value) };
  if (node.type === "Function") {
    const value = parseCalc(node, "percent");
    if (value === null) return null;
    if ("percent" in value) return { "%": value.percent };
    return "angle" in value ? { "%": value.angle / 3.6 } : null;
  }
  const degrees = angleValue(node);
  return degrees === null ? null : { "%": degrees / 3.6 };
}

/**
 * `<color-stop-list>` (Images 4 §3.5): colour stops, each a colour with up to two positions
 * (two make two stops of one colour), and single hints between stops. One stop is enough
 * (a solid colour), as in Chromium.
 */
function parseStops(
  parts: readonly CssNode[][],
  position: (node: CssNode) => Length | null,
): SpecifiedStop[] | null {
  const stops: SpecifiedStop[] = [];
  for (const part of parts) {
    const color = parseColor(part[0]);
    if (color === null) {
      const hint = part.length === 1 ? position(part[0]) : null;
      const previous = stops.at(-1);
      if (hint === null || previous === undefined || "hint" in previous) return null;
      stops.push({ hint });
      continue;
    }
    if (part.length > 3) return null;
    const positions = part.slice(1).map(position);
    if (positions.includes(null)) return null;
    if (positions.length === 0) stops.push({ color, position: null });
    for (const at of positions) stops.push({ color, position: at });
  }
  const last = stops.at(-1);
  return last !== undefined && !("hint" in last) ? stops : null;
}

/** The computed gradient: colours to RGBA, lengths to px or percentages. */
export function computeGradient(gradient: SpecifiedGradient, ctx: ComputeContext): Gradient {
  const length = (value: Length) => computeLengthPercentage(value, ctx.lengths);
  const stops = gradient.stops.map((stop) =>
    "hint" in stop ? { hint: length(stop.hint) } : {
      color: computeColor(stop.color, ctx),
      position: stop.position && length(stop.position),
    }
  );
  const base = { repeating: gradient.repeating, stops, interpolation: gradient.interpolation };
  switch (gradient.kind) {
    case "linear":
      return { ...base, kind: "linear", direction: gradient.direction };
    case "radial": {
      const { size } = gradient;
      return {
        ...base,
        kind: "radial",
        shape: gradient.shape,
        size: typeof size === "string" ? size : { rx: length(size.rx), ry: length(size.ry) },
        center: { x: length(gradient.center.x), y: length(gradient.center.y) },
      };
    }
    case "conic":
      return {
        ...base,
        kind: "conic",
        from: gradient.from,
        center: { x: length(gradient.center.x), y: length(gradient.center.y) },
      };
  }
}
