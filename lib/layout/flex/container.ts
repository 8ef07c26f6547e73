/**
 * The records the steps of flex layout share (CSS Flexbox 1 §9): the container with its
 * axes and inner sizes, its lines, and the item alignment they all consult.
 */
import type { Alignment, ComputedStyle } from "../../css/types.ts";
import type { LayoutContext } from "../context.ts";
import type { ContentArea } from "../block/mod.ts";
import { selfAlignment } from "./alignment.ts";
import type { FlexAxes } from "./axes.ts";
import type { FlexItem } from "./item.ts";

/** A flex line (§9.3): its items, cross size and offset from the container's cross-start. */
export interface FlexLine {
  items: FlexItem[];
  crossSize: number;
  crossOffset: number;
}

/** What the steps share: the container, its axes and its inner sizes. */
export interface Container {
  style: ComputedStyle;
  axes: FlexAxes;
  area: ContentArea;
  /** Inner main size when definite (§9.2 step 2), else null until step 4. */
  innerMain: number | null;
  /** Inner cross size when definite, else null until step 15. */
  innerCross: number | null;
  gap: { main: number; cross: number };
  ctx: LayoutContext;
}

/** The item's align-self, `auto` taking the container's align-items (§8.3). */
export function alignSelf(c: Container, item: FlexItem): Alignment {
  return selfAlignment(item.style.alignSelf, c.style.alignItems);
}

/** Whether the item stretches in the cross axis (§8.3, §9.4 step 11). */
export function stretches(c: Container, item: FlexItem): boolean {
  const keyword = alignSelf(c, item).keyword;
  if (keyword !== "stretch" && keyword !== "normal") return false;
  const { style, autoMargin } = item;
  const crossAuto = c.axes.row
    ? autoMargin.top || autoMargin.bottom
    : autoMargin.left || autoMargin.right;
  return (c.axes.row ? style.height : style.width) === "auto" && !crossAuto;
}
