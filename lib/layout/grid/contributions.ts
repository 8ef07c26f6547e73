/**
 * The items' size contributions to the tracks they span (CSS Grid 1 §11.5): min-content,
 * max-content and minimum contributions in the column axis (widths) and, once the columns
 * are sized, in the row axis (heights at the items' widths), with the automatic minimum size
 * of §6.6 in each.
 */
import type { LayoutContext } from "../context.ts";
import { itemExtras, itemMinMax, measureItem } from "../block/mod.ts";
import {
  definiteSize,
  type GridItem,
  hasAutomaticMinimum,
  inlineContributions,
  margins,
} from "./item.ts";
import { isFlexible, type SizingItem, type Track } from "./track_sizing.ts";

/** The sum of the spanned tracks' fixed max sizing functions and gaps, or null (§6.6). */
function fixedMaxima(tracks: Track[], gap: number): number | null {
  if (!tracks.every((t) => typeof t.max === "number")) return null;
  return tracks.reduce((s, t) => s + (t.max as number), 0) + gap * (tracks.length - 1);
}

/**
 * The minimum contribution (§11.5): the outer size at the item's used minimum size — its
 * min-width/height, or its automatic minimum size (§6.6: the content size suggestion, no
 * larger than fixed tracks allow) — when its preferred size is auto; else `content`.
 */
function minimumContribution(
  item: GridItem,
  horizontal: boolean,
  spanned: Track[],
  gap: number,
  content: () => number,
  suggestion: () => number,
): number {
  const outside = itemExtras(item, horizontal) + margins(item, horizontal);
  const style = item.style;
  if (definiteSize(item, horizontal ? style.width : style.height, null, horizontal) !== null) {
    return content();
  }
  const autoMin = spanned.some((t) => t.min === "auto");
  const flexible = spanned.some(isFlexible);
  if (!hasAutomaticMinimum(item, horizontal, autoMin, flexible)) {
    return itemMinMax(item, horizontal, null).min + outside;
  }
  const { max } = itemMinMax(item, horizontal, null);
  const limit = fixedMaxima(spanned, gap);
  let size = Math.min(suggestion(), max);
  if (limit !== null) size = Math.min(size, Math.max(0, limit - outside));
  return size + outside;
}

/** Memoises a measurement. */
function once(f: () => number): () => number {
  let value: number | null = null;
  return () => value ??= f();
}

/** The items' contributions to the columns (widths). */
export function columnContributions(
  items: GridItem[],
  columns: Track[],
  gap: number,
  cbWidth: number,
  ctx: LayoutContext,
): SizingItem[] {
  return items.map((item) => {
    const { start, end } = item.area.column;
    let widths: { min: number; max: number } | null = null;
    const contributions = () => widths ??= inlineContributions(item, cbWidth, ctx);
    const outside = itemExtras(item, true) + margins(item, true);
    return {
      start,
      end,
      minContent: () => contributions().min,
      maxContent: () => contributions().max,
      minimum: once(() =>
        minimumContribution(
          item,
          true,
          columns.slice(start, end),
          gap,
          () => contributions().min,
          () => contributions().min - outside,
        )
      ),
    };
  });
}

/**
 * The items' contributions to the rows (heights at their used widths): a block's min- and
 * max-content heights are one, its height at that width (Sizing 3 §5.1), a baseline-aligned
 * item's shim added (§11.5 step 1).
 */
export function rowContributions(
  items: GridItem[],
  rows: Track[],
  gap: number,
  ctx: LayoutContext,
  shims: ReadonlyMap<GridItem, number>,
): SizingItem[] {
  return items.map((item) => {
    const { start, end } = item.area.row;
    const outside = itemExtras(item, false) + margins(item, false);
    const measured = () => measureItem(item, item.width, ctx).height;
    const content = once(() => {
      const { min, max } = itemMinMax(item, false, null);
      const specified = definiteSize(item, item.style.height, null, false);
      return Math.max(min, Math.min(max, specified ?? measured())) + outside +
        (shims.get(item) ?? 0);
    });
    return {
      start,
      end,
      minContent: content,
      maxContent: content,
      minimum: once(() =>
        minimumContribution(item, false, rows.slice(start, end), gap, content, measured) +
        (shims.get(item) ?? 0)
      ),
    };
  });
}
