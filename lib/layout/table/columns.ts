/**
 * Column widths (CSS 2.2 §17.5.2, CSS Tables 3 §3.9), the way Chromium's LayoutNG
 * computes them (table_algorithm_utils.cc): each column gathers a min-content and a
 * max-content width, whether it is constrained by a fixed width, and a percentage,
 * from its col element and its cells; the table's width is then shared out over
 * the columns through a sequence of "guesses".
 */
import type { TableBox } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import { resolveLength } from "../geometry.ts";
import { intrinsicWidths } from "../intrinsic.ts";
import type { GridCell, TableGrid } from "./grid.ts";
import type { SizeValue } from "../../css/types.ts";
import { lengthOr } from "../../css/sizing.ts";

export interface ColumnConstraint {
  min: number;
  max: number;
  /** A fixed (non-percentage) width was given: the column stays at it while others grow. */
  constrained: boolean;
  /** Percentage of the table's grid width, 0 when none. */
  percent: number;
}

/** A px or % width of a column or cell, border-box for cells (insets added to content-box). */
type SpecifiedWidth = { px: number } | { percent: number } | null;

function specifiedWidth(value: SizeValue, inset: number, borderBox: boolean): SpecifiedWidth {
  // Chromium sizes columns of cells and cols with a sizing keyword as if it were auto.
  const width = lengthOr(value, "auto");
  if (width === "auto") return null;
  if ("percent" in width && !("px" in width)) {
    return { percent: width.percent };
  }
  if ("percent" in width) return null;
  return { px: resolveLength(width, 0) + (borderBox ? 0 : inset) };
}

/** Adds one cell's (or col's) contribution to a column (Chromium's Column::Encompass). */
function encompass(
  column: ColumnConstraint,
  min: number,
  max: number,
  width: SpecifiedWidth,
): void {
  const constrained = width !== null && "px" in width;
  const cellMax = constrained ? Math.max(min, width.px) : max;
  column.min = Math.max(column.min, min);
  // A fixed width overrides the content widths of unconstrained cells in its column.
  if (constrained && !column.constrained) column.max = cellMax;
  else if (constrained === column.constrained) column.max = Math.max(column.max, cellMax);
  column.constrained ||= constrained;
  column.max = Math.max(column.max, column.min);
  if (width !== null && "percent" in width) {
    column.percent = Math.max(column.percent, width.percent);
  }
}

/**
 * Column constraints for automatic table layout (§17.5.2.2). `inset` gives a
 * cell's horizontal padding + border; `spacing` is the horizontal border-spacing.
 */
export function autoColumnConstraints(
  table: TableBox,
  grid: TableGrid,
  inset: (cell: GridCell) => number,
  spacing: number,
  ctx: LayoutContext,
): ColumnConstraint[] {
  const columns: ColumnConstraint[] = Array.from(
    { length: grid.columnCount },
    () => ({ min: 0, max: 0, constrained: false, percent: 0 }),
  );
  table.columns.forEach((col, i) => {
    const style = col.style ?? col.group?.style;
    if (style) encompass(columns[i], 0, 0, specifiedWidth(style.width, 0, true));
  });
  const measured = grid.cells.map((cell) => {
    const own = intrinsicWidths(cell.cell.box, 0, ctx);
    const pad = inset(cell);
    const style = cell.cell.box.style;
    const width = specifiedWidth(style.width, pad, style.boxSizing === "border-box");
    return { cell, min: own.min + pad, max: own.max + pad, width };
  });
  for (const m of measured) {
    if (m.cell.colSpan === 1) encompass(columns[m.cell.col], m.min, m.max, m.width);
  }
  // Spanning cells, narrowest span first, widen the columns they span (§17.5.2.2 step 2).
  const spanning = measured.filter((m) => m.cell.colSpan > 1)
    .sort((a, b) => a.cell.colSpan - b.cell.colSpan);
  for (const m of spanning) {
    const spanned = columns.slice(m.cell.col, m.cell.col + m.cell.colSpan);
    const gaps = spacing * (m.cell.colSpan - 1);
    const cellMax = m.width && "px" in m.width ? Math.max(m.min, m.width.px) : m.max;
    growBy(spanned, "min", m.min - gaps);
    growBy(spanned, "max", cellMax - gaps);
    for (const c of spanned) c.max = Math.max(c.max, c.min);
    if (m.width && "percent" in m.width) spreadPercent(spanned, m.width.percent);
  }
  clampPercentages(columns);
  return columns;
}

/** Raises the columns' total `key` to `target`, in proportion to their max-content widths. */
function growBy(columns: ColumnConstraint[], key: "min" | "max", target: number): void {
  const sum = columns.reduce((s, c) => s + c[key], 0);
  const extra = target - sum;
  if (extra <= 0) return;
  const weights = columns.map((c) => c.max);
  share(columns.map((c) => c[key]), weights, extra).forEach((v, i) => columns[i][key] = v);
}

/** A spanning cell's percentage goes to the columns without one, by max-content width. */
function spreadPercent(columns: ColumnConstraint[], percent: number): void {
  const taken = columns.reduce((s, c) => s + c.percent, 0);
  const open = columns.filter((c) => c.percent === 0);
  if (percent <= taken || !open.length) return;
  share(open.map(() => 0), open.map((c) => c.max), percent - taken)
    .forEach((v, i) => open[i].percent = v);
}

/** Percentages beyond 100% in total are cut, left to right (§17.5.2.2). */
function clampPercentages(columns: ColumnConstraint[]): void {
  let left = 100;
  for (const c of columns) {
    c.percent = Math.min(c.percent, left);
    left -= c.percent;
  }
}

