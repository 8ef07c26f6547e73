/**
 * The absolute colour functions of CSS Color 4: rgb()/rgba() (§5.1), hsl()/hsla() (§7),
 * hwb() (§8), lab()/lch() (§9.3–9.4), oklab()/oklch() (§9.5–9.6) and color() (§10.1), in the
 * modern syntax (space-separated, `/ alpha`, `none`, numbers and percentages mixed) and, for
 * rgb() and hsl(), the legacy comma syntax. Relative colours (relative.ts) read their
 * arguments with the same definitions.
 */
import type { CssNode } from "../csstree.ts";
import { identOf, isSlash, splitCommas } from "../value.ts";
import {
  type Argument,
  type Bindings,
  type ChannelSpec,
  NO_BINDINGS,
  readArgument,
} from "./channels.ts";
import type { Color, Component } from "./model.ts";
import { normalizeHue, PREDEFINED_SPACES, type SpaceName } from "./spaces.ts";

/** A colour function's components: what they are called and how they are read and kept. */
export interface FunctionSpec {
  readonly space: SpaceName;
  readonly channels: readonly [ChannelSpec, ChannelSpec, ChannelSpec];
  /** Written value × scale = component value (rgb() writes 0–255 for srgb's 0–1). */
  readonly scale: number;
  /** Parse-time clamping of the written values (§5.1, §7, §9): index → [min, max]. */
  readonly ranges: readonly (readonly [number, number] | null)[];
  /** Whether the ranges apply to relative colours too (all but rgb()'s, as in Chromium). */
  readonly rangesWhenRelative: boolean;
}

const channel = (keyword: string, percent: number | null): ChannelSpec => ({ keyword, percent });
const HUE = channel("h", null);
const ANY = null;
const NON_NEGATIVE = [0, Infinity] as const;

const RGB: FunctionSpec = {
  space: "srgb",
  channels: [channel("r", 255), channel("g", 255), channel("b", 255)],
  scale: 1 / 255,
  ranges: [[0, 255], [0, 255], [0, 255]],
  rangesWhenRelative: false,
};

/** hsl() and hwb(): a hue, then two numbers or percentages (Chromium clamps no upper end). */
const cylinder = (space: "hsl" | "hwb", second: string, third: string): FunctionSpec => ({
  space,
  channels: [HUE, channel(second, 100), channel(third, 100)],
  scale: 1,
  // A negative saturation is clamped to 0 (§7); hwb() is not clamped.
  ranges: space === "hsl" ? [ANY, NON_NEGATIVE, ANY] : [ANY, ANY, ANY],
  rangesWhenRelative: true,
});

/**
 * lab()/oklab() and lch()/oklch(), given what 100% is for lightness and for a/b or chroma:
 * lightness is clamped to its range, chroma to non-negative values.
 */
const lightnessFirst = (
  space: "lab" | "lch" | "oklab" | "oklch",
  lightness: number,
  second: number,
): FunctionSpec => {
  const polar = space === "lch" || space === "oklch";
  return {
    space,
    channels: polar
      ? [channel("l", lightness), channel("c", second), HUE]
      : [channel("l", lightness), channel("a", second), channel("b", second)],
    scale: 1,
    ranges: [[0, lightness], polar ? NON_NEGATIVE : ANY, ANY],
    rangesWhenRelative: true,
  };
};

const FUNCTIONS: ReadonlyMap<string, FunctionSpec> = new Map([
  ["rgb", RGB],
  ["rgba", RGB],
  ["hsl", cylinder("hsl", "s", "l")],
  ["hsla", cylinder("hsl", "s", "l")],
  ["hwb", cylinder("hwb", "w", "b")],
  ["lab", lightnessFirst("lab", 100, 125)],
  ["lch", lightnessFirst("lch", 100, 150)],
  ["oklab", lightnessFirst("oklab", 1, 0.4)],
  ["oklch", lightnessFirst("oklch", 1, 0.4)],
]);

/** The definition of a colour function other than color(), by lower-cased name. */
export function functionSpec(name: string): FunctionSpec | null {
  return FUNCTIONS.get(name) ?? null;
}

/** The definition of color() in a predefined space (§10.1): 100% is 1, nothing clamped. */
export function predefinedSpec(node: CssNode | undefined): FunctionSpec | null {
  const space = PREDEFINED_SPACES.get(identOf(node) ?? "");
  if (space === undefined) return null;
  const names = space.startsWith("xyz") ? ["x", "y", "z"] : ["r", "g", "b"];
  return {
    space,
    channels: [channel(names[0], 1), channel(names[1], 1), channel(names[2], 1)],
    scale: 1,
    ranges: [ANY, ANY, ANY],
    rangesWhenRelative: true,
  };
}

