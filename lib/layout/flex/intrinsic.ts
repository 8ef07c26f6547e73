/**
 * A flex container's intrinsic widths (CSS Flexbox 1 §9.9.1), as Chromium computes them: a
 * row's max-content is its items' max-content contributions side by side, its min-content
 * their min-content contributions side by side when it does not wrap, the largest when it
 * does; a column's are its largest item's.
 */
import type { ComputedStyle } from "../../css/types.ts";
import type { BlockBox } from "../box.ts";
import type { IntrinsicWidths } from "../intrinsic.ts";
import { flexAxes, flexGaps } from "./axes.ts";

/** Content-box widths from the items' margin-box contributions. */
export function flexIntrinsicWidths(
  style: ComputedStyle,
  items: BlockBox[],
  contribution: (item: BlockBox) => IntrinsicWidths,
): IntrinsicWidths {
  const axes = flexAxes(style);
  // The contributions are within each item's min-width and max-width (CSS Sizing 3 §5.2).
  const sizes = items.map(contribution);
  const largest = (pick: (c: IntrinsicWidths) => number) => Math.max(0, ...sizes.map(pick));
  if (!axes.row) return { min: largest((c) => c.min), max: largest((c) => c.max) };
  // Percentage gaps count as 0 against the unknown width (CSS Sizing 3 §5.2.1).
  const gaps = flexGaps(style, axes, 0, null).main * Math.max(0, items.length - 1);
  const sum = (pick: (c: IntrinsicWidths) => number) => sizes.reduce((s, c) => s + pick(c), 0);
  const max = sum((c) => c.max) + gaps;
  const min = axes.wrap ? largest((c) => c.min) : sum((c) => c.min) + gaps;
  return { min, max: Math.max(min, max) };
}
