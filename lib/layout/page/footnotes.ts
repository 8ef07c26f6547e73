/**
 * The footnote area (CSS GCPM 3 §3.4): at the bottom of the page area, the footnotes whose
 * calls are on the page, stacked in a block of the `@footnote` rules' style as wide as the
 * page area. The page's content flows above it: layout gives the area's height back to the
 * page as room it may not fill (page_assembly/paginate.ts).
 */
import type { ComputedStyle } from "../../css/types.ts";
import { layoutIsolated } from "../block/mod.ts";
import type { BlockBox } from "../box.ts";
import type { LayoutContext } from "../context.ts";
import type { BoxFragment } from "../fragment.ts";
import { horizontalGeometry, verticalMargins } from "../geometry.ts";

export interface FootnoteArea {
  /** The area's border box, its top at y = its top margin. */
  fragment: BoxFragment;
  /** The room it takes from the page: its margin box's height. */
  height: number;
}

/** Lays out a footnote area of `style` holding `footnotes`, `width` wide; `ctx` unpaginated. */
export function layoutFootnoteArea(
  style: ComputedStyle,
  footnotes: readonly BlockBox[],
  width: number,
  ctx: LayoutContext,
): FootnoteArea {
  const box: BlockBox = {
    kind: "block",
    style,
    element: null,
    content: { type: "blocks", children: [...footnotes] },
    marker: null,
  };
  const fragment = layoutIsolated(box, horizontalGeometry(style, width), ctx);
  const margins = verticalMargins(style, width);
  return { fragment, height: margins.top + fragment.height + margins.bottom };
}
