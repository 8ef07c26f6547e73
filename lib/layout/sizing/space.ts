/**
 * The space a box is sized in (CSS Sizing 3 §2, Sizing 4 §3.1): its containing block's size
 * in each axis, and the room its margin box may fill there, turned into the per-axis records
 * keywords.ts resolves sizes against.
 */
import type { ComputedStyle, LengthPercentageAuto } from "../../css/types.ts";
import { borderWidths, paddings, resolveAuto } from "../geometry.ts";
import type { AxisSpace, ContentSizes } from "./keywords.ts";

/** A containing block, and the room a box's margin box may fill in it. */
export interface Containing {
  /** Width (the basis of horizontal percentages, margins and padding included). */
  width: number;
  /** Height; null when it is indefinite. */
  height: number | null;
  /**
   * The room the margin box may fill (`stretch`, Sizing 4 §3.1): the containing block, less the
   * insets for an absolutely positioned box; null when indefinite. Default: width and height.
   */
  fillWidth?: number;
  fillHeight?: number | null;
}

const px = (margin: LengthPercentageAuto, cbWidth: number) => {
  const value = resolveAuto(margin, cbWidth);
  return value === "auto" ? 0 : value;
};

/** Horizontal borders and padding. */
export function horizontalExtra(style: ComputedStyle, cbWidth: number): number {
  const b = borderWidths(style);
  const p = paddings(style, cbWidth);
  return b.left + b.right + p.left + p.right;
}

/** Vertical borders and padding (percentages of the containing block's width, CSS 2.2 §8.4). */
export function verticalExtra(style: ComputedStyle, cbWidth: number): number {
  const b = borderWidths(style);
  const p = paddings(style, cbWidth);
  return b.top + b.bottom + p.top + p.bottom;
}

/** The horizontal axis: `auto` margins count as 0 in the room to fill (Sizing 4 §3.1). */
export function widthSpace(
  style: ComputedStyle,
  cb: Containing,
  content: () => ContentSizes,
): AxisSpace {
  const extra = horizontalExtra(style, cb.width);
  const margins = px(style.marginLeft, cb.width) + px(style.marginRight, cb.width);
  return {
    basis: cb.width,
    available: (cb.fillWidth ?? cb.width) - margins - extra,
    extra,
    borderBox: style.boxSizing === "border-box",
    content,
  };
}

/**
 * The vertical axis. `margins` are the vertical margins the box's margin box keeps when it
 * fills the room: a block's margins that collapse with its parent's count as 0 (Sizing 4 §3.1).
 * `content` gives the content's height where it is known before layout (replaced elements).
 */
export function heightSpace(
  style: ComputedStyle,
  cb: Containing,
  {
    margins = px(style.marginTop, cb.width) + px(style.marginBottom, cb.width),
    content = CONTENT_AFTER_LAYOUT,
  }: { margins?: number; content?: () => ContentSizes } = {},
): AxisSpace {
  const extra = verticalExtra(style, cb.width);
  const fill = cb.fillHeight === undefined ? cb.height : cb.fillHeight;
  return {
    basis: cb.height,
    available: fill === null ? null : fill - margins - extra,
    extra,
    borderBox: style.boxSizing === "border-box",
    content,
  };
}

/**
 * A block container's content height is only known once it is laid out: the block axis
 * resolves its content keywords through clampHeight (heights.ts), which gives it.
 */
function CONTENT_AFTER_LAYOUT(): ContentSizes {
  throw new Error("a block-axis content size is asked before layout");
}
