/**
 * Border conflict resolution in the collapsing border model (CSS 2.2 §17.6.2.1, CSS Tables 3
 * §11 "border-collapse"), matching what Chromium (LayoutNG tables, checked against Chromium 156
 * by printing test tables to PDF and sampling the pixels) paints.
 *
 * Every box of the table — cell, row, row group, column, column group, table — covers a
 * rectangle of grid slots, and each side of that rectangle lies on a grid line. A grid line is
 * cut into unit segments (one per row beside a vertical line, one per column along a horizontal
 * one); each segment gets the single border that wins among all boxes with an edge there:
 *
 *  1. `hidden` on any candidate wins, and nothing is drawn (width 0).
 *  2. `none` (and any 0-width border) loses to everything.
 *  3. The wider border wins.
 *  4. At equal width the style decides: double > solid > dashed > dotted > ridge > groove.
 *     Chromium first maps `inset` to `ridge` and `outset` to `groove` — the styles §17.6.3 says
 *     they are *drawn* as in this model — and compares the mapped styles, so inset ties with
 *     ridge and beats groove, and outset ties with groove (not the 2.2 order ridge > outset >
 *     groove > inset). The winner is returned with the mapped style, ready to paint.
 *  5. At equal style the origin decides: cell > row > row group > column > column group > table.
 *  6. At equal origin the box whose top-left slot comes first in row-major order wins. Chromium
 *     merges borders cell by cell in that order and only replaces on a strict win, so: of two
 *     stacked boxes the upper wins, of two side-by-side boxes starting in the same row the left
 *     wins, but a rowspan cell on the right that starts in an earlier row beats the cell on its
 *     left (measured: same width, style and origin, different colours). Row groups are visited in
 *     visual order (a <tfoot> written before the <tbody> still loses to the tbody above it).
 *     In a `direction: rtl` table Chromium prefers the right-hand (start) box instead; callers
 *     handle that by passing the grid mirrored (column 0 = rightmost, left/right specs swapped)
 *     and mirroring the result.
 *
 * Segments inside a spanning cell are not edges of any cell, and Chromium paints nothing there
 * even when rows or columns have borders, so they resolve to no border. Grid slots without a
 * cell simply lack cell candidates: the row, column, group and table edges around them still
 * take part (Chromium paints a row's bottom border under a missing cell).
 */
import type { BorderStyle, RGBA } from "../../css/types.ts";

export interface BorderSpec {
  width: number;
  style: BorderStyle;
  color: RGBA;
}

export interface SideSpecs {
  top: BorderSpec;
  right: BorderSpec;
  bottom: BorderSpec;
  left: BorderSpec;
}

export interface CollapseInput {
  rowCount: number;
  columnCount: number;
  /** Cells with their grid position (0-based), spans clipped to the grid, and their own borders. */
  cells: { row: number; column: number; rowSpan: number; columnSpan: number; border: SideSpecs }[];
  /** Per row, its own border. */
  rows: SideSpecs[];
  /** Row groups (thead/tbody/tfoot) as [startRow, endRow) with their borders. */
  rowGroups: { start: number; end: number; border: SideSpecs }[];
  /** Per column (<col>), its border; columns without a col element get "none" borders. */
  columns: SideSpecs[];
  columnGroups: { start: number; end: number; border: SideSpecs }[];
  table: SideSpecs;
}

export interface CollapsedBorders {
  /** horizontal[r][c]: the winning border on the horizontal grid line above row r (r = rowCount: below the last row), over column c. */
  horizontal: BorderSpec[][];
  /** vertical[r][c]: the winning border on the vertical grid line left of column c (c = columnCount: right of the last column), beside row r. */
  vertical: BorderSpec[][];
}

