/**
 * Rounded corners (CSS Backgrounds 3 §5): a corner's radii, as the border-*-radius longhands
 * take them, and the `<'border-radius'>` grammar, which the shorthand and `clip-path:
 * inset(… round …)` (CSS Shapes 1 §3.1.1) share. Percentages stay for paint, which knows the
 * box.
 */
import type { CornerRadius } from "./types.ts";
import type { CssNode } from "./csstree.ts";
import {
  computeLengthPercentage,
  type Length,
  type LengthBasis,
  parseLengthNode,
} from "./length.ts";
import type { ValueKind } from "./property.ts";
import { type FourSides, fourSides, isSlash, type Tokens } from "./value.ts";

/** A corner's horizontal and vertical radius, as specified. */
export type SpecifiedCorner = [horizontal: Length, vertical: Length];

/** One radius: a non-negative <length-percentage>. */
const radius = (node: CssNode) => parseLengthNode(node, { percent: true, nonNegative: true });

export function computeCornerRadius(
  [horizontal, vertical]: SpecifiedCorner,
  lengths: LengthBasis,
): CornerRadius {
  return {
    horizontal: computeLengthPercentage(horizontal, lengths, true),
    vertical: computeLengthPercentage(vertical, lengths, true),
  };
}

/** border-*-radius (§5.1): one or two radii, horizontal then vertical; one sets both. */
export const CORNER_RADIUS: ValueKind<SpecifiedCorner, CornerRadius> = {
  parse(tokens) {
    if (tokens.length < 1 || tokens.length > 2) return null;
    const radii = tokens.map(radius);
    if (radii.includes(null)) return null;
    const [horizontal, vertical = horizontal] = radii as Length[];
    return [horizontal, vertical];
  },
  compute: (corner, ctx) => computeCornerRadius(corner, ctx.lengths),
};

/**
 * `<'border-radius'>` (§5.2): 1–4 horizontal radii for top-left, top-right, bottom-right and
 * bottom-left, missing ones copied from the opposite corner (as in margin), then optionally
 * `/` and the vertical ones; without `/` each corner's vertical radius equals its horizontal
 * one.
 */
export function parseBorderRadius(tokens: Tokens): FourSides<SpecifiedCorner> | null {
  const slash = tokens.findIndex(isSlash);
  const horizontal = fourSides(slash < 0 ? tokens : tokens.slice(0, slash), radius);
  const vertical = slash < 0 ? horizontal : fourSides(tokens.slice(slash + 1), radius);
  if (horizontal === null || vertical === null) return null;
  const [tl, tr, br, bl] = horizontal.map((h, i): SpecifiedCorner => [h, vertical[i]]);
  return [tl, tr, br, bl];
}
