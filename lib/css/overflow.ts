/**
 * Overflow (CSS Overflow 3 §3): `overflow-x` and `overflow-y` (the `overflow` shorthand over
 * both is shorthands.ts's pair), and `overflow-clip-margin` (§3.2), with the rule that pairs the two axes (§3.1).
 */
import type { ComputedStyle } from "./types.ts";
import { keyword } from "./kinds.ts";
import { type Length, lengthToPx, parseLengthNode } from "./length.ts";
import { longhand, type Property } from "./property.ts";
import { keywordIn } from "./value.ts";

export type Overflow = ComputedStyle["overflowX"];

const notInherited = (initial: string) => ({ inherited: false, initial });

/** `overlay` is a legacy alias of `auto` (§3.1). */
const OVERFLOW_KEYWORD = keyword<Overflow>(["visible", "hidden", "clip", "scroll", "auto"], {
  overlay: "auto",
});

export const OVERFLOW_X: Property<Overflow, Overflow, Overflow> = longhand(
  "overflow-x",
  OVERFLOW_KEYWORD,
  notInherited("visible"),
);
export const OVERFLOW_Y: Property<Overflow, Overflow, Overflow> = longhand(
  "overflow-y",
  OVERFLOW_KEYWORD,
  notInherited("visible"),
);

/** Values that make a box a scroll container (§3.1); `visible` and `clip` do not. */
const SCROLLING: ReadonlySet<Overflow> = new Set(["hidden", "scroll", "auto"]);

/**
 * Both axes as §3.1 pairs them: when one axis scrolls (hidden, scroll, auto) and the other
 * is visible or clip, that one becomes auto or hidden, since a scroll container clips both
 * ways. The longhands keep the declared keywords, since each is computed apart from the
 * other; this is what they come to (as Chromium's getComputedStyle prints them).
 */
export function usedOverflow(style: ComputedStyle): { x: Overflow; y: Overflow } {
  const { overflowX: x, overflowY: y } = style;
  const pair = (own: Overflow, other: Overflow): Overflow =>
    SCROLLING.has(other) && !SCROLLING.has(own) ? (own === "clip" ? "hidden" : "auto") : own;
  return { x: pair(x, y), y: pair(y, x) };
}

/**
 * Whether the box is a scroll container (§3, "scroll container"): it then establishes an
 * independent formatting context (CSS 2.2 §9.4.1), an inline-block's baseline is its bottom
 * margin edge (§10.8.1) and a flex item's automatic minimum size is 0 (Flexbox 1 §4.5).
 * `overflow: clip` clips without being one.
 */
export function isScrollContainer(style: ComputedStyle): boolean {
  return SCROLLING.has(style.overflowX) || SCROLLING.has(style.overflowY);
}

export type VisualBox = "content-box" | "padding-box" | "border-box";

/** `overflow-clip-margin` (§3.2): how far outside the box's `box` edge a `clip` axis clips. */
export interface OverflowClipMargin {
  box: VisualBox;
  px: number;
}

const VISUAL_BOXES: readonly VisualBox[] = ["content-box", "padding-box", "border-box"];

/** `<visual-box> || <length [0,∞]>`; the box defaults to padding-box, the length to 0. */
export const OVERFLOW_CLIP_MARGIN: Property<
  { box: VisualBox; length: Length },
  OverflowClipMargin,
  OverflowClipMargin
> = longhand("overflow-clip-margin", {
  parse(tokens) {
    if (tokens.length < 1 || tokens.length > 2) return null;
    let box: VisualBox | null = null;
    let length: Length | null = null;
    for (const node of tokens) {
      const name: VisualBox | null = box === null ? keywordIn(node, VISUAL_BOXES) : null;
      if (name !== null) {
        box = name;
        continue;
      }
      // Chromium keeps a negative length as declared; the clip never moves inwards (§3.2's
      // range), which is left to the painter.
      const parsed: Length | null = length === null ? parseLengthNode(node) : null;
      if (parsed === null) return null;
      length = parsed;
    }
    return { box: box ?? "padding-box", length: length ?? { px: 0 } };
  },
  compute: ({ box, length }, ctx) => ({ box, px: lengthToPx(length, ctx.lengths) }),
}, notInherited("0px"));
