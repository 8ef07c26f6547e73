/**
 * Heights of block containers (CSS 2.2 §10.6.3, §10.7 with CSS Sizing 3/4): the height before
 * the content is laid out — a definite `height`, `stretch`, or one transferred from the width
 * through the aspect ratio — and the used height once the content's height is known.
 */
import type { ComputedStyle, SizeValue } from "../../css/types.ts";
import { heightFor, type Ratio } from "./aspect_ratio.ts";
import { isScrollContainer } from "../../css/mod.ts";
import { isContentKeyword } from "../../css/sizing.ts";
import { asLength, type AxisSpace, resolveSize } from "./keywords.ts";
import { type Containing, heightSpace } from "./space.ts";

/** A block's height as known before its content is laid out. */
export interface PreferredHeight {
  /** The content height, or null when the content decides it (`auto`). */
  height: number | null;
  /**
   * The height came from the width through the aspect ratio: `min-height: auto` then lets
   * the content make it taller (Sizing 4 §5.1, the automatic minimum size).
   */
  fromRatio: boolean;
}

/**
 * The preferred height: the `height` property — whose content keywords behave as `auto` in
 * the block axis of a block container, as in Chromium (Sizing 3 §3.2) — else, when `auto`, the
 * content width `width` transferred through the aspect ratio (Sizing 4 §2.1).
 */
export function preferredHeight(
  style: ComputedStyle,
  space: AxisSpace,
  width: number,
  ratio: Ratio | null,
): PreferredHeight {
  const specified = isContentKeyword(style.height) ? null : resolveSize(style.height, space);
  if (specified !== null || ratio === null) return { height: specified, fromRatio: false };
  return { height: heightFor(width, ratio), fromRatio: true };
}

/**
 * The used content height of a box whose height would be `height` (§10.7: max-height, then
 * min-height), its content being `content` tall: the content keywords of min/max-height are
 * that content height (Sizing 3 §3.2). A height from the aspect ratio grows to the content
 * while `min-height` is `auto` and the content is visible, but not past the max-height (Sizing 4
 * §5.1).
 */
export function clampHeight(
  style: ComputedStyle,
  height: number,
  content: number,
  space: AxisSpace,
  fromRatio: boolean,
): number {
  const measured: AxisSpace = { ...space, content: () => ({ min: content, max: content }) };
  const max = resolveSize(style.maxHeight, measured) ?? Infinity;
  let min = resolveSize(style.minHeight, measured) ?? 0;
  if (fromRatio && style.minHeight === "auto" && !isScrollContainer(style)) {
    min = Math.min(content, max);
  }
  return Math.max(min, Math.min(max, height));
}

/**
 * `height: stretch` as a length in the box's `box-sizing` box when the room to fill is definite
 * (Sizing 4 §3.1), else `auto`; any other height as it is.
 */
export function stretchedHeight(style: ComputedStyle, cb: Containing): SizeValue {
  if (style.height !== "stretch") return style.height;
  const space = heightSpace(style, cb);
  const px = resolveSize("stretch", space);
  return px === null ? "auto" : asLength(px, space);
}
