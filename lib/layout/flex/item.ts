/**
 * One flex item's state through the steps of CSS Flexbox 1 §9, and the layouts that measure
 * and place it: an item is a block box laid out on its own (a BFC root, §3) at a width and,
 * when known, a height the flex algorithm chose.
 */
import type { BlockBox } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import type { BoxFragment } from "../fragment.ts";
import { borderWidths, paddings } from "../geometry.ts";
import {
  type AlignedItem,
  autoMargins,
  itemExtras,
  type ItemHeight,
  itemMargins,
  layoutItemBox,
  sizedStyle,
} from "../block/mod.ts";
import type { FlexAxes } from "./axes.ts";
import { type Container, stretches } from "./container.ts";
import { ratioOf, widthFor } from "../sizing/mod.ts";

/** `auto` margins are 0 until alignment gives them free space (§8.1). */
export interface FlexItem extends AlignedItem {
  /** Borders + padding along the main and the cross axis. */
  mainExtra: number;
  crossExtra: number;
  /** Content-box sizes from here on. */
  flexBaseSize: number;
  /** The content's main size (max-content width, or height at the item's width), once measured. */
  contentMain: number | null;
  hypotheticalMainSize: number;
  minMain: number;
  maxMain: number;
  /** §9.7: the size the item flexes to, and whether it is settled. */
  targetMainSize: number;
  frozen: boolean;
  /** The cross size (content box): hypothetical (§9.4 step 7), then used (step 11). */
  crossSize: number;
  /** The cross size was set by `stretch` (step 11) or by the style: lay out at it. */
  definiteCross: boolean;
  /** A row item's content height at its used width (§9.4 step 7). */
  crossContent: number;
  /** Baselines from the border-box top, measured at the hypothetical cross size. */
  baseline: number;
  lastBaseline: number;
  /** Offsets of the margin box from the line's main-start and cross-start (§9.5, §9.6). */
  mainOffset: number;
  crossOffset: number;
}

/** A margin box's size along the main axis at a content size. */
export function outerMain(item: FlexItem, axes: FlexAxes, size: number): number {
  const m = item.margin;
  return size + item.mainExtra + (axes.row ? m.left + m.right : m.top + m.bottom);
}

export function outerCross(item: FlexItem, axes: FlexAxes): number {
  const m = item.margin;
  return item.crossSize + item.crossExtra + (axes.row ? m.top + m.bottom : m.left + m.right);
}

/** §9.1: an item's record with margins (percentages of the container's inline size, §8). */
export function newItem(box: BlockBox, axes: FlexAxes, innerWidth: number): FlexItem {
  const style = box.style;
  const sides = { box, style, border: borderWidths(style), padding: paddings(style, innerWidth) };
  const horizontal = itemExtras(sides, true);
  const vertical = itemExtras(sides, false);
  return {
    ...sides,
    margin: itemMargins(style, innerWidth),
    autoMargin: autoMargins(style),
    mainExtra: axes.row ? horizontal : vertical,
    crossExtra: axes.row ? vertical : horizontal,
    flexBaseSize: 0,
    contentMain: null,
    hypotheticalMainSize: 0,
    minMain: 0,
    maxMain: Infinity,
    targetMainSize: 0,
    frozen: false,
    crossSize: 0,
    definiteCross: false,
    crossContent: 0,
    baseline: 0,
    lastBaseline: 0,
    mainOffset: 0,
    crossOffset: 0,
  };
}

/**
 * §9.2 step 3B for a row's item: with an aspect ratio and a definite height — stretched to the
 * line of a single-line container of definite height (§9.8 item 1) — its flex base size is that
 * height through the ratio (CSS Sizing 4 §2.1); null otherwise. A set height is already in its
 * intrinsic widths (lib/layout/intrinsic.ts).
 */
export function ratioBaseSize(c: Container, item: FlexItem): number | null {
  const ratio = ratioOf(item.style, c.area.width);
  if (!c.axes.row || c.axes.wrap || c.innerCross === null || !ratio || !stretches(c, item)) {
    return null;
  }
  const height = c.innerCross - item.margin.top - item.margin.bottom - item.crossExtra;
  return widthFor(Math.max(0, height), ratio);
}

/**
 * Lays the item out with its border box at (x, y), content width `width` and content height
 * `height`. Flex chose the height: an aspect ratio does not choose it again (CSS Sizing 4 §2.1).
 */
export function layoutItem(
  item: FlexItem,
  x: number,
  y: number,
  width: number,
  height: ItemHeight,
  ctx: LayoutContext,
): BoxFragment {
  const sized = sizedStyle(item.style, height);
  const style = height === null ? sized : { ...sized, aspectRatio: { auto: true, ratio: null } };
  return layoutItemBox(item, { ...item.box, style }, x, y, width, ctx);
}
