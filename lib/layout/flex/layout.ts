/**
 * Flex layout (CSS Flexbox 1 §9): the container's items sized and aligned by the steps of
 * the flex layout algorithm, each function below one step, then placed into the fragmented
 * flow (place.ts).
 */
import type { AlignKeyword, ComputedStyle } from "../../css/types.ts";
import { isScrollContainer } from "../../css/mod.ts";
import type { BlockBox } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import type { Fragment } from "../fragment.ts";
import { borderWidths, clampHeight, paddings } from "../geometry.ts";
import { type ContentArea, type FlowState, itemMinMax, measureItem } from "../block/mod.ts";
import { intrinsicWidths, shrinkToFitGeometry } from "../intrinsic.ts";
import { specifiedSize, withResolvedSizes } from "../sizing/mod.ts";
import { type FlexAxes, flexAxes, flexGaps } from "./axes.ts";
import { alignSelf, type Container, type FlexLine, stretches } from "./container.ts";
import { placeColumns, placeRows } from "./place.ts";
import { distribute, flexRelative } from "./alignment.ts";
import { resolveFlexibleLengths } from "./flexible_lengths.ts";
import { flexStaticPositions } from "./static_position.ts";
import { type FlexItem, newItem, outerCross, outerMain, ratioBaseSize } from "./item.ts";

/**
 * Lays out a flex container's items in its content area from the flow's cursor, appending
 * their fragments to `out` and moving the cursor to the end of the content; then the
 * placeholders of its absolutely positioned children, which are no items (§4.1).
 */
export function layoutFlexContent(
  style: ComputedStyle,
  content: { items: BlockBox[]; positioned: BlockBox[] },
  area: ContentArea,
  flow: FlowState,
  ctx: LayoutContext,
  out: Fragment[],
): void {
  const top = flow.cursor;
  if (flow.firstContentY === null) flow.firstContentY = top;
  if (content.items.length > 0) {
    layoutItems(initialSetup(style, area, ctx), content.items, flow, out);
  }
  // The content box's height: definite, else as the items made it.
  const height = area.height ?? flow.cursor - top;
  const box = { x: area.x, y: top, width: area.width, height };
  out.push(...flexStaticPositions(style, content.positioned, box));
}

/** The flex layout algorithm (§9) for the container's items, from the flow's cursor. */
function layoutItems(c: Container, items: BlockBox[], flow: FlowState, out: Fragment[]): void {
  const { area, ctx } = c;
  const top = flow.cursor;
  // Items' sizing keywords and aspect ratios resolve in the container (lib/layout/sizing).
  const sized = items.map((item) => withResolvedSizes(item, area, ctx));
  const flexItems = sized.map((item) => newItem(item, c.axes, area.width));
  // §9.2 Line length determination.
  for (const item of flexItems) determineFlexBaseSize(c, item);
  // §9.3 Main size determination (lines first: an indefinite main size is the longest's).
  const lines = collectFlexLines(c, flexItems);
  const mainSize = determineMainSize(c, lines);
  // Step 6: resolve the flexible lengths of each line (§9.7).
  for (const line of lines) resolveFlexibleLengths(line.items, c.axes, mainSize, c.gap.main);
  // §9.4 Cross size determination.
  for (const item of flexItems) determineHypotheticalCrossSize(c, item);
  calculateLineCrossSizes(c, lines);
  const crossSize = determineContainerCrossSize(c, lines);
  stretchLines(c, lines, crossSize);
  // Step 10 (visibility: collapse items become struts) is skipped as Chromium skips it: a
  // collapsed item keeps its place and size, like a visibility: hidden one.
  for (const line of lines) determineUsedCrossSizes(c, line);
  // §9.5 Main-axis alignment.
  for (const line of lines) alignMainAxis(c, line, mainSize);
  // §9.6 Cross-axis alignment.
  for (const line of lines) alignCrossAxis(c, line);
  alignLines(c, lines, crossSize);
  // Placement in the (fragmented) flow.
  const end = c.axes.row
    ? placeRows(c, lines, top, crossSize, mainSize, out)
    : placeColumns(c, lines, top, mainSize, out);
  flow.cursor = end;
}

