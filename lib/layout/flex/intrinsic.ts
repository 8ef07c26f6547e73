/**
 * A flex container's intrinsic widths (CSS Flexbox 1 §9.9.1), as Chromium computes them: a
 * row's max-content is its items' max-content contributions side by side, its min-content
 * their min-content contributions side by side when it does not wrap, the largest when it
 * does; a column's are its largest item's.
 */
import type { ComputedStyle } from "../../css/types.ts";
import type { BlockBox } from "../box.ts";
import { borderWidths, hasPercent, resolveLength } from "../geometry.ts";
import { flexAxes, flexGaps } from "./axes.ts";

export interface Contribution {
  min: number;
  max: number;
}

/** Content-box widths from the items' margin-box contributions. */
export function flexIntrinsicWidths(
  style: ComputedStyle,
  items: BlockBox[],
  contribution: (item: BlockBox) => Contribution,
): Contribution {
  const axes = flexAxes(style);
  const sizes = items.map((item) => clamped(item, contribution(item)));
  const largest = (pick: (c: Contribution) => number) => Math.max(0, ...sizes.map(pick));
  if (!axes.row) return { min: largest((c) => c.min), max: largest((c) => c.max) };
  // Percentage gaps count as 0 against the unknown width (CSS Sizing 3 §5.2.1).
  const gaps = flexGaps(style, axes, 0, null).main * Math.max(0, items.length - 1);
  const sum = (pick: (c: Contribution) => number) => sizes.reduce((s, c) => s + pick(c), 0);
  const max = sum((c) => c.max) + gaps;
  const min = axes.wrap ? largest((c) => c.min) : sum((c) => c.min) + gaps;
  return { min, max: Math.max(min, max) };
}

/**
 * A contribution within the item's min-width and max-width (CSS Sizing 3 §5.2); percentages
 * of the unknown container width do not clamp.
 */
function clamped(item: BlockBox, contribution: Contribution): Contribution {
  const s = item.style;
  const fixed = (v: typeof s.minWidth | typeof s.maxWidth) =>
    v === "auto" || v === "none" || hasPercent(v) ? null : resolveLength(v, 0);
  const min = fixed(s.minWidth);
  const max = fixed(s.maxWidth);
  if (min === null && max === null) return contribution;
  // The contribution is a margin-box width; min/max measure the content or border box.
  const b = borderWidths(s);
  const pad = (v: typeof s.paddingLeft) => hasPercent(v) ? 0 : resolveLength(v, 0);
  const margin = (v: typeof s.marginLeft) =>
    v === "auto" || hasPercent(v) ? 0 : resolveLength(v, 0);
  const borderBox = b.left + b.right + pad(s.paddingLeft) + pad(s.paddingRight);
  const outside = margin(s.marginLeft) + margin(s.marginRight) +
    (s.boxSizing === "border-box" ? 0 : borderBox);
  const clamp = (outer: number) => {
    let size = outer - outside;
    if (max !== null) size = Math.min(size, max);
    if (min !== null) size = Math.max(size, min);
    return size + outside;
  };
  return { min: clamp(contribution.min), max: clamp(contribution.max) };
}
