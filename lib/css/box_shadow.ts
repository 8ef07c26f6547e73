/**
 * box-shadow (CSS Backgrounds 3 §6.1): `none | <shadow>#`, each shadow
 * `<color>? && [<length>{2} <length [0,∞]>? <length>?] && inset?` — offsets, an optional blur
 * radius and spread distance, an optional `inset`; the colour defaults to currentcolor.
 */
import type { RGBA } from "./types.ts";
import { computeColor, parseColor, type SpecifiedColor } from "./color/mod.ts";
import { type Length, lengthToPx, parseLengthNode } from "./length.ts";
import { longhand, type Property } from "./property.ts";
import { identOf, keywordOf, splitCommas, type Tokens } from "./value.ts";

export interface BoxShadow {
  x: number;
  y: number;
  blur: number;
  spread: number;
  color: RGBA;
  inset: boolean;
}

/** One specified shadow: its 2 to 4 lengths, colour (null for currentcolor) and `inset`. */
export interface ShadowSpecified {
  lengths: Length[];
  color: SpecifiedColor | null;
  inset: boolean;
}

/**
 * One shadow: `inset` (where `allowInset`) and the colour at either end, 2 to `maxLengths`
 * lengths together in between.
 */
function parseShadow(
  part: Tokens,
  allowInset: boolean,
  maxLengths: number,
): ShadowSpecified | null {
  let color: SpecifiedColor | null = null;
  let inset = false;
  const lengths: Length[] = [];
  let lengthsEnded = false;
  for (const node of part) {
    if (allowInset && identOf(node) === "inset" && !inset) {
      inset = true;
      if (lengths.length > 0) lengthsEnded = true;
      continue;
    }
    // The blur radius, the third length, is non-negative.
    const blur = lengths.length === 2;
    const length = lengthsEnded ? null : parseLengthNode(node, { nonNegative: blur });
    if (length !== null && lengths.length < maxLengths) {
      lengths.push(length);
      continue;
    }
    const parsed: SpecifiedColor | null = color === null ? parseColor(node) : null;
    if (parsed === null) return null;
    color = parsed;
    if (lengths.length > 0) lengthsEnded = true;
  }
  return lengths.length >= 2 ? { lengths, color, inset } : null;
}

/**
 * `none | <shadow>#` as box-shadow takes it (`inset`, up to four lengths: offsets, blur,
 * spread) or, without `inset`, text-shadow (CSS Text Decoration 3 §4: up to three).
 */
export function parseShadowList(
  tokens: Tokens,
  { inset, maxLengths }: { inset: boolean; maxLengths: number },
): ShadowSpecified[] | null {
  if (keywordOf(tokens, ["none"])) return [];
  const shadows = splitCommas(tokens).map((part) => parseShadow(part, inset, maxLengths));
  return shadows.includes(null) ? null : shadows as ShadowSpecified[];
}

export const BOX_SHADOW: Property<ShadowSpecified[], BoxShadow[], BoxShadow[]> = longhand(
  "box-shadow",
  {
    parse: (tokens) => parseShadowList(tokens, { inset: true, maxLengths: 4 }),
    compute: (shadows, ctx) =>
      shadows.map(({ lengths: [x, y, blur, spread], color, inset }) => ({
        x: lengthToPx(x, ctx.lengths),
        y: lengthToPx(y, ctx.lengths),
        // A negative calc() blur is clamped (CSS Values 4 §10.12).
        blur: blur ? Math.max(0, lengthToPx(blur, ctx.lengths)) : 0,
        spread: spread ? lengthToPx(spread, ctx.lengths) : 0,
        color: color === null ? ctx.currentColor : computeColor(color, ctx),
        inset,
      })),
  },
  { inherited: false, initial: "none" },
);
