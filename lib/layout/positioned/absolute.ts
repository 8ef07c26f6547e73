/**
 * Absolutely positioned boxes (CSS 2.2 §10.3.7, §10.6.4; CSS Position 3 §4): sized and placed
 * against their containing block once its size is known, out of the flow they sit in.
 */
import type { ComputedStyle, LengthPercentageAuto } from "../../css/types.ts";
import type { BlockBox } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import type { BoxFragment, Fragment } from "../fragment.ts";
import {
  borderWidths,
  clampHeight,
  clampWidth,
  type HorizontalGeometry,
  paddings,
  resolveAuto,
} from "../geometry.ts";
import { intrinsicWidths } from "../intrinsic.ts";
import { resolveWidths, specifiedSize, stretchedHeight } from "../sizing/mod.ts";
import { layoutIsolated, measuring } from "../block/mod.ts";
import { translateFragment } from "../translate.ts";
import { type AxisInput, type AxisOutput, solveAxis } from "./insets.ts";
import type { StaticAlignment } from "./static_position.ts";

/** Where a fragment's content ends (a box's floats included). */
function bottomOf(f: Fragment): number {
  return f.y + f.height + (f.kind === "box" ? f.floatOverhang ?? 0 : 0);
}

/** A containing block: a padding box in flow coordinates (§10.1). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const orNull = (value: number | "auto") => value === "auto" ? null : value;

/**
 * The box's style with its sizing keywords and aspect ratio resolved (lib/layout/sizing): the
 * room it may fill is the containing block less the insets, and between two insets an `auto`
 * height fills it, so a width may follow from it through the ratio (CSS Position 3 §5.1).
 */
function resolveSizing(box: BlockBox, cb: Rect, ctx: LayoutContext): ComputedStyle {
  const s = box.style;
  const inset = (v: LengthPercentageAuto, basis: number) => orNull(resolveAuto(v, basis)) ?? 0;
  const containing = {
    width: cb.width,
    height: cb.height,
    fillWidth: cb.width - inset(s.left, cb.width) - inset(s.right, cb.width),
    fillHeight: cb.height - inset(s.top, cb.height) - inset(s.bottom, cb.height),
  };
  const fills = s.height === "auto" && s.top !== "auto" && s.bottom !== "auto";
  const sizing = fills ? { ...box, style: { ...s, height: "stretch" as const } } : box;
  return { ...resolveWidths(sizing, containing, ctx), height: stretchedHeight(s, containing) };
}

/** The properties of each axis: start and end insets and margins, and the size. */
const AXES = {
  horizontal: ["left", "right", "marginLeft", "marginRight", "width"],
  vertical: ["top", "bottom", "marginTop", "marginBottom", "height"],
} as const;

/**
 * One axis's values in px. Insets and sizes are percentages of the containing block's size
 * along the axis, margins of its width (§8.3); only the block axis may centre into negative
 * margins (§10.6.4 against §10.3.7).
 */
function axisInput(
  style: ComputedStyle,
  axis: keyof typeof AXES,
  cbSize: number,
  cbWidth: number,
  inner: number,
  staticStart: number,
): AxisInput {
  const [start, end, marginStart, marginEnd, size] = AXES[axis];
  return {
    cb: cbSize,
    start: orNull(resolveAuto(style[start], cbSize)),
    end: orNull(resolveAuto(style[end], cbSize)),
    marginStart: orNull(resolveAuto(style[marginStart], cbWidth)),
    marginEnd: orNull(resolveAuto(style[marginEnd], cbWidth)),
    size: specifiedSize(style, style[size], cbSize, inner),
    inner,
    staticStart,
    negativeCentring: axis === "vertical",
  };
}

/**
 * Solves an axis, then again with the clamped size as if it were specified when min/max
 * change it (§10.4 steps 2–3, §10.7).
 */
function solveClamped(
  input: AxisInput,
  autoSize: (available: number) => number,
  clamp: (size: number) => number,
): AxisOutput {
  const tentative = solveAxis(input, autoSize);
  const clamped = clamp(tentative.size);
  return clamped === tentative.size ? tentative : solveAxis({ ...input, size: clamped }, autoSize);
}

/** Where a box would be in flow: its margin edge, or the rectangle it aligns in. */
export interface StaticPlace {
  x: number;
  y: number;
  align: StaticAlignment | null;
}

