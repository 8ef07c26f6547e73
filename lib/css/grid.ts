/**
 * Grid layout properties (CSS Grid 1 §7 defining the grid, §8 placing grid items): track
 * lists with line names, `repeat()`, `minmax()` and `fit-content()`; template areas; the
 * implicit grid's track sizes and auto-placement flow; line-based placement; and the
 * shorthands grid-template, grid, grid-row, grid-column and grid-area.
 */
import type { LengthPercentage } from "./types.ts";
import type { CssNode } from "./csstree.ts";
import { integerValue } from "./calc.ts";
import { computeLengthPercentage, type Length, parseLengthNode } from "./length.ts";
import { longhand, type Property, type ValueKind } from "./property.ts";
import type { Shorthand } from "./shorthands.ts";
import { identOf, isSlash, splitCommas, type Tokens } from "./value.ts";

/** A <track-breadth> (§7.2.1): a length-percentage, a flexible `fr` or an intrinsic keyword. */
export type TrackBreadth<L = LengthPercentage> =
  | L
  | { fr: number }
  | "auto"
  | "min-content"
  | "max-content";

/** A <track-size>: one breadth, `minmax(min, max)` or `fit-content(limit)` (§7.2.3). */
export type TrackSize<L = LengthPercentage> =
  | { breadth: TrackBreadth<L> }
  | { min: TrackBreadth<L>; max: TrackBreadth<L> }
  | { fitContent: L };

/** `repeat(count, …)` (§7.2.3): its tracks with the line names around each. */
export interface TrackRepeat<L = LengthPercentage> {
  count: number | "auto-fill" | "auto-fit";
  /** Names of the lines before each track and after the last: one more than `sizes`. */
  names: string[][];
  sizes: TrackSize<L>[];
}

/** A track list (§7.2.2): tracks and repeats, with the names of the lines between them. */
export interface TrackList<L = LengthPercentage> {
  /** Names before each entry and after the last: one more than `entries`. */
  names: string[][];
  entries: (TrackSize<L> | TrackRepeat<L>)[];
}

/** grid-template-rows/columns: `none` (no explicit tracks) or a track list. */
export type GridTemplate<L = LengthPercentage> = "none" | TrackList<L>;

/** A named grid area as 0-based lines of the explicit grid (§7.3). */
export interface GridAreaLines {
  rowStart: number;
  rowEnd: number;
  columnStart: number;
  columnEnd: number;
}

/** grid-template-areas (§7.3): the strings' cells (null for `.`) and the areas they name. */
export interface GridAreas {
  rows: (string | null)[][];
  areas: Readonly<Record<string, GridAreaLines>>;
}

/** grid-auto-flow (§7.7). */
export type GridAutoFlow = "row" | "column" | "row dense" | "column dense";

/**
 * A <grid-line> (§8.3): `auto`, a line number (negative from the end) with an optional name,
 * a name alone, or a span of a number of lines or of lines of a name.
 */
export type GridLine =
  | "auto"
  | { line: number; name: string | null }
  | { name: string }
  | { span: number; name: string | null };

const notInherited = (initial: string) => ({ inherited: false, initial });

/** The names of a `[a b]` line-names block, or null when `node` is none. */
function lineNames(node: CssNode | undefined): string[] | null {
  if (node?.type !== "Brackets") return null;
  const children = (node as unknown as { children: CssNode[] }).children;
  const names = children.map(customIdent);
  return names.includes(null) ? null : names as string[];
}

/** A <custom-ident> that may name a line or area: not a CSS-wide keyword, `span` or `auto`. */
function customIdent(node: CssNode | undefined): string | null {
  if (node?.type !== "Identifier") return null;
  const lower = node.name.toLowerCase();
  const reserved = ["span", "auto", "initial", "inherit", "unset", "default", "revert"];
  return reserved.includes(lower) || lower === "revert-layer" ? null : node.name;
}

