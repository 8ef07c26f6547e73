/**
 * Box Alignment 3 as flex layout uses it: content distribution along the main axis
 * (justify-content, Flexbox 1 §8.2) and of lines along the cross axis (align-content, §8.4),
 * and the self-alignment of an item in its line (align-self, §8.3).
 */
import type { AlignKeyword, Alignment } from "../../css/types.ts";

/** Where the first thing starts and how much goes between each two, past the gaps. */
export interface Distribution {
  leading: number;
  between: number;
}

/**
 * An item's self-alignment (align-self, justify-self): `auto` is its container's
 * align-items/justify-items (Box Alignment 3 §6.1, §6.3), whose `legacy` computes to `normal`.
 */
export function selfAlignment(self: Alignment, items: Alignment): Alignment {
  return self.keyword === "auto" ? items : self;
}

/**
 * The flex-relative position a keyword names: `start`/`end` (and `left`/`right`, which are
 * `start` on a vertical axis) follow the writing mode, so on a reversed axis they are the
 * flex-end/flex-start sides.
 */
export function flexRelative(
  keyword: AlignKeyword,
  reversed: boolean,
  horizontal: boolean,
): AlignKeyword {
  switch (keyword) {
    case "start":
    case "self-start":
      return reversed ? "flex-end" : "flex-start";
    case "end":
    case "self-end":
      return reversed ? "flex-start" : "flex-end";
    case "left":
      return !horizontal
        ? flexRelative("start", reversed, horizontal)
        : reversed
        ? "flex-end"
        : "flex-start";
    case "right":
      return !horizontal
        ? flexRelative("start", reversed, horizontal)
        : reversed
        ? "flex-start"
        : "flex-end";
    default:
      return keyword;
  }
}

/**
 * Distributes `free` space among `count` subjects. `normal` and `stretch` pack at the start
 * here (stretching lines is done before, §9.4 step 9); a distributed value with no room, or
 * (space-between) one subject, falls back as §8.2 says; `safe` keeps an overflowing subject
 * at the start (Box Alignment 3 §4.4) — the writing mode's, the physical top/left, which on
 * a `reversed` axis is where the subjects end.
 */
export function distribute(
  alignment: Alignment,
  keyword: AlignKeyword,
  free: number,
  count: number,
  reversed = false,
): Distribution {
  if (free < 0 && alignment.safe) return { leading: reversed ? free : 0, between: 0 };
  switch (keyword) {
    case "flex-end":
      return { leading: free, between: 0 };
    case "center":
      return { leading: free / 2, between: 0 };
    case "space-between":
      if (free <= 0 || count < 2) return { leading: 0, between: 0 };
      return { leading: 0, between: free / (count - 1) };
    case "space-around":
      if (free <= 0 || count < 1) return { leading: free / 2, between: 0 };
      return { leading: free / count / 2, between: free / count };
    case "space-evenly":
      if (free <= 0 || count < 1) return { leading: free / 2, between: 0 };
      return { leading: free / (count + 1), between: free / (count + 1) };
    default:
      return { leading: 0, between: 0 };
  }
}
