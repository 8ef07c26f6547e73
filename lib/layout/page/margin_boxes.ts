/**
 * Laying out a page's margin boxes (CSS Paged Media 3 §5.3): each is a block container laid
 * out by the block layout like any other box, in a rectangle of the page margin — the
 * corners fill theirs, the three boxes of each side share it by their content sizes
 * (margin_box_sizes.ts) — with its content placed by `vertical-align` (§5.3: top, middle or
 * bottom of the box, as a table cell's).
 */
import type { MarginBoxName } from "../../css/mod.ts";
import type { ComputedStyle } from "../../css/types.ts";
import type { BlockBox } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import type { BoxFragment } from "../fragment.ts";
import {
  borderWidths,
  horizontalGeometry,
  paddings,
  resolveAuto,
  verticalMargins,
} from "../geometry.ts";
import { intrinsicWidths } from "../intrinsic.ts";
import { layoutIsolated } from "../block/mod.ts";
import { translateFragment } from "../translate.ts";
import { type BoxSize, marginBoxSizes } from "./margin_box_sizes.ts";
import type { PageGeometry } from "./page_geometry.ts";

/** A generated margin box: its computed style and content as a block box. */
export interface MarginBoxInput {
  name: MarginBoxName;
  box: BlockBox;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The three boxes of each side, start to end, and the corners (§5.1). */
const SIDES = {
  top: ["top-left", "top-center", "top-right"],
  bottom: ["bottom-left", "bottom-center", "bottom-right"],
  left: ["left-top", "left-middle", "left-bottom"],
  right: ["right-top", "right-middle", "right-bottom"],
} as const;

/** Where each corner box sits: which vertical and horizontal margins it joins. */
const CORNERS = {
  "top-left-corner": ["top", "left"],
  "top-right-corner": ["top", "right"],
  "bottom-left-corner": ["bottom", "left"],
  "bottom-right-corner": ["bottom", "right"],
} as const;

/** Horizontal borders, padding and (non-auto) margins of a box in a containing block. */
function horizontalExtras(style: ComputedStyle, cbWidth: number): number {
  const margin = (value: ComputedStyle["marginLeft"]) => {
    const px = resolveAuto(value, cbWidth);
    return px === "auto" ? 0 : px;
  };
  const b = borderWidths(style);
  const p = paddings(style, cbWidth);
  return margin(style.marginLeft) + margin(style.marginRight) + b.left + b.right + p.left +
    p.right;
}

/** A box's outer width along a top or bottom side: fixed, or its content's min/max. */
function widthAlong(box: BlockBox, available: number, ctx: LayoutContext): BoxSize {
  const { style } = box;
  const extras = horizontalExtras(style, available);
  if (style.width !== "auto") return { fixed: horizontalGeometry(style, available).width + extras };
  const { min, max } = intrinsicWidths(box, available, ctx);
  return { min: min + extras, max: max + extras };
}

/** A box's outer height along a left or right side: its own when set, else its content's. */
function heightAlong(box: BlockBox, width: number, ctx: LayoutContext): BoxSize {
  const m = verticalMargins(box.style, width);
  const fragment = layoutBox(box, { x: 0, y: 0, width, height: Infinity }, ctx);
  const outer = fragment.height + m.top + m.bottom;
  return box.style.height === "auto" ? { min: outer, max: outer } : { fixed: outer };
}

/**
 * Lays out `box` to fill `rect` (its margin box): its width from the rectangle unless set,
 * its height the rectangle's unless set (an infinite rectangle: its content's), and its
 * content moved down by `vertical-align` in what it leaves.
 */
function layoutBox(box: BlockBox, rect: Rect, ctx: LayoutContext): BoxFragment {
  const { style } = box;
  const geom = horizontalGeometry(style, rect.width);
  const m = verticalMargins(style, rect.width);
  const fill = Number.isFinite(rect.height) && style.height === "auto";
  const sized: BlockBox = fill
    ? {
      ...box,
      style: {
        ...style,
        boxSizing: "border-box",
        height: { px: Math.max(0, rect.height - m.top - m.bottom) },
      },
    }
    : box;
  const fragment = layoutIsolated(
    sized,
    geom,
    ctx,
    0,
    Number.isFinite(rect.height) ? rect.height : null,
  );
  fragment.style = style;
  alignContent(fragment, style);
  translateFragment(fragment, rect.x, rect.y);
  return fragment;
}

/** Moves a box's content down to its `vertical-align` place in its content box (§5.3). */
function alignContent(fragment: BoxFragment, style: ComputedStyle): void {
  const share = style.verticalAlign === "middle" ? 0.5 : style.verticalAlign === "bottom" ? 1 : 0;
  if (share === 0 || fragment.children.length === 0) return;
  const top = fragment.y + fragment.border.top + fragment.padding.top;
  const bottom = fragment.y + fragment.height - fragment.border.bottom - fragment.padding.bottom;
  const contentBottom = Math.max(...fragment.children.map((c) => c.y + c.height));
  // Content taller than the box starts at its top.
  const offset = Math.max(0, (bottom - contentBottom) * share);
  if (offset > 0 && top <= bottom) {
    for (const child of fragment.children) translateFragment(child, 0, offset);
  }
}

/** The rectangles of a side's three boxes, given its extent and the boxes present. */
function sideRects(
  names: readonly MarginBoxName[],
  boxes: ReadonlyMap<MarginBoxName, BlockBox>,
  along: { start: number; length: number },
  across: { start: number; length: number },
  horizontal: boolean,
  ctx: LayoutContext,
): Array<[MarginBoxName, Rect]> {
  const sizes = names.map((name) => {
    const box = boxes.get(name);
    if (!box) return null;
    return horizontal ? widthAlong(box, along.length, ctx) : heightAlong(box, across.length, ctx);
  });
  const [a, b, c] = marginBoxSizes(sizes[0], sizes[1], sizes[2], along.length);
  const starts = [
    along.start,
    along.start + (along.length - b) / 2,
    along.start + along.length - c,
  ];
  const out: Array<[MarginBoxName, Rect]> = [];
  [a, b, c].forEach((size, i) => {
    if (!boxes.has(names[i])) return;
    const rect = horizontal
      ? { x: starts[i], y: across.start, width: size, height: across.length }
      : { x: across.start, y: starts[i], width: across.length, height: size };
    out.push([names[i], rect]);
  });
  return out;
}

/**
 * Lays out the generated margin boxes of a page of `geometry`: their fragments, in page
 * coordinates, in the order of `boxes`. `ctx` should be unpaginated.
 */
export function layoutMarginBoxes(
  geometry: PageGeometry,
  boxes: readonly MarginBoxInput[],
  ctx: LayoutContext,
): BoxFragment[] {
  const byName = new Map(boxes.map((b) => [b.name, b.box]));
  const { width, height, margins: m } = geometry;
  const spans = {
    top: { start: 0, length: m.top },
    bottom: { start: height - m.bottom, length: m.bottom },
    left: { start: 0, length: m.left },
    right: { start: width - m.right, length: m.right },
  };
  const horizontalRun = { start: m.left, length: width - m.left - m.right };
  const verticalRun = { start: m.top, length: height - m.top - m.bottom };
  const rects = new Map<MarginBoxName, Rect>([
    ...sideRects(SIDES.top, byName, horizontalRun, spans.top, true, ctx),
    ...sideRects(SIDES.bottom, byName, horizontalRun, spans.bottom, true, ctx),
    ...sideRects(SIDES.left, byName, verticalRun, spans.left, false, ctx),
    ...sideRects(SIDES.right, byName, verticalRun, spans.right, false, ctx),
  ]);
  for (const [name, [vertical, horizontal]] of Object.entries(CORNERS)) {
    const v = spans[vertical];
    const h = spans[horizontal];
    rects.set(name as MarginBoxName, { x: h.start, y: v.start, width: h.length, height: v.length });
  }
  return boxes.map(({ name, box }) => layoutBox(box, rects.get(name)!, ctx));
}
