/**
 * The URLs only paint needs, found in a laid-out flow: every style's background layers
 * (`background-image: url(…)`) and border image, and the image elements of its inline svgs.
 */
import type { ComputedStyle } from "../css/types.ts";
import type { BoxFragment, Fragment, InlineFragment } from "../layout/mod.ts";
import { svgImageUrls } from "../svg/mod.ts";

export function flowImageUrls(root: BoxFragment): Set<string> {
  const urls = new Set<string>();
  const collect = (style: ComputedStyle) => {
    for (const image of style.backgroundImage) {
      if (image !== "none" && "url" in image) urls.add(image.url);
    }
    const border = style.borderImageSource;
    if (border !== "none" && "url" in border) urls.add(border.url);
  };
  const walk = (f: Fragment | InlineFragment) => {
    if (f.kind === "text" || f.kind === "marker-symbol") return;
    if (f.kind !== "line") collect(f.style);
    if (f.kind === "box" && f.element?.svg) {
      for (const url of svgImageUrls(f.element.svg)) urls.add(url);
    }
    if (f.kind !== "inline-box") { for (const child of f.children) walk(child); }
  };
  walk(root);
  return urls;
}
