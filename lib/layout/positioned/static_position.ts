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
 * The box a placeholder stands for, under a symbol: copies of a fragment (atomic inlines are
 * copied onto their line, repeated table headers onto each page) carry it along.
 */
const WAITING = Symbol("waiting box");

interface Placeholder extends BoxFragment {
  [WAITING]?: BlockBox;
}

/** The placeholder of an absolutely positioned box whose static position is (x, y). */
export function staticPosition(box: BlockBox, x: number, y: number): BoxFragment {
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
  fragment[WAITING] = box;
  return fragment;
}

/** The box a placeholder stands for, or undefined for any other fragment. */
export function waitingBox(fragment: BoxFragment): BlockBox | undefined {
  return (fragment as Placeholder)[WAITING];
}

/** Absolutely positioned (and fixed) boxes are out of flow (CSS 2.2 §9.6). */
export function isOutOfFlow(style: ComputedStyle): boolean {
  return style.position === "absolute" || style.position === "fixed";
}
