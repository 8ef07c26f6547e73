/**
 * Placing a float (CSS 2.2 §9.5.1): as high as it may go — not above the line it is
 * met on, an earlier float, or the floats it clears — and there as far left (or right)
 * as the floats already placed allow. A float that does not fit beside them moves
 * down past the nearest one until it fits or none is left beside it.
 */
import type { BlockBox } from "../box.ts";
import { type ContentArea, layoutIsolated } from "../block/mod.ts";
import type { LayoutContext } from "../context.ts";
import type { FloatSide, FloatSpace } from "./space.ts";
import type { BoxFragment } from "../fragment.ts";
import { outerWidth, verticalMargins } from "../geometry.ts";
import { shrinkToFitGeometry } from "../intrinsic.ts";
import { translateFragment } from "../translate.ts";

/**
 * Lays out a float met at flow position `top` in a block container's content `area`,
 * records the room it takes in `floats`, and returns its fragment. It is laid out
 * where it goes, so that it breaks across pages as in-flow content does.
 */
export function layoutFloat(
  box: BlockBox,
  area: ContentArea,
  top: number,
  floats: FloatSpace,
  ctx: LayoutContext,
): BoxFragment {
  const side = box.style.float as FloatSide;
  const geom = shrinkToFitGeometry(box, area.width, ctx, area.height);
  const width = outerWidth(geom);
  const marginBottom = verticalMargins(box.style, area.width).bottom;
  let y = Math.max(top, floats.lowestTop, floats.clearance(box.style.clear));
  for (;;) {
    // Its percentage and `stretch` heights are of the containing block's (CSS 2.2 §10.5).
    const fragment = layoutIsolated(box, geom, ctx, y, area.height);
    const bottom = fragment.y + fragment.height + marginBottom;
    const band = floats.band(y, bottom - y, area.x, area.width);
    const next = width > band.width + 0.01 ? floats.nextEdge(y, bottom - y) : null;
    if (next !== null) {
      y = next;
      continue;
    }
    const x = side === "left" ? band.x : band.x + band.width - width;
    translateFragment(fragment, x, 0);
    floats.add({ side, left: x, right: x + width, top: y, bottom });
    return fragment;
  }
}

/** The margin-box width a float takes in a content area. */
export function floatWidth(box: BlockBox, area: ContentArea, ctx: LayoutContext): number {
  return outerWidth(shrinkToFitGeometry(box, area.width, ctx, area.height));
}
