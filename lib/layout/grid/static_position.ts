/**
 * The static position of a grid container's absolutely positioned children (CSS Grid 1
 * §9.3): each is placed as the sole item of an area — the padding box when the container is
 * their containing block, else (as Chromium prints it) the content box — by its justify-self
 * and align-self, once its containing block is laid out (positioned/).
 */
import type { AlignKeyword, ComputedStyle } from "../../css/types.ts";
import type { BlockBox } from "../box.ts";
import type { BoxFragment, Sides } from "../fragment.ts";
import { staticPosition } from "../positioned/mod.ts";
import { selfAlignment } from "../flex/alignment.ts";

/** The share of the free space before the box a self-alignment keyword puts there. */
function share(keyword: AlignKeyword, horizontal: boolean): number {
  switch (keyword) {
    case "center":
      return 0.5;
    case "end":
    case "self-end":
    case "flex-end":
      return 1;
    case "right":
      return horizontal ? 1 : 0;
    default:
      return 0;
  }
}

/**
 * Placeholders for a grid container's absolutely positioned children; its content box is
 * `width` × `height` at (x, y) inside `padding`.
 */
export function gridStaticPositions(
  style: ComputedStyle,
  positioned: BlockBox[],
  content: { x: number; y: number; width: number; height: number },
  padding: Sides,
): BoxFragment[] {
  const own = style.position !== "static";
  const x = own ? content.x - padding.left : content.x;
  const y = own ? content.y - padding.top : content.y;
  const width = own ? content.width + padding.left + padding.right : content.width;
  const height = own ? content.height + padding.top + padding.bottom : content.height;
  return positioned.map((box) => {
    const justify = selfAlignment(box.style.justifySelf, style.justifyItems).keyword;
    const align = selfAlignment(box.style.alignSelf, style.alignItems).keyword;
    return staticPosition(box, x, y, {
      width,
      height,
      x: share(justify, true),
      y: share(align, false),
    });
  });
}
