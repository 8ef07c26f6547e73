/**
 * Border painting (CSS Backgrounds 3 §3.2–§3.4: each side's border-style, -width and
 * -color), shaped the way Chromium's Blink paints borders (box_border_painter.cc), whose
 * shapes its printed PDFs keep as they are:
 *
 * - Four visible sides of one colour and style, solid or double, are a ring: with one width
 *   all round, a rectangle stroked on the centre line of the border (double: of each line),
 *   as Chromium prints it.
 * - Otherwise every side is a quadrilateral along its edge. At a corner it either keeps the
 *   whole corner square or is cut on the diagonal from the outer to the inner corner. It is
 *   cut where it meets a side of another colour or style (including a transparent one, which
 *   keeps its half empty: the CSS triangle trick), unless that neighbour is painted later over
 *   the corner; it keeps the corner where there is no neighbour or the neighbour matches.
 * - Sides are painted in Blink's order: translucent before opaque, then dotted, dashed and
 *   double before groove, ridge, inset and outset before solid, then top, bottom, right, left.
 *   Consecutive pieces of one colour are filled as one path, so their joins show no seam.
 * - Dashes and dots are laid along the full length of a side and, where a corner is cut,
 *   clipped to the side's quadrilateral, as Blink clips them.
 *
 * A box with rounded corners has its border painted by rounded_border.ts, from the same
 * stripes of each side's style.
 */
import type { BorderStyle, RGBA } from "../css/types.ts";
import type { Sides } from "../layout/mod.ts";
import { type Pattern, roundedBorder, type RoundedSide, type Stripe } from "./rounded_border.ts";
import type { CornerRadii, DisplayItem, Rect } from "./types.ts";

export interface BorderSide {
  width: number;
  style: BorderStyle;
  color: RGBA;
}

type SideName = "top" | "right" | "bottom" | "left";

/** An interval along a side, from its start. */
type Interval = readonly [from: number, to: number];
const ALL: Interval = [-Infinity, Infinity];

/** The part of the page painting shows, in page px: patterns are laid only there. */
export interface VisibleRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const EVERYWHERE: VisibleRect = {
  left: -Infinity,
  top: -Infinity,
  right: Infinity,
  bottom: Infinity,
};
type Point = [number, number];
type PathItem = Extract<DisplayItem, { kind: "path" }>;
type Outline = PathItem["outlines"][number];

/** A side's region, clockwise on the page: outer edge, then inner edge back. */
export type Quad = [outerFrom: Point, outerTo: Point, innerTo: Point, innerFrom: Point];

/**
 * Clockwise: side i runs from corner i to corner i + 1 of [top-left, top-right,
 * bottom-right, bottom-left], and its neighbours are sides i - 1 and i + 1.
 */
const SIDES: readonly SideName[] = ["top", "right", "bottom", "left"];

/** Unit vector from each side's outer edge into the box. */
const INWARD: Record<SideName, Point> = {
  top: [0, 1],
  right: [-1, 0],
  bottom: [0, -1],
  left: [1, 0],
};

/**
 * Blink's paint order (kStylePriority, kSidePriority): styles that leave gaps go first so
 * that styles which fill their area can paint over the corners they share.
 */
const STYLE_ORDER: Record<BorderStyle, number> = {
  none: 0,
  hidden: 0,
  dotted: 1,
  dashed: 1,
  double: 1,
  inset: 2,
  outset: 2,
  groove: 2,
  ridge: 2,
  solid: 3,
};
const SIDE_ORDER: Record<SideName, number> = { top: 0, bottom: 1, right: 2, left: 3 };

interface Edge {
  side: SideName;
  /** 0 for none and hidden, which leave no border for a neighbour to meet (Blink's UsedWidth). */
  width: number;
  style: BorderStyle;
  color: RGBA;
  visible: boolean;
}

/** A filled piece of the border, before consecutive pieces of one colour are merged. */
interface Piece {
  color: RGBA;
  outlines: Outline[];
  clip: Point[] | null;
}