/** §9.1–9.2 step 2: axes, gaps and the available space, the container's inner sizes. */
function initialSetup(style: ComputedStyle, area: ContentArea, ctx: LayoutContext): Container {
  const axes = flexAxes(style);
  return {
    style,
    axes,
    area,
    innerMain: axes.row ? area.width : area.height,
    innerCross: axes.row ? area.height : area.width,
    gap: flexGaps(style, axes, area.width, area.height),
    ctx,
  };
}

/**
 * §9.2 step 3: the flex base size (A: a definite flex-basis, or the main size property for
 * `auto`; E: the content's max-content size) and the hypothetical main size, clamped by the
 * min/max main sizes — an `auto` minimum being the content-based minimum size (§4.5).
 */
function determineFlexBaseSize(c: Container, item: FlexItem): void {
  const { style } = item;
  const { row } = c.axes;
  if (!row) item.crossSize = columnItemWidth(c, item);
  const basis = style.flexBasis === "auto" ? (row ? style.width : style.height) : style.flexBasis;
  let base = basis === "content" ? null : specifiedSize(style, basis, c.innerMain, item.mainExtra);
  // A flex-basis is a content-box size unless box-sizing says otherwise, as width is.
  const content = () => item.contentMain ??= contentMainSize(c, item);
  // Step 3B: an aspect ratio and a definite cross size give the base size.
  if (base === null) base = ratioBaseSize(c, item) ?? content();
  item.flexBaseSize = base;

  const { min, max } = itemMinMax(item, row, c.innerMain);
  item.maxMain = max;
  const autoMin = (row ? style.minWidth : style.minHeight) === "auto" &&
    !isScrollContainer(style);
  if (autoMin) {
    // §4.5: the smaller of the specified size suggestion and the content size suggestion
    // (min-content), no more than the max main size.
    const specified = specifiedSize(
      style,
      row ? style.width : style.height,
      c.innerMain,
      item.mainExtra,
    );
    const suggestion = row ? intrinsicWidths(item.box, c.area.width, c.ctx).min : content();
    item.minMain = Math.min(specified ?? Infinity, suggestion, max);
  } else {
    item.minMain = min;
  }
  item.hypotheticalMainSize = Math.max(item.minMain, Math.min(item.maxMain, base));
}

/** The content's main size: max-content width (row), or height at the item's width (column). */
function contentMainSize(c: Container, item: FlexItem): number {
  if (c.axes.row) return intrinsicWidths(item.box, c.area.width, c.ctx).max;
  return measureItem(item, item.crossSize, c.ctx).height;
}

/**
 * An item's width in a column container, before flexing: its `width`, else the container's
 * width when it stretches in a single line (§9.4 step 11 gives stretched items of several
 * lines theirs), else fit-content (§9.2 step 3's "fit-content" sizing of the cross axis).
 */
function columnItemWidth(c: Container, item: FlexItem): number {
  const { style } = item;
  const width = c.area.width;
  const { min, max } = itemMinMax(item, true, width);
  const clamp = (w: number) => Math.max(min, Math.min(max, w));
  const specified = specifiedSize(style, style.width, width, item.crossExtra);
  if (specified !== null) return clamp(specified);
  const margins = item.margin.left + item.margin.right;
  if (!c.axes.wrap && stretches(c, item)) {
    return clamp(Math.max(0, width - margins - item.crossExtra));
  }
  return shrinkToFitGeometry(
    { ...item.box, style: { ...style, marginLeft: { px: 0 }, marginRight: { px: 0 } } },
    width - margins,
    c.ctx,
  ).width;
}

/**
 * §9.2 step 4: the container's main size — its definite inner size, else its longest line's
 * hypothetical outer sizes and gaps (a column container's max-content height), within its
 * min/max height.
 */
function determineMainSize(c: Container, lines: FlexLine[]): number {
  if (c.innerMain !== null) return c.innerMain;
  const longest = Math.max(...lines.map((line) => lineMainSize(c, line.items)));
  return clampInnerHeight(c, longest);
}

