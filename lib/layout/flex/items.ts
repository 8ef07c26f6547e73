/**
 * Flex items (CSS Flexbox 1 §4): each in-flow child of a flex container is a flex item,
 * each contiguous run of text an anonymous one (white space alone generates none), and the
 * items are laid out in `order`-modified document order (§5.4).
 */
import type { ComputedStyle } from "../../css/types.ts";
import type { BlockBox, InlineNode } from "../box.ts";
import { anonymousStyle } from "../anonymous_style.ts";
import { isOutOfFlow } from "../positioned/mod.ts";
import { isCollapsibleWhitespace } from "../table/mod.ts";
import { trimmed } from "../trimmed.ts";

/**
 * The flex items of a container from its children, and apart from them its absolutely
 * positioned children, which are no flex items (§4.1). A float among the children is an
 * item like any other (`float` does not apply to flex items, §4); atomic inlines were
 * blockified by the style stage (CSS Display 3 §2.7) and become items too. Both lists are
 * in `order`-modified document order.
 */
export function flexItems(
  parent: ComputedStyle,
  children: (BlockBox | InlineNode)[],
): { items: BlockBox[]; positioned: BlockBox[] } {
  const items: BlockBox[] = [];
  let run: InlineNode[] = [];
  const flush = () => {
    if (!run.every(isCollapsibleWhitespace)) {
      items.push({
        kind: "block",
        style: anonymousStyle(parent),
        element: null,
        content: { type: "inline", nodes: trimmed(run) },
        marker: null,
      });
    }
    run = [];
  };
  for (const child of children) {
    if (child.kind === "block") {
      flush();
      items.push(child);
    } else if (child.kind === "float" || child.kind === "atomic") {
      flush();
      items.push(child.box);
    } else {
      run.push(child);
    }
  }
  flush();
  // §5.4: a stable sort keeps document order among equal `order` values.
  const ordered = items.some((item) => item.style.order !== 0)
    ? items.toSorted((a, b) => a.style.order - b.style.order)
    : items;
  return {
    items: ordered.filter((item) => !isOutOfFlow(item.style)),
    positioned: ordered.filter((item) => isOutOfFlow(item.style)),
  };
}
