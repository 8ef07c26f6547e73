/**
 * Table layout (CSS 2.2 §17.4–§17.6, CSS Tables 3): the table wrapper's content —
 * captions above or below (`caption-side`) and the table box, whose columns,
 * rows and cells are laid out and placed in the fragmented flow.
 *
 * The fragment tree follows the painting layers of §17.5.1: the table box, then
 * its column groups and columns (backgrounds spanning the rows), then row groups
 * holding rows holding cells; collapsed borders come after the cells of each row
 * group. Repeated headers and footers are copies of the header and footer group's
 * fragments on each page the table continues on.
 */
import type { ComputedStyle } from "../../css/types.ts";
import { hasBackground } from "../../css/background.ts";
import type { BlockBox, TableBox } from "../box.ts";
import {
  type ContentArea,
  type FlowState,
  isForcedBreak,
  layoutBlockChild,
  placeContent,
} from "../block/mod.ts";
import type { LayoutContext } from "../context.ts";
import type { Fragmentainer, Span } from "../page/mod.ts";
import type { BoxFragment, Fragment, InlineFragment, Sides } from "../fragment.ts";
import { translateFragment } from "../translate.ts";
import { collapsedBorderFragments, type GridLines } from "./borders.ts";
import type { TableGrid } from "./grid.ts";
import { type PlacedRows, placeRows, type RowRun, runHeight } from "./paginate.ts";
import {
  contentShift,
  measureCell,
  measureCells,
  type MeasuredCell,
  rowBaseline,
  rowHeights,
  tableContentHeight,
} from "./rows.ts";
import { undecorated, withoutBorders } from "./style.ts";
import { columnWidths, tablePlan } from "./width.ts";
import type { TableEdges } from "./edges.ts";

/** Lays out a table wrapper's content (captions and the table box) into `flow`. */
export function layoutTableContent(
  table: TableBox,
  area: ContentArea,
  flow: FlowState,
  ctx: LayoutContext,
  out: Fragment[],
): void {
  const captions = (side: "top" | "bottom") =>
    table.captions.filter((c: BlockBox) => c.style.captionSide === side);
  for (const caption of captions("top")) layoutBlockChild(caption, area, flow, ctx, out);
  out.push(layoutTableBox(table, area, flow, ctx));
  for (const caption of captions("bottom")) layoutBlockChild(caption, area, flow, ctx, out);
}

function layoutTableBox(
  table: TableBox,
  area: ContentArea,
  flow: FlowState,
  ctx: LayoutContext,
): BoxFragment {
  const { grid, edges } = tablePlan(table, ctx);
  const { border, padding, spacing } = edges;
  const widths = columnWidths(table, area.width, ctx);
  const gridWidth = widths.reduce((s, w) => s + w, 0) + (widths.length + 1) * spacing.h;
  const width = Math.max(
    area.width,
    border.left + padding.left + (widths.length ? gridWidth : 0) + padding.right + border.right,
  );
  const columnX: number[] = [];
  let x = area.x + border.left + padding.left + spacing.h;
  for (const w of widths) {
    columnX.push(x);
    x += w + spacing.h;
  }
  const cells = measureCells(grid, edges, columnX, widths, ctx);
  const { heights, baselines } = rowHeights(table, grid, cells, edges);
  const run = rowRun(grid, heights, spacing.v);
  // A table with no rows still takes the height it is given (rows.ts).
  const empty = heights.length ? 0 : tableContentHeight(table, edges);

  // The table's top edge goes with its header and first body row (Fragmentation 3 §4.4).
  const topEdge = border.top + padding.top;
  const bottomEdge = padding.bottom + border.bottom;
  const firstBody = run.header ? run.header[1] : 0;
  const lead = runHeight(run, 0, Math.min(heights.length, firstBody + 1)) + empty;
  const top = placeContent(flow, topEdge + lead, ctx);
  const headerEdge = edges.collapsed ? border.top : 0;
  let placed = placeRows(run, top + topEdge, bottomEdge, headerEdge, ctx.fragmentainer);
  // Rows taller than a page: their cells are laid out again where the row landed, across
  // the page breaks and around the header and footer copies there, and the rows after
  // them placed again below (Fragmentation 3 §4).
  const split = new Set<number>();
  const bodyCtx: LayoutContext = { ...ctx, fragmentainer: placed.bodyPages };
  for (let r = placed.split.find((r) => !split.has(r)); r !== undefined;) {
    split.add(r);
    cells.forEach((cell, i) => {
      if (cell.grid.row !== r) return;
      cells[i] = measureCell(cell.grid, edges, columnX, widths, placed.tops[r], bodyCtx);
      if (cell.grid.rowSpan === 1) heights[r] = Math.max(heights[r], cells[i].fragment.height);
    });
    placed = placeRows(run, top + topEdge, bottomEdge, headerEdge, ctx.fragmentainer);
    r = placed.split.find((r) => !split.has(r));
  }
  const bottom = placed.bottom + empty + bottomEdge;
  flow.cursor = bottom;
  // Split rows' decorations are cut around the header and footer copies beside them.
  const cutAround = split.size && placed.bodyPages !== ctx.fragmentainer ? placed.bodyPages : null;

  const lines: GridLines = { columnX, widths, tops: placed.tops, heights };
  const rowsLeft = area.x + border.left + padding.left + spacing.h;
  const rowsWidth = Math.max(0, gridWidth - 2 * spacing.h);
  // Cells by the row they start in, found once (a per-row search would be quadratic).
  const cellsByRow: MeasuredCell[][] = grid.rows.map(() => []);
  for (const cell of cells) cellsByRow[cell.grid.row].push(cell);
  const groups = grid.groups.filter((g) => g.end > g.start).map((g) =>
    groupFragment(
      table,
      grid,
      edges,
      cellsByRow,
      baselines,
      lines,
      cutAround,
      g,
      rowsLeft,
      rowsWidth,
    )
  );
  const copies = [
    ...repeated(groups, grid, placed, "header", run, placed.headerCopies),
    ...repeated(groups, grid, placed, "footer", run, placed.footerCopies),
  ];
  const fragment: BoxFragment = {
    kind: "box",
    style: edges.collapsed ? withoutBorders(table.style) : table.style,
    element: table.element,
    x: area.x,
    y: top,
    width,
    height: bottom - top,
    border,
    padding,
    children: [...groups, ...copies],
  };
  if (grid.rows.length) {
    fragment.baseline = placed.tops[0] + rowBaseline(cellsByRow[0], baselines[0], heights[0]) -
      top;
  }
  return fragment;
}

