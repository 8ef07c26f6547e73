/**
 * The OpenType features a text style asks for, resolved in the order of CSS
 * Fonts 4 §7.2 "Feature precedence": the shaper's defaults, then what
 * font-variant-numeric and font-kerning imply, then letter-spacing turning
 * optional ligatures off, and font-feature-settings last, overriding all.
 * A feature value above 1 (an alternate's number) turns the feature on with
 * its first alternate: fontkit has no alternate index.
 */
import type { TextStyle } from "./types.ts";

/**
 * Features fontkit's shaper turns on for every script (DefaultShaper.js:
 * variation, directional, common and horizontal features). These match
 * HarfBuzz's defaults, which Chromium uses.
 */
export const SHAPER_DEFAULT_FEATURES: ReadonlySet<string> = new Set([
  "rvrn",
  "ltra",
  "ltrm",
  "ccmp",
  "locl",
  "rlig",
  "mark",
  "mkmk",
  "calt",
  "clig",
  "liga",
  "rclt",
  "curs",
  "kern",
]);

/**
 * With letter-spacing, Chromium turns the optional ligatures off (CSS Text 3
 * §8.2: "UAs should not apply optional ligatures" when spacing is added),
 * keeping kerning; measured with Chromium 156 and DejaVu Sans "ffi".
 */
const SPACED_OFF = ["liga", "clig", "calt", "dlig"];

/** font-variant-numeric values and the feature each enables (CSS Fonts 4, font-variant-numeric). */
const NUMERIC_FEATURES = {
  figures: { "lining-nums": "lnum", "oldstyle-nums": "onum" },
  spacing: { "proportional-nums": "pnum", "tabular-nums": "tnum" },
  fractions: { "diagonal-fractions": "frac", "stacked-fractions": "afrc" },
} as const;

/** A feature tag is four characters U+20–U+7E (CSS Fonts 4, font-feature-settings). */
const FEATURE_TAG = /^[\x20-\x7e]{4}$/;

/** Features to shape with, as changes to the shaper's defaults. */
export interface ShapingFeatures {
  /** Tag → on/off for the tags that differ from the defaults; fontkit's `layout` takes this. */
  readonly overrides: Readonly<Record<string, boolean>>;
  /** A canonical text of `overrides` ("" for none), for cache keys. */
  readonly key: string;
  /**
   * Shaping can only do less than with the defaults, and still kerns: every
   * override turns a feature other than `kern` off. Text the kerning fast
   * path takes (kerning_shaper.ts) then shapes the same as with defaults.
   */
  readonly kerningExact: boolean;
}

const DEFAULTS: ShapingFeatures = { overrides: {}, key: "", kerningExact: true };

/** The features `style` shapes with. */
export function shapingFeatures(style: TextStyle): ShapingFeatures {
  const numeric = style.fontVariantNumeric;
  const settings = style.fontFeatureSettings ?? [];
  const kerning = style.fontKerning ?? "auto";
  const numericNormal = !numeric ||
    (numeric.figures === "normal" && numeric.spacing === "normal" &&
      numeric.fractions === "normal" && !numeric.ordinal && !numeric.slashedZero);
  // The common case, per shaped word: nothing but the defaults.
  if (style.letterSpacing === 0 && settings.length === 0 && kerning === "auto" && numericNormal) {
    return DEFAULTS;
  }
  const wanted = new Map<string, boolean>();
  if (numeric && !numericNormal) {
    for (const property of ["figures", "spacing", "fractions"] as const) {
      const table: Record<string, string> = NUMERIC_FEATURES[property];
      const tag = table[numeric[property]];
      if (tag) wanted.set(tag, true);
    }
    if (numeric.ordinal) wanted.set("ordn", true);
    if (numeric.slashedZero) wanted.set("zero", true);
  }
  // font-kerning: auto kerns, as Chromium does at every size.
  if (kerning !== "auto") wanted.set("kern", kerning === "normal");
  if (style.letterSpacing !== 0) { for (const tag of SPACED_OFF) wanted.set(tag, false); }
  for (const { tag, value } of settings) {
    if (FEATURE_TAG.test(tag)) wanted.set(tag, value !== 0);
  }
  return fromWanted(wanted);
}

function fromWanted(wanted: Map<string, boolean>): ShapingFeatures {
  const overrides: Record<string, boolean> = {};
  const parts: string[] = [];
  let kerningExact = true;
  // Turning a default feature on changes nothing; leaving it out keeps keys canonical.
  const tags = [...wanted.keys()].filter((tag) =>
    !(wanted.get(tag) && SHAPER_DEFAULT_FEATURES.has(tag))
  ).sort();
  for (const tag of tags) {
    const on = wanted.get(tag)!;
    overrides[tag] = on;
    parts.push(`${tag}=${on ? 1 : 0}`);
    if (on || tag === "kern") kerningExact = false;
  }
  return parts.length === 0 ? DEFAULTS : { overrides, key: parts.join(","), kerningExact };
}
