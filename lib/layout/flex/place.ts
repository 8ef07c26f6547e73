/**
 * Placing sized flex items into the fragmented flow (CSS Flexbox 1 §12, CSS Fragmentation 3):
 * a row container's lines top to bottom, a column container's items one after another,
 * each item laid out where it goes so that its content breaks across pages as Chromium
 * prints it, and what pagination adds moving the rest down.
 */
import type { Fragment } from "../fragment.ts";
import { isForcedBreak, type ItemHeight } from "../block/mod.ts";
import type { Fragmentainer } from "../page/mod.ts";
import { type Container, type FlexLine, stretches } from "./container.ts";
import { type FlexItem, layoutItem, outerMain } from "./item.ts";

/** The physical x (row) or y (column) of an item's margin box from the content edge. */
function physicalMain(c: Container, item: FlexItem, mainSize: number): number {
  const outer = outerMain(item, c.axes, item.targetMainSize);
  return c.axes.reverse ? mainSize - item.mainOffset - outer : item.mainOffset;
}

/**
 * Lays out a row container's lines top to bottom. As in Chromium, a line's items break
 * inside where the page ends, their content continuing on the next page (Flexbox 1 §12);
 * a line with a `break-inside: avoid` item moves to the next page whole when it fits on
 * one. Returns the content's bottom.
 */
export function placeRows(
  c: Container,
  lines: FlexLine[],
  top: number,
  crossSize: number,
  mainSize: number,
  out: Fragment[],
): number {
  const f = c.ctx.fragmentainer;
  let shift = 0;
  const byTop = lines.toSorted((a, b) => a.crossOffset - b.crossOffset);
  let previous: FlexLine | null = null;
  for (const line of byTop) {
    const forced = previous !== null && (isForcedBreak(line.items[0].style.breakBefore) ||
      previous.items.some((i) => isForcedBreak(i.style.breakAfter)));
    const avoid = line.items.some((i) => i.style.breakInside !== "auto");
    shift += moveDown(f, top + line.crossOffset + shift, line.crossSize, forced, avoid);
    previous = line;
    let bottom = top + line.crossOffset + shift + line.crossSize;
    for (const item of line.items) {
      const y = top + line.crossOffset + shift + item.crossOffset + item.margin.top;
      const x = c.area.x + physicalMain(c, item, mainSize) + item.margin.left;
      const fragment = layoutItem(item, x, y, item.targetMainSize, rowItemHeight(c, item), c.ctx);
      out.push(fragment);
      bottom = Math.max(bottom, fragment.y + fragment.height + item.margin.bottom);
    }
    // Content pushed down inside the items makes the line, and those after, move down.
    shift = bottom - (top + line.crossOffset + line.crossSize);
  }
  return top + crossSize + shift;
}

/**
 * The height a row item is laid out at. A stretched item whose content is as tall as its
 * line grows with content that pagination pushes down, as in Chromium; its siblings keep
 * the line's unfragmented size.
 */
function rowItemHeight(c: Container, item: FlexItem): ItemHeight {
  if (!item.definiteCross) return null;
  const contentSized = stretches(c, item) && item.crossContent >= item.crossSize - 0.01;
  return contentSized && c.ctx.fragmentainer.paginated
    ? { atLeast: item.crossSize }
    : item.crossSize;
}

/**
 * Lays out a column container's items in main-axis order: each follows the one before
 * like a block, breaking inside where a page ends; what pagination adds to an item moves
 * those after it down. Returns the content's bottom.
 */
export function placeColumns(
  c: Container,
  lines: FlexLine[],
  top: number,
  mainSize: number,
  out: Fragment[],
): number {
  const f = c.ctx.fragmentainer;
  let shift = 0;
  for (const line of lines) {
    const order = c.axes.reverse ? line.items.toReversed() : line.items;
    let lineShift = shift;
    let previous: FlexItem | null = null;
    for (const item of order) {
      let y = top + physicalMain(c, item, mainSize) + item.margin.top + lineShift;
      const height = item.targetMainSize;
      const auto = item.style.height === "auto" && item.contentMain !== null &&
        Math.abs(item.contentMain - height) < 0.01;
      const forced = previous !== null &&
        (isForcedBreak(item.style.breakBefore) || isForcedBreak(previous.style.breakAfter));
      const move = moveDown(
        f,
        y,
        height + item.mainExtra,
        forced,
        item.style.breakInside !== "auto",
      );
      lineShift += move;
      y += move;
      previous = item;
      const x = c.area.x + line.crossOffset + item.crossOffset + item.margin.left;
      // An item at its content's height lays out at auto height, so that pagination can
      // make it taller; a flexed one at its flexed height.
      const fragment = layoutItem(item, x, y, item.crossSize, auto ? null : height, c.ctx);
      out.push(fragment);
      lineShift += fragment.y + fragment.height - (y + height + item.mainExtra);
    }
    if (lines.length === 1) shift = lineShift;
  }
  return top + mainSize + shift;
}

/**
 * How far a piece of the flow starting at `y` moves down: to the next page after a forced
 * break (`break-before/after: page`), or when it avoids breaking inside and fits on a page
 * (CSS Fragmentation 3 §3–4). Nothing moves at the top of a page.
 */
function moveDown(
  f: Fragmentainer,
  y: number,
  height: number,
  forced: boolean,
  avoid: boolean,
): number {
  if (!f.paginated || f.atPageTop(y)) return 0;
  const straddles = avoid && !f.fits(y, height) && height <= f.contentHeight;
  return forced || straddles ? f.nextPageTop(y) - y : 0;
}
