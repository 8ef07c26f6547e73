/**
 * Resolving a box's used margins, borders and padding (CSS 2.2 §8, §10.3.3).
 */
import type { ComputedStyle, LengthPercentage, LengthPercentageAuto } from "../css/types.ts";
import { resolveMath } from "../css/mod.ts";
import { lengthOr } from "../css/sizing.ts";
import type { Sides } from "./fragment.ts";

/** A length-percentage against a basis (percentages of margins/padding use the containing block's width, §8.3/§8.4). */
export function resolveLength(value: LengthPercentage, basis: number): number {
  let px = ("px" in value ? value.px : 0) +
    ("percent" in value ? (value.percent / 100) * basis : 0);
  // A math function that needed this basis (mod(100%, 7px); CSS Values 4 §10.11).
  if ("math" in value) px += resolveMath(value.math, basis);
  return px;
}

/** Whether a value depends on its basis (has a percentage part). */
export function hasPercent(value: LengthPercentage): boolean {
  return "percent" in value;
}

export function resolveAuto(value: LengthPercentageAuto, basis: number): number | "auto" {
  return value === "auto" ? "auto" : resolveLength(value, basis);
}

const borderSides = new WeakMap<ComputedStyle, Sides>();
const pixelPaddings = new WeakMap<ComputedStyle, Sides>();

/**
 * Border and padding widths are one shared object per (shared) computed style when they
 * do not depend on the containing block: a long table's cells would each hold two copies.
 */
export function borderWidths(style: ComputedStyle): Sides {
  let sides = borderSides.get(style);
  if (!sides) {
    sides = {
      top: style.borderTopWidth,
      right: style.borderRightWidth,
      bottom: style.borderBottomWidth,
      left: style.borderLeftWidth,
    };
    borderSides.set(style, sides);
  }
  return sides;
}

/** Padding can't be negative; a mixed calc() is only known to be once resolved (Values 4 §10.12). */
export function paddings(style: ComputedStyle, cbWidth: number): Sides {
  const cached = pixelPaddings.get(style);
  if (cached) return cached;
  const { paddingTop, paddingRight, paddingBottom, paddingLeft } = style;
  const side = (v: LengthPercentage) => Math.max(0, resolveLength(v, cbWidth));
  const sides = {
    top: side(paddingTop),
    right: side(paddingRight),
    bottom: side(paddingBottom),
    left: side(paddingLeft),
  };
  if (![paddingTop, paddingRight, paddingBottom, paddingLeft].some(hasPercent)) {
    pixelPaddings.set(style, sides);
  }
  return sides;
}

/** Vertical margins: `auto` is 0 in normal flow (§10.6.3). */
export function verticalMargins(
  style: ComputedStyle,
  cbWidth: number,
): { top: number; bottom: number } {
  const top = resolveAuto(style.marginTop, cbWidth);
  const bottom = resolveAuto(style.marginBottom, cbWidth);
  return { top: top === "auto" ? 0 : top, bottom: bottom === "auto" ? 0 : bottom };
}

/** min-/max-width applied to a content width; `extra` is the horizontal borders and padding. */
export function clampWidth(
  style: ComputedStyle,
  width: number,
  cbWidth: number,
  extra: number,
): number {
  // §10.4: max-width first, then min-width; box-sizing decides what the values measure.
  const adjust = style.boxSizing === "border-box" ? extra : 0;
  // Sizing keywords are resolved before (lib/layout/sizing); where not, they do not clamp.
  const maxWidth = lengthOr(style.maxWidth, "none");
  const minWidth = lengthOr(style.minWidth, "auto");
  if (maxWidth !== "none") width = Math.min(width, resolveLength(maxWidth, cbWidth) - adjust);
  if (minWidth !== "auto") width = Math.max(width, resolveLength(minWidth, cbWidth) - adjust);
  return Math.max(0, width);
}

export interface HorizontalGeometry {
  marginLeft: number;
  marginRight: number;
  border: Sides;
  padding: Sides;
  /** Content-box width. */
  width: number;
}

/** The border-box width of a box of these widths. */
export function borderBoxWidth(geom: HorizontalGeometry): number {
  return geom.border.left + geom.padding.left + geom.width + geom.padding.right + geom.border.right;
}

/** The margin-box width of a box of these widths. */
export function outerWidth(geom: HorizontalGeometry): number {
  return geom.marginLeft + borderBoxWidth(geom) + geom.marginRight;
}

/**
 * Widths and horizontal margins of a block-level, non-replaced box in normal flow
 * (§10.3.3), honouring min/max-width (§10.4).
 */
