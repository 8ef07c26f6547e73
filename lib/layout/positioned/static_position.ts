/**
 * Where an absolutely positioned box sits in the flow until its containing block is laid out
 * (CSS 2.2 §10.3.7 "static position"): an empty fragment at the margin edge the box would
 * have had in normal flow. It moves with the content around it (pagination, floats, cells),
 * and is replaced by the laid-out box once the containing block's size is known (place.ts).
 */
import type { ComputedStyle } from "../../css/types.ts";
import type { BlockBox } from "../box.ts";
import type { BoxFragment } from "../fragment.ts";

/**
 * How a box aligns in its static-position rectangle (CSS Position 3 §4.1; Align 3 §5.3): the
 * rectangle's size and, along each axis, the share of its free space that goes before the
 * box's margin box (0 at the start, 0.5 centred, 1 at the end; negative free space, a box
 * bigger than the rectangle, overflows by the same share). An absolutely positioned child of
 * a flex container is placed in the container's content box as its sole item would be
 * (Flexbox 1 §4.1); elsewhere the rectangle is the static position's point.
 */
export interface StaticAlignment {
  width: number;
  height: number;
  x: number;
  y: number;
}

/**
 * The box a placeholder stands for, under a symbol: copies of a fragment (atomic inlines are
 * copied onto their line, repeated table headers onto each page) carry it along.
 */
const WAITING = Symbol("waiting box");

interface Placeholder extends BoxFragment {
  [WAITING]?: { box: BlockBox; align: StaticAlignment | null };
}

/**
 * The placeholder of an absolutely positioned box whose static position is (x, y), the
 * top-left corner of its static-position rectangle when `align` gives one.
 */
export function staticPosition(
  box: BlockBox,
  x: number,
  y: number,
  align: StaticAlignment | null = null,
): BoxFragment {
  const fragment: Placeholder = {
    kind: "box",
    style: box.style,
    element: box.element,
    x,
    y,
    width: 0,
    height: 0,
    border: { top: 0, right: 0, bottom: 0, left: 0 },
    padding: { top: 0, right: 0, bottom: 0, left: 0 },
    children: [],
  };
  fragment[WAITING] = { box, align };
  return fragment;
}

/**
 * The box a placeholder stands for and how it aligns in its static-position rectangle, or
 * undefined for any other fragment.
 */
export function waitingBox(
  fragment: BoxFragment,
): { box: BlockBox; align: StaticAlignment | null } | undefined {
  return (fragment as Placeholder)[WAITING];
}

/** Absolutely positioned (and fixed) boxes are out of flow (CSS 2.2 §9.6). */
export function isOutOfFlow(style: ComputedStyle): boolean {
  return style.position === "absolute" || style.position === "fixed";
}