function breadth(node: CssNode): TrackBreadth<Length> | null {
  const word = identOf(node);
  if (word === "auto" || word === "min-content" || word === "max-content") return word;
  if (word !== null) return null;
  if (node.type === "Dimension" && node.unit.toLowerCase() === "fr") {
    const fr = Number(node.value);
    return Number.isFinite(fr) && fr >= 0 ? { fr } : null;
  }
  if (node.type === "Function" && !/^(calc|min|max|clamp)$/i.test(node.name)) return null;
  return parseLengthNode(node, { percent: true, nonNegative: true });
}

const isFlex = (b: TrackBreadth<unknown>) => typeof b === "object" && b !== null && "fr" in b;
const isFixed = (b: TrackBreadth<unknown>) => typeof b === "object" && b !== null && !("fr" in b);

function trackSize(node: CssNode): TrackSize<Length> | null {
  if (node.type === "Function") {
    const name = node.name.toLowerCase();
    const args = splitCommas(node.children);
    if (name === "minmax") {
      if (args.length !== 2 || args.some((a) => a.length !== 1)) return null;
      const min = breadth(args[0][0]);
      const max = breadth(args[1][0]);
      // A flexible breadth is no minimum (§7.2.3).
      return min === null || max === null || isFlex(min) ? null : { min, max };
    }
    if (name === "fit-content") {
      if (args.length !== 1 || args[0].length !== 1) return null;
      const limit = parseLengthNode(args[0][0], { percent: true, nonNegative: true });
      return limit === null ? null : { fitContent: limit };
    }
  }
  const b = breadth(node);
  return b === null ? null : { breadth: b };
}

/** A <fixed-size> (§7.2.2): a fixed breadth, or minmax() with a fixed minimum or maximum. */
function isFixedSize(size: TrackSize<unknown>): boolean {
  if ("breadth" in size) return isFixed(size.breadth);
  if ("min" in size) return isFixed(size.min) || (isFixed(size.max) && !isFlex(size.min));
  return false;
}

/** Reads `[names]? size [names]? size … [names]?` into names and items; null if malformed. */
function sequence<T>(
  tokens: Tokens,
  item: (node: CssNode) => T | null,
): { names: string[][]; items: T[] } | null {
  const names: string[][] = [[]];
  const items: T[] = [];
  let afterNames = false;
  for (const node of tokens) {
    const block = lineNames(node);
    if (block !== null) {
      // Two adjacent blocks are not allowed: `[a] [b]` is invalid.
      if (afterNames) return null;
      names[names.length - 1] = block;
      afterNames = true;
      continue;
    }
    const value = node.type === "Brackets" ? null : item(node);
    if (value === null) return null;
    items.push(value);
    names.push([]);
    afterNames = false;
  }
  return { names, items };
}

function repeat(node: CssNode): TrackRepeat<Length> | null {
  if (node.type !== "Function" || node.name.toLowerCase() !== "repeat") return null;
  const args = splitCommas(node.children);
  if (args.length !== 2 || args[0].length !== 1) return null;
  const word = identOf(args[0][0]);
  let count: TrackRepeat["count"];
  if (word === "auto-fill" || word === "auto-fit") count = word;
  else {
    const n = integerValue(args[0][0]);
    if (n === null || n < 1) return null;
    count = n;
  }
  const inner = sequence(args[1], trackSize);
  if (inner === null || inner.items.length === 0) return null;
  // An auto repeat repeats fixed sizes only (§7.2.3.2).
  if (typeof count === "string" && !inner.items.every(isFixedSize)) return null;
  return { count, names: inner.names, sizes: inner.items };
}

/**
 * <track-list> | <auto-track-list> (§7.2.2): at most one auto repeat, and beside it only
 * fixed sizes.
 */
