/**
 * How far down the flow content reaches, which sets how many pages it prints on: where its
 * boxes and lines end, absolutely positioned boxes and content overflowing a box included
 * (one placed at `top: 1500px` on an A4 page adds the pages it falls on), as Chromium prints
 * it. Fixed boxes repeat on every page and add none; content a box clips adds none either.
 *
 * The root's own height is not the measure: it holds its last child's bottom margin, which
 * Chromium truncates at the end of the content (CSS Fragmentation 3 §5.2) rather than
 * starting a page for it. Its bottom padding and border do count, and so does a height or
 * min-height set on it.
 */
import type { BoxFragment, Fragment, InlineFragment } from "../fragment.ts";

export function flowExtent(root: BoxFragment): number {
  let bottom = root.y + root.border.top + root.padding.top;
  const visit = (f: Fragment | InlineFragment) => {
    if (f.kind === "line") {
      bottom = Math.max(bottom, f.y + f.height);
      return f.children.forEach(visit);
    }
    if (f.kind !== "box" || f.style.position === "fixed") return;
    bottom = Math.max(bottom, f.y + f.height);
    if (f.style.overflowY === "visible") f.children.forEach(visit);
  };
  root.children.forEach(visit);
  bottom += root.padding.bottom + root.border.bottom;
  const sized = root.style.height !== "auto" || root.style.minHeight !== "auto";
  return sized ? Math.max(bottom, root.y + root.height) : bottom;
}
