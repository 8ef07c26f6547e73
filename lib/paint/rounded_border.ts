/**
 * Borders of a box with rounded corners (CSS Backgrounds 3 §5). The border area is the ring
 * between the outer rounded rectangle and the inner one, whose radii are the outer ones less
 * the border widths (§5.2); each stripe of a side's style (the two lines of a double border,
 * the halves of a groove) is the ring between two rounded rectangles that far in.
 *
 * Sides painted alike (same stripes, or the same dashes) that follow each other round the
 * box are one piece; where the paint changes, each piece is clipped to its sides' region,
 * which meets the next at a corner along the line from the outer corner through the inner
 * one, as Blink joins sides of different colours. All four alike are the ring unclipped.
 * Dashed and dotted sides are strokes along the middle of the border, their dash pattern
 * fitted to the whole outline.
 */
import type { RGBA } from "../css/types.ts";
import type { Sides } from "../layout/mod.ts";
import { insetRoundedRect } from "./corner_radii.ts";
import type { DisplayItem, RoundedRect } from "./types.ts";

type Point = [number, number];
type PathItem = Extract<DisplayItem, { kind: "path" }>;

/** A band across a side in one colour, `from` and `to` its distance in from the outer edge as fractions of the side's width. */
export interface Stripe {
  from: number;
  to: number;
  color: RGBA;
}

/** Dashes or dots along a side: nominal lengths in px, dots with round caps. */
export interface Pattern {
  dash: number;
  gap: number;
  round: boolean;
}

export interface RoundedSide {
  /** The side's paint across its width from the outer edge; none when it is not visible. */
  stripes: Stripe[];
  /** Set for a dashed or dotted side, which strokes its one stripe's colour in this pattern. */
  pattern: Pattern | null;
}

const SIDES = ["top", "right", "bottom", "left"] as const;

/** The border of `rect`; `sides` are top, right, bottom, left. */
export function roundedBorder(
  rect: RoundedRect,
  widths: Sides,
  sides: readonly RoundedSide[],
): PathItem[] {
  const keys = sides.map((side, i) => paintKey(side, widths[SIDES[i]]));
  const items: PathItem[] = [];
  for (const run of runsAlike(keys)) {
    const clip = run.length === 4 ? null : runRegion(rect, widths, run);
    const side = sides[run[0]];
    if (side.pattern) {
      items.push(patternStroke(rect, widths, side, widths[SIDES[run[0]]], clip));
    } else {
      items.push(...stripeFills(rect, widths, side.stripes, clip));
    }
  }
  return items;
}

/** What makes two sides paint alike; null for a side with nothing to paint. */
function paintKey(side: RoundedSide, width: number): string | null {
  if (side.stripes.length === 0) return null;
  // A dash pattern is stroked in the side's width, so only equal widths share one stroke.
  return JSON.stringify(side.pattern ? [side.pattern, width, side.stripes] : side.stripes);
}

/** Runs of consecutive sides (indices, clockwise) with one non-null key; all four if all match. */
function runsAlike(keys: (string | null)[]): number[][] {
  if (keys[0] !== null && keys.every((k) => k === keys[0])) return [[0, 1, 2, 3]];
  // Start where the key changes, so that no run wraps round past the start.
  const first = keys.findIndex((k, i) => k !== keys[(i + 3) % 4]);
  const runs: number[][] = [];
  for (let n = 0; n < 4; n++) {
    const i = (first + n) % 4;
    if (keys[i] === null) continue;
    if (n > 0 && keys[(i + 3) % 4] === keys[i]) runs.at(-1)!.push(i);
    else runs.push([i]);
  }
  return runs;
}

/** Each stripe as the ring between two rounded rectangles, clipped to `clip` unless null. */
function stripeFills(
  rect: RoundedRect,
  widths: Sides,
  stripes: Stripe[],
  clip: Point[] | null,
): PathItem[] {
  return stripes.map(({ from, to, color }): PathItem => ({
    kind: "path",
    outlines: [
      { ...insetRoundedRect(rect, scaled(widths, from)), reversed: false },
      { ...insetRoundedRect(rect, scaled(widths, to)), reversed: true },
    ],
    fill: color,
    stroke: null,
    clip,
  }));
}