/** Paints the border of `box`, square-cornered or with the corners' `radii` (null: square). */
export function paintBorders(
  out: DisplayItem[],
  box: Rect,
  widths: Sides,
  sides: Record<SideName, BorderSide>,
  radii: CornerRadii | null = null,
  visible: VisibleRect = EVERYWHERE,
): void {
  const edges = SIDES.map((side): Edge => {
    const { style, color } = sides[side];
    const width = widths[side];
    const present = style !== "none" && style !== "hidden";
    return {
      side,
      width: present ? width : 0,
      style: effectiveStyle(style, width),
      color,
      visible: present && width > 0 && color.a > 0,
    };
  });
  if (!edges.some((e) => e.visible)) return;
  if (radii) {
    out.push(...roundedBorder({ ...box, radii }, widths, edges.map(roundedSide)));
    return;
  }
  const ring = uniformRing(box, widths, edges);
  if (ring) {
    out.push(...ring);
    return;
  }
  // Invisible sides count as painted: nothing of them will cover a corner later.
  const painted = new Set(edges.filter((e) => !e.visible).map((e) => e.side));
  const pieces: Piece[] = [];
  for (const edge of edges.filter((e) => e.visible).sort(paintOrder)) {
    const i = SIDES.indexOf(edge.side);
    const cut: [boolean, boolean] = [
      cutsCorner(edge, edges[(i + 3) % 4], painted),
      cutsCorner(edge, edges[(i + 1) % 4], painted),
    ];
    pieces.push(...sidePieces(edge, box, widths, cut, visible));
    painted.add(edge.side);
  }
  for (const piece of mergeSameColour(pieces)) {
    out.push({
      kind: "path",
      outlines: piece.outlines,
      fill: piece.color,
      stroke: null,
      clip: piece.clip,
    });
  }
}

/**
 * The style a side is drawn in (Blink's BorderEdge::EffectiveStyle): a double border needs
 * 3px for two lines and a gap, a groove or ridge 2px for its two halves; thinner, they are solid.
 */
function effectiveStyle(style: BorderStyle, width: number): BorderStyle {
  if (style === "double" && width < 3) return "solid";
  if ((style === "groove" || style === "ridge") && width < 2) return "solid";
  return style;
}

function paintOrder(a: Edge, b: Edge): number {
  return a.color.a - b.color.a || STYLE_ORDER[a.style] - STYLE_ORDER[b.style] ||
    SIDE_ORDER[a.side] - SIDE_ORDER[b.side];
}

function sameColour(a: RGBA, b: RGBA): boolean {
  return a.r === b.r && a.g === b.g && a.b === b.b && a.a === b.a;
}

/** Styles whose paint covers the whole side, so that they can paint over a shared corner. */
function fillsArea(style: BorderStyle): boolean {
  return style !== "dotted" && style !== "dashed" && style !== "double";
}

/** Inset, outset, groove and ridge shade top and left unlike bottom and right. */
function shadesDifferAt(edge: Edge, other: Edge): boolean {
  if (!["inset", "outset", "groove", "ridge"].includes(edge.style)) return false;
  const pair = new Set([edge.side, other.side]);
  return (pair.has("top") && pair.has("right")) || (pair.has("bottom") && pair.has("left"));
}

/** Blink's ColorsMatchAtCorner: the two sides paint the corner in one colour. */
function coloursMatch(edge: Edge, other: Edge): boolean {
  return other.visible && sameColour(edge.color, other.color) && !shadesDifferAt(edge, other);
}

/** Blink's BorderStylesRequireMiter: styles whose patterns would clash in a shared corner. */
function stylesClash(edge: Edge, other: Edge): boolean {
  if (edge.style === "double" || ["double", "groove", "ridge"].includes(other.style)) return true;
  return edge.style !== other.style || shadesDifferAt(edge, other);
}

/**
 * Whether `edge` is cut on the diagonal where it meets `other` (Blink's ComputeMiter), given
 * the sides painted so far. An opaque neighbour that fills its area and comes later paints
 * its own half over the corner, so this side keeps the whole corner beneath it; so does a
 * matching neighbour, both then covering the corner, unless translucent, where the overlap
 * would show twice as dense.
 */
function cutsCorner(edge: Edge, other: Edge, painted: Set<SideName>): boolean {
  if (other.width <= 0) return false;
  const coversLater = !painted.has(other.side) && other.color.a === 1 && fillsArea(other.style);
  if (coversLater) return false;
  if (!coloursMatch(edge, other) || stylesClash(edge, other)) return true;
  return edge.color.a < 1;
}