/**
 * How far a margin box of `outer` size moves from the start of its static-position rectangle
 * `room` long: its share of the free space, along an axis whose insets are both `auto`.
 */
function staticShift(
  start: LengthPercentageAuto,
  end: LengthPercentageAuto,
  room: number,
  outer: number,
  share: number,
): number {
  return start === "auto" && end === "auto" ? share * (room - outer) : 0;
}

/**
 * Lays out an absolutely positioned box in containing block `cb`, from its static position
 * (the margin edge it would have in flow, or its static-position rectangle). A fixed box is
 * laid out whole, on the first page, for paint to repeat on every page.
 */
export function layoutAbsolute(
  box: BlockBox,
  cb: Rect,
  place: StaticPlace,
  ctx: LayoutContext,
): BoxFragment {
  const { x: staticX, y: staticY, align } = place;
  const style = resolveSizing(box, cb, ctx);
  const border = borderWidths(style);
  const padding = paddings(style, cb.width);
  const innerX = border.left + border.right + padding.left + padding.right;
  const innerY = border.top + border.bottom + padding.top + padding.bottom;

  // §10.3.7: an auto width shrinks to fit, min(max(min-content, available), max-content).
  const shrinkToFit = (available: number) => {
    const { min, max } = intrinsicWidths(box, cb.width, ctx);
    return Math.min(Math.max(min, available), max);
  };
  const h = solveClamped(
    axisInput(style, "horizontal", cb.width, cb.width, innerX, staticX - cb.x),
    shrinkToFit,
    (w) => clampWidth(style, w, cb.width, innerX),
  );

  const geom: HorizontalGeometry = {
    marginLeft: 0,
    marginRight: 0,
    border,
    padding,
    width: h.size,
  };
  const vertical = axisInput(style, "vertical", cb.height, cb.width, innerY, staticY - cb.y);
  const clampY = (height: number) => clampHeight(style, height, cb.height, border, padding);
  // A height set or given by both insets is definite, so percentages inside resolve against
  // it (§10.5); one that depends on the content (§10.6.4 rules 1 and 3) comes out NaN here.
  const definite = solveClamped(vertical, () => NaN, clampY).size;
  // Laid out with no margins (its place is set below) and, when definite, its used height.
  const sized: BlockBox = {
    ...box,
    style: {
      ...style,
      marginTop: { px: 0 },
      marginBottom: { px: 0 },
      // A definite height is a content height; an auto one may follow a border-box ratio.
      boxSizing: Number.isNaN(definite) ? style.boxSizing : "content-box",
      height: Number.isNaN(definite) ? "auto" : { px: definite },
    },
  };
  const layOut = (context: LayoutContext, top: number) => {
    const fragment = layoutIsolated(sized, geom, context, top);
    fragment.style = box.style;
    return fragment;
  };
  let fragment = layOut(measuring(ctx), 0);
  const contentHeight = fragment.height - innerY;
  const v = solveClamped(vertical, () => contentHeight, clampY);
  const height = v.size + innerY;
  const outerX = h.marginStart + h.size + innerX + h.marginEnd;
  const outerY = v.marginStart + height + v.marginEnd;
  const x = cb.x + h.start + h.marginStart +
    (align ? staticShift(style.left, style.right, align.width, outerX, align.x) : 0);
  const y = cb.y + v.start + v.marginStart +
    (align ? staticShift(style.top, style.bottom, align.height, outerY, align.y) : 0);
  const pages = ctx.fragmentainer;
  if (style.position === "absolute" && pages.paginated) {
    // Its content breaks across pages like any flow's (Chromium fragments absolutely
    // positioned boxes, overflowing content included): laid out again where it goes.
    fragment = layOut(ctx, y);
    translateFragment(fragment, x, 0);
    // An auto height grows with content pushed to the next page; a definite one does not, nor
    // does a replaced box's (a form control's text), and paint must still find the content that
    // overflows it on the pages it reaches.
    const reach = Math.max(fragment.y + fragment.height, ...fragment.children.map(bottomOf));
    fragment.y = y;
    const grows = Number.isNaN(definite) && box.content.type !== "replaced";
    fragment.height = grows ? Math.max(height, reach - y) : height;
    if (reach > y + fragment.height) fragment.floatOverhang = reach - y - fragment.height;
    return fragment;
  }
  fragment.height = height;
  translateFragment(fragment, x, y);
  return fragment;
}
