/**
 * Break values between block-level siblings (CSS Fragmentation 3 §3.1, §4.1; Paged Media 3
 * §4.4.1): forced breaks, propagated from a first child to its parent's break point, the
 * page side a `left`/`right` break asks for, breaks forced between different named pages,
 * and the `avoid` values that keep a box with its next sibling.
 */
import type { BreakValue } from "../../css/types.ts";
import type { BlockBox } from "../box.ts";
import type { BreakRequest } from "./fragmentainer.ts";
import { endPageName, startPageName } from "./page_names.ts";

const FORCED = new Set<BreakValue>(["page", "always", "left", "right"]);

export function isForcedBreak(value: BreakValue): boolean {
  return FORCED.has(value);
}

/** The page side a forced break value asks for (recto and verso folded in, properties.ts). */
function sideOf(value: BreakValue): "left" | "right" | null {
  return value === "left" || value === "right" ? value : null;
}

/** The first in-flow block child of a block container holding blocks, if any. */
function firstChild(box: BlockBox): BlockBox | null {
  return box.content.type === "blocks" ? box.content.children[0] ?? null : null;
}

/**
 * The forced break before a box: its own `break-before`, or its first child's, which
 * propagates to the box's break point (§3.1: a break before a first child is a break before
 * its parent, so no empty piece of the parent is left on the page before). A `left` or
 * `right` found anywhere in the chain sets the side. Null when nothing forces a break.
 */
export function forcedBreakBefore(box: BlockBox): Omit<BreakRequest, "name"> | null {
  let forced = false;
  let side: "left" | "right" | null = null;
  for (let b: BlockBox | null = box; b; b = firstChild(b)) {
    if (!isForcedBreak(b.style.breakBefore)) continue;
    forced = true;
    side ??= sideOf(b.style.breakBefore);
  }
  return forced ? { side } : null;
}

/** The side a forced `break-after` of `box` asks for. */
export function breakAfterSide(box: BlockBox): "left" | "right" | null {
  return sideOf(box.style.breakAfter);
}

/** Whether named pages force a break between these siblings (Paged Media 3 §4.4.1). */
export function pageNamesDiffer(previous: BlockBox, next: BlockBox): boolean {
  return endPageName(previous) !== startPageName(next);
}

/** Whether `avoid` keeps `next` on the page of `previous` (§3.1: either side's value). */
export function avoidsBreakBetween(previous: BlockBox, next: BlockBox): boolean {
  return previous.style.breakAfter === "avoid" || next.style.breakBefore === "avoid";
}
