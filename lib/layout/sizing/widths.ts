/**
 * A box's widths where the generic width rules (CSS 2.2 §10.3 and §10.4, geometry.ts) need
 * help: the sizing keywords of `width`, `min-width` and `max-width` become lengths (CSS Sizing 3
 * §3.2, Sizing 4 §3.1), and an `auto` width comes from a definite height through the aspect
 * ratio, with min/max heights transferred to widths (Sizing 4 §2.1, §5.1). Block, float,
 * inline-block, absolutely positioned and flex layout read their widths from the result.
 */
import type { ComputedStyle, MaxSizeValue, SizeValue } from "../../css/types.ts";
import type { BlockBox } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import { intrinsicWidths } from "../intrinsic.ts";
import { preferredRatio, type Ratio, widthFor } from "./aspect_ratio.ts";
import { stretchedHeight } from "./heights.ts";
import { replacedSize } from "./replaced.ts";
import { naturalSizeOf } from "../form/mod.ts";
import { isScrollContainer } from "../../css/mod.ts";
import { isContentKeyword, isSizeKeyword } from "../../css/sizing.ts";
import { asLength, type AxisSpace, resolveSize } from "./keywords.ts";
import {
  type Containing,
  heightSpace,
  horizontalExtra,
  verticalExtra,
  widthSpace,
} from "./space.ts";

/** The box's preferred aspect ratio, its borders and padding against this containing block. */
export function ratioOf(style: ComputedStyle, cbWidth: number): Ratio | null {
  if (style.aspectRatio.ratio === null) return null;
  return preferredRatio(
    style,
    null,
    horizontalExtra(style, cbWidth),
    verticalExtra(style, cbWidth),
  );
}

/** Whether the widths need more than the generic rules. */
function needsResolving(style: ComputedStyle): boolean {
  return isSizeKeyword(style.width) || isSizeKeyword(style.minWidth) ||
    isSizeKeyword(style.maxWidth) || style.aspectRatio.ratio !== null;
}

/**
 * The box's style with width, min-width and max-width resolved to lengths where keywords or the
 * aspect ratio decide them, in `cb`; the style itself when nothing needs resolving. Only the
 * widths differ: lay the box out with its own style, its widths from this one.
 */
export function resolveWidths(box: BlockBox, cb: Containing, ctx: LayoutContext): ComputedStyle {
  const style = box.style;
  if (box.content.type === "replaced") {
    // A replaced element's width follows from all its sizes at once (replaced.ts).
    const { width } = replacedSize(style, naturalSizeOf(style, box.content, ctx), cb);
    const extra = horizontalExtra(style, cb.width);
    const px = style.boxSizing === "border-box" ? width + extra : width;
    return { ...style, width: { px }, minWidth: "auto", maxWidth: "none" };
  }
  if (!needsResolving(style)) return style;
  const h = widthSpace(style, cb, () => intrinsicWidths(box, cb.width, ctx));
  const ratio = ratioOf(style, cb.width);
  let { width, minWidth, maxWidth } = style;
  if (ratio !== null && width === "auto") {
    const v = heightSpace(style, cb);
    const height = definiteHeight(style.height, v);
    if (height !== null) {
      // §5.1: the automatic minimum of the ratio-dependent axis is its min-content size.
      const auto = style.minWidth === "auto" && !isScrollContainer(style);
      width = asLength(Math.max(widthFor(height, ratio), auto ? h.content().min : 0), h);
    } else {
      // §5.1: definite min/max heights limit the width too, through the ratio.
      const transfer = (size: SizeValue | MaxSizeValue) => {
        const px = definiteHeight(size, v);
        return px === null ? null : widthFor(px, ratio);
      };
      const max = transfer(style.maxHeight);
      const min = transfer(style.minHeight);
      if (max !== null) maxWidth = asLength(Math.min(max, resolveSize(maxWidth, h) ?? max), h);
      if (min !== null) {
        const limit = resolveSize(maxWidth, h) ?? Infinity;
        minWidth = asLength(Math.max(Math.min(min, limit), resolveSize(minWidth, h) ?? 0), h);
      }
    }
  }
  const resolved = (value: SizeValue | MaxSizeValue) =>
    isSizeKeyword(value) ? resolveSize(value, h) : undefined;
  const [w, min, max] = [resolved(width), resolved(minWidth), resolved(maxWidth)];
  return {
    ...style,
    width: w === undefined ? width : w === null ? "auto" : asLength(w, h),
    minWidth: min === undefined ? minWidth : min === null ? "auto" : asLength(min, h),
    maxWidth: max === undefined ? maxWidth : max === null ? "none" : asLength(max, h),
  };
}

const resolvedBoxes = new WeakMap<BlockBox, Map<string, BlockBox>>();

/**
 * The box with its widths resolved in `cb` (resolveWidths) and a `stretch` height filling it,
 * for layouts that take an item's sizes as given (flex items, CSS Flexbox 1 §9.2): the box
 * itself when nothing needs resolving, else one copy per containing block, so that
 * measurements cached by box stay found.
 */
export function withResolvedSizes(box: BlockBox, cb: Containing, ctx: LayoutContext): BlockBox {
  const { style } = box;
  const resolves = needsResolving(style) || box.content.type === "replaced" ||
    style.height === "stretch";
  if (!resolves) return box;
  const key = `${cb.width} ${cb.height}`;
  let copies = resolvedBoxes.get(box);
  if (!copies) resolvedBoxes.set(box, copies = new Map());
  let copy = copies.get(key);
  if (!copy) {
    const height = stretchedHeight(style, cb);
    copy = { ...box, style: { ...resolveWidths(box, cb, ctx), height } };
    copies.set(key, copy);
  }
  return copy;
}

/** A height that is known before layout: a length, or `stretch` in definite room. */
function definiteHeight(size: SizeValue | MaxSizeValue, space: AxisSpace): number | null {
  return isContentKeyword(size) ? null : resolveSize(size, space);
}
