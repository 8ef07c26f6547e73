/**
 * An image as layout sizes it and paint draws it: a decoded raster (lib/image), drawn as an
 * image XObject, or an SVG file's drawing (lib/svg), drawn as vectors.
 */
import type { EmbeddableImage } from "../image/mod.ts";
import type { NaturalSize } from "../layout/sizing/mod.ts";
import type { SvgFile } from "../svg/mod.ts";

export type LoadedImage =
  | { kind: "raster"; raster: EmbeddableImage }
  | { kind: "svg"; svg: SvgFile };

/** Its natural size (CSS Images 3 §4.1) at a density (image pixels per px, from srcset). */
export function naturalSizeOf(image: LoadedImage, density = 1): NaturalSize {
  if (image.kind === "svg") return image.svg.natural;
  const { intrinsicWidth: width, intrinsicHeight: height } = image.raster;
  return { width: width / density, height: height / density, ratio: width / height };
}
