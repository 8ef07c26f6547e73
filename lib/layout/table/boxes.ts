/**
 * Table box generation (CSS 2.2 §17.2.1, CSS Tables 3 §3.2 fix-up): internal table
 * boxes found while generating boxes are gathered into tables, rows, row groups and
 * cells, with anonymous ones wherever the tree leaves a gap, and HTML's colspan,
 * rowspan and span attributes read (HTML §4.9.11, §4.9.3–4).
 */
import type { ElementRef } from "../element_ref.ts";
import type { ComputedStyle } from "../../css/types.ts";
import type {
  BlockBox,
  InlineNode,
  TableBox,
  TableCell,
  TableColumn,
  TableColumnGroup,
  TableRow,
  TableRowGroup,
} from "../box.ts";
import { anonymousStyle } from "../anonymous_style.ts";
import { undecorated } from "./style.ts";

/** An internal table box (row, cell, group, column, caption) on its way to its table. */
export interface TablePart {
  kind: "table-part";
  style: ComputedStyle;
  element: ElementRef | null;
  children: Generated[];
}

/** What box generation produces for a node, before table fix-up. */
export type Generated = BlockBox | InlineNode | TablePart;

/** Makes a block container (cell, caption, anonymous cell) from generated children. */
export type BlockMaker = (
  style: ComputedStyle,
  element: ElementRef | null,
  children: Generated[],
) => BlockBox;

/** Only collapsible white space: generates no line boxes, so no box of its own. */
export function isCollapsibleWhitespace(node: Generated): boolean {
  if (node.kind !== "text") return false;
  const ws = node.style.whiteSpace;
  if (ws === "pre" || ws === "pre-wrap" || ws === "break-spaces") return false;
  return /^[ \t\n\r\f]*$/.test(node.text) && (ws !== "pre-line" || !node.text.includes("\n"));
}

/**
 * Wraps each run of misparented internal table boxes in an anonymous table
 * (§17.2.1 rule 3); white space between two of them goes with them and is dropped.
 */
export function wrapMisparented(
  children: Generated[],
  parent: ComputedStyle,
  block: BlockMaker,
): (BlockBox | InlineNode)[] {
  const out: (BlockBox | InlineNode)[] = [];
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child.kind !== "table-part") {
      out.push(child);
      continue;
    }
    let end = i + 1;
    for (let j = i + 1; j < children.length; j++) {
      if (children[j].kind === "table-part") end = j + 1;
      else if (!isCollapsibleWhitespace(children[j])) break;
    }
    const table = anonymousStyle(parent, "table");
    out.push(tableWrapper(table, null, children.slice(i, end), block));
    i = end - 1;
  }
  return out;
}

/** The table wrapper box of a table element (or anonymous table) and its children. */
export function tableWrapper(
  style: ComputedStyle,
  element: ElementRef | null,
  children: Generated[],
  block: BlockMaker,
): BlockBox {
  const captions: BlockBox[] = [];
  const columns: TableColumn[] = [];
  const groups: TableRowGroup[] = [];
  let pending: Generated[] = [];
  const flush = () => {
    if (pending.length) {
      const anonymous = anonymousStyle(style, "table-row-group");
      groups.push({
        kind: "body",
        style: anonymous,
        element: null,
        rows: rowsOf(anonymous, pending, block),
      });
    }
    pending = [];
  };
  for (const child of children) {
    if (isCollapsibleWhitespace(child)) continue;
    const display = child.kind === "table-part" ? child.style.display : null;
    if (child.kind !== "table-part" || display === "table-row" || display === "table-cell") {
      pending.push(child);
      continue;
    }
    flush();
    if (display === "table-caption") {
      captions.push(block(child.style, child.element, child.children));
    } else if (display === "table-column-group") {
      columns.push(...columnGroup(child));
    } else if (display === "table-column") {
      columns.push(...column(child, null));
    } else {
      const kind = display === "table-header-group"
        ? "header"
        : display === "table-footer-group"
        ? "footer"
        : "body";
      groups.push({
        kind,
        style: child.style,
        element: child.element,
        rows: rowsOf(child.style, child.children, block),
      });
    }
  }
  flush();
  const table: TableBox = { style, element, columns, rowGroups: orderGroups(groups), captions };
  return {
    kind: "block",
    style: undecorated(style),
    element: null,
    content: { type: "table", table },
    marker: null,
  };
}

