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
import { hasTransform, usedOverflow } from "../../css/mod.ts";

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
    if (usedOverflow(f.style).y === "visible") f.children.forEach((c) => visit(c, inside));
  };
  root.children.forEach((c) => visit(c, hasTransform(root.style)));
  bottom += root.padding.bottom + root.border.bottom;
  const sized = root.style.height !== "auto" || root.style.minHeight !== "auto";
  return sized ? Math.max(bottom, root.y + root.height) : bottom;
}

/**
 * How many times as wide as its page's area the flow's content reaches, at most (CSS Overflow
 * 3 §2.2, scrollable overflow): boxes, the text and boxes on lines (a line that does not
 * wrap), positioned and floating boxes, each against the area width of the page its top is
 * on (`areaWidth`, by flow y), as Chromium measures a wide table on a landscape named page
 * against that page. Not what a box clips, nor fixed boxes, which belong to the page; not
 * content overflowing to the left, out of reach as in a browser. Transforms are left out:
 * layout does not apply them. 1 or less when everything fits.
 */
export function flowReach(root: BoxFragment, areaWidth: (y: number) => number): number {
  let reach = 0;
  const reaches = (right: number, y: number) => {
    reach = Math.max(reach, right / areaWidth(y));
  };
  const visit = (f: Fragment | InlineFragment, y: number, transformed: boolean) => {
    if (f.kind === "line") return f.children.forEach((c) => visit(c, f.y, transformed));
    if (f.kind === "text") reaches(f.x + f.run.width - f.hangingSpace, y);
    if (f.kind === "inline-box") reaches(f.x + f.width, y);
    if (f.kind !== "box" || (f.style.position === "fixed" && !transformed)) return;
    reaches(f.x + f.width, f.y);
    const inside = transformed || hasTransform(f.style);
    if (usedOverflow(f.style).x === "visible") f.children.forEach((c) => visit(c, f.y, inside));
  };
  root.children.forEach((c) => visit(c, root.y, hasTransform(root.style)));
  return reach;
}