export function horizontalGeometry(style: ComputedStyle, cbWidth: number): HorizontalGeometry {
  const border = borderWidths(style);
  const padding = paddings(style, cbWidth);
  const extra = border.left + border.right + padding.left + padding.right;
  let ml = resolveAuto(style.marginLeft, cbWidth);
  let mr = resolveAuto(style.marginRight, cbWidth);
  const specified = resolveAuto(lengthOr(style.width, "auto"), cbWidth);
  let width: number;
  if (specified === "auto") {
    const available = cbWidth - extra - (ml === "auto" ? 0 : ml) - (mr === "auto" ? 0 : mr);
    width = clampWidth(style, available, cbWidth, extra);
    // §10.4: a width clamped by min/max-width is laid out as if specified, so auto
    // margins share what is left.
    if (width !== available) {
      const rest = cbWidth - extra - width - (ml === "auto" ? 0 : ml) - (mr === "auto" ? 0 : mr);
      if (ml === "auto" && mr === "auto") [ml, mr] = [rest / 2, rest / 2];
      else if (ml === "auto") ml = rest;
      else if (mr === "auto") mr = rest;
    }
    return {
      marginLeft: ml === "auto" ? 0 : ml,
      marginRight: mr === "auto" ? 0 : mr,
      border,
      padding,
      width,
    };
  }
  width = clampWidth(
    style,
    style.boxSizing === "border-box" ? specified - extra : specified,
    cbWidth,
    extra,
  );
  const rest = cbWidth - extra - width;
  if (ml === "auto" && mr === "auto") {
    // Centring; a negative remainder gives the overflow to the right (ltr), §10.3.3.
    const half = Math.max(0, rest) / 2;
    return { marginLeft: half, marginRight: rest - half, border, padding, width };
  }
  if (ml === "auto") {
    return { marginLeft: rest - (mr as number), marginRight: mr as number, border, padding, width };
  }
  // Over-constrained or margin-right auto: margin-right takes the remainder (direction ltr).
  return { marginLeft: ml, marginRight: rest - ml, border, padding, width };
}

/**
 * Widths of an inline-block (CSS 2.2 §10.3.9): `auto` margins are 0, an `auto`
 * width is the shrink-to-fit width, and nothing is over-constrained.
 */
export function atomicInlineGeometry(
  style: ComputedStyle,
  cbWidth: number,
  shrinkToFit: (available: number) => number,
): HorizontalGeometry {
  const border = borderWidths(style);
  const padding = paddings(style, cbWidth);
  const extra = border.left + border.right + padding.left + padding.right;
  const ml = resolveAuto(style.marginLeft, cbWidth);
  const mr = resolveAuto(style.marginRight, cbWidth);
  const marginLeft = ml === "auto" ? 0 : ml;
  const marginRight = mr === "auto" ? 0 : mr;
  const specified = resolveAuto(lengthOr(style.width, "auto"), cbWidth);
  const width = specified === "auto"
    ? shrinkToFit(Math.max(0, cbWidth - extra - marginLeft - marginRight))
    : style.boxSizing === "border-box"
    ? specified - extra
    : specified;
  return {
    marginLeft,
    marginRight,
    border,
    padding,
    width: clampWidth(style, width, cbWidth, extra),
  };
}

/** The used content height for a specified `height`, or null for `auto` (§10.5, §10.6.3). */
export function specifiedHeight(
  style: ComputedStyle,
  cbHeight: number | null,
  border: Sides,
  padding: Sides,
): number | null {
  const height = lengthOr(style.height, "auto");
  if (height === "auto") return null;
  if (hasPercent(height) && cbHeight === null) return null;
  const h = resolveLength(height, cbHeight ?? 0);
  const extra = style.boxSizing === "border-box"
    ? border.top + border.bottom + padding.top + padding.bottom
    : 0;
  return Math.max(0, h - extra);
}

/** Applies min-height / max-height to a content height (§10.7). */
export function clampHeight(
  style: ComputedStyle,
  height: number,
  cbHeight: number | null,
  border: Sides,
  padding: Sides,
): number {
  const extra = style.boxSizing === "border-box"
    ? border.top + border.bottom + padding.top + padding.bottom
    : 0;
  const maxHeight = lengthOr(style.maxHeight, "none");
  const minHeight = lengthOr(style.minHeight, "auto");
  if (maxHeight !== "none" && !(hasPercent(maxHeight) && cbHeight === null)) {
    height = Math.min(height, resolveLength(maxHeight, cbHeight ?? 0) - extra);
  }
  if (minHeight !== "auto" && !(hasPercent(minHeight) && cbHeight === null)) {
    height = Math.max(height, resolveLength(minHeight, cbHeight ?? 0) - extra);
  }
  return Math.max(0, height);
}