function parseTrackList(tokens: Tokens): TrackList<Length> | null {
  const parsed = sequence<TrackSize<Length> | TrackRepeat<Length>>(
    tokens,
    (node) => repeat(node) ?? trackSize(node),
  );
  if (parsed === null || parsed.items.length === 0) return null;
  const entries = parsed.items;
  const autos = entries.filter((e) => "count" in e && typeof e.count === "string");
  if (autos.length > 1) return null;
  if (autos.length === 1) {
    const fixed = (e: TrackSize<Length> | TrackRepeat<Length>) =>
      "count" in e ? e.sizes.every(isFixedSize) : isFixedSize(e);
    if (!entries.every(fixed)) return null;
  }
  return { names: parsed.names, entries };
}

function computeBreadth(
  b: TrackBreadth<Length>,
  compute: (l: Length) => LengthPercentage,
): TrackBreadth {
  return typeof b === "string" || "fr" in b ? b : compute(b as Length);
}

function computeSize(
  size: TrackSize<Length>,
  compute: (l: Length) => LengthPercentage,
): TrackSize {
  if ("breadth" in size) return { breadth: computeBreadth(size.breadth, compute) };
  if ("fitContent" in size) return { fitContent: compute(size.fitContent) };
  return { min: computeBreadth(size.min, compute), max: computeBreadth(size.max, compute) };
}

/** grid-template-rows / grid-template-columns (§7.2). */
const TEMPLATE: ValueKind<GridTemplate<Length>, GridTemplate> = {
  parse(tokens) {
    if (tokens.length === 1 && identOf(tokens[0]) === "none") return "none";
    return parseTrackList(tokens);
  },
  compute(value, ctx) {
    if (value === "none") return value;
    const length = (l: Length) => computeLengthPercentage(l, ctx.lengths, true);
    return {
      names: value.names,
      entries: value.entries.map((e) =>
        "count" in e
          ? { count: e.count, names: e.names, sizes: e.sizes.map((s) => computeSize(s, length)) }
          : computeSize(e, length)
      ),
    };
  },
};

/** grid-auto-rows / grid-auto-columns (§7.6): one or more track sizes, no line names. */
const AUTO_TRACKS: ValueKind<TrackSize<Length>[], TrackSize[]> = {
  parse(tokens) {
    const sizes = tokens.map(trackSize);
    return sizes.length === 0 || sizes.includes(null) ? null : sizes as TrackSize<Length>[];
  },
  compute: (sizes, ctx) =>
    sizes.map((s) => computeSize(s, (l) => computeLengthPercentage(l, ctx.lengths, true))),
};

/** The cells of one grid-template-areas string (§7.3.1): names, `.` runs as null, or null. */
function areaCells(text: string): (string | null)[] | null {
  const cells: (string | null)[] = [];
  const token = /\s*(?:([-\w\u0080-\uffff]+)|(\.+)|(\S))/gy;
  let match;
  while ((match = token.exec(text)) !== null && match[0].length > 0) {
    if (match[3] !== undefined) return null;
    cells.push(match[1] ?? null);
  }
  return cells;
}

/** The rectangles the cells name, or null when a name is not one rectangle (§7.3). */
function namedAreas(rows: (string | null)[][]): Record<string, GridAreaLines> | null {
  const areas: Record<string, GridAreaLines> = {};
  rows.forEach((row, r) =>
    row.forEach((name, c) => {
      if (name === null) return;
      const a = areas[name];
      if (!a) areas[name] = { rowStart: r, rowEnd: r + 1, columnStart: c, columnEnd: c + 1 };
      else {
        a.rowEnd = Math.max(a.rowEnd, r + 1);
        a.columnEnd = Math.max(a.columnEnd, c + 1);
      }
    })
  );
  for (const [name, a] of Object.entries(areas)) {
    for (let r = a.rowStart; r < a.rowEnd; r++) {
      for (let c = a.columnStart; c < a.columnEnd; c++) if (rows[r][c] !== name) return null;
    }
  }
  return areas;
}

function areasOf(strings: string[]): GridAreas | null {
  const rows = strings.map(areaCells);
  if (rows.some((r) => r === null || r.length === 0)) return null;
  const cells = rows as (string | null)[][];
  if (cells.some((r) => r.length !== cells[0].length)) return null;
  const areas = namedAreas(cells);
  return areas === null ? null : { rows: cells, areas };
}