function rowRun(grid: TableGrid, heights: number[], spacing: number): RowRun {
  const range = (kind: "header" | "footer"): [number, number] | null => {
    const g = grid.groups.find((g) => g.group.kind === kind && g.end > g.start);
    return g ? [g.start, g.end] : null;
  };
  const forcedBefore = grid.rows.map((r, i) => {
    const previous = grid.rows[i - 1];
    const groupStart = grid.groups.some((g) => g.start === i);
    return i > 0 && (isForcedBreak(r.row.style.breakBefore) ||
      isForcedBreak(previous.row.style.breakAfter) ||
      (groupStart && isForcedBreak(r.group.style.breakBefore)) ||
      (groupStart && isForcedBreak(previous.group.style.breakAfter)));
  });
  return { heights, spacing, header: range("header"), footer: range("footer"), forcedBefore };
}

/**
 * The backgrounds under a cell (CSS 2.2 §17.5.1 layers 2–5: column group, column, row group,
 * row), painted in the cell's box only, as Chromium does: none of them shows in the
 * border-spacing between cells, where the table's own background does. A cell spanning
 * columns shows each column's (and column group's) background over its part of the cell;
 * rows and row groups cover the whole cell that starts in them. Cells `empty-cells: hide`
 * hides show none of them (§17.6.1.1).
 */
function backgroundLayers(
  table: TableBox,
  edges: TableEdges,
  group: { style: ComputedStyle },
  row: { style: ComputedStyle },
  cell: MeasuredCell,
  fragment: BoxFragment,
  lines: GridLines,
): BoxFragment[] {
  if (hiddenEmpty(edges, cell)) return [];
  const { x, y, width, height } = fragment;
  const layers: BoxFragment[] = [];
  const columnLayers = (styleOf: (c: number) => ComputedStyle | null | undefined) => {
    for (let c = cell.grid.col; c < cell.grid.col + cell.grid.colSpan; c++) {
      const style = styleOf(c);
      if (!style || !hasBackground(style)) continue;
      const left = Math.max(x, lines.columnX[c]);
      const right = Math.min(x + width, lines.columnX[c] + lines.widths[c]);
      if (right > left) layers.push(plainBox(style, null, left, y, right - left, height));
    }
  };
  columnLayers((c) => table.columns[c]?.group?.style);
  columnLayers((c) => table.columns[c]?.style);
  for (const style of [group.style, row.style]) {
    if (hasBackground(style)) layers.push(plainBox(style, null, x, y, width, height));
  }
  return layers;
}

/** A box with the background of `style` and no borders of its own. */
const NO_SIDES: Sides = { top: 0, right: 0, bottom: 0, left: 0 };

function plainBox(
  style: BoxFragment["style"],
  element: BoxFragment["element"],
  x: number,
  y: number,
  width: number,
  height: number,
  children: Fragment[] = [],
): BoxFragment {
  return {
    kind: "box",
    style: withoutBorders(style),
    element,
    x,
    y,
    width,
    height,
    border: NO_SIDES,
    padding: NO_SIDES,
    children,
  };
}

