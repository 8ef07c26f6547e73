/**
 * The media features Chromium knows (Media Queries 4 §4–§7, 5 §9–§12), with the values it
 * reports when it prints, each measured with `chromium --headless --print-to-pdf` on pages
 * where every query colours a box (see media_test.ts):
 * - width, height, aspect-ratio and orientation describe the page area of the print settings
 *   (the request's paper and margins), never an @page rule's (Chromium evaluates media queries
 *   before it reads @page);
 * - device-width and device-height are the screen of headless Chromium, 800×600;
 * - resolution is that of Chromium's PDF printer, 300dpi (3.125dppx);
 * - colour is 8 bits per channel, sRGB, standard dynamic range; light scheme, no preference
 *   for motion, transparency or contrast, no forced colours;
 * - no pointer, no hover, no updates, paged block overflow;
 * - scripting is `enabled`: Chromium prints a page with its scripts on, so a stylesheet's
 *   `@media (scripting: none)` rules do not apply to what it prints. We never run scripts,
 *   but we parse documents as Chromium does with scripting on (noscript content is inert),
 *   and answer as it does, so such a page prints as it does there.
 * Features Chromium does not know (inverted-colors, prefers-reduced-data,
 * video-dynamic-range, …) are absent: a query naming one is unknown (§3.2).
 */
import type { CssNode } from "./csstree.ts";
import { integerValue, numberValue } from "./calc.ts";
import {
  type FontUnits,
  type LengthBasis,
  lengthToPx,
  lineHeightPx,
  parseLengthNode,
} from "./length.ts";
import { quantityOfToken } from "./units.ts";
import { identOf, isSlash, numberOf, type Tokens } from "./value.ts";

/** What media queries are evaluated against. */
export interface MediaEnvironment {
  /** The page area, px. */
  width: number;
  height: number;
  /** Metrics of the initial font (serif, 16px) for ex, ch, cap, ic and lh; else fallbacks. */
  font?: FontUnits | null;
}

export type Comparison = "<" | "<=" | ">" | ">=" | "=";

/** A feature compared with one value a query gave it: does the environment satisfy it? */
export type FeatureTest = (env: MediaEnvironment, op: Comparison) => boolean;

export interface MediaFeature {
  /** Range features take min-/max- prefixes and the range syntax (§2.4.2–§2.4.4). */
  readonly range: boolean;
  /** The test of a query value (its component values); null when the grammar refuses it. */
  value(nodes: Tokens): FeatureTest | null;
  /** The feature in a boolean context (§2.4.3): not zero, not `none`, not `no-preference`. */
  truthy(env: MediaEnvironment): boolean;
}

/** Headless Chromium's screen, which device-width and device-height report even in print. */
const SCREEN = { width: 800, height: 600 };
/** Chromium's PDF printer: 300dpi. */
const PRINT_DPPX = 300 / 96;

/**
 * Blink compares lengths with a tolerance of one layout unit (1/64 px) for =, <= and >=, and
 * strictly for < and >: with a 741.33px-wide page, `(max-width: 741.32px)` and
 * `(min-width: 741.34px)` both match, `(width < 741.33px)` does not.
 */
const LENGTH_EPSILON = 1 / 64;

function compare(actual: number, op: Comparison, wanted: number, epsilon = 0): boolean {
  switch (op) {
    case "<":
      return actual < wanted;
    case ">":
      return actual > wanted;
    case "<=":
      return actual <= wanted + epsilon;
    case ">=":
      return actual >= wanted - epsilon;
    case "=":
      return Math.abs(actual - wanted) <= epsilon;
  }
}

/** Lengths in queries: em and rem are the initial 16px, font units the initial font's. */
export function basisOf(env: MediaEnvironment): LengthBasis {
  const em = 16;
  const lineHeight = () => lineHeightPx("normal", em, env.font);
  return {
    em,
    rem: em,
    viewport: env,
    font: env.font,
    lineHeight,
    root: { font: env.font, lineHeight },
  };
}

/** A <length> feature (no percentages; negative values are valid and simply compare). */
function length(actual: (env: MediaEnvironment) => number): MediaFeature {
  return {
    range: true,
    value(nodes) {
      const wanted = nodes.length === 1 ? parseLengthNode(nodes[0]) : null;
      if (wanted === null) return null;
      return (env, op) =>
        compare(actual(env), op, lengthToPx(wanted, basisOf(env)), LENGTH_EPSILON);
    },
    truthy: (env) => actual(env) !== 0,
  };
}

/** A feature of plain numbers, read by `read` (an <integer>, a <number>). */
function numeric(actual: number, read: (node: CssNode) => number | null): MediaFeature {
  return {
    range: true,
    value(nodes) {
      const wanted = nodes.length === 1 ? read(nodes[0]) : null;
      return wanted === null ? null : (_env, op) => compare(actual, op, wanted);
    },
    truthy: () => actual !== 0,
  };
}

/** <resolution> (CSS Values 4 §7.4): dpi, dpcm, dppx or x; never negative. */
const RESOLUTION: MediaFeature = {
  range: true,
  value(nodes) {
    const quantity = nodes.length === 1 ? quantityOfToken(nodes[0]) : null;
    if (quantity?.unit !== "dppx" || nodes[0].type !== "Dimension" || quantity.value < 0) {
      return null;
    }
    return (_env, op) => compare(PRINT_DPPX, op, quantity.value);
  },
  truthy: () => true,
};

