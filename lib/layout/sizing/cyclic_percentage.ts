/**
 * Percentage widths in intrinsic contributions (CSS Sizing 3 §5.2.1): while a container's
 * min-content and max-content widths are found, a percentage width of a replaced element in its
 * content — an image, an svg, a form control that shows text — refers to the size being found, so
 * it behaves as `auto`: the element contributes its natural width. Chromium sizes a fieldset
 * (min-inline-size: min-content) around a `width: 100%` text area so, instead of making it as wide
 * as its containing block plus its own padding.
 */
import type { BlockBox, InlineNode } from "../box.ts";
import { hasPercent } from "../geometry.ts";

/** `nodes` with each replaced atomic inline of a percentage width made `auto` wide. */
export function withCyclicPercentages(nodes: InlineNode[]): InlineNode[] {
  let changed = false;
  const out = nodes.map((node) => {
    const mapped = cyclic(node);
    if (mapped !== node) changed = true;
    return mapped;
  });
  return changed ? out : nodes;
}

function cyclic(node: InlineNode): InlineNode {
  if (node.kind === "inline") {
    const children = withCyclicPercentages(node.children);
    return children === node.children ? node : { ...node, children };
  }
  if (node.kind !== "atomic" || !percentWide(node.box)) return node;
  const style = { ...node.box.style, width: "auto" as const };
  return { ...node, box: { ...node.box, style } };
}

function percentWide(box: BlockBox): boolean {
  const { width } = box.style;
  return box.content.type === "replaced" && typeof width === "object" && hasPercent(width);
}