/** Box corners [top-left, top-right, bottom-right, bottom-left], inset by `by` on each side. */
function corners(box: Rect, by: Sides): Point[] {
  const left = box.x + by.left;
  const top = box.y + by.top;
  return rectPoints(left, top, box.width - by.left - by.right, box.height - by.top - by.bottom);
}

const NO_INSET: Sides = { top: 0, right: 0, bottom: 0, left: 0 };

/**
 * The region of one side: its outer edge in full, its inner edge ending at the inner corner
 * of the box where the corner is cut (the diagonal join) or straight across from the outer
 * corner where the side keeps the corner. `cut` is for its clockwise-first and -second corner.
 */
export function sideQuad(box: Rect, widths: Sides, side: SideName, cut: [boolean, boolean]): Quad {
  const i = SIDES.indexOf(side);
  const outer = corners(box, NO_INSET);
  const inner = corners(box, widths);
  const [nx, ny] = INWARD[side];
  const width = widths[side];
  const innerAt = (corner: number, isCut: boolean): Point =>
    isCut ? inner[corner] : [outer[corner][0] + nx * width, outer[corner][1] + ny * width];
  const to = (i + 1) % 4;
  return [outer[i], outer[to], innerAt(to, cut[1]), innerAt(i, cut[0])];
}

