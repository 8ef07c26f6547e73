/**
 * Relative colours (CSS Color 5 §4): `rgb(from <color> r g b / alpha)`, `oklch(from <color> l
 * c h)`, `color(from <color> srgb r g b)`, … The origin colour is converted into the function's
 * space, its components (missing ones as 0) become the channel keywords, and the arguments are
 * read as in the absolute function — unclamped for rgb(), as Chromium keeps them. An origin
 * that depends on the element (currentcolor, light-dark()) leaves the whole colour deferred;
 * its arguments are checked now, against a stand-in origin, so an invalid one still drops
 * the declaration at parse time.
 */
import type { CssNode } from "../csstree.ts";
import { identOf } from "../value.ts";
import { type FunctionSpec, functionSpec, parseComponents, predefinedSpec } from "./functions.ts";
import { type Color, type ColorParser, isDeferred, type ParsedColor, valuesIn } from "./model.ts";

/** A stand-in origin with no zero component, so `calc(1 / r)` validates as it would resolve. */
const STAND_IN: Color = { space: "srgb", components: [0.5, 0.5, 0.5], alpha: 0.5 };

/** Transparent black, for an origin whose arguments turn out not to resolve. */
const TRANSPARENT_BLACK: Color = { space: "srgb", components: [0, 0, 0], alpha: 0 };

/** Whether a colour function's arguments start a relative colour. */
export function isRelative(args: readonly CssNode[]): boolean {
  return identOf(args[0]) === "from";
}

/** A relative colour function; null when its arguments do not match the grammar. */
export function parseRelative(
  name: string,
  args: readonly CssNode[],
  parse: ColorParser,
): ParsedColor | null {
  const origin = parse(args[1]);
  const spec = name === "color" ? predefinedSpec(args[2]) : functionSpec(name);
  if (origin === null || spec === null) return null;
  const rest = args.slice(name === "color" ? 3 : 2);
  if (!isDeferred(origin)) return relativeColor(spec, origin, rest);
  if (relativeColor(spec, STAND_IN, rest) === null) return null;
  return {
    resolve: (context) => relativeColor(spec, origin.resolve(context), rest) ?? TRANSPARENT_BLACK,
  };
}

function relativeColor(spec: FunctionSpec, origin: Color, args: readonly CssNode[]): Color | null {
  const values = valuesIn(origin, spec.space);
  const bindings = new Map(spec.channels.map((c, i) => [c.keyword, values[i] / spec.scale]));
  bindings.set("alpha", origin.alpha ?? 0);
  const color = parseComponents(spec, args, { bindings, alpha: origin.alpha, relative: true });
  // Chromium keeps what rgb(), hsl() and hwb() make of an origin as an srgb colour.
  if (color === null || (color.space !== "hsl" && color.space !== "hwb")) return color;
  return { space: "srgb", components: valuesIn(color, "srgb"), alpha: color.alpha };
}