/**
 * The first header group goes first and the first footer group last; any other
 * header or footer group is an ordinary body (CSS 2.2 §17.2, HTML §4.9.6–7).
 */
function orderGroups(groups: TableRowGroup[]): TableRowGroup[] {
  const header = groups.find((g) => g.kind === "header");
  const footer = groups.find((g) => g.kind === "footer");
  const bodies = groups
    .filter((g) => g !== header && g !== footer)
    .map((g): TableRowGroup => (g.kind === "body" ? g : { ...g, kind: "body" }));
  return [...(header ? [header] : []), ...bodies, ...(footer ? [footer] : [])];
}

function rowsOf(group: ComputedStyle, children: Generated[], block: BlockMaker): TableRow[] {
  const rows: TableRow[] = [];
  let pending: Generated[] = [];
  const flush = () => {
    if (pending.length) rows.push(row(anonymousStyle(group, "table-row"), null, pending, block));
    pending = [];
  };
  for (const child of children) {
    if (isCollapsibleWhitespace(child)) continue;
    if (child.kind === "table-part" && child.style.display === "table-row") {
      flush();
      rows.push(row(child.style, child.element, child.children, block));
    } else {
      pending.push(child);
    }
  }
  flush();
  return rows;
}

function row(
  style: ComputedStyle,
  element: ElementRef | null,
  children: Generated[],
  block: BlockMaker,
): TableRow {
  const cells: TableCell[] = [];
  let pending: Generated[] = [];
  const flush = () => {
    if (pending.length) {
      const anonymous = anonymousStyle(style, "table-cell");
      cells.push(cell(anonymous, null, pending, block));
    }
    pending = [];
  };
  for (const child of children) {
    if (child.kind === "table-part" && child.style.display === "table-cell") {
      flush();
      cells.push(cell(child.style, child.element, child.children, block));
    } else if (!isCollapsibleWhitespace(child) || pending.length) {
      pending.push(child);
    }
  }
  // White space after the last cell's content belongs to no cell.
  while (pending.length && isCollapsibleWhitespace(pending[pending.length - 1])) pending.pop();
  flush();
  return { style, element, cells };
}

function cell(
  style: ComputedStyle,
  element: ElementRef | null,
  children: Generated[],
  block: BlockMaker,
): TableCell {
  const isHtmlCell = element?.name === "td" || element?.name === "th";
  // HTML §4.9.11: colspan is clamped to 1–1000, rowspan to 0–65534 (0: to the group's end).
  const colSpan = isHtmlCell ? Math.min(1000, spanAttribute(element, "colspan", 1) || 1) : 1;
  const rowSpan = isHtmlCell ? Math.min(65534, spanAttribute(element, "rowspan", 1)) : 1;
  return { box: block(style, element, children), colSpan, rowSpan };
}

function columnGroup(part: TablePart): TableColumn[] {
  const group: TableColumnGroup = { style: part.style, element: part.element };
  const cols = part.children.filter((c): c is TablePart =>
    c.kind === "table-part" && c.style.display === "table-column"
  );
  if (cols.length) return cols.flatMap((c) => column(c, group));
  // A colgroup without col children spans `span` columns of its own (HTML §4.9.3).
  const span = columnSpan(part.element);
  return Array.from({ length: span }, () => ({ style: null, element: null, group }));
}

function column(part: TablePart, group: TableColumnGroup | null): TableColumn[] {
  const span = columnSpan(part.element);
  return Array.from({ length: span }, () => ({ style: part.style, element: part.element, group }));
}

/** The span attribute of col and colgroup: 1–1000, default 1 (HTML §4.9.3–4). */
function columnSpan(element: ElementRef | null): number {
  const isColumn = element?.name === "col" || element?.name === "colgroup";
  return isColumn ? Math.min(1000, spanAttribute(element, "span", 1) || 1) : 1;
}

/** HTML's rules for parsing non-negative integers (HTML §2.3.4.1), else `fallback`. */
function spanAttribute(element: ElementRef | null, name: string, fallback: number): number {
  const match = /^[\t\n\f\r ]*\+?(\d+)/.exec(element?.attribs[name] ?? "");
  return match ? Number(match[1]) : fallback;
}
