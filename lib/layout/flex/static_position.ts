/**
 * The static position of a flex container's absolutely positioned children (CSS Flexbox 1
 * §4.1): each is placed as if it were the container's sole flex item — in its content box,
 * along the main axis by justify-content, along the cross axis by its align-self — once its
 * containing block is laid out (positioned/).
 */
import type { AlignKeyword, ComputedStyle } from "../../css/types.ts";
import type { BlockBox } from "../box.ts";
import type { BoxFragment } from "../fragment.ts";
import { type StaticAlignment, staticPosition } from "../positioned/mod.ts";
import { flexRelative, selfAlignment } from "./alignment.ts";
import { type FlexAxes, flexAxes } from "./axes.ts";

/** The share of the free space before a sole item a flex-relative keyword puts there. */
function share(keyword: AlignKeyword): number {
  switch (keyword) {
    case "flex-end":
      return 1;
    case "center":
    // A sole item of space-around or space-evenly is centred (§8.2, Box Alignment 3 §5.3).
    case "space-around":
    case "space-evenly":
      return 0.5;
    // flex-start, normal, stretch (an absolutely positioned box does not stretch), baselines
    // and space-between (with one subject) start at the start.
    default:
      return 0;
  }
}

/** The main-axis and cross-axis shares as physical x/y shares, flipping reversed axes. */
function physical(axes: FlexAxes, main: number, cross: number): { x: number; y: number } {
  const m = axes.reverse ? 1 - main : main;
  const c = axes.wrapReverse ? 1 - cross : cross;
  return axes.row ? { x: m, y: c } : { x: c, y: m };
}

/**
 * Placeholders for a flex container's absolutely positioned children, whose content box is
 * `width` × `height` at (x, y).
 */
export function flexStaticPositions(
  style: ComputedStyle,
  positioned: BlockBox[],
  content: { x: number; y: number; width: number; height: number },
): BoxFragment[] {
  const axes = flexAxes(style);
  const main = share(flexRelative(style.justifyContent.keyword, axes.reverse, axes.row));
  return positioned.map((box) => {
    const self = selfAlignment(box.style.alignSelf, style.alignItems);
    const cross = share(flexRelative(self.keyword, axes.wrapReverse, !axes.row));
    const align: StaticAlignment = {
      width: content.width,
      height: content.height,
      ...physical(axes, main, cross),
    };
    return staticPosition(box, content.x, content.y, align);
  });
}