/**
 * <ratio> (CSS Values 4 §7.6): `a / b` or `a`, neither negative. Blink takes the page area in
 * whole px for it (a 741.33 × 981.33 page matches `(aspect-ratio: 741/981)`) and compares
 * cross-multiplied, so `1/0` is infinitely wide and `0/0` matches nothing.
 */
function ratio(actual: (env: MediaEnvironment) => [number, number]): MediaFeature {
  return {
    range: true,
    value(nodes) {
      const [a, slash, b] = nodes;
      const left = numberOf(a);
      const right = nodes.length === 1
        ? 1
        : nodes.length === 3 && isSlash(slash)
        ? numberOf(b)
        : null;
      if (left === null || right === null || left < 0 || right < 0) return null;
      if (left === 0 && right === 0) return () => false;
      return (env, op) => {
        const [width, height] = actual(env);
        return compare(width * right, op, left * height);
      };
    },
    truthy: () => true,
  };
}

const truncated = (env: MediaEnvironment): [number, number] => [
  Math.trunc(env.width),
  Math.trunc(env.height),
];

/**
 * A discrete feature with the keywords Chromium accepts and the one it reports (null: none,
 * as for scan, which describes television screens); `none`-like keywords are false in a
 * boolean context.
 */
function discrete(actual: string | null, ...others: string[]): MediaFeature {
  const known = new Set([...others, actual]);
  const truthy = actual !== null && actual !== "none" && actual !== "no-preference";
  return {
    range: false,
    value(nodes) {
      const wanted = nodes.length === 1 ? identOf(nodes[0]) : null;
      if (wanted === null || !known.has(wanted)) return null;
      return (_env, op) => op === "=" && actual === wanted;
    },
    truthy: () => truthy,
  };
}

/** <mq-boolean> features (grid, -webkit-transform-3d): 0 or 1, which Chromium reads as numbers. */
function mqBoolean(actual: 0 | 1): MediaFeature {
  return {
    range: false,
    value(nodes) {
      const wanted = nodes.length === 1 ? numberValue(nodes[0]) : null;
      if (wanted !== 0 && wanted !== 1) return null;
      return (_env, op) => op === "=" && actual === wanted;
    },
    truthy: () => actual === 1,
  };
}

const ORIENTATION: MediaFeature = {
  range: false,
  value(nodes) {
    const wanted = nodes.length === 1 ? identOf(nodes[0]) : null;
    if (wanted !== "portrait" && wanted !== "landscape") return null;
    return (env, op) =>
      op === "=" && (env.height >= env.width ? "portrait" : "landscape") === wanted;
  },
  truthy: () => true,
};

const FEATURES: ReadonlyMap<string, MediaFeature> = new Map([
  ["width", length((env) => env.width)],
  ["height", length((env) => env.height)],
  ["aspect-ratio", ratio(truncated)],
  ["orientation", ORIENTATION],
  ["device-width", length(() => SCREEN.width)],
  ["device-height", length(() => SCREEN.height)],
  ["device-aspect-ratio", ratio(() => [SCREEN.width, SCREEN.height])],
  ["resolution", RESOLUTION],
  ["-webkit-device-pixel-ratio", numeric(PRINT_DPPX, numberValue)],
  ["color", numeric(8, integerValue)],
  ["color-index", numeric(0, integerValue)],
  ["monochrome", numeric(0, integerValue)],
  ["horizontal-viewport-segments", numeric(1, integerValue)],
  ["vertical-viewport-segments", numeric(1, integerValue)],
  ["grid", mqBoolean(0)],
  ["-webkit-transform-3d", mqBoolean(1)],
  ["color-gamut", discrete("srgb", "p3", "rec2020")],
  ["dynamic-range", discrete("standard", "high")],
  ["prefers-color-scheme", discrete("light", "dark")],
  ["prefers-reduced-motion", discrete("no-preference", "reduce")],
  ["prefers-reduced-transparency", discrete("no-preference", "reduce")],
  ["prefers-contrast", discrete("no-preference", "more", "less", "custom")],
  ["forced-colors", discrete("none", "active")],
  ["scripting", discrete("enabled", "initial-only", "none")],
  ["hover", discrete("none", "hover")],
  ["any-hover", discrete("none", "hover")],
  ["pointer", discrete("none", "coarse", "fine")],
  ["any-pointer", discrete("none", "coarse", "fine")],
  ["update", discrete("none", "slow", "fast")],
  ["overflow-block", discrete("paged", "none", "scroll")],
  ["overflow-inline", discrete("none", "scroll")],
  [
    "display-mode",
    discrete(
      "browser",
      "minimal-ui",
      "standalone",
      "fullscreen",
      "window-controls-overlay",
      "tabbed",
      "picture-in-picture",
    ),
  ],
  ["device-posture", discrete("continuous", "folded")],
  ["scan", discrete(null, "interlace", "progressive")],
]);

/** The feature of that (lower-case) name, without a min-/max- prefix. */
export function mediaFeature(name: string): MediaFeature | undefined {
  return FEATURES.get(name);
}
