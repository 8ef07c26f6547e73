import assert from "node:assert/strict";
import type { BorderStyle, RGBA } from "../../css/types.ts";
import {
  type BorderSpec,
  cellHalfWidths,
  type CollapseInput,
  NO_BORDER,
  resolveCollapsedBorders,
  type SideSpecs,
  tableHalfWidths,
} from "./collapse.ts";

const RED: RGBA = { r: 255, g: 0, b: 0, a: 1 };
const BLUE: RGBA = { r: 0, g: 0, b: 255, a: 1 };
const GREEN: RGBA = { r: 0, g: 128, b: 0, a: 1 };

const border = (width: number, style: BorderStyle, color: RGBA = RED): BorderSpec => ({
  width,
  style,
  color,
});
const NONE = border(0, "none");
const sides = (given: Partial<SideSpecs> = {}): SideSpecs => ({
  top: NONE,
  right: NONE,
  bottom: NONE,
  left: NONE,
  ...given,
});
const all = (spec: BorderSpec): SideSpecs =>
  sides({ top: spec, right: spec, bottom: spec, left: spec });

type Cell = CollapseInput["cells"][number];
const cell = (row: number, column: number, given: SideSpecs = sides(), span = [1, 1]): Cell => ({
  row,
  column,
  rowSpan: span[0],
  columnSpan: span[1],
  border: given,
});

/** A rowCount × columnCount table: one border-less cell per slot unless `cells` is given. */
function table(rowCount: number, columnCount: number, given: Partial<CollapseInput> = {}) {
  const cells: Cell[] = [];
  for (let r = 0; r < rowCount; r++) for (let c = 0; c < columnCount; c++) cells.push(cell(r, c));
  return resolveCollapsedBorders({
    rowCount,
    columnCount,
    cells,
    rows: Array.from({ length: rowCount }, () => sides()),
    rowGroups: [],
    columns: Array.from({ length: columnCount }, () => sides()),
    columnGroups: [],
    table: sides(),
    ...given,
  });
}

Deno.test("grid shape: rowCount+1 horizontal lines of columnCount, rowCount × columnCount+1 vertical", () => {
  const { horizontal, vertical } = table(2, 3);
  assert.deepEqual(horizontal.map((line) => line.length), [3, 3, 3]);
  assert.deepEqual(vertical.map((line) => line.length), [4, 4]);
  assert.deepEqual(horizontal[1][2], NO_BORDER);
});

Deno.test("the wider border wins whichever side it is on", () => {
  const left = table(1, 2, {
    cells: [
      cell(0, 0, sides({ right: border(6, "dotted", RED) })),
      cell(0, 1, all(border(4, "double", BLUE))),
    ],
  });
  assert.deepEqual(left.vertical[0][1], border(6, "dotted", RED));
  const right = table(1, 2, {
    cells: [cell(0, 0, all(border(4, "solid", RED))), cell(0, 1, all(border(5, "solid", BLUE)))],
  });
  assert.deepEqual(right.vertical[0][1], border(5, "solid", BLUE));
});

Deno.test("equal widths: double > solid > dashed > dotted > ridge > groove", () => {
  const order: BorderStyle[] = ["double", "solid", "dashed", "dotted", "ridge", "groove"];
  for (let i = 0; i + 1 < order.length; i++) {
    const higher = border(3, order[i], BLUE), lower = border(3, order[i + 1], RED);
    // On either side, so the left-wins tie-break cannot be what decides.
    for (const [a, b] of [[higher, lower], [lower, higher]]) {
      const { vertical } = table(1, 2, { cells: [cell(0, 0, all(a)), cell(0, 1, all(b))] });
      assert.deepEqual(vertical[0][1], higher, `${order[i]} over ${order[i + 1]}`);
    }
  }
});

Deno.test("inset ranks and paints as ridge, outset as groove (Chromium, §17.6.3)", () => {
  const pair = (a: BorderSpec, b: BorderSpec) =>
    table(1, 2, { cells: [cell(0, 0, all(a)), cell(0, 1, all(b))] }).vertical[0][1];
  // inset beats groove, although CSS 2.2's list puts groove above inset.
  assert.deepEqual(
    pair(border(3, "groove", RED), border(3, "inset", BLUE)),
    border(3, "ridge", BLUE),
  );
  // outset loses to ridge and ties with groove (then the left one wins).
  assert.deepEqual(
    pair(border(3, "outset", RED), border(3, "ridge", BLUE)),
    border(3, "ridge", BLUE),
  );
  assert.deepEqual(
    pair(border(3, "outset", RED), border(3, "groove", BLUE)),
    border(3, "groove", RED),
  );
  assert.deepEqual(
    pair(border(3, "inset", RED), border(3, "ridge", BLUE)),
    border(3, "ridge", RED),
  );
  assert.deepEqual(
    pair(border(3, "outset", RED), border(3, "inset", BLUE)),
    border(3, "ridge", BLUE),
  );
});