/** grid-template-areas (§7.3). */
const AREAS: ValueKind<GridAreas | "none", GridAreas | "none"> = {
  parse(tokens) {
    if (tokens.length === 1 && identOf(tokens[0]) === "none") return "none";
    if (tokens.length === 0 || tokens.some((t) => t.type !== "String")) return null;
    return areasOf(tokens.map((t) => (t as { value: string }).value));
  },
  compute: (value) => value,
};

/** grid-auto-flow (§7.7): `[row | column] || dense`. */
const AUTO_FLOW: ValueKind<GridAutoFlow, GridAutoFlow> = {
  parse(tokens) {
    const words = tokens.map(identOf);
    if (words.length < 1 || words.length > 2 || new Set(words).size !== words.length) return null;
    const axis = words.find((w) => w === "row" || w === "column");
    const dense = words.includes("dense");
    if (words.length !== Number(axis !== undefined) + Number(dense)) return null;
    return `${axis ?? "row"}${dense ? " dense" : ""}` as GridAutoFlow;
  },
  compute: (value) => value,
};

/** A <grid-line> (§8.3). */
function parseGridLine(tokens: Tokens): GridLine | null {
  if (tokens.length === 1 && identOf(tokens[0]) === "auto") return "auto";
  let span = false;
  let n: number | null = null;
  let name: string | null = null;
  for (const node of tokens) {
    if (identOf(node) === "span") {
      if (span) return null;
      span = true;
      continue;
    }
    const ident = customIdent(node);
    if (ident !== null && name === null) {
      name = ident;
      continue;
    }
    const integer = integerValue(node);
    if (integer === null || n !== null) return null;
    n = integer;
  }
  if (span) {
    if (tokens.length > 3 || (n === null && name === null) || (n !== null && n < 1)) return null;
    // `span` goes first or last: `2 span name` is fine, `2 span` too, `name span 2` as well.
    return { span: n ?? 1, name };
  }
  if (tokens.length > 2) return null;
  if (n === null) return name === null ? null : { name };
  return n === 0 ? null : { line: n, name };
}

const GRID_LINE: ValueKind<GridLine, GridLine> = { parse: parseGridLine, compute: (v) => v };

export const GRID_TEMPLATE_COLUMNS = longhand(
  "grid-template-columns",
  TEMPLATE,
  notInherited("none"),
);
export const GRID_TEMPLATE_ROWS = longhand("grid-template-rows", TEMPLATE, notInherited("none"));
export const GRID_TEMPLATE_AREAS = longhand("grid-template-areas", AREAS, notInherited("none"));
export const GRID_AUTO_COLUMNS = longhand("grid-auto-columns", AUTO_TRACKS, notInherited("auto"));
export const GRID_AUTO_ROWS = longhand("grid-auto-rows", AUTO_TRACKS, notInherited("auto"));
export const GRID_AUTO_FLOW = longhand("grid-auto-flow", AUTO_FLOW, notInherited("row"));
export const GRID_ROW_START = longhand("grid-row-start", GRID_LINE, notInherited("auto"));
export const GRID_ROW_END = longhand("grid-row-end", GRID_LINE, notInherited("auto"));
export const GRID_COLUMN_START = longhand("grid-column-start", GRID_LINE, notInherited("auto"));
export const GRID_COLUMN_END = longhand("grid-column-end", GRID_LINE, notInherited("auto"));

/** Splits a value at its top-level slashes. */
function splitSlashes(tokens: Tokens): CssNode[][] {
  const parts: CssNode[][] = [[]];
  for (const node of tokens) {
    if (isSlash(node)) parts.push([]);
    else parts[parts.length - 1].push(node);
  }
  return parts;
}

/** An omitted end line: the start's name when the start is a name alone, else auto (§8.4). */
function omittedLine(start: GridLine): GridLine {
  return typeof start === "object" && !("line" in start) && !("span" in start) ? start : "auto";
}

