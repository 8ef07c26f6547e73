/**
 * Baselines of a laid-out box (CSS Flexbox 1 §8.5, CSS Align 3 §9.1): its first or last line
 * box's, found depth-first through in-flow block children, or a table's first row's. Offsets
 * are from the box's border-box top; null when the box has no line.
 */
import type { BoxFragment, Fragment } from "../fragment.ts";

export function firstBaseline(box: BoxFragment): number | null {
  const y = findBaseline(box, false);
  return y === null ? null : y - box.y;
}

export function lastBaseline(box: BoxFragment): number | null {
  const y = findBaseline(box, true);
  return y === null ? null : y - box.y;
}

/** The absolute y of the first (or last) baseline inside `box`. */
function findBaseline(box: BoxFragment, last: boolean): number | null {
  if (box.baseline !== undefined) return box.y + box.baseline;
  const children: Fragment[] = last ? box.children.toReversed() : box.children;
  for (const child of children) {
    if (child.kind === "line") return child.baseline;
    const found = findBaseline(child, last);
    if (found !== null) return found;
  }
  return null;
}