/**
 * An auto content height of the container within its min/max-height: a column's main size,
 * a row's cross size (its width is always definite, so its heights are the ones to clamp).
 */
function clampInnerHeight(c: Container, size: number): number {
  const { style } = c;
  return clampHeight(style, size, null, borderWidths(style), paddings(style, c.area.width));
}

/** The sum of the items' hypothetical outer main sizes and the gaps between them. */
function lineMainSize(c: Container, items: FlexItem[]): number {
  return items.reduce((s, i) => s + outerMain(i, c.axes, i.hypotheticalMainSize), 0) +
    c.gap.main * (items.length - 1);
}

/**
 * §9.3 step 5: collects items into lines — one for a single-line container, else as many
 * as fit in the main size in turn, each line holding at least one. An indefinite column
 * container wraps at its max-height (its main size within min/max-height).
 */
function collectFlexLines(c: Container, items: FlexItem[]): FlexLine[] {
  if (!c.axes.wrap) return [{ items, crossSize: 0, crossOffset: 0 }];
  const available = c.innerMain ?? clampInnerHeight(c, Infinity);
  const lines: FlexLine[] = [];
  let current: FlexItem[] = [];
  let used = 0;
  for (const item of items) {
    const size = outerMain(item, c.axes, item.hypotheticalMainSize);
    const next = current.length === 0 ? size : used + c.gap.main + size;
    if (current.length > 0 && next > available + 0.01) {
      lines.push({ items: current, crossSize: 0, crossOffset: 0 });
      current = [item];
      used = size;
    } else {
      current.push(item);
      used = next;
    }
  }
  lines.push({ items: current, crossSize: 0, crossOffset: 0 });
  return lines;
}

/**
 * §9.4 step 7: the hypothetical cross size — the item laid out at its used main size
 * (row: its height; column: its width, known since step 3), within min/max cross sizes.
 */
function determineHypotheticalCrossSize(c: Container, item: FlexItem): void {
  if (!c.axes.row) return;
  const { style } = item;
  const measured = measureItem(item, item.targetMainSize, c.ctx);
  const specified = specifiedSize(style, style.height, c.innerCross, item.crossExtra);
  const { min, max } = itemMinMax(item, false, c.innerCross);
  item.definiteCross = specified !== null;
  item.crossContent = measured.height;
  item.crossSize = Math.max(min, Math.min(max, specified ?? measured.height));
  // An item without a line has its baselines synthesized from its border box's bottom edge
  // (§8.5), at its own height.
  const bottom = item.crossSize + item.crossExtra;
  item.baseline = measured.baseline ?? bottom;
  item.lastBaseline = measured.lastBaseline ?? bottom;
}

/** Whether the item takes part in baseline alignment (§8.3: a row's items only). */
function baselineOf(c: Container, item: FlexItem): AlignKeyword | null {
  const keyword = alignSelf(c, item).keyword;
  if (!c.axes.row) return null;
  return keyword === "baseline" || keyword === "last baseline" ? keyword : null;
}

/**
 * §9.4 step 8: each line's cross size — a single-line container's definite inner cross
 * size, else the largest outer hypothetical cross size, or, for items aligned by their
 * baselines, the largest distance above plus the largest below the baseline.
 */
function calculateLineCrossSizes(c: Container, lines: FlexLine[]): void {
  if (!c.axes.wrap && c.innerCross !== null) {
    lines[0].crossSize = c.innerCross;
    return;
  }
  for (const line of lines) {
    const e = crossExtents(c, line);
    line.crossSize = Math.max(e.other, e.above + e.belowFirst, e.aboveLast + e.below);
  }
  // A single-line container's line is as tall as the container's min/max allow.
  if (!c.axes.wrap && c.axes.row) {
    lines[0].crossSize = clampInnerHeight(c, lines[0].crossSize);
  }
}

/**
 * §9.6 step 15: the container's inner cross size — definite, else its lines' sizes and
 * gaps within min/max height (a row container; a column container's width is known).
 */
