/**
 * Border images (CSS Backgrounds 3 §6): `border-image-source`, `-slice`, `-width`, `-outset`,
 * `-repeat` and the `border-image` shorthand. The four-sided ones list top, right, bottom and
 * left, missing sides copied from the opposite one as in `margin`. Computed values are what
 * Chromium's getComputedStyle reports: slice numbers rounded to whole image pixels, lengths in
 * px, numbers kept as multiples (of the border width for -width and -outset).
 */
import type { LengthPercentage } from "./types.ts";
import type { CssNode } from "./csstree.ts";
import { IMAGE_OR_NONE } from "./image_value.ts";
import { computeLengthPercentage, type Length, lengthToPx, parseLengthNode } from "./length.ts";
import { longhand, type Property } from "./property.ts";
import type { Shorthand } from "./shorthands.ts";
import {
  type FourSides,
  fourSides,
  identOf,
  isSlash,
  keywordPair,
  numberOf,
  type Tokens,
} from "./value.ts";

export type { FourSides };

/** A plain number: image pixels in a slice, a multiple of the border width elsewhere. */
export interface Multiple {
  number: number;
}

/** border-image-slice (§6.3): per side a number or a percentage of the image, and `fill`. */
export interface BorderImageSlice {
  sides: FourSides<Multiple | { percent: number }>;
  fill: boolean;
}

/** border-image-width (§6.4) of one side. */
export type BorderImageWidth = Multiple | LengthPercentage | "auto";

/** border-image-outset (§6.5) of one side. */
export type BorderImageOutset = Multiple | { px: number };

export type BorderImageRepeatStyle = "stretch" | "repeat" | "round" | "space";

/** border-image-repeat (§6.6): `x` for the top and bottom edges, `y` for the left and right. */
export interface BorderImageRepeat {
  x: BorderImageRepeatStyle;
  y: BorderImageRepeatStyle;
}

const nonNegativeNumber = (node: CssNode): Multiple | null => {
  const n = numberOf(node);
  return n !== null && n >= 0 ? { number: n } : null;
};

export const BORDER_IMAGE_SOURCE = longhand("border-image-source", IMAGE_OR_NONE, {
  inherited: false,
  initial: "none",
});

/** `<number [0,∞]> | <percentage [0,∞]>`, numbers rounded to whole pixels as Chromium does. */
function sliceSide(node: CssNode): Multiple | { percent: number } | null {
  const number = nonNegativeNumber(node);
  if (number) return { number: Math.round(number.number) };
  const length = node.type === "Percentage" ? parseLengthNode(node, { percent: true }) : null;
  const percent = length?.["%"];
  return percent !== undefined && percent >= 0 ? { percent } : null;
}

/** `[<number> | <percentage>]{1,4} && fill?`: `fill` first or last. */
function parseSlice(tokens: Tokens): BorderImageSlice | null {
  const fillFirst = identOf(tokens[0]) === "fill";
  const fillLast = !fillFirst && identOf(tokens.at(-1)) === "fill";
  const sides = fourSides(
    fillFirst ? tokens.slice(1) : fillLast ? tokens.slice(0, -1) : tokens,
    sliceSide,
  );
  return sides && { sides, fill: fillFirst || fillLast };
}

export const BORDER_IMAGE_SLICE = longhand<BorderImageSlice, BorderImageSlice>(
  "border-image-slice",
  { parse: parseSlice, compute: (slice) => slice },
  { inherited: false, initial: "100%" },
);

type SpecifiedWidth = Multiple | Length | "auto";

function widthSide(node: CssNode): SpecifiedWidth | null {
  if (identOf(node) === "auto") return "auto";
  return nonNegativeNumber(node) ?? parseLengthNode(node, { percent: true, nonNegative: true });
}

export const BORDER_IMAGE_WIDTH = longhand<FourSides<SpecifiedWidth>, FourSides<BorderImageWidth>>(
  "border-image-width",
  {
    parse: (tokens) => fourSides(tokens, widthSide),
    compute: (sides, ctx) =>
      sides.map((side) =>
        side === "auto" || "number" in side
          ? side
          : computeLengthPercentage(side as Length, ctx.lengths, true)
      ) as FourSides<BorderImageWidth>,
  },
  { inherited: false, initial: "1" },
);

type SpecifiedOutset = Multiple | Length;

export const BORDER_IMAGE_OUTSET = longhand<
  FourSides<SpecifiedOutset>,
  FourSides<BorderImageOutset>
>(
  "border-image-outset",
  {
    parse: (tokens) =>
      fourSides(
        tokens,
        (node) => nonNegativeNumber(node) ?? parseLengthNode(node, { nonNegative: true }),
      ),
    compute: (sides, ctx) =>
      sides.map((side) =>
        "number" in side ? side : { px: Math.max(0, lengthToPx(side as Length, ctx.lengths)) }
      ) as FourSides<BorderImageOutset>,
  },
  { inherited: false, initial: "0" },
);

