/**
 * Collapsed borders as paintable boxes (CSS 2.2 §17.6.2): each resolved grid line
 * segment becomes a box fragment whose one border side is the segment, centred on
 * its grid line. They follow the cells of their row group in the fragment tree, so
 * they paint over cell backgrounds like Chromium's collapsed borders; horizontal
 * segments reach over the joints so that corners are covered.
 */
import type { ComputedStyle } from "../../css/types.ts";
import type { BoxFragment, Sides } from "../fragment.ts";
import type { BorderSpec, CollapsedBorders } from "./collapse.ts";
import { undecorated } from "./style.ts";

export interface GridLines {
  columnX: number[];
  widths: number[];
  tops: number[];
  heights: number[];
}

const NO_SIDES = { top: 0, right: 0, bottom: 0, left: 0 };

/** A kind of segment: its style (the table's, undecorated, with one border side) and widths. */
interface SegmentKind {
  style: ComputedStyle;
  border: Sides;
}

const segmentKinds = new WeakMap<ComputedStyle, Map<string, SegmentKind>>();

/**
 * Segments with equal borders share their style and widths: a long table has a few
 * kinds of segment and many thousands of segments. Kept per table style, so they go
 * with the document.
 */
function segmentKind(table: ComputedStyle, spec: BorderSpec, side: "top" | "left"): SegmentKind {
  let kinds = segmentKinds.get(table);
  if (!kinds) segmentKinds.set(table, kinds = new Map());
  const { r, g, b, a } = spec.color;
  const key = `${side} ${spec.width} ${spec.style} ${r},${g},${b},${a}`;
  let kind = kinds.get(key);
  if (!kind) {
    const base = undecorated(table);
    const style: ComputedStyle = side === "top"
      ? {
        ...base,
        borderTopWidth: spec.width,
        borderTopStyle: spec.style,
        borderTopColor: spec.color,
      }
      : {
        ...base,
        borderLeftWidth: spec.width,
        borderLeftStyle: spec.style,
        borderLeftColor: spec.color,
      };
    kind = { style, border: { ...NO_SIDES, [side]: spec.width } };
    kinds.set(key, kind);
  }
  return kind;
}

function segment(
  table: ComputedStyle,
  spec: BorderSpec,
  side: "top" | "left",
  rect: { x: number; y: number; width: number; height: number },
): BoxFragment {
  const { style, border } = segmentKind(table, spec, side);
  return { kind: "box", style, element: null, ...rect, border, padding: NO_SIDES, children: [] };
}

/**
 * Whether two adjoining segments of a horizontal line draw as one: equal borders whose
 * pattern does not restart at each cell (dashes and dots are fitted per segment, as
 * Chromium fits them per cell side). A long table's line under each row is then one
 * box instead of one per column.
 */
function continuous(a: BorderSpec, b: BorderSpec): boolean {
  return a.width === b.width && a.style === b.style && a.style !== "dashed" &&
    a.style !== "dotted" && a.color.r === b.color.r && a.color.g === b.color.g &&
    a.color.b === b.color.b && a.color.a === b.color.a;
}

/**
 * Border segments of rows [start, end): the horizontal lines above each row and
 * below the last, the vertical lines beside each row. A line between two rows a
 * page break separates is drawn on both sides of the break.
 */
export function collapsedBorderFragments(
  table: ComputedStyle,
  collapsed: CollapsedBorders,
  lines: GridLines,
  start: number,
  end: number,
): BoxFragment[] {
  const out: BoxFragment[] = [];
  const { columnX, widths, tops, heights } = lines;
  const columns = widths.length;
  // Rows without cells have no grid to draw along: Chromium draws no border for them.
  if (columns === 0) return out;
  const right = (c: number) => columnX[c] + widths[c];
  const bottom = (r: number) => tops[r] + heights[r];
  const joint = (r: number, c: number) =>
    Math.max(
      r > 0 ? collapsed.vertical[r - 1][c].width : 0,
      r < tops.length ? collapsed.vertical[r][c].width : 0,
    ) / 2;
  const horizontalLine = (r: number, y: number) => {
    let run: { spec: BorderSpec; x: number; end: number } | null = null;
    const flush = () => {
      if (!run) return;
      const { spec, x, end } = run;
      out.push(
        segment(table, spec, "top", {
          x,
          y: y - spec.width / 2,
          width: end - x,
          height: spec.width,
        }),
      );
      run = null;
    };
    collapsed.horizontal[r].forEach((spec, c) => {
      if (spec.width <= 0) return flush();
      const x = columnX[c] - joint(r, c);
      const end = right(c) + joint(r, c + 1);
      if (run && x <= run.end + 0.01 && continuous(run.spec, spec)) run.end = end;
      else {
        flush();
        run = { spec, x, end };
      }
    });
    flush();
  };
  for (let r = start; r < end; r++) {
    horizontalLine(r, tops[r]);
    const next = r + 1 < tops.length ? tops[r + 1] : null;
    if (r + 1 === end || next === null || Math.abs(next - bottom(r)) > 0.01) {
      horizontalLine(r + 1, bottom(r));
    }
    for (let c = 0; c <= columns; c++) {
      const spec = collapsed.vertical[r][c];
      if (spec.width <= 0) continue;
      const x = (c < columns ? columnX[c] : right(columns - 1)) - spec.width / 2;
      out.push(
        segment(table, spec, "left", { x, y: tops[r], width: spec.width, height: heights[r] }),
      );
    }
  }
  return out;
}
