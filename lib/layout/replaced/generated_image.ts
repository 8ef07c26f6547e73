/**
 * Images of generated content, as Chromium prints them: each an anonymous replaced box of the
 * image's natural size, inheriting from its pseudo-element. A list item's marker image
 * (`list-style-image`, CSS Lists 3 §3.2) stands on the first line's baseline 7px before the
 * content outside (Blink's marker padding) or 7px before the text inside, and one that did not
 * load leaves the list-style-type to mark the item; a gradient marker is a square half the
 * font's ascent. A `content: url()` image (CSS Generated
 * Content 3 §2) sits in the pseudo-element's line like an img, and shows nothing when it did
 * not load.
 */
import {
  imageResolution,
  type ImageValue,
  inheritFrom,
  type StyledDocument,
} from "../../css/mod.ts";
import type { ComputedStyle } from "../../css/types.ts";
import {
  type LoadedImage,
  loadedImage,
  markerImage,
  naturalSizeOf,
} from "../../document_images/mod.ts";
import type { InlineNode, ReplacedContent } from "../box.ts";
import type { ElementRef } from "../element_ref.ts";
import { NO_NATURAL_SIZE } from "../sizing/mod.ts";

/** Blink's kCMarkerPaddingPx: the gap after a marker image. */
const MARKER_PADDING = 7;

/** The marker image of list item `item` (its ::marker styled `marker`), or null without one. */
export function markerImageBox(
  item: ComputedStyle,
  marker: ComputedStyle,
  styled: StyledDocument,
): InlineNode | null {
  const { listStyleImage: value } = item;
  if (value !== "none" && "gradient" in value) return gradientMarker(value, marker, styled.inherit);
  const image = markerImage(item, styled);
  const resolution = value === "none" ? 1 : imageResolution(value);
  const margins = `margin: 0 ${MARKER_PADDING}px 0 0`;
  return image && imageNode({ image, resolution }, "::marker", marker, styled.inherit, margins);
}

/**
 * A gradient marker: a box the size natural_size.ts gives it (half the font's ascent square),
 * painted with the gradient as its background, placed as a marker image is.
 */
function gradientMarker(gradient: ImageValue, marker: ComputedStyle, inherit: Inherit): InlineNode {
  const style = generatedStyle(marker, inherit, `margin: 0 ${MARKER_PADDING}px 0 0`);
  return generatedBox(
    { ...style, backgroundImage: [gradient] },
    { name: "::marker", attribs: {} },
    { type: "replaced", natural: NO_NATURAL_SIZE, bullet: true },
  );
}

/**
 * The image `url` of the content of a pseudo-element styled `style`, or null; `resolution` is
 * an image-set() option's (image pixels per px, CSS Images 4 §2.2).
 */
export function contentImage(
  { url, resolution }: { url: string; resolution?: number },
  style: ComputedStyle,
  styled: StyledDocument,
): InlineNode | null {
  const image = loadedImage(styled, url);
  return image && contentImageNode(image, style, styled.inherit, resolution);
}

/**
 * The box of a loaded `content: url()` image in a box styled `style` — a pseudo-element's, or
 * a page margin box's, which has no document to style it (`inherit` then the page's own).
 */
export function contentImageNode(
  image: LoadedImage,
  style: ComputedStyle,
  inherit: Inherit = inheritFrom,
  resolution = 1,
): InlineNode {
  return imageNode({ image, resolution }, "::content", style, inherit, "margin: 0");
}

/** Styles a box from its parent's style and declarations. */
type Inherit = (parent: ComputedStyle, declarations: string) => ComputedStyle;

/** `resolution`: the image's pixels per px, which divides its natural size. */
function imageNode(
  { image, resolution }: { image: LoadedImage; resolution: number },
  name: string,
  parent: ComputedStyle,
  inherit: Inherit,
  margins: string,
): InlineNode {
  return generatedBox(
    generatedStyle(parent, inherit, margins),
    { name, attribs: {}, image },
    { type: "replaced", natural: naturalSizeOf(image, resolution) },
  );
}

/** A generated image's style: an inline-block without padding or border, with `margins`. */
function generatedStyle(parent: ComputedStyle, inherit: Inherit, margins: string): ComputedStyle {
  return inherit(parent, `display: inline-block; ${margins}; padding: 0; border: 0`);
}

/** The atomic inline of a generated replaced box. */
function generatedBox(
  style: ComputedStyle,
  element: ElementRef,
  content: ReplacedContent,
): InlineNode {
  return { kind: "atomic", style, box: { kind: "block", style, element, content, marker: null } };
}
