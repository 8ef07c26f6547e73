/**
 * Cells and row heights (CSS 2.2 §17.5.3, CSS Tables 3 §3.10): each cell is laid
 * out on its own at its columns' width; a row is as tall as its tallest cell (and
 * its own `height`), baseline-aligned cells first lined up on the row's baseline;
 * a row-spanning cell taller than its rows grows them in proportion to their
 * heights, equally when they are all empty (as Chromium does).
 */
import { lengthOr } from "../../css/sizing.ts";
import type { TableBox } from "../box.ts";
import { layoutBfcContents } from "../block/mod.ts";
import type { LayoutContext } from "../context.ts";
import type { BoxFragment, Fragment } from "../fragment.ts";
import { Fragmentainer } from "../page/mod.ts";
import { clampHeight, resolveLength, specifiedHeight } from "../geometry.ts";
import type { GridCell, TableGrid } from "./grid.ts";
import type { TableEdges } from "./edges.ts";

/**
 * A cell laid out on its own. Its fragment is the cell's border box at the top it was laid
 * out at, as tall as the cell needs (`height` included, §17.5.3: a minimum); placing the cell
 * in its rows (layout.ts) moves it there and makes it as tall as they are. A long
 * table holds one per cell until its fragments are built, hence no copies of the fragment's
 * geometry here.
 */
export interface MeasuredCell {
  grid: GridCell;
  fragment: BoxFragment;
  /** Border-box height around the content alone: what `vertical-align` moves (§17.5.4). */
  contentExtent: number;
  /**
   * Distance from the border-box top to the first line's baseline (§17.5.3); null without
   * a line box. Such a cell takes no part in its row's baseline and keeps its content at
   * the top, whatever its `vertical-align` (as in Chromium, where §17.5.3 would take the
   * bottom of its content box as its baseline).
   */
  baseline: number | null;
  /** Laid out in the paginated flow, where it stays (a row taller than a page). */
  fragmented: boolean;
  /** Whether the cell has no content (for `empty-cells`, §17.6.1.1). */
  empty: boolean;
}

/**
 * Lays out every cell at the x positions of its columns (`columnX`: the left edge of
 * each column, absolute), its top at y = 0. Rows are unbreakable units here, so the
 * cells lay out unpaginated.
 */
export function measureCells(
  grid: TableGrid,
  edges: TableEdges,
  columnX: number[],
  widths: number[],
  ctx: LayoutContext,
): MeasuredCell[] {
  const unpaginated: LayoutContext = { ...ctx, fragmentainer: Fragmentainer.unpaginated() };
  return grid.cells.map((cell) => measureCell(cell, edges, columnX, widths, 0, unpaginated));
}

/**
 * Lays out one cell with its border-box top at `top`; in a paginated context its
 * content breaks across pages (a row taller than a page, Fragmentation 3 §4).
 */
export function measureCell(
  cell: GridCell,
  edges: TableEdges,
  columnX: number[],
  widths: number[],
  top: number,
  ctx: LayoutContext,
): MeasuredCell {
  const last = cell.col + cell.colSpan - 1;
  const x = columnX[cell.col];
  const width = columnX[last] + widths[last] - x;
  const border = edges.cellBorder(cell);
  const rowsWidth = columnX[columnX.length - 1] + widths[widths.length - 1] - columnX[0];
  const padding = edges.cellPadding(cell, rowsWidth);
  const box = cell.cell.box;
  const contentWidth = Math.max(
    0,
    width - border.left - border.right - padding.left - padding.right,
  );
  const inset = border.top + padding.top;
  const contentTop = top + inset;
  const content = layoutBfcContents(
    box,
    x + border.left + padding.left,
    contentTop,
    contentWidth,
    ctx,
  );
  const minimum = specifiedHeight(box.style, null, border, padding) ?? 0;
  const contentExtent = inset + content.height + padding.bottom + border.bottom;
  const height = Math.max(contentExtent, inset + minimum + padding.bottom + border.bottom);
  const first = firstBaseline(content.children);
  return {
    grid: cell,
    fragment: {
      kind: "box",
      style: box.style,
      element: box.element,
      x,
      y: top,
      width,
      height,
      border,
      padding,
      children: content.children,
    },
    contentExtent,
    baseline: first === null ? null : inset + first - contentTop,
    fragmented: ctx.fragmentainer.paginated,
    empty: content.children.length === 0,
  };
}

function firstBaseline(fragments: Fragment[]): number | null {
  for (const f of fragments) {
    if (f.kind === "line") return f.baseline;
    const inner = firstBaseline(f.children);
    if (inner !== null) return inner;
  }
  return null;
}

/**
 * Whether a cell lines up on the row baseline: it has a baseline and its `vertical-align`
 * is `baseline` or one of the values §17.5.3 maps to it.
 */
