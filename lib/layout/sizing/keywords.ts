/**
 * Resolving `width`, `height` and their min/max in one axis of one box (CSS Sizing 3 §3–5,
 * Sizing 4 §3): lengths and percentages, the content-based keywords (`min-content`,
 * `max-content`, `fit-content`, §3.2) and `stretch` (Sizing 4 §3.1). Results are content-box
 * sizes: `box-sizing` decides what a length measures (CSS UI 4 §4.1), never what a keyword does.
 */
import type { ComputedStyle, LengthPercentage, MaxSizeValue, SizeValue } from "../../css/types.ts";
import { lengthOr } from "../../css/sizing.ts";
import { hasPercent, resolveLength } from "../geometry.ts";

/** A box's min-content and max-content sizes in one axis (content box, Sizing 3 §5.1). */
export interface ContentSizes {
  min: number;
  max: number;
}

/** What resolving a size in one axis needs to know about the box and its containing block. */
export interface AxisSpace {
  /** The percentage basis; null when it is indefinite (§5.1: percentages then behave as auto). */
  basis: number | null;
  /**
   * The content-box size that fills the space the box's margin box may take — its containing
   * block less its margins (and, absolutely positioned, its insets): what `stretch` is and what
   * `fit-content` fits into (Sizing 4 §3.1). Null when that space is indefinite.
   */
  available: number | null;
  /** Borders plus padding along the axis. */
  extra: number;
  borderBox: boolean;
  /** The content's min-/max-content sizes, asked only when a content keyword needs them. */
  content: () => ContentSizes;
}

/**
 * A size resolved to a content-box length, or null for `auto`, `none` and sizes that depend
 * on an indefinite basis (§5.1 and Sizing 4 §3.1: they behave as `auto`).
 */
export function resolveSize(value: SizeValue | MaxSizeValue, space: AxisSpace): number | null {
  switch (value) {
    case "auto":
    case "none":
      return null;
    case "min-content":
      return space.content().min;
    case "max-content":
      return space.content().max;
    case "fit-content": {
      // §3.2: min(max-content, max(min-content, available)); no available space is max-content.
      const { min, max } = space.content();
      return space.available === null ? max : Math.min(max, Math.max(min, space.available));
    }
    case "stretch":
      return space.available === null ? null : Math.max(0, space.available);
  }
  if (hasPercent(value) && space.basis === null) return null;
  const size = resolveLength(value, space.basis ?? 0);
  return Math.max(0, space.borderBox ? size - space.extra : size);
}

/**
 * A width or height property (or its min/max) as a content-box size, or null when it is
 * `auto`/`none` or a percentage of an indefinite `basis` (§5.1); `extra` is the borders and
 * padding along the axis, which `box-sizing: border-box` takes off. Sizing keywords are resolved
 * before the layouts that call this (widths.ts); those left act as `auto`.
 */
export function specifiedSize(
  style: ComputedStyle,
  specified: SizeValue | MaxSizeValue,
  basis: number | null,
  extra: number,
): number | null {
  const value = lengthOr(specified, "auto");
  if (value === "auto") return null;
  if (hasPercent(value) && basis === null) return null;
  const size = resolveLength(value, basis ?? 0);
  return Math.max(0, style.boxSizing === "border-box" ? size - extra : size);
}

/** A content-box size as a length in the box's `box-sizing` box, to stand in its style. */
export function asLength(px: number, space: AxisSpace): LengthPercentage {
  return { px: space.borderBox ? px + space.extra : px };
}

/**
 * What a box sized by a keyword contributes to its container's min-/max-content sizes (Sizing
 * 3 §5.2): its min-content or max-content size for both, both for `fit-content`; null for
 * lengths and for `auto` and `stretch`, which contribute as the content does.
 */
export function keywordContribution(
  value: SizeValue | MaxSizeValue,
  content: () => ContentSizes,
): ContentSizes | null {
  switch (value) {
    case "min-content": {
      const { min } = content();
      return { min, max: min };
    }
    case "max-content": {
      const { max } = content();
      return { min: max, max };
    }
    case "fit-content":
      return content();
    default:
      return null;
  }
}