/** Used border widths per side, in px. */
export interface HalfWidths {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A segment where no border is drawn: no candidate had one, `hidden` won, or inside a span. */
export const NO_BORDER: Readonly<BorderSpec> = Object.freeze({
  width: 0,
  style: "none",
  color: Object.freeze({ r: 0, g: 0, b: 0, a: 0 }),
});

/** Rule 5's origin order: a higher rank wins. */
const Origin = { table: 0, columnGroup: 1, column: 2, rowGroup: 3, row: 4, cell: 5 } as const;
type Origin = (typeof Origin)[keyof typeof Origin];

/** Rule 4's style order, after the collapsed-model mapping of inset/outset. */
const STYLE_RANK: Record<BorderStyle, number> = {
  none: 0,
  hidden: 0,
  groove: 1,
  outset: 1,
  ridge: 2,
  inset: 2,
  dotted: 3,
  dashed: 4,
  solid: 5,
  double: 6,
};

/** §17.6.3: in the collapsing model inset is drawn as ridge and outset as groove. */
function collapsedStyle(style: BorderStyle): BorderStyle {
  if (style === "inset") return "ridge";
  if (style === "outset") return "groove";
  return style;
}

interface Candidate {
  spec: BorderSpec;
  origin: Origin;
  /** Row-major index of the box's top-left slot: lower wins ties (rule 6). */
  order: number;
}

/** `none`/`hidden` compute to a 0 border width (CSS Backgrounds 3 §4.3) whatever was given. */
function usedWidth(spec: BorderSpec): number {
  return spec.style === "none" || spec.style === "hidden" ? 0 : spec.width;
}

/** Whether `a` takes the segment from `b` (rules 1–6). */
function beats(a: Candidate, b: Candidate): boolean {
  const aHidden = a.spec.style === "hidden", bHidden = b.spec.style === "hidden";
  if (aHidden || bHidden) return aHidden && !bHidden;
  const aWidth = usedWidth(a.spec), bWidth = usedWidth(b.spec);
  if (aWidth !== bWidth) return aWidth > bWidth;
  const aStyle = STYLE_RANK[a.spec.style], bStyle = STYLE_RANK[b.spec.style];
  if (aStyle !== bStyle) return aStyle > bStyle;
  if (a.origin !== b.origin) return a.origin > b.origin;
  return a.order < b.order;
}

/** A box's slots: rows [top, bottom) × columns [left, right). */
interface GridRect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Resolves every edge segment of the table grid to the border drawn there. */
export function resolveCollapsedBorders(input: CollapseInput): CollapsedBorders {
  const { rowCount, columnCount } = input;
  const horizontal = grid<Candidate | undefined>(rowCount + 1, columnCount, undefined);
  const vertical = grid<Candidate | undefined>(rowCount, columnCount + 1, undefined);

  const offer = (segments: (Candidate | undefined)[][], r: number, c: number, cand: Candidate) => {
    const current = segments[r][c];
    if (current === undefined || beats(cand, current)) segments[r][c] = cand;
  };
  const offerBox = (rect: GridRect, border: SideSpecs, origin: Origin) => {
    const order = rect.top * (columnCount + 1) + rect.left;
    for (let c = rect.left; c < rect.right; c++) {
      offer(horizontal, rect.top, c, { spec: border.top, origin, order });
      offer(horizontal, rect.bottom, c, { spec: border.bottom, origin, order });
    }
    for (let r = rect.top; r < rect.bottom; r++) {
      offer(vertical, r, rect.left, { spec: border.left, origin, order });
      offer(vertical, r, rect.right, { spec: border.right, origin, order });
    }
  };
  // Boxes outside the grid would have no segments: clamp rather than index out of range.
  const rect = (top: number, bottom: number, left: number, right: number): GridRect => ({
    top: clamp(top, rowCount),
    bottom: clamp(bottom, rowCount),
    left: clamp(left, columnCount),
    right: clamp(right, columnCount),
  });
  const cellRect = (cell: CollapseInput["cells"][number]) =>
    rect(cell.row, cell.row + cell.rowSpan, cell.column, cell.column + cell.columnSpan);

  for (const cell of input.cells) offerBox(cellRect(cell), cell.border, Origin.cell);
  input.rows.forEach((border, r) => offerBox(rect(r, r + 1, 0, columnCount), border, Origin.row));
  for (const { start, end, border } of input.rowGroups) {
    offerBox(rect(start, end, 0, columnCount), border, Origin.rowGroup);
  }
  input.columns.forEach((border, c) =>
    offerBox(rect(0, rowCount, c, c + 1), border, Origin.column)
  );
  for (const { start, end, border } of input.columnGroups) {
    offerBox(rect(0, rowCount, start, end), border, Origin.columnGroup);
  }
  offerBox(rect(0, rowCount, 0, columnCount), input.table, Origin.table);

  // Lines crossing a spanning cell are no cell's edge: Chromium draws nothing there.
  for (const cell of input.cells) {
    const slots = cellRect(cell);
    for (let r = slots.top + 1; r < slots.bottom; r++) {
      for (let c = slots.left; c < slots.right; c++) horizontal[r][c] = undefined;
    }
    for (let r = slots.top; r < slots.bottom; r++) {
      for (let c = slots.left + 1; c < slots.right; c++) vertical[r][c] = undefined;
    }
  }

  return { horizontal: horizontal.map(winners), vertical: vertical.map(winners) };
}

function winners(line: (Candidate | undefined)[]): BorderSpec[] {
  return line.map((cand) => {
    if (cand === undefined || usedWidth(cand.spec) === 0) return NO_BORDER;
    // Specs are shared per style (edges.ts): a long table's segments mostly hold the
    // same few, so only a mapped style makes a new one.
    const style = collapsedStyle(cand.spec.style);
    return style === cand.spec.style ? cand.spec : { ...cand.spec, style };
  });
}

/**
 * A cell's used border widths: half of the collapsed border on each side (§17.6.2), the other
 * half spilling into the neighbour. Along a side that spans several segments Chromium takes the
 * widest one. Chromium does not round the halves: they are exact (a 3px border gives 1.5px to
 * each side, kept in 1/64px layout units) and the line is painted centred on the grid line; odd
 * widths only give half pixels because computed border widths are whole pixels.
 */
export function cellHalfWidths(
  collapsed: CollapsedBorders,
  cell: { row: number; column: number; rowSpan: number; columnSpan: number },
): HalfWidths {
  const rows = range(cell.row, cell.row + cell.rowSpan);
  const columns = range(cell.column, cell.column + cell.columnSpan);
  const { horizontal, vertical } = collapsed;
  return {
    top: maxWidth(columns.map((c) => horizontal[cell.row][c])) / 2,
    bottom: maxWidth(columns.map((c) => horizontal[cell.row + cell.rowSpan][c])) / 2,
    left: maxWidth(rows.map((r) => vertical[r][cell.column])) / 2,
    right: maxWidth(rows.map((r) => vertical[r][cell.column + cell.columnSpan])) / 2,
  };
}

/**
 * The table box's own border widths: half of the widest collapsed border along each outer grid
 * line. CSS 2.2 §17.6.2 takes the left/right halves from the first row only and lets wider
 * borders in later rows spill into the margin; Chromium (like CSS Tables 3) takes the maximum
 * over all rows, so nothing spills — measured with a 2px left border in row 1 and 10px in row 2:
 * the first cell starts 5px inside the table box.
 */
export function tableHalfWidths(collapsed: CollapsedBorders): HalfWidths {
  const { horizontal, vertical } = collapsed;
  const rowCount = horizontal.length - 1;
  return {
    top: maxWidth(horizontal[0]) / 2,
    bottom: maxWidth(horizontal[rowCount]) / 2,
    left: maxWidth(vertical.map((line) => line[0])) / 2,
    right: maxWidth(vertical.map((line) => line[line.length - 1])) / 2,
  };
}

function maxWidth(specs: BorderSpec[]): number {
  return specs.reduce((max, spec) => Math.max(max, spec.width), 0);
}

function grid<T>(rows: number, columns: number, fill: T): T[][] {
  return Array.from({ length: rows }, () => new Array<T>(columns).fill(fill));
}

function range(start: number, end: number): number[] {
  return Array.from({ length: end - start }, (_, i) => start + i);
}

function clamp(line: number, max: number): number {
  return Math.max(0, Math.min(line, max));
}