function determineContainerCrossSize(c: Container, lines: FlexLine[]): number {
  if (c.innerCross !== null) return c.innerCross;
  return clampInnerHeight(c, linesCrossSize(c, lines));
}

/** The lines' cross sizes and the gaps between them. */
function linesCrossSize(c: Container, lines: FlexLine[]): number {
  return lines.reduce((s, l) => s + l.crossSize, 0) + c.gap.cross * (lines.length - 1);
}

/**
 * §9.4 step 9: `align-content: normal | stretch` shares the free cross space of a
 * multi-line container equally among its lines.
 */
function stretchLines(c: Container, lines: FlexLine[], crossSize: number): void {
  if (!c.axes.wrap) return;
  const keyword = c.style.alignContent.keyword;
  if (keyword !== "normal" && keyword !== "stretch") return;
  const free = crossSize - linesCrossSize(c, lines);
  if (free <= 0) return;
  for (const line of lines) line.crossSize += free / lines.length;
}

/**
 * §9.4 step 11: a stretched item's used cross size is its line's, less its margins and
 * borders, within its min/max cross sizes.
 */
function determineUsedCrossSizes(c: Container, line: FlexLine): void {
  for (const item of line.items) {
    if (!stretches(c, item)) continue;
    const m = item.margin;
    const margins = c.axes.row ? m.top + m.bottom : m.left + m.right;
    const { min, max } = itemMinMax(item, !c.axes.row, c.axes.row ? c.innerCross : c.area.width);
    const size = Math.max(0, line.crossSize - margins - item.crossExtra);
    item.crossSize = Math.max(min, Math.min(max, size));
    item.definiteCross = true;
  }
}

/**
 * §9.5 step 12: distributes a line's free main space — to `auto` margins first (§8.1),
 * else by justify-content — giving each item its offset from the line's main-start.
 */
function alignMainAxis(c: Container, line: FlexLine, mainSize: number): void {
  const { axes } = c;
  const gaps = c.gap.main * (line.items.length - 1);
  const used = line.items.reduce((s, i) => s + outerMain(i, axes, i.targetMainSize), 0);
  const free = mainSize - used - gaps;
  const autoCount = line.items.reduce((n, i) => n + mainAutoMargins(axes, i).length, 0);
  let leading = 0;
  let between = 0;
  if (free > 0 && autoCount > 0) {
    const share = free / autoCount;
    for (const item of line.items) {
      for (const side of mainAutoMargins(axes, item)) item.margin[side] = share;
    }
  } else {
    const justify = c.style.justifyContent;
    const keyword = flexRelative(justify.keyword, axes.reverse, axes.row);
    ({ leading, between } = distribute(justify, keyword, free, line.items.length, axes.reverse));
  }
  let offset = leading;
  for (const item of line.items) {
    item.mainOffset = offset;
    offset += outerMain(item, axes, item.targetMainSize) + c.gap.main + between;
  }
}

function mainAutoMargins(axes: FlexAxes, item: FlexItem): ("left" | "right" | "top" | "bottom")[] {
  const a = item.autoMargin;
  const sides = axes.row ? (["left", "right"] as const) : (["top", "bottom"] as const);
  return sides.filter((side) => a[side]);
}

/**
 * §9.6 steps 13–14: an item's offset in its line — `auto` cross margins take the free
 * space, else align-self places it (stretch and start at the line's cross-start, baseline
 * items so their baselines meet).
 */
