/**
 * Percentage widths in intrinsic contributions (CSS Sizing 3 §5.2.1): while a container's
 * min-content and max-content widths are found, a percentage width of a replaced element in its
 * content — an image, an svg, a form control that shows text — refers to the size being found, so
 * it behaves as `auto`: the element contributes its natural width; a compressible one's percentage
 * max-width is `none` there too, and it contributes nothing to the min-content width (§5.2.2).
 * Chromium sizes a fieldset
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
  if (node.kind !== "atomic" || node.box.content.type !== "replaced") return node;
  const { width, maxWidth } = node.box.style;
  const compressible = isCompressible(node.box);
  const filling = fillsRoom(node.box);
  if (!isPercent(width) && !compressible && !filling) return node;
  const style = {
    ...node.box.style,
    width: isPercent(width) ? "auto" as const : width,
    // An image with a natural ratio alone fills the room it is given; while that room is being
    // found it has none, and is 0 wide (as in Chromium).
    maxWidth: filling
      ? { px: 0 }
      : compressible && isPercent(maxWidth)
      ? "none" as const
      : maxWidth,
  };
  if (compressible) COMPRESSED.add(style);
  return { ...node, box: { ...node.box, style } };
}

const isPercent = (size: BlockBox["style"]["width" | "maxWidth"]) =>
  typeof size === "object" && hasPercent(size);

/**
 * A replaced box whose width or max-width is a percentage (CSS Sizing 3 §5.2.2): it may shrink
 * to nothing, so its min-content contribution is zero — a `max-width: 100%` image lets its
 * column, cell or flex item be as narrow as the rest of their content, as in Chromium.
 */
export function isCompressible(box: BlockBox): boolean {
  const { width, maxWidth } = box.style;
  if (box.content.type !== "replaced" || !(isPercent(width) || isPercent(maxWidth))) return false;
  const image = box.element?.name === "img" || box.element?.svg !== undefined;
  return image || COMPRESSIBLE_CONTROLS.has(box.content.control?.sizing.kind ?? "");
}

/**
 * Form controls Chromium lets shrink like images (§5.2.2 lists them): a `width: 100%` text field,
 * text area, drop-down or list box lets a 108px flex item or a 46px cell hold it (Chromium 156).
 * Date fields keep the room their parts need; checkboxes and radios their size.
 */
const COMPRESSIBLE_CONTROLS: ReadonlySet<string> = new Set([
  "field",
  "textarea",
  "drop-down",
  "list-box",
]);

/** A replaced box that takes the width it is given: an auto width and a natural ratio alone. */
function fillsRoom(box: BlockBox): boolean {
  if (box.content.type !== "replaced" || box.style.width !== "auto") return false;
  const { width, height, ratio } = box.content.natural;
  return ratio !== null && width === null && height === null && box.style.height === "auto";
}

/** The styles withCyclicPercentages gave compressible boxes: their min-content is zero. */
const COMPRESSED = new WeakSet<object>();

/** Whether `style` is a compressible box's, as withCyclicPercentages left it. */
export function wasCompressed(style: object): boolean {
  return COMPRESSED.has(style);
}