Deno.test("equal style: cell > row > row group > column > column group > table", () => {
  const origins = ["cell", "row", "row group", "column", "column group", "table"];
  const colours = origins.map((_, i): RGBA => ({ r: i, g: 0, b: 0, a: 1 }));
  // The top of the top-left slot is an edge of all six boxes; drop the winner one at a time.
  for (let first = 0; first < origins.length; first++) {
    const spec = (i: number) => sides({ top: i < first ? NONE : border(2, "solid", colours[i]) });
    const { horizontal } = table(1, 1, {
      cells: [cell(0, 0, spec(0))],
      rows: [spec(1)],
      rowGroups: [{ start: 0, end: 1, border: spec(2) }],
      columns: [spec(3)],
      columnGroups: [{ start: 0, end: 1, border: spec(4) }],
      table: spec(5),
    });
    assert.deepEqual(horizontal[0][0].color, colours[first], `${origins[first]} wins`);
  }
});

Deno.test("origin beats position: a lower cell over the row above, a right col over its group", () => {
  const red = border(4, "solid", RED), blue = border(4, "solid", BLUE);
  const rows = table(2, 1, {
    cells: [cell(0, 0), cell(1, 0, sides({ top: red }))],
    rows: [sides({ bottom: blue }), sides()],
  });
  assert.deepEqual(rows.horizontal[1][0], red);
  const columns = table(1, 2, {
    columns: [sides(), sides({ left: red })],
    columnGroups: [{ start: 0, end: 1, border: sides({ right: blue }) }],
  });
  assert.deepEqual(columns.vertical[0][1], red);
});

Deno.test("width beats style and style beats origin", () => {
  const { horizontal, vertical } = table(1, 2, {
    cells: [cell(0, 0, all(border(3, "dashed", RED))), cell(0, 1)],
    table: all(border(3, "solid", BLUE)),
    columns: [sides(), sides({ left: border(4, "dotted", GREEN) })],
  });
  assert.deepEqual(horizontal[0][0], border(3, "solid", BLUE));
  assert.deepEqual(vertical[0][1], border(4, "dotted", GREEN));
});

Deno.test("equal origin: the box starting first in row-major order wins (Chromium)", () => {
  const red = border(6, "solid", RED), blue = border(6, "solid", BLUE);
  const green = border(6, "solid", GREEN);
  // Side by side the left cell wins, stacked the upper one — whatever the input order.
  const cells = table(2, 2, {
    cells: [cell(1, 0, all(green)), cell(0, 1, all(blue)), cell(0, 0, all(red))],
  });
  assert.deepEqual(cells.vertical[0][1], red);
  assert.deepEqual(cells.horizontal[1][0], red);
  assert.deepEqual(cells.horizontal[1][1], blue);
  // A rowspan cell on the right starts in an earlier row than the left cell of row 1: it wins.
  const spanning = table(2, 2, {
    cells: [cell(0, 0, all(red)), cell(0, 1, all(blue), [2, 1]), cell(1, 0, all(green))],
  });
  assert.deepEqual(spanning.vertical[0][1], red);
  assert.deepEqual(spanning.vertical[1][1], blue);

  const rows = table(2, 1, { rows: [all(red), all(blue)] });
  assert.deepEqual(rows.horizontal[1][0], red);
  const groups = table(2, 1, {
    rowGroups: [{ start: 0, end: 1, border: all(red) }, { start: 1, end: 2, border: all(blue) }],
  });
  assert.deepEqual(groups.horizontal[1][0], red);
  const columns = table(1, 2, { columns: [all(red), all(blue)] });
  assert.deepEqual(columns.vertical[0][1], red);
  const columnGroups = table(1, 2, {
    columnGroups: [{ start: 0, end: 1, border: all(red) }, { start: 1, end: 2, border: all(blue) }],
  });
  assert.deepEqual(columnGroups.vertical[0][1], red);
});