function alignsOnBaseline(cell: MeasuredCell): cell is MeasuredCell & { baseline: number } {
  const v = cell.grid.cell.box.style.verticalAlign;
  return cell.baseline !== null && v !== "top" && v !== "middle" && v !== "bottom";
}

/**
 * How far `vertical-align` moves a cell's content down from the top of the cell's
 * `height` (its rows), with the row baseline `rowBaseline` from the row top (§17.5.4).
 * Content laid out across a page break stays where it broke.
 */
export function contentShift(cell: MeasuredCell, height: number, rowBaseline: number): number {
  if (cell.fragmented) return 0;
  if (alignsOnBaseline(cell)) return rowBaseline - cell.baseline;
  const free = height - cell.contentExtent;
  const align = cell.grid.cell.box.style.verticalAlign;
  return align === "middle" ? free / 2 : align === "bottom" ? free : 0;
}

/**
 * The baseline of a row from its top (§17.5.3): the one its baseline-aligned cells share
 * (`baseline`, as `rowHeights` found it); when none of its cells is, the bottom of the
 * lowest cell content box, the cells being as tall as the row (`rowHeight`), as Chromium
 * takes it.
 */
export function rowBaseline(cells: MeasuredCell[], baseline: number, rowHeight: number): number {
  if (cells.some(alignsOnBaseline)) return baseline;
  const insets = cells.map(({ fragment: f }) => f.padding.bottom + f.border.bottom);
  return rowHeight - (insets.length ? Math.min(...insets) : 0);
}

export interface RowHeights {
  heights: number[];
  /** Per row: the baseline's distance from the row top (§17.5.3). */
  baselines: number[];
}

/** Row heights from cells, rows' own `height` and row spans (§17.5.3). */
export function rowHeights(
  table: TableBox,
  grid: TableGrid,
  cells: MeasuredCell[],
  edges: TableEdges,
): RowHeights {
  const spacing = edges.spacing.v;
  const baselines = grid.rows.map(() => 0);
  for (const c of cells) {
    if (alignsOnBaseline(c)) baselines[c.grid.row] = Math.max(baselines[c.grid.row], c.baseline);
  }
  const heights = grid.rows.map((r) => {
    const h = lengthOr(r.row.style.height, "auto");
    return h === "auto" || "percent" in h ? 0 : resolveLength(h, 0);
  });
  const needed = (c: MeasuredCell) =>
    c.fragment.height + (alignsOnBaseline(c) ? baselines[c.grid.row] - c.baseline : 0);
  for (const c of cells) {
    if (c.grid.rowSpan === 1) heights[c.grid.row] = Math.max(heights[c.grid.row], needed(c));
  }
  // Spanning cells, shortest span first, grow the rows they span.
  const spanning = cells.filter((c) => c.grid.rowSpan > 1)
    .sort((a, b) => a.grid.rowSpan - b.grid.rowSpan);
  for (const c of spanning) {
    const rows = grid.rows.map((_, i) => i).slice(c.grid.row, c.grid.row + c.grid.rowSpan);
    const total = rows.reduce((s, r) => s + heights[r], 0);
    const deficit = needed(c) - total - spacing * (rows.length - 1);
    if (deficit <= 0) continue;
    for (const r of rows) {
      heights[r] += deficit * (total > 0 ? heights[r] / total : 1 / rows.length);
    }
  }
  stretchToTableHeight(table, grid, heights, edges);
  return { heights, baselines };
}

/**
 * The content height a table's `height`, clamped by `min-height` and `max-height` (§10.7),
 * asks for: its rows never take less (§17.5.3), and a table with no rows takes just that, as
 * Chromium lays out an empty `<table style="height: 10px">`. Zero when all are auto.
 */
export function tableContentHeight(table: TableBox, edges: TableEdges): number {
  const { border, padding } = edges;
  const height = specifiedHeight(table.style, null, border, padding) ?? 0;
  return clampHeight(table.style, height, null, border, padding);
}

/**
 * A table height (tableContentHeight) beyond what its rows need goes to the body rows in
 * proportion to their heights (Chromium), or to all rows when there are no bodies.
 */
function stretchToTableHeight(
  table: TableBox,
  grid: TableGrid,
  heights: number[],
  edges: TableEdges,
): void {
  if (!heights.length) return;
  const target = tableContentHeight(table, edges);
  const used = heights.reduce((s, x) => s + x, 0) + edges.spacing.v * (heights.length + 1);
  if (target <= used) return;
  let rows = grid.rows.map((_, i) => i).filter((i) => grid.rows[i].group.kind === "body");
  if (!rows.length) rows = grid.rows.map((_, i) => i);
  const total = rows.reduce((s, i) => s + heights[i], 0);
  for (const i of rows) {
    heights[i] += (target - used) * (total > 0 ? heights[i] / total : 1 / rows.length);
  }
}
