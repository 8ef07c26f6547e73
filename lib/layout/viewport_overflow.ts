/**
 * Overflow propagation to the viewport (CSS Overflow 3 §3.5): the root element's `overflow`
 * applies to the viewport, or, when the root's is visible in both axes, that of its body
 * child. The element it came from then has a used overflow of visible: it clips nothing and
 * is no scroll container, so it makes no formatting context of its own — margins collapse
 * through it and floats hang out of it, as Chromium lays out `body { overflow: hidden }`. A
 * printed page has no viewport to scroll or clip, so the propagated value itself is unused.
 */
import type { ComputedStyle } from "../css/types.ts";
import type { BlockBox } from "./box.ts";

const visibleBothWays = (style: ComputedStyle) =>
  style.overflowX === "visible" && style.overflowY === "visible";

/** The root box's block-level children: its blocks, or its flex or grid items. */
function childBoxes(root: BlockBox): BlockBox[] {
  const { content } = root;
  if (content.type === "blocks") return content.children;
  if (content.type === "flex" || content.type === "grid") return content.items;
  return [];
}

/** Gives the box whose overflow goes to the viewport, if any, a used overflow of visible. */
export function propagateOverflowToViewport(root: BlockBox): void {
  const from = visibleBothWays(root.style)
    ? childBoxes(root).find((box) => box.element?.name === "body")
    : root;
  if (!from || visibleBothWays(from.style)) return;
  from.style = { ...from.style, overflowX: "visible", overflowY: "visible" };
}