Deno.test("hidden on any candidate wins and draws nothing", () => {
  const thick = border(10, "double", RED);
  const cellHidden = table(1, 2, {
    cells: [cell(0, 0, sides({ right: border(1, "hidden") })), cell(0, 1, all(thick))],
    table: all(thick),
  });
  assert.deepEqual(cellHidden.vertical[0][1], NO_BORDER);
  assert.deepEqual(cellHidden.vertical[0][2], thick);

  const tableHidden = table(1, 2, {
    cells: [cell(0, 0, all(thick)), cell(0, 1, all(thick))],
    table: all(border(0, "hidden")),
  });
  assert.deepEqual(tableHidden.horizontal[0], [NO_BORDER, NO_BORDER]);
  assert.deepEqual(tableHidden.vertical[0], [NO_BORDER, thick, NO_BORDER]);

  const columnHidden = table(2, 2, {
    cells: [cell(0, 0, all(thick)), cell(0, 1), cell(1, 0, all(thick)), cell(1, 1)],
    columns: [sides({ right: border(0, "hidden") }), sides()],
  });
  assert.deepEqual(columnHidden.vertical.map((line) => line[1]), [NO_BORDER, NO_BORDER]);
  assert.deepEqual(columnHidden.horizontal[1][0], thick);

  const rowHidden = table(2, 1, {
    cells: [cell(0, 0, all(thick)), cell(1, 0, all(thick))],
    rows: [sides({ bottom: border(3, "hidden") }), sides()],
  });
  assert.deepEqual(rowHidden.horizontal.map((line) => line[0]), [thick, NO_BORDER, thick]);
});

Deno.test("none loses to any visible border, whatever width it was given", () => {
  const thin = border(1, "solid", GREEN);
  const { vertical } = table(1, 2, {
    cells: [cell(0, 0, sides({ right: border(20, "none") })), cell(0, 1, sides({ left: thin }))],
  });
  assert.deepEqual(vertical[0][1], thin);
  const nothing = table(1, 2, {
    cells: [cell(0, 0, all(border(20, "none"))), cell(0, 1, all(border(0, "solid")))],
  });
  assert.deepEqual(nothing.vertical[0], [NO_BORDER, NO_BORDER, NO_BORDER]);
});

Deno.test("spans: each segment of a spanning edge is resolved on its own", () => {
  // A (rowspan 2) | B
  //               | C
  const { vertical, horizontal } = table(2, 2, {
    cells: [
      cell(0, 0, all(border(6, "solid", RED)), [2, 1]),
      cell(0, 1, all(border(6, "solid", BLUE))),
      cell(1, 1, all(border(8, "solid", GREEN))),
    ],
    rows: [all(border(4, "solid", BLUE)), all(border(4, "solid", BLUE))],
  });
  assert.deepEqual(vertical[0][1], border(6, "solid", RED)); // tie: A comes first
  assert.deepEqual(vertical[1][1], border(8, "solid", GREEN)); // C is wider
  assert.deepEqual(vertical.map((line) => line[0]), [
    border(6, "solid", RED),
    border(6, "solid", RED),
  ]);
  assert.deepEqual(horizontal[1][1], border(8, "solid", GREEN));
  // The row line crossing A is no edge: the rows' borders are not drawn through the span.
  assert.deepEqual(horizontal[1][0], NO_BORDER);
});

Deno.test("spans: a colspan cell hides the column line through it", () => {
  const { vertical } = table(2, 2, {
    cells: [cell(0, 0, sides(), [1, 2]), cell(1, 0), cell(1, 1)],
    columns: [all(border(4, "solid", BLUE)), all(border(4, "solid", GREEN))],
  });
  assert.deepEqual(vertical[0], [border(4, "solid", BLUE), NO_BORDER, border(4, "solid", GREEN)]);
  assert.deepEqual(vertical[1][1], border(4, "solid", BLUE));
});

Deno.test("outer edges take the table border unless a cell's is wider", () => {
  const frame = border(3, "solid", BLUE);
  const { horizontal, vertical } = table(2, 2, {
    cells: [cell(0, 0, all(border(5, "solid", RED))), cell(0, 1), cell(1, 0), cell(1, 1)],
    table: all(frame),
  });
  assert.deepEqual(horizontal[0], [border(5, "solid", RED), frame]);
  assert.deepEqual(horizontal[2], [frame, frame]);
  assert.deepEqual(vertical.map((line) => line[0]), [border(5, "solid", RED), frame]);
  assert.deepEqual(vertical.map((line) => line[2]), [frame, frame]);
  assert.deepEqual(vertical[1][1], NO_BORDER);
});