function alignCrossAxis(c: Container, line: FlexLine): void {
  const { axes } = c;
  const groups = baselineGroups(c, line);
  for (const item of line.items) {
    const free = line.crossSize - outerCross(item, axes);
    const [start, end] = axes.row ? (["top", "bottom"] as const) : (["left", "right"] as const);
    const autoStart = item.autoMargin[start];
    const autoEnd = item.autoMargin[end];
    // Offsets are measured from the physical top/left of the line; wrap-reverse flips them.
    if (autoStart || autoEnd) {
      const room = Math.max(0, free);
      if (autoStart && autoEnd) {
        item.margin[start] = room / 2;
        item.margin[end] = room / 2;
      } else if (autoStart) item.margin[start] = room;
      else item.margin[end] = room;
      item.crossOffset = 0;
      continue;
    }
    const align = alignSelf(c, item);
    const which = baselineOf(c, item);
    if (which === "baseline") {
      item.crossOffset = groups.first.at - aboveFirst(item);
      continue;
    }
    if (which === "last baseline") {
      item.crossOffset = groups.last.at - (outerCross(item, axes) - belowLast(item));
      continue;
    }
    // Positions other than center and flex-end (stretch that could not stretch) are at the
    // cross-start: the bottom/right under wrap-reverse. A baseline with no baseline to
    // share (in a column) falls back to flex-start, a last baseline to flex-end, as in
    // Chromium.
    const keyword = !axes.row && align.keyword === "last baseline" ? "flex-end" : align.keyword;
    const relative = flexRelative(keyword, axes.wrapReverse, !axes.row);
    const atEnd = relative === "flex-end"
      ? !axes.wrapReverse
      : relative !== "center" && axes.wrapReverse;
    // Safe alignment keeps an overflowing item at the start, the physical top/left (§4.4).
    if (free < 0 && align.safe) item.crossOffset = 0;
    else item.crossOffset = relative === "center" ? free / 2 : atEnd ? free : 0;
  }
}

/** The distance from an item's cross-start margin edge to its first baseline (a row's). */
function aboveFirst(item: FlexItem): number {
  return item.margin.top + item.baseline;
}

/** The distance from an item's last baseline to its cross-end margin edge. */
function belowLast(item: FlexItem): number {
  return item.crossSize + item.crossExtra - item.lastBaseline + item.margin.bottom;
}

/**
 * What a line's items need of its cross size: the largest outer size of the items not
 * aligned by baselines, and for each baseline-sharing group (§8.3, Box Alignment 3 §9.3) the
 * largest distances from its shared baseline to the items' margin edges — above and below
 * the first baseline, above and below the last.
 */
function crossExtents(c: Container, line: FlexLine) {
  const e = { other: 0, above: 0, belowFirst: 0, aboveLast: 0, below: 0 };
  for (const item of line.items) {
    const outer = outerCross(item, c.axes);
    const which = baselineOf(c, item);
    if (which === "baseline") {
      e.above = Math.max(e.above, aboveFirst(item));
      e.belowFirst = Math.max(e.belowFirst, outer - aboveFirst(item));
    } else if (which === "last baseline") {
      e.below = Math.max(e.below, belowLast(item));
      e.aboveLast = Math.max(e.aboveLast, outer - belowLast(item));
    } else {
      e.other = Math.max(e.other, outer);
    }
  }
  return e;
}

/**
 * Where a line's shared first and last baselines lie from its physical top: the
 * first-baseline group sits against the line's cross-start, the last-baseline group against
 * its cross-end — the bottom and the top of the line under wrap-reverse.
 */
function baselineGroups(
  c: Container,
  line: FlexLine,
): { first: { at: number }; last: { at: number } } {
  const e = crossExtents(c, line);
  const reverse = c.axes.wrapReverse;
  return {
    first: { at: reverse ? line.crossSize - e.belowFirst : e.above },
    last: { at: reverse ? e.aboveLast : line.crossSize - e.below },
  };
}

/**
 * §9.6 step 16: places the lines along the cross axis by align-content (a single-line
 * container's one line fills it), from the physical top/left, wrap-reverse stacking from
 * the bottom/right.
 */
function alignLines(c: Container, lines: FlexLine[], crossSize: number): void {
  const { axes } = c;
  const free = crossSize - linesCrossSize(c, lines);
  let leading = 0;
  let between = 0;
  if (axes.wrap) {
    const align = c.style.alignContent;
    const keyword = flexRelative(align.keyword, axes.wrapReverse, !axes.row);
    ({ leading, between } = distribute(align, keyword, free, lines.length, axes.wrapReverse));
  }
  let offset = leading;
  for (const line of lines) {
    line.crossOffset = axes.wrapReverse ? crossSize - offset - line.crossSize : offset;
    offset += line.crossSize + c.gap.cross + between;
  }
}