/** An absolute colour function; null when the arguments do not match its grammar. */
export function absoluteColor(name: string, args: readonly CssNode[]): Color | null {
  if (name === "color") {
    const spec = predefinedSpec(args[0]);
    return spec && parseComponents(spec, args.slice(1), ABSOLUTE);
  }
  const spec = functionSpec(name);
  if (spec === null) return null;
  const legacy = args.some((node) => node.type === "Operator" && node.value === ",");
  if (legacy) return spec.space === "srgb" || spec.space === "hsl" ? parseLegacy(spec, args) : null;
  return parseComponents(spec, args, ABSOLUTE);
}

/** What the arguments of a function see: in a relative colour, its origin (Color 5 §4.1). */
export interface ArgumentContext {
  readonly bindings: Bindings;
  /** The alpha when the function gives none: 1, or a relative colour's origin's. */
  readonly alpha: Component;
  readonly relative: boolean;
}

const ABSOLUTE: ArgumentContext = { bindings: NO_BINDINGS, alpha: 1, relative: false };

const ALPHA = channel("alpha", 1);

/** The modern syntax: three components, then optionally `/ <alpha-value>` (§4.2). */
export function parseComponents(
  spec: FunctionSpec,
  args: readonly CssNode[],
  context: ArgumentContext,
): Color | null {
  const slash = args.findIndex(isSlash);
  const parts = slash < 0 ? args : args.slice(0, slash);
  if (parts.length !== 3 || (slash >= 0 && slash !== args.length - 2)) return null;
  const read = parts.map((node, i) => readArgument(node, spec.channels[i], context.bindings));
  if (read.includes(null)) return null;
  let alpha = context.alpha;
  if (slash >= 0) {
    const argument = readArgument(args[slash + 1], ALPHA, context.bindings);
    if (argument === null) return null;
    alpha = componentOf(argument);
  }
  const ranges = context.relative && !spec.rangesWhenRelative ? null : spec.ranges;
  return build(spec, read as Argument[], alpha, ranges);
}

/**
 * The legacy syntax (§5.1, §7): four comma-separated arguments at most, no `none`; rgb()
 * takes all numbers or all percentages, hsl() percentages for saturation and lightness.
 * Chromium keeps a legacy rgb()'s alpha in 8 bits (it prints rgba(0, 0, 0, 0.5) with an
 * opacity of .502), but not a legacy hsl()'s.
 */
function parseLegacy(spec: FunctionSpec, args: readonly CssNode[]): Color | null {
  const groups = splitCommas(args);
  if (groups.length < 3 || groups.length > 4 || groups.some((g) => g.length !== 1)) return null;
  const read = groups.slice(0, 3).map(([node], i) =>
    readArgument(node, spec.channels[i], NO_BINDINGS)
  );
  if (read.some((a) => a === null || a === "none")) return null;
  const [first, second, third] = read as { value: number; percent: boolean }[];
  const uniform = spec.space === "srgb"
    ? first.percent === second.percent && second.percent === third.percent
    : second.percent && third.percent;
  if (!uniform) return null;
  let alpha: Component = 1;
  if (groups.length === 4) {
    const argument = readArgument(groups[3][0], ALPHA, NO_BINDINGS);
    if (argument === null || argument === "none") return null;
    alpha = componentOf(argument);
    if (spec.space === "srgb" && alpha !== null) alpha = Math.round(alpha * 255) / 255;
  }
  return build(spec, [first, second, third], alpha, spec.ranges);
}

const clamp = (v: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, v));

/** Alpha is clamped to [0, 1] (§4.2). */
function componentOf(argument: Argument): Component {
  return argument === "none" ? null : clamp(argument.value, [0, 1]);
}

function build(
  spec: FunctionSpec,
  args: readonly Argument[],
  alpha: Component,
  ranges: FunctionSpec["ranges"] | null,
): Color {
  const components = args.map((argument, i) => {
    if (argument === "none") return null;
    const range = ranges?.[i];
    const value = range ? clamp(argument.value, range) : argument.value;
    return spec.channels[i].percent === null ? normalizeHue(value) : value * spec.scale;
  });
  return { space: spec.space, components: components as [Component, Component, Component], alpha };
}
