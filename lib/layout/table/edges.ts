/**
 * The border model of a table (CSS 2.2 §17.6): the border widths its box and its
 * cells use in layout, the spacing between cells, and — when borders collapse —
 * the resolved borders on every grid line segment (collapse.ts).
 */
import type { ComputedStyle } from "../../css/types.ts";
import type { TableBox, TableColumnGroup } from "../box.ts";
import type { Sides } from "../fragment.ts";
import { borderWidths, paddings } from "../geometry.ts";
import {
  cellHalfWidths,
  type CollapsedBorders,
  resolveCollapsedBorders,
  type SideSpecs,
  tableHalfWidths,
} from "./collapse.ts";
import type { GridCell, TableGrid } from "./grid.ts";

export interface TableEdges {
  /** The table box's used border widths (§17.6.1; §17.6.2: halves of the outer borders). */
  border: Sides;
  /** The table box's padding: none in the collapsing model (§17.6.2). */
  padding: Sides;
  /** `border-spacing`, or 0 in the collapsing model. */
  spacing: { h: number; v: number };
  cellBorder(cell: GridCell): Sides;
  /**
   * Cell padding, percentages of `basis`: the width the table gives its rows, from the
   * first column's left edge to the last one's right (its content box less the
   * border-spacing at both ends), which is what Chromium resolves them against.
   */
  cellPadding(cell: GridCell, basis: number): Sides;
  /**
   * Horizontal border + padding of a cell while column widths are found: percentage
   * padding counts as 0, as it does in intrinsic sizes (CSS Sizing 3 §5.2.1).
   */
  cellInset(cell: GridCell): number;
  /** The borders on the grid lines, when they collapse. */
  collapsed: CollapsedBorders | null;
}

export function tableEdges(table: TableBox, grid: TableGrid, cbWidth: number): TableEdges {
  if (table.style.borderCollapse === "separate") {
    const cellBorder = (cell: GridCell) => borderWidths(cell.cell.box.style);
    return {
      border: borderWidths(table.style),
      padding: paddings(table.style, cbWidth),
      spacing: { h: table.style.borderSpacing.horizontal, v: table.style.borderSpacing.vertical },
      cellBorder,
      cellPadding,
      cellInset: insetOf(cellBorder),
      collapsed: null,
    };
  }
  const collapsed = resolveCollapsedBorders(collapseInput(table, grid));
  // One object per distinct set of widths: every cell's fragment holds its border widths.
  const distinct = new Map<string, Sides>();
  const halfWidths = new Map<GridCell, Sides>();
  const cellBorder = (cell: GridCell) => {
    let sides = halfWidths.get(cell);
    if (!sides) {
      sides = cellHalfWidths(collapsed, {
        row: cell.row,
        column: cell.col,
        rowSpan: cell.rowSpan,
        columnSpan: cell.colSpan,
      });
      const key = `${sides.top} ${sides.right} ${sides.bottom} ${sides.left}`;
      sides = distinct.get(key) ?? (distinct.set(key, sides), sides);
      halfWidths.set(cell, sides);
    }
    return sides;
  };
  return {
    border: grid.rows.length && grid.columnCount ? tableHalfWidths(collapsed) : ZERO,
    padding: ZERO,
    spacing: { h: 0, v: 0 },
    cellBorder,
    cellPadding,
    cellInset: insetOf(cellBorder),
    collapsed,
  };
}

const ZERO: Sides = { top: 0, right: 0, bottom: 0, left: 0 };

function cellPadding(cell: GridCell, basis: number): Sides {
  return paddings(cell.cell.box.style, basis);
}

function insetOf(cellBorder: (cell: GridCell) => Sides): (cell: GridCell) => number {
  return (cell) => horizontal(cellBorder(cell)) + horizontal(cellPadding(cell, 0));
}

function horizontal(sides: Sides): number {
  return sides.left + sides.right;
}

const specsOfStyle = new WeakMap<ComputedStyle, SideSpecs>();

/** A style's borders as collapse input, one object per (shared) style. */
function specs(style: ComputedStyle | null): SideSpecs {
  if (!style) return NO_SPECS;
  let out = specsOfStyle.get(style);
  if (!out) specsOfStyle.set(style, out = ownSpecs(style));
  return out;
}

function ownSpecs(style: ComputedStyle): SideSpecs {
  return {
    top: { width: style.borderTopWidth, style: style.borderTopStyle, color: style.borderTopColor },
    right: {
      width: style.borderRightWidth,
      style: style.borderRightStyle,
      color: style.borderRightColor,
    },
    bottom: {
      width: style.borderBottomWidth,
      style: style.borderBottomStyle,
      color: style.borderBottomColor,
    },
    left: {
      width: style.borderLeftWidth,
      style: style.borderLeftStyle,
      color: style.borderLeftColor,
    },
  };
}

const NONE = { width: 0, style: "none", color: { r: 0, g: 0, b: 0, a: 0 } } as const;
const NO_SPECS: SideSpecs = { top: NONE, right: NONE, bottom: NONE, left: NONE };

function collapseInput(table: TableBox, grid: TableGrid) {
  const columnGroups: { start: number; end: number; group: TableColumnGroup }[] = [];
  table.columns.forEach((col, i) => {
    const last = columnGroups[columnGroups.length - 1];
    if (col.group && last?.group === col.group) last.end = i + 1;
    else if (col.group) columnGroups.push({ start: i, end: i + 1, group: col.group });
  });
  return {
    rowCount: grid.rows.length,
    columnCount: grid.columnCount,
    cells: grid.cells.map((c) => ({
      row: c.row,
      column: c.col,
      rowSpan: c.rowSpan,
      columnSpan: c.colSpan,
      border: specs(c.cell.box.style),
    })),
    rows: grid.rows.map((r) => specs(r.row.style)),
    rowGroups: grid.groups.map((g) => ({
      start: g.start,
      end: g.end,
      border: specs(g.group.style),
    })),
    columns: Array.from(
      { length: grid.columnCount },
      (_, i) => specs(table.columns[i]?.style ?? null),
    ),
    columnGroups: columnGroups.map((g) => ({
      start: g.start,
      end: g.end,
      border: specs(g.group.style),
    })),
    table: specs(table.style),
  };
}
