/**
 * color-mix() (CSS Color 5 §2): `color-mix([in <space> [<hue-method> hue]?,]? <color> <p>?,
 * <color> <p>?)`. Without an interpolation method the colours mix in oklab, as in Chromium.
 */
import type { CssNode } from "../csstree.ts";
import { identOf, splitCommas } from "../value.ts";
import { NO_BINDINGS, readArgument } from "./channels.ts";
import { type HueMethod, interpolate, type InterpolationMethod } from "./interpolate.ts";
import {
  type Color,
  type ColorContext,
  type ColorParser,
  isDeferred,
  type ParsedColor,
  resolveParsed,
  valuesIn,
} from "./model.ts";
import { hueIndex, PREDEFINED_SPACES, type SpaceName } from "./spaces.ts";

const DEFAULT_METHOD: InterpolationMethod = { space: "oklab", hue: "shorter" };

/** color-mix()'s arguments; null when they do not match its grammar. */
export function parseColorMix(args: readonly CssNode[], parse: ColorParser): ParsedColor | null {
  const groups = splitCommas(args);
  const method = identOf(groups[0][0]) === "in"
    ? interpolationMethod(groups.shift()!)
    : DEFAULT_METHOD;
  if (method === null || groups.length !== 2) return null;
  const first = mixItem(groups[0], parse);
  const second = mixItem(groups[1], parse);
  if (first === null || second === null) return null;
  const mix = (context: ColorContext | null): Color => {
    const colorOf = (c: ParsedColor) => context === null ? c as Color : resolveParsed(c, context);
    return mixColors(
      colorOf(first.color),
      first.percent,
      colorOf(second.color),
      second.percent,
      method,
    );
  };
  return isDeferred(first.color) || isDeferred(second.color)
    ? { resolve: (context) => mix(context) }
    : mix(null);
}

/** `in <rectangular-color-space>` or `in <polar-color-space> [<hue-method> hue]?` (§2.1). */
export function interpolationMethod(group: readonly CssNode[]): InterpolationMethod | null {
  const names = group.map(identOf);
  if (names.includes(null)) return null;
  const space = spaceOf(names[1]!);
  if (space === null) return null;
  if (names.length === 2) return { space, hue: "shorter" };
  const hue = names[2] as HueMethod;
  const polar = hueIndex(space) !== null;
  const methods: readonly string[] = ["shorter", "longer", "increasing", "decreasing"];
  return polar && names.length === 4 && methods.includes(hue) && names[3] === "hue"
    ? { space, hue }
    : null;
}

const INTERPOLATION_SPACES: readonly string[] = ["lab", "lch", "oklab", "oklch", "hsl", "hwb"];

function spaceOf(name: string): SpaceName | null {
  return PREDEFINED_SPACES.get(name) ??
    (INTERPOLATION_SPACES.includes(name) ? name as SpaceName : null);
}

const PERCENTAGE = { keyword: "", percent: 100 };

/** `<color> && <percentage [0,100]>?`. */
function mixItem(
  group: readonly CssNode[],
  parse: ColorParser,
): { color: ParsedColor; percent: number | null } | null {
  if (group.length === 1) {
    const color = parse(group[0]);
    return color && { color, percent: null };
  }
  if (group.length !== 2) return null;
  for (const [percentNode, colorNode] of [[group[1], group[0]], [group[0], group[1]]]) {
    const percent = readArgument(percentNode, PERCENTAGE, NO_BINDINGS);
    if (percent === null || percent === "none" || !percent.percent) continue;
    const color = parse(colorNode);
    if (color === null || percent.value < 0 || percent.value > 100) return null;
    return { color, percent: percent.value };
  }
  return null;
}

/**
 * §2.1 steps: omitted percentages complete each other to 100% (50% each when both are), a
 * pair that sums to other than 100% is scaled to it, and a sum under 100% becomes an alpha
 * multiplier. Chromium mixes two 0% into a transparent colour (the spec makes it invalid).
 * Colours that come out in hsl or hwb are kept as srgb, as Chromium does.
 */
function mixColors(
  first: Color,
  p1: number | null,
  second: Color,
  p2: number | null,
  method: InterpolationMethod,
): Color {
  const a = p1 ?? (p2 === null ? 50 : 100 - p2);
  const b = p2 ?? 100 - a;
  const sum = a + b;
  const t = sum === 0 ? 0.5 : b / sum;
  const multiplier = Math.min(1, sum / 100);
  const mixed = interpolate(first, second, t, method);
  const alpha = mixed.alpha === null ? null : mixed.alpha * multiplier;
  if (mixed.space !== "hsl" && mixed.space !== "hwb") return { ...mixed, alpha };
  return { space: "srgb", components: valuesIn(mixed, "srgb"), alpha };
}
