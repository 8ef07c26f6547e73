/**
 * The images a laid-out flow's backgrounds name (`background-image: url(…)`) and its inline
 * svgs' `image` elements draw, loaded under the render's resource policy and decoded before painting, which is synchronous. Each URL is
 * loaded and decoded once; one that cannot be is left out, as a browser leaves out a broken
 * background image, with a warning.
 */
import { decodeImage, type EmbeddableImage, ImageError } from "./image/mod.ts";
import type { BoxFragment, Fragment, InlineFragment } from "./layout/mod.ts";
import type { ImageLookup } from "./paint/background.ts";
import type { ResourceLoader } from "./resources/mod.ts";
import type { ComputedStyle } from "./css/types.ts";
import { svgImageUrls } from "./svg/mod.ts";

/** The URLs of every style's background layers in the flow under `root`. */
function backgroundUrls(root: BoxFragment): Set<string> {
  const urls = new Set<string>();
  const collect = (style: ComputedStyle) => {
    for (const image of style.backgroundImage) {
      if (image !== "none" && "url" in image) urls.add(image.url);
    }
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

/**
 * Loads and decodes the background images of the flow under `root`; `warn` hears of each one
 * that could not be decoded (the loader keeps its own warnings for those not loaded).
 */
export async function loadBackgroundImages(
  root: BoxFragment,
  loader: ResourceLoader,
  warn: (message: string) => void,
): Promise<ImageLookup> {
  const images = new Map<string, EmbeddableImage>();
  await Promise.all([...backgroundUrls(root)].map(async (url) => {
    const loaded = await loader.load(url);
    if (!loaded.ok) return;
    try {
      images.set(url, await decodeImage(loaded.bytes, loaded.mimeType ?? undefined));
    } catch (error) {
      if (!(error instanceof ImageError)) throw error;
      warn(`${url.length > 80 ? `${url.slice(0, 77)}...` : url}: ${error.message}`);
    }
  }));
  return (url) => images.get(url) ?? null;
}
