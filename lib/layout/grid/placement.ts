/**
 * Placing grid items (CSS Grid 1 §8): line-based placement resolved against the explicit
 * grid's lines and names (§8.3, with the conflict handling of §8.3.1), then the
 * auto-placement algorithm (§8.5) for what is left, growing the implicit grid.
 *
 * Lines are numbered from the explicit grid's first line as 0 ("origin zero"): explicit
 * line `1` is 0, its last line is the track count, implicit lines before it are negative.
 */
import type { ComputedStyle } from "../../css/types.ts";
import type { GridAutoFlow, GridLine } from "../../css/grid.ts";
import type { ExplicitAxis } from "./tracks.ts";

/** The lines an item's area lies between along one axis: [start, end). */
export interface Span {
  start: number;
  end: number;
}

/** Where an item goes: its rows and columns. */
export interface Area {
  row: Span;
  column: Span;
}

/** The implicit grid (§7.5): the lines it runs between in each axis, and the items' areas. */
export interface Placement {
  areas: Area[];
  rows: Span;
  columns: Span;
}

/** One axis of an item's placement before auto-placement: definite lines, or a span only. */
type AxisPlacement = { lines: Span } | { span: number };

/** The line a <grid-line> names on one side, or null when it is `auto` or a span (§8.3). */
function definiteLine(line: GridLine, side: "start" | "end", axis: ExplicitAxis): number | null {
  if (line === "auto" || "span" in line) return null;
  const count = axis.sizes.length;
  if (!("line" in line)) {
    // A name alone: the area's edge line `<name>-start`/`-end`, else the first `<name>` line.
    const edge = axis.names.get(`${line.name}-${side}`);
    if (edge) return edge[0];
    return nthNamed(axis, line.name, 1, count);
  }
  if (line.name === null) return line.line > 0 ? line.line - 1 : count + 1 + line.line;
  return nthNamed(axis, line.name, line.line, count);
}

/**
 * The nth line of a name, counting from the end when n < 0; where there are not that many,
 * every implicit line counts as having the name (§8.3).
 */
function nthNamed(axis: ExplicitAxis, name: string, n: number, count: number): number {
  const lines = axis.names.get(name) ?? [];
  if (n > 0) return n <= lines.length ? lines[n - 1] : count + (n - lines.length);
  return -n <= lines.length ? lines[lines.length + n] : -(-n - lines.length);
}

/**
 * The line `span` lines (or lines of its name) away from `from`, forwards or backwards;
 * implicit lines beyond the explicit grid count as having any name (§8.3).
 */
function spanFrom(
  line: { span: number; name: string | null },
  from: number,
  forwards: boolean,
  axis: ExplicitAxis,
): number {
  if (line.name === null) return forwards ? from + line.span : from - line.span;
  const named = axis.names.get(line.name) ?? [];
  const count = axis.sizes.length;
  const past = forwards
    ? named.filter((l) => l > from)
    : named.filter((l) => l < from).toReversed();
  if (line.span <= past.length) return past[line.span - 1];
  const rest = line.span - past.length;
  return forwards ? Math.max(count, from) + rest : Math.min(0, from) - rest;
}

/** An item's placement along one axis from its start and end lines (§8.3.1). */
function resolveAxis(start: GridLine, end: GridLine, axis: ExplicitAxis): AxisPlacement {
  const s = definiteLine(start, "start", axis);
  const e = definiteLine(end, "end", axis);
  if (s !== null && e !== null) {
    if (s === e) return { lines: { start: s, end: s + 1 } };
    return { lines: { start: Math.min(s, e), end: Math.max(s, e) } };
  }
  if (s !== null) {
    const to = end !== "auto" && "span" in end ? spanFrom(end, s, true, axis) : s + 1;
    return { lines: { start: s, end: to } };
  }
  if (e !== null) {
    const from = start !== "auto" && "span" in start ? spanFrom(start, e, false, axis) : e - 1;
    return { lines: { start: from, end: e } };
  }
  // Auto position: a span of lines of a name counts as one track (§8.3.1).
  const span = start !== "auto" && "span" in start
    ? start
    : end !== "auto" && "span" in end
    ? end
    : null;
  return { span: span === null || span.name !== null ? 1 : span.span };
}

/** Occupied cells of the grid, keyed by their (secondary, primary) track. */
class Occupancy {
  #cells = new Set<string>();

