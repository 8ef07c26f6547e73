/**
 * A box's border image (CSS Backgrounds 3 §6), drawn in place of its border styles when it
 * can be shown (§6.1): a raster or SVG file that loaded, or a gradient, whose natural size is
 * the border image area. Each of the nine pieces (border_image_geometry.ts) is drawn tile by
 * tile: the whole image, scaled so that the piece's slice lands on the tile, clipped to the
 * tile within its region — so a raster is embedded once however it is cut.
 */
import { imageResolution, type ImageValue } from "../css/mod.ts";
import type { ComputedStyle } from "../css/types.ts";
import type { EmbeddableImage } from "../image/mod.ts";
import type { Sides } from "../layout/mod.ts";
import { type ImageLookup, naturalOf, type VectorImage } from "./background.ts";
import {
  borderImageArea,
  borderImagePieces,
  regionWidths,
  type Size,
  sliceOffsets,
  type Widths,
} from "./border_image_geometry.ts";
import { gradientRect } from "./gradient.ts";
import type { DisplayItem, Rect } from "./types.ts";

/**
 * Paints the border image of a box with `style` whose border box is `box` and border widths
 * `border` into `out`; false, painting nothing, when it has none or its image did not load.
 */
export function paintBorderImage(
  out: DisplayItem[],
  style: ComputedStyle,
  box: Rect,
  { top, right, bottom, left }: Sides,
  images: ImageLookup,
): boolean {
  const border: Widths = [top, right, bottom, left];
  const source = style.borderImageSource;
  if (source === "none") return false;
  const decoded = "url" in source ? images(source.url) : null;
  if ("url" in source && !decoded) return false;
  const area = borderImageArea(box, border, style.borderImageOutset);
  const resolution = imageResolution(source);
  const natural = decoded ? naturalOf(decoded, area, resolution) ?? area : area;
  if (!(natural.width > 0 && natural.height > 0)) return true;
  // Slice numbers count the image's own pixels, which a raster has `resolution` of per px.
  const pixels = decoded && !("draw" in decoded) ? resolution : 1;
  const slices = sliceOffsets(style.borderImageSlice, natural, pixels);
  const widths = regionWidths(style.borderImageWidth, border, area, slices);
  const pieces = borderImagePieces(area, natural, slices, widths, {
    repeat: style.borderImageRepeat,
    fill: style.borderImageSlice.fill,
  });
  const draw = drawer(source, decoded, natural);
  for (const { source: slice, region, tiles } of pieces) {
    for (const tile of tiles) {
      const shown = intersect(tile, region);
      if (!shown) continue;
      // The whole image, scaled and moved so that `slice` covers `tile`.
      const scaleX = tile.width / slice.width;
      const scaleY = tile.height / slice.height;
      const placed = {
        x: tile.x - slice.x * scaleX,
        y: tile.y - slice.y * scaleY,
        width: natural.width * scaleX,
        height: natural.height * scaleY,
      };
      out.push({ kind: "clip-push", ...shown }, ...draw(placed), { kind: "pop" });
    }
  }
  return true;
}

/**
 * What draws the image of size `natural` into a box: a raster stretched to it, an SVG's vectors,
 * a gradient's shading.
 */
function drawer(
  image: ImageValue,
  decoded: EmbeddableImage | VectorImage | null,
  natural: Size,
): (box: Rect) => DisplayItem[] {
  // Vectors are drawn once, at their natural size, and scaled into each box on both axes, as
  // a raster stretches.
  if (decoded && "draw" in decoded) {
    const vectors = decoded.draw({ x: 0, y: 0, ...natural });
    return (box) => [
      {
        kind: "transform-push",
        matrix: [box.width / natural.width, 0, 0, box.height / natural.height, box.x, box.y],
      },
      ...vectors,
      { kind: "pop" },
    ];
  }
  if (decoded) return (box) => [{ kind: "image", ...box, image: decoded }];
  if (!("gradient" in image)) return () => [];
  const { gradient } = image;
  return (box) => [gradientRect(gradient, box)];
}

/** The overlap of two rectangles, or null when they do not overlap. */
function intersect(a: Rect, b: Rect): Rect | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}