const REPEAT_STYLES: readonly BorderImageRepeatStyle[] = ["stretch", "repeat", "round", "space"];

/** `[stretch | repeat | round | space]{1,2}`: the second defaults to the first. */
const parseRepeat = (tokens: Tokens): BorderImageRepeat | null =>
  keywordPair(tokens, REPEAT_STYLES);

export const BORDER_IMAGE_REPEAT = longhand<BorderImageRepeat, BorderImageRepeat>(
  "border-image-repeat",
  { parse: parseRepeat, compute: (repeat) => repeat },
  { inherited: false, initial: "stretch" },
);

const LONGHANDS: readonly Property[] = [
  BORDER_IMAGE_SOURCE,
  BORDER_IMAGE_SLICE,
  BORDER_IMAGE_WIDTH,
  BORDER_IMAGE_OUTSET,
  BORDER_IMAGE_REPEAT,
];

/** The longest run of tokens from `start` that `parse` accepts, and its value. */
function longestRun<T>(
  tokens: Tokens,
  start: number,
  max: number,
  parse: (run: Tokens) => T | null,
): { value: T; end: number } | null {
  for (let end = Math.min(tokens.length, start + max); end > start; end--) {
    const value = parse(tokens.slice(start, end));
    if (value !== null) return { value, end };
  }
  return null;
}

/**
 * border-image (§6.7): `<'border-image-source'> || <'border-image-slice'> [ /
 * <'border-image-width'> | / <'border-image-width'>? / <'border-image-outset'> ]? ||
 * <'border-image-repeat'>`. A width or outset needs a slice
 * before it.
 */
const BORDER_IMAGE: Shorthand = {
  name: "border-image",
  longhands: LONGHANDS,
  expand(tokens) {
    const found = new Map<Property, unknown>();
    let i = 0;
    while (i < tokens.length) {
      const source = found.has(BORDER_IMAGE_SOURCE) ? null : BORDER_IMAGE_SOURCE.parse([tokens[i]]);
      if (source !== null) {
        found.set(BORDER_IMAGE_SOURCE, source);
        i++;
        continue;
      }
      const repeat = found.has(BORDER_IMAGE_REPEAT) ? null : longestRun(tokens, i, 2, parseRepeat);
      if (repeat) {
        found.set(BORDER_IMAGE_REPEAT, repeat.value);
        i = repeat.end;
        continue;
      }
      const slice = found.has(BORDER_IMAGE_SLICE) ? null : longestRun(tokens, i, 5, parseSlice);
      if (!slice) return null;
      found.set(BORDER_IMAGE_SLICE, slice.value);
      i = slice.end;
      if (!isSlash(tokens[i])) continue;
      const end = slashedEnd(tokens, i);
      const after = slashedValues(tokens.slice(i, end));
      if (!after) return null;
      if (after.width) found.set(BORDER_IMAGE_WIDTH, after.width);
      if (after.outset) found.set(BORDER_IMAGE_OUTSET, after.outset);
      i = end;
    }
    return found.size === 0 ? null : found;
  },
};

/** Where the `/ width / outset` part starting at the slash `start` ends: the next non-length. */
function slashedEnd(tokens: Tokens, start: number): number {
  let end = start;
  while (
    end < tokens.length &&
    (isSlash(tokens[end]) || widthSide(tokens[end]) !== null)
  ) end++;
  return end;
}

/** `/ <width>`, `/ <width> / <outset>` or `/ / <outset>`. */
function slashedValues(tokens: Tokens): { width?: unknown; outset?: unknown } | null {
  const slashes = tokens.flatMap((node, i) => isSlash(node) ? [i] : []);
  if (slashes.length > 2 || slashes[0] !== 0) return null;
  const widthTokens = tokens.slice(1, slashes[1] ?? tokens.length);
  const outsetTokens = slashes[1] === undefined ? null : tokens.slice(slashes[1] + 1);
  const width = widthTokens.length > 0 ? BORDER_IMAGE_WIDTH.parse(widthTokens) : undefined;
  const outset = outsetTokens ? BORDER_IMAGE_OUTSET.parse(outsetTokens) : undefined;
  if (width === null || outset === null) return null;
  if (width === undefined && outset === undefined) return null;
  return { width, outset };
}

export const BORDER_IMAGE_SHORTHANDS: readonly Shorthand[] = [BORDER_IMAGE];

/** The border-image longhands, which the `border` shorthand resets (§4.4). */
export const BORDER_IMAGE_LONGHANDS = LONGHANDS;
