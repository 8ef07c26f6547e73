/**
 * How far down the flow content reaches, absolutely positioned boxes included: one placed
 * below the last in-flow content (`top: 1500px` on an A4 page) adds the pages it falls on,
 * as Chromium prints it. Fixed boxes repeat on every page and add none.
 */
import type { BoxFragment, Fragment, InlineFragment } from "../fragment.ts";

export function flowExtent(root: BoxFragment): number {
  let bottom = root.y + root.height;
  const visit = (f: Fragment | InlineFragment) => {
    if (f.kind === "line") return f.children.forEach(visit);
    if (f.kind !== "box" || f.style.position === "fixed") return;
    if (f.style.position === "absolute") bottom = Math.max(bottom, f.y + f.height);
    f.children.forEach(visit);
  };
  root.children.forEach(visit);
  return bottom;
}
