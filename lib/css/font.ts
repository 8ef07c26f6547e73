/**
 * The font longhands (CSS Fonts 4 §2): font-family, font-size, font-weight, font-style and
 * line-height (CSS 2.2 §10.8.1), including Chromium's monospace default-size behaviour; and
 * font-kerning and font-synthesis, which say what the text stage may do with a face.
 */
import type { FontStyle, FontVariantCaps, LineHeight } from "./types.ts";
import { numberOrRelative, parseCalc, type RelativeNumber } from "./calc.ts";
import type { CssNode } from "./csstree.ts";
import { computeRelativeNumber, type Length, lengthToPx, parseLength } from "./length.ts";
import { keyword } from "./kinds.ts";
import { longhand, type Property, withPublishing } from "./property.ts";
import { identOf, keywordOf, splitCommas, type Tokens } from "./value.ts";

const GENERIC_FAMILIES = new Set([
  "serif",
  "sans-serif",
  "monospace",
  "cursive",
  "fantasy",
  "system-ui",
  "ui-serif",
  "ui-sans-serif",
  "ui-monospace",
  "ui-rounded",
  "math",
  "emoji",
  "fangsong",
]);

/**
 * `<family-name>#` (CSS Fonts 4 §2.1): quoted names, or identifier sequences joined by one
 * space; a generic family only as a lone identifier, lower-cased.
 */
function parseFamilies(tokens: Tokens): string[] | null {
  const families: string[] = [];
  for (const part of splitCommas(tokens)) {
    if (part.length === 1 && part[0].type === "String") {
      families.push(part[0].value);
      continue;
    }
    const words = part.map(identOf);
    if (words.length === 0 || words.includes(null)) return null;
    if (words.length === 1 && GENERIC_FAMILIES.has(words[0]!)) families.push(words[0]!);
    else families.push(part.map((n) => n.type === "Identifier" ? n.name : "").join(" "));
  }
  return families;
}

export const FONT_FAMILY: Property<string[], string[], string[]> = longhand("font-family", {
  parse: parseFamilies,
  compute: (families) => families,
}, { inherited: true, initial: "serif" });

/** The absolute-size keywords, smallest first (CSS Fonts 4 §2.5). */
export const SIZE_KEYWORDS = [
  "xx-small",
  "x-small",
  "small",
  "medium",
  "large",
  "x-large",
  "xx-large",
  "xxx-large",
] as const;

/**
 * px per absolute-size keyword. Chromium does not use the CSS Fonts 4 §2.5 ratios but its
 * strict-mode tables (font_size_functions.cc) for the default proportional font size 16px
 * and the default fixed (monospace) size 13px; following it keeps output identical.
 */
const KEYWORD_PX = {
  proportional: [9, 10, 13, 16, 18, 24, 32, 48],
  monospace: [9, 10, 12, 13, 16, 20, 26, 39],
} as const;

const MEDIUM = SIZE_KEYWORDS.indexOf("medium");
const FONT_SIZE_KEYWORDS = [...SIZE_KEYWORDS, "larger", "smaller"] as const;

/** smaller/larger scale by 1.2, as Chromium (CSS Fonts 4 §2.5 leaves the ratio to the UA). */
const RELATIVE_SIZE_RATIO = 1.2;

type FontSizeSpecified = { keyword: number } | { relative: "larger" | "smaller" } | {
  length: Length;
};

/**
 * The computed font size with the two facts Chromium carries along with it: whether it comes
 * from an absolute-size keyword (possibly inherited), and whether it is "absolute" (derived
 * from a non-font-relative length somewhere up the chain).
 */
export interface FontSizeValue {
  px: number;
  keyword: number | null;
  absolute: boolean;
}

/** A family list that is exactly the generic `monospace` (so `monospace, monospace` is not). */
function isMonospace(families: readonly string[]): boolean {
  return families.length === 1 && families[0] === "monospace";
}

function keywordPx(index: number, monospace: boolean): number {
  return KEYWORD_PX[monospace ? "monospace" : "proportional"][index];
}

/**
 * Chromium's FontBuilder::CheckForGenericFamilyChange: when an element switches between the
 * lone `monospace` family and anything else, a keyword-derived size is looked up again in the
 * other table, and another non-absolute size is scaled by 13/16 (or back). This is why
 * `<code>` and `<pre>` text defaults to 13px in Chromium.
 */