/** The part of a side's region between fractions `from` and `to` of its width, outer edge = 0. */
export function band(quad: Quad, from: number, to: number): Quad {
  const [outerFrom, outerTo, innerTo, innerFrom] = quad;
  const at = (a: Point, b: Point, t: number): Point => [
    a[0] + (b[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * t,
  ];
  return [
    at(outerFrom, innerFrom, from),
    at(outerTo, innerTo, from),
    at(outerTo, innerTo, to),
    at(outerFrom, innerFrom, to),
  ];
}

/**
 * Stripe widths Blink gives whole pixels: each line of a double border is (w + 1) / 3 and
 * the first half of a groove or ridge (w + 1) / 2, rounded down; fractional widths split evenly.
 */
function share(width: number, parts: number): number {
  return Number.isInteger(width) ? Math.floor((width + 1) / parts) : width / parts;
}

function sidePieces(
  edge: Edge,
  box: Rect,
  widths: Sides,
  cut: [boolean, boolean],
  visible: VisibleRect,
): Piece[] {
  const quad = sideQuad(box, widths, edge.side, cut);
  if (edge.style === "dashed" || edge.style === "dotted") {
    return [{
      color: edge.color,
      outlines: patternOutlines(edge, box, visible),
      clip: cut[0] || cut[1] ? quad : null,
    }];
  }
  return stripes(edge).map(({ from, to, color }) => ({
    color,
    outlines: [{ points: band(quad, from, to) }],
    clip: null,
  }));
}

/**
 * A side's paint across its width: the two lines of a double border, the inset and outset
 * halves of a groove or ridge, the shade of inset and outset, else one stripe in its colour
 * (which a rounded dashed or dotted side strokes in its pattern).
 */
function stripes(edge: Edge): Stripe[] {
  const { side, width, color } = edge;
  switch (edge.style) {
    case "double": {
      const line = share(width, 3) / width;
      return [{ from: 0, to: line, color }, { from: 1 - line, to: 1, color }];
    }
    case "groove":
    case "ridge": {
      // Blink draws a groove's outer half as inset and its inner half as outset (a ridge the
      // other way round), splitting at (w + 1) / 2 from the top or left edge of the side.
      const firstHalf = share(width, 2);
      const split = (side === "top" || side === "left" ? firstHalf : width - firstHalf) / width;
      const outer = edge.style === "groove" ? "inset" : "outset";
      const inner = edge.style === "groove" ? "outset" : "inset";
      return [
        { from: 0, to: split, color: shadeFor(color, side, outer) },
        { from: split, to: 1, color: shadeFor(color, side, inner) },
      ];
    }
    case "inset":
    case "outset":
      return [{ from: 0, to: 1, color: shadeFor(color, side, edge.style) }];
    default:
      return [{ from: 0, to: 1, color }];
  }
}

/**
 * A side as the rounded painter takes it. Dashes and dots on a curve keep their nominal
 * lengths but are all strokes: dashes as dashLengths, dots round and one width apart.
 */
function roundedSide(edge: Edge): RoundedSide {
  if (!edge.visible) return { stripes: [], pattern: null };
  const pattern: Pattern | null = edge.style === "dashed"
    ? { ...dashLengths(edge.width), round: false }
    : edge.style === "dotted"
    ? { dash: 0, gap: 2 * edge.width, round: true }
    : null;
  return { stripes: stripes(edge), pattern };
}

/**
 * The dashes or dots of a side laid along its full length, from its left or top end as
 * Blink draws the line: dashes and thin dots as rectangles across the side, thick dots as
 * circles on its centre line.
 */
function patternOutlines(edge: Edge, box: Rect, visible: VisibleRect): Outline[] {
  const { side, width } = edge;
  const horizontal = side === "top" || side === "bottom";
  const length = horizontal ? box.width : box.height;
  const start = horizontal ? box.x : box.y;
  // Only what the page shows: a box millions of pixels long would have millions of dashes.
  const shown: Interval = horizontal
    ? [visible.left - start, visible.right - start]
    : [visible.top - start, visible.bottom - start];
  const across = side === "top"
    ? box.y
    : side === "bottom"
    ? box.y + box.height - width
    : side === "left"
    ? box.x
    : box.x + box.width - width;
  if (edge.style === "dotted" && Math.round(width) > 3) {
    return dotCentres(length, width, shown).map((c) => {
      const middle = across + width / 2;
      return horizontal
        ? { cx: start + c, cy: middle, r: width / 2 }
        : { cx: middle, cy: start + c, r: width / 2 };
    });
  }
  const runs = edge.style === "dashed"
    ? dashRuns(length, width, shown)
    : thinDotRuns(length, width, shown);
  return runs.map(([from, to]) => ({
    points: horizontal
      ? rectPoints(start + from, across, to - from, width)
      : rectPoints(across, start + from, width, to - from),
  }));
}

/** A rectangle's corners, clockwise on the page (from the top-left) like every outline here. */
export function rectPoints(x: number, y: number, width: number, height: number): Point[] {
  return [[x, y], [x + width, y], [x + width, y + height], [x, y + height]];
}

/**
 * Blink's StrokeData::SelectBestDashGap for an open line: the gap nearest `gap` that lets
 * whole dashes start and end the line: of the two dash counts around length / (dash + gap),
 * the one whose gap deviates less from the nominal one (the larger count only if it leaves
 * a positive gap).
 */
export function selectBestDashGap(length: number, dash: number, gap: number): number {
  const fewer = Math.floor((length + gap) / (dash + gap));
  const more = fewer + 1;
  const fewerGap = (length - fewer * dash) / (fewer - 1);
  const moreGap = (length - more * dash) / (more - 1);
  return moreGap <= 0 || Math.abs(fewerGap - gap) < Math.abs(moreGap - gap) ? fewerGap : moreGap;
}

/** Blink's nominal dash and gap of a dashed side: 3 and 2 widths up to 3px wide, 2 and 1 from 3px. */
function dashLengths(width: number): { dash: number; gap: number } {
  return width < 3 ? { dash: 3 * width, gap: 2 * width } : { dash: 2 * width, gap: width };
}

/**
 * Where the dashes of a dashed side fall, as [start, end] offsets along its length. Blink
 * makes dashes 3 widths long with gaps of 2 up to 3px wide, 2 and 1 from 3px, fitting the
 * gap so the side starts and ends with a dash; a side too short for two dashes is solid,
 * and one too short for two dashes and a gap gets two dashes shrunk in proportion.
 */
export function dashRuns(
  length: number,
  width: number,
  shown: Interval = ALL,
): [number, number][] {
  const { dash, gap } = dashLengths(width);
  if (length <= 2 * dash) return [[0, length]];
  if (length <= 2 * dash + gap) {
    const shrunk = dash * length / (2 * dash + gap);
    return [[0, shrunk], [length - shrunk, length]];
  }
  const fitted = selectBestDashGap(length, dash, gap);
  const pitch = dash + fitted;
  const count = Math.round((length + fitted) / pitch);
  const [first, last] = indexRange(shown, pitch, dash, count);
  return Array.from({ length: last - first + 1 }, (_, i) => {
    const at = (first + i) * pitch;
    return [at, at + dash];
  });
}

/**
 * Dots of a dotted side up to 3px wide, which Blink draws as square dashes one width long
 * with gaps of one width, not fitted to the length. To end the line with whole dots it
 * draws the first and maybe the last dot itself, grown by a pixel or with the next gap a
 * pixel shorter or longer, depending on the length modulo two widths
 * (GraphicsContext's EnforceDotsAtEndpoints, for 1, 2 and 3px).
 */
export function thinDotRuns(
  length: number,
  width: number,
  shown: Interval = ALL,
): [number, number][] {
  if (length <= 2 * width) return [[0, length]];
  const ends = Number.isInteger(width) ? endDots(Math.round(length), width) : null;
  const runs: [number, number][] = [];
  let from = 0;
  let to = length;
  if (ends?.start) {
    runs.push([0, width + ends.start.grow]);
    from = 2 * width + ends.start.gapChange;
  }
  const last: [number, number][] = [];
  if (ends?.end) {
    last.push([length - width - ends.end.grow, length]);
    to = length - (width + ends.end.grow + 1);
  }
  const range = indexRange([shown[0] - from, shown[1] - from], 2 * width, width, Infinity);
  for (let k = range[0], at = from + k * 2 * width; at < to && k <= range[1]; k++) {
    runs.push([at, Math.min(at + width, to)]);
    at += 2 * width;
  }
  return [...runs, ...last];
}

/** Blink's end-dot adjustments for a thin dotted line `length` whole pixels long. */
function endDots(length: number, width: number) {
  const mod4 = length % 4;
  const mod6 = length % 6;
  let start: { grow: number; gapChange: number } | null = null;
  let end: { grow: number } | null = null;
  if ((width === 1 && length % 2 === 0) || (width === 3 && mod6 === 0)) {
    start = { grow: 1, gapChange: 1 };
  }
  if ((width === 2 && mod4 <= 1) || (width === 3 && (mod6 === 1 || mod6 === 2))) {
    start = { grow: 0, gapChange: -1 };
  }
  if ((width === 2 && mod4 === 3) || (width === 3 && mod6 >= 4)) start = { grow: 0, gapChange: 1 };
  if ((width === 2 && mod4 === 0) || (width === 3 && (mod6 === 1 || mod6 === 5))) {
    end = { grow: 0 };
  }
  if (width === 3 && mod6 === 0) end = { grow: 1 };
  return { start, end };
}

/**
 * Centres of the round dots of a dotted side wider than 3px, as offsets along it. Blink
 * strokes zero-length dashes with round caps from half a width in, one width apart plus a
 * gap fitted like a dash gap with nominal gap and dash one width; 0.01px less keeps the last
 * dot from being lost to rounding. A side shorter than two widths has one dot.
 */
export function dotCentres(length: number, width: number, shown: Interval = ALL): number[] {
  if (length < 2 * width) return [width / 2];
  const pitch = selectBestDashGap(length, width, width) + width - 0.01;
  const count = Math.floor((length - width) / pitch + 1e-9) + 1;
  const [first, last] = indexRange(shown, pitch, width, count);
  return Array.from({ length: last - first + 1 }, (_, i) => width / 2 + (first + i) * pitch);
}

/**
 * The first and last of `count` pieces `size` long, one every `pitch` from 0, that may
 * overlap `shown` (one more each side, so rounding never drops a visible one).
 */
function indexRange(shown: Interval, pitch: number, size: number, count: number) {
  const first = Math.max(0, Math.floor((shown[0] - size) / pitch) - 1);
  const last = Math.min(count - 1, Math.ceil(shown[1] / pitch) + 1);
  return [first, last] as const;
}

/**
 * A ring of four sides of one colour and style, solid or double (Blink's fast path). With
 * one width all round each line is a rectangle stroked along its middle; otherwise the
 * region between two rectangles, the inner one traced the other way round to cut the hole.
 */
function uniformRing(box: Rect, widths: Sides, edges: Edge[]): PathItem[] | null {
  const [first] = edges;
  const uniform = edges.every((e) =>
    e.visible && e.style === first.style && sameColour(e.color, first.color)
  );
  if (!uniform || (first.style !== "solid" && first.style !== "double")) return null;
  const scaled = (f: (w: number) => number): Sides => ({
    top: f(widths.top),
    right: f(widths.right),
    bottom: f(widths.bottom),
    left: f(widths.left),
  });
  const lines: [Sides, Sides][] = first.style === "solid"
    ? [[NO_INSET, widths]]
    : [[NO_INSET, scaled((w) => share(w, 3))], [scaled((w) => w - share(w, 3)), widths]];
  const evenWidth = edges.every((e) => e.width === first.width);
  return lines.map(([outer, inner]): PathItem => {
    if (evenWidth) {
      const middle = (outer.top + inner.top) / 2;
      return {
        kind: "path",
        outlines: [{ points: corners(box, scaled(() => middle)) }],
        fill: null,
        stroke: { width: inner.top - outer.top, color: first.color },
        clip: null,
      };
    }
    return {
      kind: "path",
      outlines: [{ points: corners(box, outer) }, { points: corners(box, inner).reverse() }],
      fill: first.color,
      stroke: null,
      clip: null,
    };
  });
}

/** Consecutive unclipped pieces of one colour become one path, which fills without seams. */
function mergeSameColour(pieces: Piece[]): Piece[] {
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (last && !last.clip && !piece.clip && sameColour(last.color, piece.color)) {
      last.outlines = [...last.outlines, ...piece.outlines];
    } else {
      merged.push({ ...piece });
    }
  }
  return merged;
}

// ---------------------------------------------------------------------------------------
// Shades of inset, outset, groove and ridge borders (CSS Backgrounds 3 §3.2 leaves them to
// the UA; these are Blink's, measured from Chromium's PDFs).

/** nextafterf(256, 0): Blink scales 0–1 channels by it and truncates, so 1.0 gives 255. */
const CHANNEL_SCALE = 255.99998474121094;

/**
 * Scales the channels by `multiplier(v)`, v being the largest channel in 0–1, in Blink's
 * float arithmetic (Color::Dark, Color::Light).
 */
function scaleChannels(color: RGBA, multiplier: (v: number) => number): RGBA {
  const f = Math.fround;
  const v = f(Math.max(color.r, color.g, color.b) / 255);
  const m = f(multiplier(v));
  const channel = (c: number) =>
    Math.min(255, Math.max(0, Math.trunc(f(f(f(c / 255) * m) * CHANNEL_SCALE))));
  return { r: channel(color.r), g: channel(color.g), b: channel(color.b), a: color.a };
}

/** Blink's Color::Dark(): the largest channel loses 0.33, the others in proportion. */
export function darken(color: RGBA): RGBA {
  if (color.r === 0 && color.g === 0 && color.b === 0) return color;
  return scaleChannels(color, (v) => Math.max(0, (v - 0.33) / v));
}

/** Blink's Color::Light(): the largest channel gains 0.33 (up to 1); black becomes #545454. */
export function lighten(color: RGBA): RGBA {
  if (color.r === 0 && color.g === 0 && color.b === 0) return { r: 84, g: 84, b: 84, a: color.a };
  return scaleChannels(color, (v) => Math.min(1, v + 0.33) / v);
}

/** WCAG relative luminance of an sRGB colour. */
function luminance(color: RGBA): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

const DARKEST_DARKENED = luminance({ r: 32, g: 32, b: 32, a: 1 });
const LIGHTEST_LIGHTENED = luminance({ r: 235, g: 235, b: 235, a: 1 });

/**
 * The darker and lighter shade Chromium 156 paints from a border colour, measured from
 * its prints: Dark() and Light() of the colour; a colour lighter than #ebebeb is its own
 * lighter shade, and one no lighter than #202020, which Dark() would turn black, gets
 * Light() as the darker shade and Light() of that as the lighter one (black: #545454 and
 * #a8a8a8).
 */
export function borderShades(color: RGBA): { dark: RGBA; light: RGBA } {
  const lum = luminance(color);
  if (lum <= DARKEST_DARKENED) {
    const dark = lighten(color);
    return { dark, light: lighten(dark) };
  }
  return { dark: darken(color), light: lum > LIGHTEST_LIGHTENED ? color : lighten(color) };
}

/** Inset darkens the top and left sides and lightens the others; outset the reverse. */
function shadeFor(color: RGBA, side: SideName, style: "inset" | "outset"): RGBA {
  const shades = borderShades(color);
  return (side === "top" || side === "left") === (style === "inset") ? shades.dark : shades.light;
}
