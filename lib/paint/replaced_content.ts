/**
 * What a replaced element shows, painted in its content box (CSS 2.2 Appendix E step 7: "the
 * replaced content, atomically"): an img's image (image.ts), an inline svg's drawing (lib/svg).
 */
import type { BoxFragment } from "../layout/mod.ts";
import { type RasterLookup, renderSvg } from "../svg/mod.ts";
import type { FontRegistry } from "../text/mod.ts";
import type { ImageLookup } from "./background.ts";
import { paintImage } from "./image.ts";
import type { DisplayItem } from "./types.ts";

/**
 * Paints the replaced content of `f` (flow coordinates, `dx`, `dy` to the page), if any, with
 * the decoded images of the URLs it names.
 */
export function paintReplacedContent(
  out: DisplayItem[],
  f: BoxFragment,
  dx: number,
  dy: number,
  registry: FontRegistry,
  images: ImageLookup,
): void {
  // An svg's image elements draw rasters only.
  const rasters: RasterLookup = (url) => {
    const image = images(url);
    return image && !("draw" in image) ? image : null;
  };
  const image = f.element?.image;
  if (image) return paintImage(out, f, image, dx, dy, registry, rasters);
  const svg = f.element?.svg;
  if (!svg) return;
  const { border, padding } = f;
  const box = {
    x: f.x + dx + border.left + padding.left,
    y: f.y + dy + border.top + padding.top,
    width: f.width - border.left - padding.left - border.right - padding.right,
    height: f.height - border.top - padding.top - border.bottom - padding.bottom,
  };
  out.push(...renderSvg(svg, box, registry, rasters));
}
