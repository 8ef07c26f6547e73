/**
 * The table grid (HTML §4.9.12 forming a table, CSS 2.2 §17.5): cells take slots
 * row by row, each at the first column its row has free, spanning colspan columns
 * and rowspan rows; a row span never reaches past its row group.
 */
import { LimitError } from "../../errors.ts";
import type { TableBox, TableCell, TableRow, TableRowGroup } from "../box.ts";

export interface GridCell {
  cell: TableCell;
  /** Index of the first row (across all row groups, in layout order). */
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
}

export interface GridRow {
  row: TableRow;
  group: TableRowGroup;
}

export interface TableGrid {
  columnCount: number;
  rows: GridRow[];
  /** In row order, then column order. */
  cells: GridCell[];
  /** Row index ranges [start, end) of each row group, in `TableBox.rowGroups` order. */
  groups: { group: TableRowGroup; start: number; end: number }[];
}

/**
 * The most slots (rows × columns) a table's grid may have. Spans make the grid grow much
 * faster than the markup: a few dozen cells of `colspan=1000 rowspan=1000` ask for a
 * grid of millions of slots, whose layout would exhaust memory. Two million slots are
 * a 100,000-row table of 20 columns, beyond the page limit's reach.
 */
export const MAX_GRID_SLOTS = 2_000_000;

function tooLarge(rows: number, columns: number): LimitError {
  const n = (x: number) => x.toLocaleString("en-US");
  return new LimitError(
    `A table needs a grid of ${n(rows)} rows by ${n(columns)} columns (${n(rows * columns)} ` +
      `slots, counting spans); the limit is ${n(MAX_GRID_SLOTS)}.`,
  );
}

export function buildGrid(table: TableBox): TableGrid {
  const rows: GridRow[] = [];
  const cells: GridCell[] = [];
  const groups: TableGrid["groups"] = [];
  let columnCount = table.columns.length;
  // Slots marked taken so far: bounded before marking, as a span can ask for millions.
  let marked = 0;
  for (const group of table.rowGroups) {
    const start = rows.length;
    const end = start + group.rows.length;
    // Slots taken by cells from rows above, per row of this group.
    const taken: Set<number>[] = group.rows.map(() => new Set());
    group.rows.forEach((row, i) => {
      rows.push({ row, group });
      let col = 0;
      for (const cell of row.cells) {
        while (taken[i].has(col)) col++;
        const rowSpan = cell.rowSpan === 0
          ? group.rows.length - i
          : Math.min(cell.rowSpan, group.rows.length - i);
        marked += rowSpan * cell.colSpan;
        if (marked > MAX_GRID_SLOTS) throw tooLarge(start + i + rowSpan, col + cell.colSpan);
        for (let r = i; r < i + rowSpan; r++) {
          for (let c = col; c < col + cell.colSpan; c++) taken[r].add(c);
        }
        cells.push({ cell, row: start + i, col, rowSpan, colSpan: cell.colSpan });
        col += cell.colSpan;
        columnCount = Math.max(columnCount, col);
      }
      if (rows.length * columnCount > MAX_GRID_SLOTS) throw tooLarge(rows.length, columnCount);
    });
    groups.push({ group, start, end });
  }
  return { columnCount, rows, cells, groups };
}