/** grid-row / grid-column (§8.4): `<grid-line> [ / <grid-line> ]?`. */
function lineShorthand(name: string, start: Property, end: Property): Shorthand {
  return {
    name,
    longhands: [start, end],
    expand(tokens) {
      const parts = splitSlashes(tokens).map(parseGridLine);
      if (parts.length > 2 || parts.includes(null)) return null;
      const [a, b = omittedLine(a!)] = parts as GridLine[];
      return new Map<Property, unknown>([[start, a], [end, b]]);
    },
  };
}

/** grid-area (§8.4): row-start / column-start / row-end / column-end, omitted ones derived. */
const gridArea: Shorthand = {
  name: "grid-area",
  longhands: [GRID_ROW_START, GRID_COLUMN_START, GRID_ROW_END, GRID_COLUMN_END],
  expand(tokens) {
    const parts = splitSlashes(tokens).map(parseGridLine);
    if (parts.length > 4 || parts.includes(null)) return null;
    const lines = parts as GridLine[];
    const [rowStart, columnStart = omittedLine(rowStart)] = lines;
    const rowEnd = lines[2] ?? omittedLine(rowStart);
    const columnEnd = lines[3] ?? omittedLine(columnStart);
    return new Map<Property, unknown>([
      [GRID_ROW_START, rowStart],
      [GRID_COLUMN_START, columnStart],
      [GRID_ROW_END, rowEnd],
      [GRID_COLUMN_END, columnEnd],
    ]);
  },
};

const NO_NAMES: string[] = [];

/**
 * The areas form of grid-template (§7.4): `[names]? "row" <track-size>? [names]?` per row,
 * then `/ <explicit-track-list>` for the columns. Returns rows, areas and columns.
 */
function templateWithAreas(
  rowsPart: Tokens,
  columnsPart: Tokens | null,
): [GridTemplate<Length>, GridAreas, GridTemplate<Length>] | null {
  const strings: string[] = [];
  const names: string[][] = [[]];
  const sizes: TrackSize<Length>[] = [];
  let i = 0;
  while (i < rowsPart.length) {
    const before = lineNames(rowsPart[i]);
    if (before !== null) {
      names[names.length - 1] = [...names[names.length - 1], ...before];
      i++;
    }
    const string = rowsPart[i];
    if (string?.type !== "String") return null;
    strings.push(string.value);
    i++;
    const size = rowsPart[i] && lineNames(rowsPart[i]) === null && rowsPart[i].type !== "String"
      ? trackSize(rowsPart[i++])
      : { breadth: "auto" as const };
    if (size === null) return null;
    sizes.push(size);
    const after = lineNames(rowsPart[i]);
    names.push(after ?? NO_NAMES);
    if (after !== null) i++;
  }
  const areas = areasOf(strings);
  if (areas === null) return null;
  let columns: GridTemplate<Length> = "none";
  if (columnsPart !== null) {
    const list = parseTrackList(columnsPart);
    // Columns here are an explicit track list: no auto repeat (§7.4).
    if (list === null || list.entries.some((e) => "count" in e && typeof e.count === "string")) {
      return null;
    }
    columns = list;
  }
  return [{ names, entries: sizes }, areas, columns];
}

/** grid-template's values for rows, columns and areas, or null (§7.4). */
function parseTemplate(
  tokens: Tokens,
): [GridTemplate<Length>, GridTemplate<Length>, GridAreas | "none"] | null {
  if (tokens.length === 1 && identOf(tokens[0]) === "none") return ["none", "none", "none"];
  const parts = splitSlashes(tokens);
  if (parts.length > 2) return null;
  if (parts[0].some((t) => t.type === "String")) {
    const result = templateWithAreas(parts[0], parts[1] ?? null);
    return result && [result[0], result[2], result[1]];
  }
  if (parts.length !== 2) return null;
  const rows = TEMPLATE.parse(parts[0]);
  const columns = TEMPLATE.parse(parts[1]);
  return rows === null || columns === null ? null : [rows, columns, "none"];
}