function groupFragment(
  table: TableBox,
  grid: TableGrid,
  edges: TableEdges,
  cellsByRow: MeasuredCell[][],
  baselines: number[],
  lines: GridLines,
  cutAround: Fragmentainer | null,
  range: TableGrid["groups"][number],
  x: number,
  width: number,
): BoxFragment {
  const { tops, heights } = lines;
  const rows: Fragment[] = [];
  for (let r = range.start; r < range.end; r++) {
    const row = grid.rows[r].row;
    const own = cellsByRow[r].flatMap((c) => {
      const cell = placedCell(edges, c, lines, baselines[r]);
      const layers = backgroundLayers(table, edges, range.group, row, c, cell, lines);
      if (!cutAround) return [...layers, cell];
      return [
        ...layers.flatMap((layer) => sliced(layer, cutAround)),
        ...slicedCell(cell, cutAround),
      ];
    });
    rows.push(plainBox(undecorated(row.style), row.element, x, tops[r], width, heights[r], own));
  }
  const segments = edges.collapsed
    ? collapsedBorderFragments(table.style, edges.collapsed, lines, range.start, range.end)
    : [];
  const borders = cutAround ? segments.flatMap((s) => sliced(s, cutAround)) : segments;
  const y = tops[range.start];
  const height = tops[range.end - 1] + heights[range.end - 1] - y;
  return plainBox(undecorated(range.group.style), range.group.element, x, y, width, height, [
    ...rows,
    ...borders,
  ]);
}

/**
 * A decoration box cut into its parts on the pages it covers, around what they reserve
 * (the header and footer copies beside a row taller than a page): the top border on the
 * first part only and the bottom border on the last (`box-decoration-break: slice`,
 * CSS Fragmentation 3 §5.4). Chromium slices a split row's cells so.
 */
function sliced(box: BoxFragment, pages: Fragmentainer): BoxFragment[] {
  const spans = pages.spans(box.y, box.height);
  return spans.length < 2 ? [box] : slices(box, spans);
}

/**
 * A cell whose decoration is cut by `sliced`: the parts, then the cell itself, undecorated,
 * holding the content across the pages.
 */
function slicedCell(cell: BoxFragment, pages: Fragmentainer): BoxFragment[] {
  const decoration = sliced({ ...cell, element: null, children: [] }, pages);
  return decoration.length < 2
    ? [cell]
    : [...decoration, { ...cell, style: undecorated(cell.style) }];
}

function slices(box: BoxFragment, spans: Span[]): BoxFragment[] {
  const last = spans.length - 1;
  return spans.map((span, i) => ({
    ...box,
    y: span.y,
    height: span.height,
    border: {
      ...box.border,
      top: i === 0 ? box.border.top : 0,
      bottom: i === last ? box.border.bottom : 0,
    },
  }));
}

/** `empty-cells: hide` draws no background or borders around empty cells (§17.6.1.1). */
function hiddenEmpty(edges: TableEdges, cell: MeasuredCell): boolean {
  return !edges.collapsed && cell.empty && cell.grid.cell.box.style.emptyCells === "hide";
}

/**
 * A measured cell placed in its rows: its fragment moved to their top and made as tall as
 * they are, its content placed by `vertical-align` (§17.5.4).
 */
function placedCell(
  edges: TableEdges,
  cell: MeasuredCell,
  lines: GridLines,
  rowBaseline: number,
): BoxFragment {
  const { row, rowSpan } = cell.grid;
  const last = row + rowSpan - 1;
  const fragment = cell.fragment;
  const top = lines.tops[row];
  const height = lines.tops[last] + lines.heights[last] - top;
  const dy = top - fragment.y + contentShift(cell, height, rowBaseline);
  for (const child of fragment.children) translateFragment(child, 0, dy);
  fragment.y = top;
  fragment.height = height;
  if (hiddenEmpty(edges, cell)) fragment.style = undecorated(fragment.style);
  else if (edges.collapsed) fragment.style = withoutBorders(fragment.style);
  return fragment;
}

/** Copies of the header or footer group fragments at each of `starts`. */
function repeated(
  groups: BoxFragment[],
  grid: TableGrid,
  placed: PlacedRows,
  kind: "header" | "footer",
  run: RowRun,
  starts: number[],
): BoxFragment[] {
  const range = run[kind];
  if (!range || !starts.length) return [];
  const index = grid.groups.filter((g) => g.end > g.start)
    .findIndex((g) => g.group.kind === kind);
  const original = groups[index];
  const from = placed.tops[range[0]] - run.spacing;
  return starts.map((start) => {
    const copy = cloneFragment(original);
    translateFragment(copy, 0, start - from);
    return copy;
  });
}

/** A deep copy of a fragment subtree (styles and elements shared). */
function cloneFragment<T extends Fragment | InlineFragment>(f: T): T {
  if (f.kind === "box") {
    return { ...f, children: f.children.map(cloneFragment) };
  }
  if (f.kind === "line") return { ...f, children: f.children.map(cloneFragment) };
  return { ...f };
}
