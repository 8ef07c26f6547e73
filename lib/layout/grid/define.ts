/**
 * A grid container's grid (CSS Grid 1 §7, §8): its explicit tracks, its items placed, and
 * the implicit tracks around them — the records the sizing algorithm (§11) works on.
 */
import type { ComputedStyle } from "../../css/types.ts";
import type { TrackSize } from "../../css/grid.ts";
import type { BlockBox } from "../box.ts";
import { gutters } from "../flex/axes.ts";
import { type GridItem, newGridItem } from "./item.ts";
import { placeItems, type Span } from "./placement.ts";
import { type AxisSize, type ExplicitAxis, explicitAxis, implicitSize } from "./tracks.ts";
import { newTrack, type Track } from "./track_sizing.ts";

export interface Grid {
  style: ComputedStyle;
  items: GridItem[];
  columns: Track[];
  rows: Track[];
  /** Gutters (Box Alignment 3 §8), px. */
  columnGap: number;
  rowGap: number;
}

/**
 * The tracks of one axis of the implicit grid, lines `extent.start` to `extent.end`: the
 * explicit ones, the implicit ones sized by grid-auto-* (§7.6); empty `auto-fit` tracks
 * collapse (§7.2.3.2).
 */
function axisTracks(
  explicit: ExplicitAxis,
  auto: TrackSize[],
  extent: Span,
  used: Span[],
  basis: number | null,
): Track[] {
  const tracks: Track[] = [];
  const count = explicit.sizes.length;
  for (let line = extent.start; line < extent.end; line++) {
    const inside = line >= 0 && line < count;
    const size = inside ? explicit.sizes[line] : implicitSize(auto, line, count);
    const fit = explicit.autoFit;
    const empty = fit !== null && line >= fit.start && line < fit.end &&
      !used.some((s) => s.start <= line && s.end > line);
    tracks.push(newTrack(size, basis, empty));
  }
  return tracks;
}

/**
 * The grid of a container with these items (in `order`-modified document order), its
 * content box `width` wide (null while its intrinsic width is asked for) and `height`.
 */
export function defineGrid(
  style: ComputedStyle,
  boxes: BlockBox[],
  width: AxisSize,
  height: AxisSize,
): Grid {
  // Gutters as flex layout has them (Box Alignment 3 §8): a percentage of an unknown size is 0.
  const { column: columnGap, row: rowGap } = gutters(style, width.definite ?? 0, height.definite);
  const areas = style.gridTemplateAreas;
  const columns = explicitAxis(
    style.gridTemplateColumns,
    areas,
    false,
    style.gridAutoColumns,
    width,
    columnGap,
  );
  const rows = explicitAxis(
    style.gridTemplateRows,
    areas,
    true,
    style.gridAutoRows,
    height,
    rowGap,
  );
  const placement = placeItems(boxes.map((b) => b.style), rows, columns, style.gridAutoFlow);
  const items = boxes.map((box, i) => {
    const { row, column } = placement.areas[i];
    return newGridItem(box, {
      row: { start: row.start - placement.rows.start, end: row.end - placement.rows.start },
      column: {
        start: column.start - placement.columns.start,
        end: column.end - placement.columns.start,
      },
    });
  });
  return {
    style,
    items,
    columns: axisTracks(
      columns,
      style.gridAutoColumns,
      placement.columns,
      placement.areas.map((a) => a.column),
      width.definite,
    ),
    rows: axisTracks(
      rows,
      style.gridAutoRows,
      placement.rows,
      placement.areas.map((a) => a.row),
      height.definite,
    ),
    columnGap,
    rowGap,
  };
}