/** `base` plus `extra` shared by `weights` (equally when they are all 0). */
function share(base: number[], weights: number[], extra: number): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  return base.map((b, i) => b + extra * (total > 0 ? weights[i] / total : 1 / base.length));
}

/** Cap for a max-content width that percentages make unbounded (Chromium: LayoutUnit::Max). */
const UNBOUNDED = 1_000_000;

/** Min- and max-content widths of the columns together, without spacing (§17.5.2.2). */
export function gridIntrinsicWidths(columns: ColumnConstraint[]): { min: number; max: number } {
  const min = columns.reduce((s, c) => s + c.min, 0);
  let max = columns.reduce((s, c) => s + c.max, 0);
  const percent = columns.reduce((s, c) => s + c.percent, 0);
  if (percent > 0) {
    // The table must be wide enough for each percentage column to get its share of it,
    // and for the rest to fit in what the percentages leave (Chromium's percent max).
    const rest = columns.filter((c) => c.percent === 0).reduce((s, c) => s + c.max, 0);
    for (const c of columns) if (c.percent > 0) max = Math.max(max, (c.max * 100) / c.percent);
    if (percent < 100) max = Math.max(max, (rest * 100) / (100 - percent));
    else if (rest > 0) max = UNBOUNDED;
  }
  return { min, max: Math.min(UNBOUNDED, Math.max(min, max)) };
}

/**
 * Shares `target` (the grid width without spacing) over the columns (CSS Tables 3
 * §3.9.3): the min-content guess, then percentage columns, then fixed-width
 * columns, then auto columns grow toward their goals; width beyond every goal
 * goes to auto columns by max-content width, else to fixed ones, else to
 * percentage ones by percentage.
 */
export function distributeAuto(columns: ColumnConstraint[], target: number): number[] {
  const pct = (c: ColumnConstraint) => Math.max(c.min, (c.percent * target) / 100);
  const isAuto = (c: ColumnConstraint) => c.percent === 0 && !c.constrained;
  const isFixed = (c: ColumnConstraint) => c.percent === 0 && c.constrained;
  const guesses = [
    columns.map((c) => c.min),
    columns.map((c) => (c.percent > 0 ? pct(c) : c.min)),
    columns.map((c) => (c.percent > 0 ? pct(c) : isFixed(c) ? c.max : c.min)),
    columns.map((c) => (c.percent > 0 ? pct(c) : c.max)),
  ];
  const sum = (ws: number[]) => ws.reduce((s, w) => s + w, 0);
  if (target <= sum(guesses[0])) return guesses[0];
  for (let g = 1; g < guesses.length; g++) {
    const low = sum(guesses[g - 1]);
    const high = sum(guesses[g]);
    if (target <= high) {
      // Between two guesses: each column moves from one to the other in proportion.
      const t = high > low ? (target - low) / (high - low) : 0;
      return guesses[g].map((w, i) => guesses[g - 1][i] + (w - guesses[g - 1][i]) * t);
    }
  }
  const widths = guesses[3];
  const extra = target - sum(widths);
  const pick = columns.some(isAuto)
    ? isAuto
    : columns.some(isFixed)
    ? isFixed
    : (c: ColumnConstraint) => c.percent > 0;
  const chosen = columns.map((c, i) => ({ c, i })).filter(({ c }) => pick(c));
  if (!chosen.length) return widths;
  const weights = chosen.map(({ c }) => (isAuto(c) || isFixed(c) ? c.max : c.percent));
  const grown = share(chosen.map(({ i }) => widths[i]), weights, extra);
  chosen.forEach(({ i }, k) => widths[i] = grown[k]);
  return widths;
}

/**
 * Column widths for `table-layout: fixed` (§17.5.2.1): col widths, else the first
 * row's cell widths (a spanning cell's split equally); the other columns share
 * what is left equally. `target` is the grid width without spacing.
 */
export function fixedColumnWidths(
  table: TableBox,
  grid: TableGrid,
  inset: (cell: GridCell) => number,
  spacing: number,
  target: number,
): number[] {
  const widths: (number | null)[] = Array(grid.columnCount).fill(null);
  const resolve = (w: SpecifiedWidth) =>
    w === null ? null : "px" in w ? w.px : (w.percent * target) / 100;
  table.columns.forEach((col, i) => {
    const style = col.style ?? col.group?.style;
    if (style) widths[i] = resolve(specifiedWidth(style.width, 0, true));
  });
  for (const cell of grid.cells.filter((c) => c.row === 0)) {
    const style = cell.cell.box.style;
    const own = resolve(specifiedWidth(style.width, inset(cell), style.boxSizing === "border-box"));
    if (own === null) continue;
    const each = (own - spacing * (cell.colSpan - 1)) / cell.colSpan;
    for (let c = cell.col; c < cell.col + cell.colSpan; c++) widths[c] ??= Math.max(0, each);
  }
  const fixed = widths.reduce<number>((s, w) => s + (w ?? 0), 0);
  const open = widths.filter((w) => w === null).length;
  if (open > 0) {
    const each = Math.max(0, target - fixed) / open;
    return widths.map((w) => w ?? each);
  }
  if (fixed >= target || !widths.length) return widths as number[];
  return share(widths as number[], widths as number[], target - fixed);
}

/** The sum of fixed-layout column widths: the least the grid can be (§17.5.2.1). */
export function fixedGridMinimum(
  table: TableBox,
  grid: TableGrid,
  inset: (cell: GridCell) => number,
  spacing: number,
): number {
  return fixedColumnWidths(table, grid, inset, spacing, 0).reduce((s, w) => s + w, 0);
}
