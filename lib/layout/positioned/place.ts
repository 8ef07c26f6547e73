/**
 * Once the root is laid out, every containing block's size is known: absolutely positioned
 * boxes are laid out in theirs (CSS 2.2 §10.1: the padding box of the nearest positioned
 * ancestor, else the initial containing block; the page area for fixed boxes, which paint
 * repeats on every page — unless a transformed ancestor holds them: Transforms 1 §6 makes a
 * transformed box the containing block of its absolute *and* fixed descendants) and
 * relatively positioned boxes are shifted (§9.4.3). Tree order, so an outer box is placed
 * before the boxes positioned against it.
 */
import type { BoxFragment } from "../fragment.ts";
import type { LayoutContext } from "../context.ts";
import { translateFragment } from "../translate.ts";
import { hasTransform } from "../../css/mod.ts";
import { layoutAbsolute, type Rect } from "./absolute.ts";
import { relativeOffset } from "./relative.ts";
import { waitingBox } from "./static_position.ts";

interface Containers {
  /** For absolute boxes: the nearest positioned ancestor's padding box. */
  absolute: Rect;
  /** For fixed boxes: the first page's page area (the initial containing block). */
  fixed: Rect;
}

/** Places the positioned boxes of a laid-out root whose initial containing block is `icb`. */
export function placePositioned(root: BoxFragment, icb: Rect, ctx: LayoutContext): void {
  const containers = { absolute: icb, fixed: icb };
  visitChildren(root, containersInside(root, containers), ctx);
}

function paddingBox(f: BoxFragment): Rect {
  return {
    x: f.x + f.border.left,
    y: f.y + f.border.top,
    width: f.width - f.border.left - f.border.right,
    height: f.height - f.border.top - f.border.bottom,
  };
}

/** The containing blocks `f`'s descendants are positioned against. */
function containersInside(f: BoxFragment, containers: Containers): Containers {
  if (hasTransform(f.style)) {
    const padding = paddingBox(f);
    return { absolute: padding, fixed: padding };
  }
  return f.style.position === "static" ? containers : { ...containers, absolute: paddingBox(f) };
}

function visitChildren(parent: BoxFragment, containers: Containers, ctx: LayoutContext): void {
  const { children } = parent;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child.kind === "box") {
      children[i] = visit(child, parent, containers, ctx);
      continue;
    }
    for (const inline of child.children) {
      if (inline.kind === "box") visit(inline, parent, containers, ctx);
    }
  }
}

/** A box placed, and the boxes inside it, in order; returns the fragment that replaces it. */
function visit(
  child: BoxFragment,
  parent: BoxFragment,
  containers: Containers,
  ctx: LayoutContext,
): BoxFragment {
  let placed = child;
  const waiting = waitingBox(child);
  if (waiting) {
    const { box, align } = waiting;
    const cb = box.style.position === "fixed" ? containers.fixed : containers.absolute;
    placed = layoutAbsolute(box, cb, { x: child.x, y: child.y, align }, ctx);
  } else if (child.style.position === "relative") {
    const { border, padding } = parent;
    const width = parent.width - border.left - border.right - padding.left - padding.right;
    const height = parent.style.height === "auto"
      ? null
      : parent.height - border.top - border.bottom - padding.top - padding.bottom;
    const { dx, dy } = relativeOffset(child.style, width, height);
    translateFragment(child, dx, dy);
  }
  visitChildren(placed, containersInside(placed, containers), ctx);
  return placed;
}
