/**
 * <color> (CSS Color 4): named colours, hex notation, rgb()/rgba(), hsl()/hsla(), hwb(),
 * `transparent` and `currentcolor`. Everything but currentcolor resolves to sRGB at parse
 * time; currentcolor stays symbolic until the element's `color` is known.
 */
import type { RGBA } from "./types.ts";
import type { CssNode } from "./csstree.ts";
import { NAMED_COLORS } from "./named_colors.ts";
import { identOf, isSlash, splitCommas, type Tokens } from "./value.ts";

export type SpecifiedColor = RGBA | "currentcolor";

export const TRANSPARENT: RGBA = { r: 0, g: 0, b: 0, a: 0 };
export const BLACK: RGBA = { r: 0, g: 0, b: 0, a: 1 };

/** A colour from one component value; null when it is not a valid <color>. */
export function parseColor(node: CssNode | undefined): SpecifiedColor | null {
  switch (node?.type) {
    case "Identifier":
      return namedColor(node.name.toLowerCase());
    case "Hash":
      return hexColor(node.value);
    case "Function":
      return functionColor(node.name.toLowerCase(), node.children);
    default:
      return null;
  }
}

/** A whole declaration value that is one colour. */
export function parseColorValue(tokens: Tokens): SpecifiedColor | null {
  return tokens.length === 1 ? parseColor(tokens[0]) : null;
}

function namedColor(name: string): SpecifiedColor | null {
  if (name === "currentcolor") return "currentcolor";
  if (name === "transparent") return TRANSPARENT;
  const rgb = NAMED_COLORS.get(name);
  return rgb === undefined ? null : { r: rgb >> 16, g: (rgb >> 8) & 0xff, b: rgb & 0xff, a: 1 };
}

/** #rgb, #rgba, #rrggbb, #rrggbbaa (CSS Color 4 §5.2). */
function hexColor(hex: string): RGBA | null {
  if (!/^[0-9a-f]+$/i.test(hex)) return null;
  const short = hex.length === 3 || hex.length === 4;
  if (!short && hex.length !== 6 && hex.length !== 8) return null;
  const [r, g, b, a = "ff"] = short ? [...hex].map((d) => d + d) : hex.match(/../g)!;
  return { r: parseInt(r, 16), g: parseInt(g, 16), b: parseInt(b, 16), a: parseInt(a, 16) / 255 };
}

/** One argument: a number, a percentage, an angle, or (modern syntax only) `none` = 0. */
type Channel = { number: number } | { percent: number } | { degrees: number };

/**
 * Splits a colour function's arguments into exactly three channels plus an optional alpha,
 * accepting the legacy comma syntax (`rgb(1, 2, 3, .5)`, no `none`) and the modern space
 * syntax (`rgb(1 2 3 / 50%)`) of CSS Color 4 §5.1.
 */
function colorArguments(
  args: readonly CssNode[],
): { channels: Channel[]; alpha: number; legacy: boolean } | null {
  const legacy = args.some((n) => n.type === "Operator" && n.value === ",");
  let parts: CssNode[];
  let alphaNode: CssNode | undefined;
  if (legacy) {
    const groups = splitCommas(args);
    if (groups.some((g) => g.length !== 1) || groups.length < 3 || groups.length > 4) return null;
    [parts, alphaNode] = [groups.slice(0, 3).flat(), groups[3]?.[0]];
  } else {
    const slash = args.findIndex(isSlash);
    parts = slash < 0 ? [...args] : args.slice(0, slash);
    if (slash >= 0) {
      if (slash !== args.length - 2) return null;
      alphaNode = args[slash + 1];
    }
    if (parts.length !== 3) return null;
  }
  const channels = parts.map((n) => channelOf(n, !legacy));
  if (channels.some((c) => c === null)) return null;
  let alpha = 1;
  if (alphaNode !== undefined) {
    const c = channelOf(alphaNode, !legacy);
    if (c === null || "degrees" in c) return null;
    alpha = clamp("percent" in c ? c.percent / 100 : c.number, 0, 1);
  }
  return { channels: channels as Channel[], alpha, legacy };
}

