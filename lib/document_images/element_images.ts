/**
 * The images that size boxes, loaded before the boxes are built: each img's chosen source
 * (image_source.ts), each list item's marker image and the url() images of ::before and
 * ::after content. Once loaded they are attached to the
 * styled document, for box generation to read as it meets the elements (`shownImage`,
 * `markerImage`); a document with none attached (a header template) shows its imgs unsized.
 */
import type { Element } from "domhandler";
import type { StyledDocument } from "../css/mod.ts";
import type { ComputedStyle } from "../css/types.ts";
import type { NaturalSize } from "../layout/sizing/mod.ts";
import { imageSource } from "./image_source.ts";
import { type LoadedImage, naturalSizeOf } from "./loaded_image.ts";
import type { DocumentImages } from "./store.ts";

const attached = new WeakMap<StyledDocument, DocumentImages>();

/** Loads the images `root`'s elements show (display: none subtrees aside) into `images`. */
export async function loadElementImages(
  root: Element,
  styled: StyledDocument,
  images: DocumentImages,
): Promise<void> {
  const urls = new Set<string>();
  const walk = (element: Element) => {
    const style = styled.styleOf(element);
    if (style.display === "none") return;
    if (element.name === "img") {
      const source = imageSource(element, styled.media);
      if (source) urls.add(source.url);
    }
    const marker = markerUrl(style);
    if (marker) urls.add(marker);
    for (const pseudo of ["before", "after"] as const) {
      for (const item of styled.pseudoStyle(element, pseudo)?.content ?? []) {
        if (item.type === "image") urls.add(item.url);
      }
    }
    for (const child of element.children) {
      if (child.type === "tag") walk(child as Element);
    }
  };
  walk(root);
  await images.load(urls);
  attachImages(styled, images);
}

/**
 * Lets box generation for `styled` show the images in `images`, loaded before for another
 * styling of the same markup (a header template, styled again for each page).
 */
export function attachImages(styled: StyledDocument, images: DocumentImages): void {
  attached.set(styled, images);
}

function markerUrl(style: ComputedStyle): string | null {
  const image = style.listStyleImage;
  return style.display === "list-item" && image !== "none" && "url" in image ? image.url : null;
}

/**
 * What an img shows: its image at its natural size; `broken` when its source could not be
 * loaded or decoded, `absent` when it has none; null when its document has no images loaded.
 */
export type ShownImage =
  | { image: LoadedImage; natural: NaturalSize }
  | "broken"
  | "absent"
  | null;

export function shownImage(img: Element, styled: StyledDocument): ShownImage {
  const images = attached.get(styled);
  if (!images) return null;
  const source = imageSource(img, styled.media);
  if (!source) return "absent";
  const image = images.get(source.url);
  return image ? { image, natural: naturalSizeOf(image, source.density) } : "broken";
}

/** The image of a list item's marker (`list-style-image`), when it loaded. */
export function markerImage(style: ComputedStyle, styled: StyledDocument): LoadedImage | null {
  const url = markerUrl(style);
  return url ? loadedImage(styled, url) : null;
}

/** The image of `url` loaded for `styled`'s elements (generated content), or null. */
export function loadedImage(styled: StyledDocument, url: string): LoadedImage | null {
  return attached.get(styled)?.get(url) ?? null;
}