const gridTemplate: Shorthand = {
  name: "grid-template",
  longhands: [GRID_TEMPLATE_ROWS, GRID_TEMPLATE_COLUMNS, GRID_TEMPLATE_AREAS],
  expand(tokens) {
    const parsed = parseTemplate(tokens);
    if (parsed === null) return null;
    return new Map<Property, unknown>([
      [GRID_TEMPLATE_ROWS, parsed[0]],
      [GRID_TEMPLATE_COLUMNS, parsed[1]],
      [GRID_TEMPLATE_AREAS, parsed[2]],
    ]);
  },
};

/** `auto-flow && dense?` of the grid shorthand: whether dense, or null when not that. */
function autoFlowKeywords(tokens: Tokens): { dense: boolean; rest: Tokens } | null {
  const words = tokens.map(identOf);
  const flow = words.indexOf("auto-flow");
  if (flow < 0) return null;
  const dense = words.indexOf("dense");
  const used = [flow, dense].filter((i) => i >= 0);
  // Both keywords come before the track sizes.
  if (used.some((i) => i >= used.length)) return null;
  return { dense: dense >= 0, rest: tokens.slice(used.length) };
}

/**
 * grid (§7.8): a grid-template value, or one axis's template and the other axis's
 * auto-flow with its auto track sizes; everything it does not set is reset.
 */
const grid: Shorthand = {
  name: "grid",
  longhands: [
    GRID_TEMPLATE_ROWS,
    GRID_TEMPLATE_COLUMNS,
    GRID_TEMPLATE_AREAS,
    GRID_AUTO_ROWS,
    GRID_AUTO_COLUMNS,
    GRID_AUTO_FLOW,
  ],
  expand(tokens) {
    const auto: TrackSize<Length>[] = [{ breadth: "auto" }];
    const out = (
      rows: GridTemplate<Length>,
      columns: GridTemplate<Length>,
      areas: GridAreas | "none",
      flow: GridAutoFlow,
      autoRows = auto,
      autoColumns = auto,
    ) =>
      new Map<Property, unknown>([
        [GRID_TEMPLATE_ROWS, rows],
        [GRID_TEMPLATE_COLUMNS, columns],
        [GRID_TEMPLATE_AREAS, areas],
        [GRID_AUTO_ROWS, autoRows],
        [GRID_AUTO_COLUMNS, autoColumns],
        [GRID_AUTO_FLOW, flow],
      ]);
    const template = parseTemplate(tokens);
    if (template !== null) return out(template[0], template[1], template[2], "row");
    const parts = splitSlashes(tokens);
    if (parts.length !== 2) return null;
    const rowsFlow = autoFlowKeywords(parts[0]);
    const columnsFlow = autoFlowKeywords(parts[1]);
    if (rowsFlow !== null && columnsFlow === null) {
      const columns = TEMPLATE.parse(parts[1]);
      const sizes = rowsFlow.rest.length > 0 ? AUTO_TRACKS.parse(rowsFlow.rest) : auto;
      if (columns === null || sizes === null) return null;
      return out("none", columns, "none", rowsFlow.dense ? "row dense" : "row", sizes);
    }
    if (columnsFlow !== null && rowsFlow === null) {
      const rows = TEMPLATE.parse(parts[0]);
      const sizes = columnsFlow.rest.length > 0 ? AUTO_TRACKS.parse(columnsFlow.rest) : auto;
      if (rows === null || sizes === null) return null;
      const flow = columnsFlow.dense ? "column dense" : "column";
      return out(rows, "none", "none", flow, auto, sizes);
    }
    return null;
  },
};

/** The grid shorthands (the gap ones, shared with flex layout, are flex.ts's). */
export const GRID_SHORTHANDS: readonly Shorthand[] = [
  lineShorthand("grid-row", GRID_ROW_START, GRID_ROW_END),
  lineShorthand("grid-column", GRID_COLUMN_START, GRID_COLUMN_END),
  gridArea,
  gridTemplate,
  grid,
];