function channelOf(node: CssNode, allowNone: boolean): Channel | null {
  if (node.type === "Number") return { number: Number(node.value) };
  if (node.type === "Percentage") return { percent: Number(node.value) };
  if (node.type === "Dimension") {
    const degrees = angleToDegrees(Number(node.value), node.unit.toLowerCase());
    return degrees === null ? null : { degrees };
  }
  return allowNone && identOf(node) === "none" ? { number: 0 } : null;
}

/** <angle> units of CSS Values 4 §7.1, in degrees. */
function angleToDegrees(value: number, unit: string): number | null {
  const perUnit: Record<string, number> = { deg: 1, grad: 0.9, rad: 180 / Math.PI, turn: 360 };
  return Object.hasOwn(perUnit, unit) ? value * perUnit[unit] : null;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A channel as a 0–1 fraction; bare numbers count as percentages (hsl/hwb modern syntax). */
function fractionOf(c: { number: number } | { percent: number }): number {
  return ("percent" in c ? c.percent : c.number) / 100;
}

/** The hue argument: an angle, or a number of degrees. */
function hueOf(c: Channel): number | null {
  return "degrees" in c ? c.degrees : "number" in c ? c.number : null;
}

function functionColor(name: string, args: readonly CssNode[]): RGBA | null {
  const parsed = colorArguments(args);
  if (parsed === null) return null;
  const { channels: [c1, c2, c3], legacy, alpha: a } = parsed;
  if ("degrees" in c2 || "degrees" in c3) return null;
  switch (name) {
    case "rgb":
    case "rgba": {
      // Legacy syntax requires all three channels to be numbers or all percentages (§5.1).
      if ("degrees" in c1) return null;
      if (legacy && !("percent" in c1 === "percent" in c2 && "percent" in c2 === "percent" in c3)) {
        return null;
      }
      const channel = (c: { number: number } | { percent: number }) =>
        Math.round(clamp("percent" in c ? c.percent * 255 / 100 : c.number, 0, 255));
      return { r: channel(c1), g: channel(c2), b: channel(c3), a };
    }
    case "hsl":
    case "hsla": {
      // Hue is a number or angle; legacy syntax requires percentages for s and l (§7.2).
      const hue = hueOf(c1);
      if (hue === null || (legacy && !("percent" in c2 && "percent" in c3))) return null;
      return toRGBA(hslToRgb(hue, fractionOf(c2), fractionOf(c3)), a);
    }
    case "hwb": {
      const hue = hueOf(c1);
      if (legacy || hue === null) return null;
      return toRGBA(hwbToRgb(hue, fractionOf(c2), fractionOf(c3)), a);
    }
    default:
      return null;
  }
}

/** sRGB channels as 0–1 fractions. */
type RGB = [number, number, number];

function toRGBA([r, g, b]: RGB, a: number): RGBA {
  return { r: Math.round(r * 255), g: Math.round(g * 255), b: Math.round(b * 255), a };
}

/** CSS Color 4 §7.1 "Converting HSL colors to sRGB". */
function hslToRgb(hue: number, saturation: number, lightness: number): RGB {
  const h = ((hue % 360) + 360) % 360;
  const s = clamp(saturation, 0, 1);
  const l = clamp(lightness, 0, 1);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

/** CSS Color 4 §8.1 "Converting HWB colors to sRGB". */
function hwbToRgb(hue: number, whiteness: number, blackness: number): RGB {
  const w = clamp(whiteness, 0, 1);
  const b = clamp(blackness, 0, 1);
  if (w + b >= 1) {
    const gray = w / (w + b);
    return [gray, gray, gray];
  }
  return hslToRgb(hue, 1, 0.5).map((c) => c * (1 - w - b) + w) as RGB;
}
