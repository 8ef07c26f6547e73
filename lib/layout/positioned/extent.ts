/**
 * How far down the flow content reaches, which sets how many pages it prints on: where its
 * boxes and lines end, absolutely positioned boxes and content overflowing a box included
 * (one placed at `top: 1500px` on an A4 page adds the pages it falls on), as Chromium prints
 * it. Content a box clips adds none. A fixed box repeats on every page from the page its top
 * falls on, each page's copy continuing onto the pages below: Chromium adds the pages that
 * bring its top onto one (`top: 400px` on a 260px page area prints a second page), but none
 * for the rest of it.
 *
 * The root's own height is not the measure: it holds its last child's bottom margin, which
 * Chromium truncates at the end of the content (CSS Fragmentation 3 §5.2) rather than
 * starting a page for it. Its bottom padding and border do count, and so does a height or
 * min-height set on it.
 */
import type { BoxFragment, Fragment, InlineFragment } from "../fragment.ts";
import { hasTransform } from "../../css/mod.ts";

/**
 * What a repeated fixed box's top adds: a sliver, so that the page its top edge lies on
 * prints, more than the page count's rounding (Fragmentainer.pageCount).
 */
const TOP_EDGE = 0.05;

export function flowExtent(root: BoxFragment): number {
  let bottom = root.y + root.border.top + root.padding.top;
  const visit = (f: Fragment | InlineFragment, transformed: boolean) => {
    if (f.kind === "line") {
      bottom = Math.max(bottom, f.y + f.height);
      return f.children.forEach((c) => visit(c, transformed));
    }
    if (f.kind !== "box") return;
    // A transformed box contains its fixed descendants, which then count as absolute ones do.
    if (f.style.position === "fixed" && !transformed) {
      bottom = Math.max(bottom, f.y + TOP_EDGE);
      return;
    }
    bottom = Math.max(bottom, f.y + f.height);
    const inside = transformed || hasTransform(f.style);
    if (f.style.overflowY === "visible") f.children.forEach((c) => visit(c, inside));
  };
  root.children.forEach((c) => visit(c, hasTransform(root.style)));
  bottom += root.padding.bottom + root.border.bottom;
  const sized = root.style.height !== "auto" || root.style.minHeight !== "auto";
  return sized ? Math.max(bottom, root.y + root.height) : bottom;
}