/**
 * Dashes or dots stroked `width` wide along the middle of the ring, the gap stretched or
 * shrunk so that whole periods go round the outline (no stub where it closes).
 */
function patternStroke(
  rect: RoundedRect,
  widths: Sides,
  side: RoundedSide,
  width: number,
  clip: Point[] | null,
): PathItem {
  const middle = insetRoundedRect(rect, scaled(widths, 0.5));
  const { dash, gap, round } = side.pattern!;
  const length = perimeter(middle);
  const count = Math.max(1, Math.round(length / (dash + gap)));
  return {
    kind: "path",
    outlines: [{ ...middle, reversed: false }],
    fill: null,
    stroke: {
      width,
      color: side.stripes[0].color,
      dash: [dash, Math.max(0, length / count - dash)],
      cap: round ? "round" : "butt",
    },
    clip,
  };
}

/**
 * The region of a run of sides: their outer edges clockwise, then back through the corner
 * points joinPoint finds. At a corner where the run ends it is cut along the join line.
 */
function runRegion(rect: RoundedRect, widths: Sides, run: number[]): Point[] {
  const corners = Array.from({ length: run.length + 1 }, (_, n) => (run[0] + n) % 4);
  return [
    ...corners.map((c) => outerCorner(rect, c)),
    ...corners.reverse().map((c) => joinPoint(rect, widths, c)),
  ];
}

/** Corner `c` of [top-left, top-right, bottom-right, bottom-left]. */
function outerCorner(rect: RoundedRect, c: number): Point {
  const right = c === 1 || c === 2;
  const bottom = c >= 2;
  return [rect.x + (right ? rect.width : 0), rect.y + (bottom ? rect.height : 0)];
}

/**
 * Where the join between the two sides at corner `c` ends inside the box. The join runs
 * from the outer corner towards the inner one (the corner of the padding box, the adjacent
 * widths in), as Blink's miters do, but on past it until it leaves the corner's rounded
 * part: the curve of a thin border reaches much further in than its width, and the join must
 * split all of it. It stops at the box's centre lines, so joins never cross.
 */
function joinPoint(rect: RoundedRect, widths: Sides, c: number): Point {
  const [x, y] = outerCorner(rect, c);
  const right = c === 1 || c === 2;
  const bottom = c >= 2;
  const wx = right ? widths.right : widths.left;
  const wy = bottom ? widths.bottom : widths.top;
  if (wx === 0 && wy === 0) return [x, y];
  const [rx, ry] = rect.radii[c];
  const reach = (extent: number, half: number, w: number) =>
    w > 0 ? Math.min(extent, half) / w : Infinity;
  const t = Math.min(
    reach(Math.max(rx, wx), rect.width / 2, wx),
    reach(Math.max(ry, wy), rect.height / 2, wy),
  );
  return [x + (right ? -1 : 1) * wx * t, y + (bottom ? -1 : 1) * wy * t];
}

/** The widths scaled by `f`: the inset of the line `f` of the way across every side. */
function scaled(widths: Sides, f: number): Sides {
  return {
    top: widths.top * f,
    right: widths.right * f,
    bottom: widths.bottom * f,
    left: widths.left * f,
  };
}

/**
 * The length of a rounded rectangle's outline: its sides less what the corners cut off,
 * plus the quarter ellipses (Ramanujan's approximation of an ellipse's perimeter, a quarter).
 */
function perimeter(rect: RoundedRect): number {
  let length = 2 * (rect.width + rect.height);
  for (const [a, b] of rect.radii) {
    if (a === 0 || b === 0) continue;
    const quarter = (Math.PI / 4) * (3 * (a + b) - Math.sqrt((3 * a + b) * (a + 3 * b)));
    length += quarter - a - b;
  }
  return length;
}
