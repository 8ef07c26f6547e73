/**
 * The used size of a replaced element (CSS 2.2 §10.3.2, §10.4, §10.6.2 with CSS Sizing 4
 * §2.1 and CSS Images 3 §5.2): from its `width` and `height`, its preferred aspect ratio and its
 * natural dimensions, within min/max sizes. An img whose image is not (yet) known has no natural
 * dimensions and, as in Chromium, a default size of 0×0; its width and height attributes still
 * size it, with their ratio (`aspect-ratio: auto w / h`, lib/css/hints.ts).
 */
import type { ComputedStyle } from "../../css/types.ts";
import { heightFor, preferredRatio, type Ratio, widthFor } from "./aspect_ratio.ts";
import { resolveSize } from "./keywords.ts";
import {
  type Containing,
  heightSpace,
  horizontalExtra,
  verticalExtra,
  widthSpace,
} from "./space.ts";

/** Natural dimensions and ratio (CSS Images 3 §4.1); each null when the element has none. */
export interface NaturalSize {
  width: number | null;
  height: number | null;
  ratio: number | null;
}

/** No image known: no natural dimensions. */
export const NO_NATURAL_SIZE: NaturalSize = { width: null, height: null, ratio: null };

/** A content-box width and height. */
export interface ReplacedSize {
  width: number;
  height: number;
}

/**
 * The replaced element's content-box size in `cb`. Sizing keywords are its natural (or
 * ratio-transferred) size, `stretch` the room it may fill (Sizing 3 §3.2, Sizing 4 §3.1).
 */
export function replacedSize(
  style: ComputedStyle,
  natural: NaturalSize,
  cb: Containing,
): ReplacedSize {
  const content = (size: () => number) => () => ({ min: size(), max: size() });
  const h = widthSpace(style, cb, content(() => fallback.width));
  const v = heightSpace(style, cb, { content: content(() => fallback.height) });
  const ratio = preferredRatio(style, natural.ratio, h.extra, v.extra);
  // The size with both `auto`: natural dimensions, one through the ratio from the other, or the
  // default object size 0×0 (§10.3.2, §10.6.2; Images 3 §5.2 default sizing). The content
  // keywords of the width are that width.
  const fallback = autoSize(natural, ratio, h.available);
  const width = resolveSize(style.width, h);
  const height = resolveSize(style.height, v);
  const limits = {
    minWidth: resolveSize(style.minWidth, h) ?? 0,
    maxWidth: resolveSize(style.maxWidth, h) ?? Infinity,
    minHeight: resolveSize(style.minHeight, v) ?? 0,
    maxHeight: resolveSize(style.maxHeight, v) ?? Infinity,
  };
  const clampW = (w: number) => Math.max(limits.minWidth, Math.min(limits.maxWidth, w));
  const clampH = (x: number) => Math.max(limits.minHeight, Math.min(limits.maxHeight, x));
  if (width !== null && height !== null) return { width: clampW(width), height: clampH(height) };
  if (width !== null) {
    const w = clampW(width);
    return { width: w, height: clampH(ratio ? heightFor(w, ratio) : natural.height ?? 0) };
  }
  if (height !== null) {
    const x = clampH(height);
    return { width: clampW(ratio ? widthFor(x, ratio) : natural.width ?? 0), height: x };
  }
  return ratio
    ? constrained(fallback, ratio, limits)
    : { width: clampW(fallback.width), height: clampH(fallback.height) };
}

/** The size of a replaced element whose width and height are both `auto`, before min/max. */
function autoSize(
  natural: NaturalSize,
  ratio: Ratio | null,
  available: number | null,
): ReplacedSize {
  const { width, height } = natural;
  if (width !== null && height !== null) return { width, height };
  if (width !== null) return { width, height: ratio ? heightFor(width, ratio) : 0 };
  if (height !== null) return { width: ratio ? widthFor(height, ratio) : 0, height };
  // A natural ratio alone (an svg with only a viewBox): §10.3.2 suggests the width a block
  // would have, and Chromium fills the room the box has (none in intrinsic sizes).
  if (ratio && natural.ratio !== null && available !== null) {
    const filled = Math.max(0, available);
    return { width: filled, height: heightFor(filled, ratio) };
  }
  return { width: 0, height: 0 };
}

/**
 * §10.4's table for `auto` width and height with a ratio: the natural (or default) size within
 * min/max sizes, keeping the ratio where the limits allow.
 */
function constrained(
  size: ReplacedSize,
  ratio: Ratio,
  l: { minWidth: number; maxWidth: number; minHeight: number; maxHeight: number },
): ReplacedSize {
  const maxWidth = Math.max(l.minWidth, l.maxWidth);
  const maxHeight = Math.max(l.minHeight, l.maxHeight);
  const { width: w, height: h } = size;
  if (w < l.minWidth && h > maxHeight) return { width: l.minWidth, height: maxHeight };
  if (w > maxWidth && h < l.minHeight) return { width: maxWidth, height: l.minHeight };
  if (w > maxWidth && h > maxHeight) {
    // Both too large: the side that must shrink more sets the other.
    return maxWidth / w <= maxHeight / h
      ? { width: maxWidth, height: Math.max(l.minHeight, heightFor(maxWidth, ratio)) }
      : { width: Math.max(l.minWidth, widthFor(maxHeight, ratio)), height: maxHeight };
  }
  if (w < l.minWidth && h < l.minHeight) {
    return l.minWidth / w <= l.minHeight / h
      ? { width: Math.min(maxWidth, widthFor(l.minHeight, ratio)), height: l.minHeight }
      : { width: l.minWidth, height: Math.min(maxHeight, heightFor(l.minWidth, ratio)) };
  }
  if (w > maxWidth) {
    return { width: maxWidth, height: Math.max(l.minHeight, heightFor(maxWidth, ratio)) };
  }
  if (w < l.minWidth) {
    return { width: l.minWidth, height: Math.min(maxHeight, heightFor(l.minWidth, ratio)) };
  }
  if (h > maxHeight) {
    return { width: Math.max(l.minWidth, widthFor(maxHeight, ratio)), height: maxHeight };
  }
  if (h < l.minHeight) {
    return { width: Math.min(maxWidth, widthFor(l.minHeight, ratio)), height: l.minHeight };
  }
  return size;
}

/**
 * The content height of a replaced element laid out `width` wide: its own used height, or,
 * when another layout gave it another width (a flex item), the height that goes with that width
 * through the ratio while its height is `auto`.
 */
export function replacedHeight(
  style: ComputedStyle,
  natural: NaturalSize,
  width: number,
  cb: Containing,
): number {
  const own = replacedSize(style, natural, cb);
  if (Math.abs(own.width - width) < 1e-6 || style.height !== "auto") return own.height;
  const extraX = horizontalExtra(style, cb.width);
  const ratio = preferredRatio(style, natural.ratio, extraX, verticalExtra(style, cb.width));
  if (!ratio) return own.height;
  // The min/max heights were met at the element's own width; the content keywords among them
  // are that height.
  const v = heightSpace(style, cb, { content: () => ({ min: own.height, max: own.height }) });
  const min = resolveSize(style.minHeight, v) ?? 0;
  const max = resolveSize(style.maxHeight, v) ?? Infinity;
  return Math.max(min, Math.min(max, heightFor(width, ratio)));
}
