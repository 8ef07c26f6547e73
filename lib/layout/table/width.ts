/**
 * The table's width (CSS 2.2 §17.5.2, CSS Tables 3 §3.9.2): intrinsic widths from
 * its columns (and captions), the used width from `width` or shrink-to-fit, and
 * the column widths that share it out.
 */
import type { ComputedStyle } from "../../css/types.ts";
import { isSizeKeyword, lengthOr } from "../../css/sizing.ts";
import { keywordContribution, resolveSize } from "../sizing/mod.ts";
import type { TableBox } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import {
  type HorizontalGeometry,
  horizontalGeometry,
  resolveAuto,
  resolveLength,
} from "../geometry.ts";
import { type IntrinsicWidths, intrinsicWidths } from "../intrinsic.ts";
import {
  autoColumnConstraints,
  type ColumnConstraint,
  distributeAuto,
  fixedColumnWidths,
  fixedGridMinimum,
  gridIntrinsicWidths,
} from "./columns.ts";
import { type TableEdges, tableEdges } from "./edges.ts";
import { buildGrid, type TableGrid } from "./grid.ts";

/** What a table's widths are found from; it does not depend on the available width. */
export interface TablePlan {
  grid: TableGrid;
  edges: TableEdges;
  /** Column constraints of automatic layout; null for fixed layout. */
  constraints: ColumnConstraint[] | null;
}

const plans = new WeakMap<TableBox, TablePlan>();

/**
 * Fixed layout applies only to a table with a width (Chromium; CSS Tables 3 §3.9.1
 * treats an auto width as auto layout too).
 */
function isFixedLayout(style: ComputedStyle): boolean {
  return style.tableLayout === "fixed" && style.width !== "auto";
}

/** The grid, border model and column constraints of a table, computed once. */
export function tablePlan(table: TableBox, ctx: LayoutContext): TablePlan {
  let plan = plans.get(table);
  if (!plan) {
    const grid = buildGrid(table);
    const edges = tableEdges(table, grid, 0);
    const constraints = isFixedLayout(table.style)
      ? null
      : autoColumnConstraints(table, grid, edges.cellInset, edges.spacing.h, ctx);
    plan = { grid, edges, constraints };
    plans.set(table, plan);
  }
  return plan;
}

/** Border, padding and border-spacing across the table: the width that is not columns. */
function nonColumnWidth(plan: TablePlan): number {
  const { border, padding, spacing } = plan.edges;
  const columns = plan.grid.columnCount;
  return border.left + border.right + padding.left + padding.right +
    (columns > 0 ? spacing.h * (columns + 1) : 0);
}

/** Border-box min- and max-content widths of the table from its grid and captions. */
function contentWidths(table: TableBox, ctx: LayoutContext): IntrinsicWidths {
  const plan = tablePlan(table, ctx);
  const extra = nonColumnWidth(plan);
  const grid = plan.constraints ? gridIntrinsicWidths(plan.constraints) : (() => {
    const min = fixedGridMinimum(table, plan.grid, plan.edges.cellInset, plan.edges.spacing.h);
    return { min, max: min };
  })();
  // A table is at least as wide as its captions' min-content widths (Chromium).
  const captions = Math.max(0, ...table.captions.map((c) => intrinsicWidths(c, 0, ctx).min));
  const min = Math.max(grid.min + extra, captions);
  return { min, max: Math.max(min, grid.max + extra) };
}

/** The table's `width` as a border-box width, or null for auto (or a percentage unresolved). */
function specifiedWidth(table: TableBox, cbWidth: number | null, ctx: LayoutContext) {
  const style = table.style;
  const specified = lengthOr(style.width, "auto");
  if (specified === "auto" || (cbWidth === null && "percent" in specified)) return null;
  const width = resolveLength(specified, cbWidth ?? 0);
  if (style.boxSizing === "border-box") return width;
  const { border, padding } = tablePlan(table, ctx).edges;
  return width + border.left + border.right + padding.left + padding.right;
}

/** Intrinsic border-box widths for shrink-to-fit containers and inline tables. */
export function tableIntrinsicWidths(table: TableBox, ctx: LayoutContext): IntrinsicWidths {
  const own = contentWidths(table, ctx);
  const keyword = keywordContribution(table.style.width, () => own);
  if (keyword !== null) return keyword;
  const specified = specifiedWidth(table, null, ctx);
  if (specified === null) return own;
  const width = Math.max(own.min, specified);
  return { min: width, max: width };
}

/**
 * The used border-box width (§17.5.2): a specified width, never below the
 * min-content width; else shrink-to-fit in `available`. min/max-width clamp it.
 */
export function usedTableWidth(
  table: TableBox,
  cbWidth: number,
  available: number,
  ctx: LayoutContext,
): number {
  const own = contentWidths(table, ctx);
  const style = table.style;
  let width = specifiedWidth(table, cbWidth, ctx) ?? keywordWidth(table, own, available) ??
    Math.min(own.max, available);
  const maxWidth = lengthOr(style.maxWidth, "none");
  const minWidth = lengthOr(style.minWidth, "auto");
  if (maxWidth !== "none") width = Math.min(width, resolveLength(maxWidth, cbWidth));
  if (minWidth !== "auto") width = Math.max(width, resolveLength(minWidth, cbWidth));
  return Math.max(own.min, width);
}

/**
 * A sizing keyword as the table's border-box width (CSS Sizing 3 §3.2, Sizing 4 §3.1), as
 * Chromium sizes tables: its min-/max-content width, or the room `available` for `stretch`;
 * null for `auto`, lengths, and `stretch` without room.
 */
function keywordWidth(table: TableBox, own: IntrinsicWidths, available: number): number | null {
  const width = table.style.width;
  if (!isSizeKeyword(width)) return null;
  return resolveSize(width, {
    basis: null,
    available,
    extra: 0,
    borderBox: true,
    content: () => own,
  });
}

/** The table wrapper's width and margins in a block container of `cbWidth` (§17.4, §10.3.3). */
export function tableWrapperGeometry(
  table: TableBox,
  wrapperStyle: ComputedStyle,
  cbWidth: number,
  ctx: LayoutContext,
): HorizontalGeometry {
  const margin = (v: ComputedStyle["marginLeft"]) => {
    const m = resolveAuto(v, cbWidth);
    return m === "auto" ? 0 : m;
  };
  const available = cbWidth - margin(table.style.marginLeft) - margin(table.style.marginRight);
  const width = usedTableWidth(table, cbWidth, available, ctx);
  return horizontalGeometry({ ...wrapperStyle, width: { px: width } }, cbWidth);
}

/** Column widths for a table of border-box `width`. */
export function columnWidths(table: TableBox, width: number, ctx: LayoutContext): number[] {
  const plan = tablePlan(table, ctx);
  const target = Math.max(0, width - nonColumnWidth(plan));
  if (plan.constraints) return distributeAuto(plan.constraints, target);
  return fixedColumnWidths(table, plan.grid, plan.edges.cellInset, plan.edges.spacing.h, target);
}
