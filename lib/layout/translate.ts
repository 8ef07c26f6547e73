/** Moves a laid-out fragment subtree by (dx, dy), in place. */
import type { BoxFragment, Fragment, InlineFragment } from "./fragment.ts";

export function translateFragment(
  fragment: Fragment | InlineFragment,
  dx: number,
  dy: number,
): void {
  switch (fragment.kind) {
    case "box":
    case "line":
      fragment.x += dx;
      fragment.y += dy;
      if (fragment.kind === "line") fragment.baseline += dy;
      for (const child of (fragment as BoxFragment).children) translateFragment(child, dx, dy);
      break;
    case "inline-box":
    case "marker-symbol":
      fragment.x += dx;
      fragment.y += dy;
      break;
    case "text":
      fragment.x += dx;
      fragment.baseline += dy;
      break;
  }
}
