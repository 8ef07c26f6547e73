/**
 * A grid container's intrinsic widths (CSS Grid 1 §11.1, §11.5 "sized under a min-/max-content
 * constraint"): its columns sized by the track sizing algorithm under that constraint, their
 * sizes and gaps summed. Percentages of the unknown width count as auto.
 */
import type { ComputedStyle } from "../../css/types.ts";
import type { BlockBox } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import type { IntrinsicWidths } from "../intrinsic.ts";
import { defineGrid } from "./define.ts";
import { sizeColumns } from "./layout.ts";
import { gapsAfter, tracksSize } from "./track_sizing.ts";

/** Content-box min-content and max-content widths of a grid container. */
export function gridIntrinsicWidths(
  style: ComputedStyle,
  boxes: BlockBox[],
  cbWidth: number,
  ctx: LayoutContext,
): IntrinsicWidths {
  const unknown = { definite: null, min: null, max: null };
  const grid = defineGrid(style, boxes, unknown, unknown);
  const width = (constraint: "min-content" | "max-content") => {
    sizeColumns(
      grid,
      { size: null, constraint, min: 0, max: Infinity, stretch: false },
      cbWidth,
      ctx,
    );
    return tracksSize(grid.columns, gapsAfter(grid.columns, grid.columnGap));
  };
  const min = width("min-content");
  return { min, max: Math.max(min, width("max-content")) };
}
