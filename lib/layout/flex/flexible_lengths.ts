/**
 * Resolving flexible lengths (CSS Flexbox 1 §9.7): the items of one line grow or shrink
 * from their flex base sizes to fill the line's main size, items that hit their min or max
 * size freeze there, and the rest share what is left, until every item is frozen.
 */
import type { FlexAxes } from "./axes.ts";
import { type FlexItem, outerMain } from "./item.ts";

export function resolveFlexibleLengths(
  items: FlexItem[],
  axes: FlexAxes,
  mainSize: number,
  gap: number,
): void {
  const gaps = gap * Math.max(0, items.length - 1);
  // Step 1: grow when the hypothetical outer sizes leave room, else shrink.
  const hypothetical = items.reduce(
    (sum, i) => sum + outerMain(i, axes, i.hypotheticalMainSize),
    0,
  );
  const growing = hypothetical + gaps < mainSize;
  const factor = (i: FlexItem) => growing ? i.style.flexGrow : i.style.flexShrink;

  // Step 2: items that cannot flex, or that would flex the wrong way, freeze at their
  // hypothetical main size.
  for (const item of items) {
    item.targetMainSize = item.hypotheticalMainSize;
    item.frozen = factor(item) === 0 ||
      (growing
        ? item.flexBaseSize > item.hypotheticalMainSize
        : item.flexBaseSize < item.hypotheticalMainSize);
  }

  // Step 3: the initial free space, frozen items at their target sizes, others at their
  // flex base sizes.
  const freeSpace = () =>
    mainSize - gaps -
    items.reduce(
      (sum, i) => sum + outerMain(i, axes, i.frozen ? i.targetMainSize : i.flexBaseSize),
      0,
    );
  const initialFreeSpace = freeSpace();

  // Step 4: loop.
  for (;;) {
    const unfrozen = items.filter((i) => !i.frozen);
    // 4a: done when every item is frozen.
    if (unfrozen.length === 0) break;
    // 4b: the remaining free space; flex factors summing below 1 take only their share.
    let remaining = freeSpace();
    const factors = unfrozen.reduce((sum, i) => sum + factor(i), 0);
    if (factors < 1) {
      const share = initialFreeSpace * factors;
      if (Math.abs(share) < Math.abs(remaining)) remaining = share;
    }
    // 4c: distribute it by flex-grow, or by flex-shrink scaled by the base size.
    if (remaining !== 0 && factors > 0) {
      if (growing) {
        for (const i of unfrozen) {
          i.targetMainSize = i.flexBaseSize + remaining * factor(i) / factors;
        }
      } else {
        const scaled = unfrozen.reduce((sum, i) => sum + i.style.flexShrink * i.flexBaseSize, 0);
        for (const i of unfrozen) {
          const ratio = scaled > 0 ? i.style.flexShrink * i.flexBaseSize / scaled : 0;
          i.targetMainSize = i.flexBaseSize - Math.abs(remaining) * ratio;
        }
      }
    } else {
      for (const i of unfrozen) i.targetMainSize = i.flexBaseSize;
    }
    // 4d: clamp to min/max sizes (never below zero), noting each violation.
    let total = 0;
    const violation = new Map<FlexItem, number>();
    for (const i of unfrozen) {
      const clamped = Math.max(0, i.minMain, Math.min(i.maxMain, i.targetMainSize));
      violation.set(i, clamped - i.targetMainSize);
      total += clamped - i.targetMainSize;
      i.targetMainSize = clamped;
    }
    // 4e: freeze all on a zero total violation, else the min (positive) or max (negative)
    // violators.
    for (const i of unfrozen) {
      const v = violation.get(i)!;
      if (total === 0 || (total > 0 && v > 0) || (total < 0 && v < 0)) i.frozen = true;
    }
  }
}