function adjustForFamilyChange(
  value: FontSizeValue,
  wasMonospace: boolean,
  monospace: boolean,
): FontSizeValue {
  if (value.absolute || wasMonospace === monospace) return value;
  if (value.keyword !== null) return { ...value, px: keywordPx(value.keyword, monospace) };
  const ratio = keywordPx(MEDIUM, true) / keywordPx(MEDIUM, false);
  return { ...value, px: value.px * (monospace ? ratio : 1 / ratio) };
}

const FONT_RELATIVE_UNITS = new Set(["em", "ex", "ch", "%"]);

export const FONT_SIZE: Property<FontSizeSpecified, FontSizeValue, number> = {
  ...withPublishing<FontSizeSpecified, FontSizeValue, number>(
    "font-size",
    {
      parse(tokens) {
        const name = keywordOf(tokens, FONT_SIZE_KEYWORDS);
        if (name === "larger" || name === "smaller") return { relative: name };
        if (name !== null) return { keyword: SIZE_KEYWORDS.indexOf(name) };
        const length = parseLength(tokens, { percent: true, nonNegative: true });
        return length === null ? null : { length };
      },
      compute(specified, ctx) {
        const monospace = isMonospace(ctx.get(FONT_FAMILY));
        let value: FontSizeValue;
        if ("keyword" in specified) {
          value = {
            px: keywordPx(specified.keyword, monospace),
            keyword: specified.keyword,
            absolute: false,
          };
        } else if ("relative" in specified) {
          const factor = specified.relative === "larger"
            ? RELATIVE_SIZE_RATIO
            : 1 / RELATIVE_SIZE_RATIO;
          const parent = ctx.parent(FONT_SIZE);
          value = { px: parent.px * factor, keyword: null, absolute: parent.absolute };
        } else {
          // em, ex, ch and % refer to the parent's font size (CSS Fonts 4 §2.5); a size using
          // any other unit is "absolute" and immune to the monospace adjustment.
          const { length } = specified;
          const parent = ctx.parent(FONT_SIZE);
          const px = lengthToPx(length, ctx.parentLengths, parent.px);
          const fontRelative = Object.keys(length).every((u) => FONT_RELATIVE_UNITS.has(u));
          value = {
            px: Math.max(0, px),
            keyword: null,
            absolute: parent.absolute || !fontRelative,
          };
        }
        return adjustForFamilyChange(value, isMonospace(ctx.parent(FONT_FAMILY)), monospace);
      },
    },
    { inherited: true, initial: "medium" },
    (value) => value.px,
    (px) => ({ px, keyword: null, absolute: true }),
  ),
  inherit(parent, ctx) {
    return adjustForFamilyChange(
      parent,
      isMonospace(ctx.parent(FONT_FAMILY)),
      isMonospace(ctx.get(FONT_FAMILY)),
    );
  },
};

type FontWeightSpecified = number | RelativeNumber | "bolder" | "lighter";

/** bolder/lighter relative to the inherited weight: the table of CSS Fonts 4 §2.2. */
function relativeWeight(parent: number, direction: "bolder" | "lighter"): number {
  if (direction === "bolder") {
    if (parent < 350) return 400;
    if (parent < 550) return 700;
    return parent < 900 ? 900 : parent;
  }
  if (parent < 100) return parent;
  if (parent < 550) return 100;
  return parent < 750 ? 400 : 700;
}

export const FONT_WEIGHT: Property<FontWeightSpecified, number, number> = longhand(
  "font-weight",
  {
    parse(tokens) {
      const name = keywordOf(tokens, ["normal", "bold", "bolder", "lighter"]);
      if (name === "normal") return 400;
      if (name === "bold") return 700;
      if (name !== null) return name;
      const n = tokens.length === 1 ? numberOrRelative(tokens[0]) : null;
      if (typeof n !== "number") return n;
      return n >= 1 && n <= 1000 ? n : null;
    },
    compute(specified, ctx) {
      if (typeof specified === "number") return specified;
      if (typeof specified === "string") return relativeWeight(ctx.parent(FONT_WEIGHT), specified);
      // Like font-size's, its em is the parent's font size; a math result is clamped to the
      // range (CSS Values 4 §10.12), as Chromium does.
      const weight = computeRelativeNumber(specified, ctx.parentLengths);
      return Math.min(1000, Math.max(1, weight));
    },
  },
  { inherited: true, initial: "normal" },
);