  free(secondary: Span, primary: Span): boolean {
    for (let s = secondary.start; s < secondary.end; s++) {
      for (let p = primary.start; p < primary.end; p++) {
        if (this.#cells.has(`${s},${p}`)) return false;
      }
    }
    return true;
  }

  fill(secondary: Span, primary: Span): void {
    for (let s = secondary.start; s < secondary.end; s++) {
      for (let p = primary.start; p < primary.end; p++) this.#cells.add(`${s},${p}`);
    }
  }
}

/** An item during auto-placement, in the flow's terms: `primary` is the axis filled first. */
interface Placing {
  primary: AxisPlacement;
  secondary: AxisPlacement;
}

const spanOf = (p: AxisPlacement) => "lines" in p ? p.lines.end - p.lines.start : p.span;
const at = (start: number, p: AxisPlacement): Span => ({ start, end: start + spanOf(p) });

/**
 * Places items (in `order`-modified document order) into the grid whose explicit axes are
 * `rows` and `columns` (§8.5): items with definite positions first, then those locked to a
 * row (or column), then the rest, moving a cursor through the grid — sparse, or from the
 * start each time when `dense`.
 */
export function placeItems(
  styles: ComputedStyle[],
  rows: ExplicitAxis,
  columns: ExplicitAxis,
  flow: GridAutoFlow,
): Placement {
  const byColumn = flow.startsWith("column");
  const dense = flow.endsWith("dense");
  const placing: Placing[] = styles.map((s) => {
    const row = resolveAxis(s.gridRowStart, s.gridRowEnd, rows);
    const column = resolveAxis(s.gridColumnStart, s.gridColumnEnd, columns);
    return byColumn ? { primary: row, secondary: column } : { primary: column, secondary: row };
  });
  const placed: ({ primary: Span; secondary: Span } | null)[] = placing.map(() => null);
  const cells = new Occupancy();
  const primaryCount = byColumn ? rows.sizes.length : columns.sizes.length;
  const secondaryCount = byColumn ? columns.sizes.length : rows.sizes.length;
  const extent = {
    primary: { start: 0, end: primaryCount },
    secondary: { start: 0, end: secondaryCount },
  };
  const grow = (which: "primary" | "secondary", span: Span) => {
    extent[which].start = Math.min(extent[which].start, span.start);
    extent[which].end = Math.max(extent[which].end, span.end);
  };
  const put = (i: number, primary: Span, secondary: Span) => {
    placed[i] = { primary, secondary };
    cells.fill(secondary, primary);
    grow("primary", primary);
    grow("secondary", secondary);
  };

  // Step 1: items with a definite position in both axes.
  placing.forEach((p, i) => {
    if ("lines" in p.primary && "lines" in p.secondary) put(i, p.primary.lines, p.secondary.lines);
  });
  // Step 2: items locked to a row (column flow: a column), placed along it.
  const lastInLine = new Map<number, number>();
  placing.forEach((p, i) => {
    if (placed[i] !== null || !("lines" in p.secondary)) return;
    const secondary = p.secondary.lines;
    let start = dense ? extent.primary.start : lastInLine.get(secondary.start) ?? 0;
    while (!cells.free(secondary, at(start, p.primary))) start++;
    const primary = at(start, p.primary);
    lastInLine.set(secondary.start, primary.end);
    put(i, primary, secondary);
  });
  // Step 3: the implicit grid's columns (row flow) take the widest auto-positioned span.
  for (const p of placing) {
    if ("lines" in p.primary) grow("primary", p.primary.lines);
    else grow("primary", at(extent.primary.start, p.primary));
  }
  // Step 4: the rest, with the auto-placement cursor.
  let cursor = { primary: extent.primary.start, secondary: extent.secondary.start };
  placing.forEach((p, i) => {
    if (placed[i] !== null) return;
    if (dense) cursor = { primary: extent.primary.start, secondary: extent.secondary.start };
    if ("lines" in p.primary) {
      const primary = p.primary.lines;
      if (!dense && primary.start < cursor.primary) cursor.secondary++;
      cursor.primary = primary.start;
      while (!cells.free(at(cursor.secondary, p.secondary), primary)) cursor.secondary++;
      put(i, primary, at(cursor.secondary, p.secondary));
      return;
    }
    for (;;) {
      if (cursor.primary + spanOf(p.primary) > extent.primary.end) {
        cursor.secondary++;
        cursor.primary = extent.primary.start;
        continue;
      }
      if (cells.free(at(cursor.secondary, p.secondary), at(cursor.primary, p.primary))) break;
      cursor.primary++;
    }
    put(i, at(cursor.primary, p.primary), at(cursor.secondary, p.secondary));
  });

  const areas = placed.map((p) =>
    byColumn ? { row: p!.primary, column: p!.secondary } : { row: p!.secondary, column: p!.primary }
  );
  return byColumn
    ? { areas, rows: extent.primary, columns: extent.secondary }
    : { areas, rows: extent.secondary, columns: extent.primary };
}
