/**
 * An img's image painted in its content box (CSS 2.2 Appendix E step 7): sized by `object-fit`
 * and placed by `object-position` (CSS Images 3 §5.5, §5.6), and clipped to the content box,
 * with its corners rounded as the border's inner curves are (CSS Backgrounds 3 §5.3), as
 * Chromium clips replaced content. A raster is one image item; an SVG file is drawn as vectors
 * (lib/svg) into the same rectangle. Chromium's PDF never asks for interpolation, whatever
 * `image-rendering` says, so neither does this.
 */
import type { ObjectFit, ObjectPosition } from "../css/mod.ts";
import type { LoadedImage } from "../document_images/mod.ts";
import { naturalSizeOf } from "../document_images/mod.ts";
import { type BoxFragment, type NaturalSize, resolveLength } from "../layout/mod.ts";
import { type RasterLookup, renderSvg } from "../svg/mod.ts";
import type { FontRegistry } from "../text/mod.ts";
import { clipTo, insetRoundedRect, isRounded, roundedBorderBox } from "./corner_radii.ts";
import type { DisplayItem } from "./types.ts";

interface Size {
  width: number;
  height: number;
}

/**
 * The concrete object size (§5.5): `fill` the box; `contain` and `cover` the largest size of
 * the natural ratio inside it or the smallest covering it; `none` the natural size; and
 * `scale-down` the smaller of none and contain. Without a ratio the image fills the box.
 */
export function objectSize(fit: ObjectFit, natural: NaturalSize, box: Size): Size {
  const ratio = natural.ratio ?? null;
  const scaled = (cover: boolean): Size => {
    if (!ratio) return box;
    const wide = box.width / box.height > ratio;
    return wide !== cover
      ? { width: box.height * ratio, height: box.height }
      : { width: box.width, height: box.width / ratio };
  };
  // The default sizing algorithm with no specified size (§5.2): natural dimensions, a missing
  // one through the ratio, else the box's.
  const own = (): Size => {
    const { width, height } = natural;
    if (width !== null && height !== null) return { width, height };
    if (width !== null) return { width, height: ratio ? width / ratio : box.height };
    if (height !== null) return { width: ratio ? height * ratio : box.width, height };
    return scaled(false);
  };
  switch (fit) {
    case "fill":
      return box;
    case "contain":
      return scaled(false);
    case "cover":
      return scaled(true);
    case "none":
      return own();
    case "scale-down": {
      const [none, contain] = [own(), scaled(false)];
      return none.width * none.height <= contain.width * contain.height ? none : contain;
    }
  }
}

/** Where the object lands in the box: `object-position` resolves against the room left (§5.6). */
export function objectPlace(position: ObjectPosition, size: Size, box: Size): [number, number] {
  return [
    resolveLength(position.x, box.width - size.width),
    resolveLength(position.y, box.height - size.height),
  ];
}

/** Paints `image`, the image of img fragment `f` (flow coordinates, `dx`, `dy` to the page). */
export function paintImage(
  out: DisplayItem[],
  f: BoxFragment,
  image: LoadedImage,
  dx: number,
  dy: number,
  registry: FontRegistry,
  rasters: RasterLookup,
): void {
  if (f.style.visibility !== "visible") return;
  const content = insetRoundedRect(
    insetRoundedRect(roundedBorderBox(f, dx, dy), f.border),
    f.padding,
  );
  if (!(content.width > 0 && content.height > 0)) return;
  const area = { width: content.width, height: content.height };
  const { width, height } = objectSize(f.style.objectFit, naturalSizeOf(image), area);
  const [left, top] = objectPlace(f.style.objectPosition, { width, height }, area);
  const rect = { x: content.x + left, y: content.y + top, width, height };
  const rounded = isRounded(content.radii);
  const overflows = rect.x < content.x || rect.y < content.y ||
    rect.x + rect.width > content.x + content.width ||
    rect.y + rect.height > content.y + content.height;
  if (rounded || overflows) out.push(clipTo(content));
  if (image.kind === "raster") out.push({ kind: "image", ...rect, image: image.raster });
  else out.push(...renderSvg(image.svg.image, rect, registry, rasters));
  if (rounded || overflows) out.push({ kind: "pop" });
}