const FONT_STYLE_KEYWORD = keyword<FontStyle>(["normal", "italic", "oblique"]);

export const FONT_STYLE: Property<FontStyle, FontStyle, FontStyle> = longhand("font-style", {
  parse(tokens) {
    // `oblique <angle>` (CSS Fonts 4 §2.4) is accepted; the angle does not change the face.
    if (tokens.length === 2 && tokens[1].type === "Dimension") {
      return identOf(tokens[0]) === "oblique" ? "oblique" : null;
    }
    return FONT_STYLE_KEYWORD.parse(tokens);
  },
  compute: (style) => style,
}, { inherited: true, initial: "normal" });

type LineHeightSpecified =
  | "normal"
  | { number: number }
  | { length: Length }
  | { relative: RelativeNumber };

export const LINE_HEIGHT: Property<LineHeightSpecified, LineHeight, LineHeight> = longhand<
  LineHeightSpecified,
  LineHeight
>(
  "line-height",
  {
    parse(tokens) {
      if (keywordOf(tokens, ["normal"])) return "normal";
      const n = tokens.length === 1 ? lineHeightNumber(tokens[0]) : null;
      if (typeof n === "number") return n >= 0 ? { number: n } : null;
      if (n !== null) return { relative: n };
      const length = parseLength(tokens, { percent: true, nonNegative: true });
      return length === null ? null : { length };
    },
    // A number is inherited as the number; a length or percentage as px (CSS 2.2 §10.8.1).
    // A math result is clamped to the range (CSS Values 4 §10.12).
    compute(specified, ctx) {
      if (typeof specified === "string" || "number" in specified) return specified;
      const em = ctx.lengths.em;
      if ("length" in specified) {
        return { px: Math.max(0, lengthToPx(specified.length, ctx.lengths, em)) };
      }
      const { relative } = specified;
      const n = Math.max(0, computeRelativeNumber(relative, ctx.lengths));
      return relative.percent ? { px: n * em / 100 } : { number: n };
    },
  },
  { inherited: true, initial: "normal" },
);

/**
 * A line-height number, or a math function that is a number or a percentage once the element's
 * lengths are known (`calc(1em / 10px)`, `calc(1em / 1px * 1%)`); null for anything else.
 */
function lineHeightNumber(node: CssNode): number | RelativeNumber | null {
  if (node.type !== "Function") return numberOrRelative(node);
  const value = parseCalc(node, "percent");
  if (value === null) return null;
  return "number" in value ? value.number : "relative" in value ? value.relative : null;
}

type FontKerning = "auto" | "normal" | "none";

/** font-kerning (CSS Fonts 4 §6.1). */
export const FONT_KERNING: Property<FontKerning, FontKerning, FontKerning> = longhand(
  "font-kerning",
  keyword<FontKerning>(["auto", "normal", "none"]),
  { inherited: true, initial: "auto" },
);

export const FONT_VARIANT_CAPS: Property<FontVariantCaps, FontVariantCaps, FontVariantCaps> =
  longhand(
    "font-variant-caps",
    keyword<FontVariantCaps>([
      "normal",
      "small-caps",
      "all-small-caps",
      "petite-caps",
      "all-petite-caps",
      "unicase",
      "titling-caps",
    ]),
    { inherited: true, initial: "normal" },
  );

/**
 * font-synthesis-weight / -style (CSS Fonts 4 §3.8): whether a missing bold or italic face may
 * be synthesized, published as a boolean.
 */
function fontSynthesis(name: string): Property<"auto" | "none", boolean, boolean> {
  return longhand<"auto" | "none", boolean>(name, {
    parse: keyword(["auto", "none"] as const).parse,
    compute: (value) => value === "auto",
  }, { inherited: true, initial: "auto" });
}

export const FONT_SYNTHESIS_WEIGHT = fontSynthesis("font-synthesis-weight");
export const FONT_SYNTHESIS_STYLE = fontSynthesis("font-synthesis-style");