Deno.test("columns and column groups own full-height lines and the table's top and bottom", () => {
  const col = border(2, "dashed", GREEN), group = border(2, "solid", BLUE);
  const { horizontal, vertical } = table(2, 3, {
    columns: [sides(), all(col), sides()],
    columnGroups: [{ start: 1, end: 3, border: all(group) }],
  });
  assert.deepEqual(vertical.map((line) => line[1]), [group, group]); // solid beats dashed
  assert.deepEqual(vertical.map((line) => line[2]), [col, col]); // only the column has it
  assert.deepEqual(vertical.map((line) => line[3]), [group, group]);
  assert.deepEqual(horizontal[0], [NO_BORDER, group, group]);
  assert.deepEqual(horizontal[2], [NO_BORDER, group, group]);
  assert.deepEqual(horizontal[1], [NO_BORDER, NO_BORDER, NO_BORDER]); // no inner row lines
});

Deno.test("row groups own their top, bottom and the outer vertical segments beside them", () => {
  const body = border(3, "solid", BLUE);
  const { horizontal, vertical } = table(3, 1, {
    rowGroups: [{ start: 1, end: 3, border: all(body) }],
  });
  assert.deepEqual(horizontal.map((line) => line[0]), [NO_BORDER, body, NO_BORDER, body]);
  assert.deepEqual(vertical, [[NO_BORDER, NO_BORDER], [body, body], [body, body]]);
});

Deno.test("a missing cell leaves the row, column and table edges around its slot", () => {
  const rowLine = border(4, "solid", GREEN), colLine = border(4, "solid", BLUE);
  const { horizontal, vertical } = table(2, 2, {
    cells: [cell(0, 0), cell(0, 1), cell(1, 0)],
    rows: [sides(), all(rowLine)],
    columns: [sides(), sides({ left: colLine })],
  });
  assert.deepEqual(horizontal[2][1], rowLine);
  assert.deepEqual(vertical[1][2], rowLine);
  assert.deepEqual(horizontal[1][1], rowLine);
  assert.deepEqual(vertical.map((line) => line[1]), [colLine, colLine]);
});

Deno.test("cellHalfWidths: exact halves, the widest segment along a spanning side", () => {
  const collapsed = table(2, 2, {
    cells: [
      cell(0, 0, sides({ right: border(4, "solid") }), [2, 1]),
      cell(0, 1, sides({ left: border(3, "solid"), top: border(1, "solid") })),
      cell(1, 1, sides({ left: border(8, "solid"), bottom: border(5, "solid") })),
    ],
  });
  const spanning = { row: 0, column: 0, rowSpan: 2, columnSpan: 1 };
  assert.deepEqual(cellHalfWidths(collapsed, spanning), { top: 0, right: 4, bottom: 0, left: 0 });
  const top = { row: 0, column: 1, rowSpan: 1, columnSpan: 1 };
  assert.deepEqual(cellHalfWidths(collapsed, top), { top: 0.5, right: 0, bottom: 0, left: 2 });
  const bottom = { row: 1, column: 1, rowSpan: 1, columnSpan: 1 };
  assert.deepEqual(cellHalfWidths(collapsed, bottom), { top: 0, right: 0, bottom: 2.5, left: 4 });
});

Deno.test("tableHalfWidths: half the widest border along each outer line, over all rows", () => {
  const collapsed = table(2, 2, {
    cells: [
      cell(0, 0, sides({ left: border(2, "solid") })),
      cell(0, 1, sides({ top: border(7, "solid") })),
      cell(1, 0, sides({ left: border(10, "solid") })),
      cell(1, 1, sides({ right: border(3, "solid") })),
    ],
    table: all(border(1, "solid")),
  });
  assert.deepEqual(tableHalfWidths(collapsed), { top: 3.5, right: 1.5, bottom: 0.5, left: 5 });
  const hidden = table(1, 1, {
    cells: [cell(0, 0, all(border(10, "solid")))],
    table: all(border(1, "hidden")),
  });
  assert.deepEqual(tableHalfWidths(hidden), { top: 0, right: 0, bottom: 0, left: 0 });
});
