/**
 * An img's box (HTML §15.4.5 "Images", as Chromium renders them). With an image, a replaced box
 * of the image's natural size and ratio (lib/layout/sizing). Without one — no source, or a
 * source that could not be loaded or decoded — what Chromium shows in its place, measured in
 * its print:
 * - with alt text: the text after a 16px broken-image icon, as an inline-block (an inline img
 *   drops its width and height) or in the box its display and sizes make;
 * - with no alt text (or any, in quirks mode) but a width and a height: a box of that size
 *   framed by a 1px silver border and 1px padding, the icon in its top left corner when the
 *   source was broken, then the alt text, clipped; nothing in it when either side is under 20px
 *   (the icon and the frame would not fit);
 * - with neither, a 16px box holding the icon when a source was broken, else nothing.
 */
import type { AnyNode, Document, Element } from "domhandler";
import type { StyledDocument } from "../../css/mod.ts";
import type { ComputedStyle } from "../../css/types.ts";
import { BROKEN_IMAGE_ICON, type ShownImage, shownImage } from "../../document_images/mod.ts";
import type { BlockBox, InlineNode } from "../box.ts";
import type { ElementRef } from "../element_ref.ts";
import { NO_NATURAL_SIZE } from "../sizing/mod.ts";

/** The icon and the frame around it need this much room (Blink's image fallback helper). */
const ROOM_FOR_ICON = 20;

export function imgBox(
  style: ComputedStyle,
  ref: ElementRef,
  img: Element,
  styled: StyledDocument,
): BlockBox {
  const shown = shownImage(img, styled);
  if (shown === null) return replaced(style, ref);
  if (typeof shown === "object") {
    return {
      kind: "block",
      style,
      element: { ...ref, image: shown.image },
      content: { type: "replaced", natural: shown.natural },
      marker: null,
    };
  }
  return fallbackBox(style, ref, img, shown, styled);
}

/** A replaced box with no natural size: its width and height, else 0×0. */
function replaced(style: ComputedStyle, ref: ElementRef): BlockBox {
  return {
    kind: "block",
    style,
    element: ref,
    content: { type: "replaced", natural: NO_NATURAL_SIZE },
    marker: null,
  };
}

function fallbackBox(
  style: ComputedStyle,
  ref: ElementRef,
  img: Element,
  shown: Exclude<ShownImage, null | object>,
  styled: StyledDocument,
): BlockBox {
  const alt = img.attribs.alt;
  const broken = shown === "broken";
  const icon = () => iconBox(style, styled);
  const sized = style.width !== "auto" && style.height !== "auto";
  if (sized && (!alt || inQuirksMode(img))) {
    const fits = fixedAtLeast(style.width) && fixedAtLeast(style.height);
    const frame = styled.inherit(
      style,
      "display: block; box-sizing: border-box; width: 100%; height: 100%; margin: 0;" +
        "border: 1px solid silver; padding: 1px; overflow: hidden",
    );
    const framed: BlockBox = {
      kind: "block",
      style: frame,
      element: null,
      content: { type: "inline", nodes: framedNodes(broken ? icon() : null, alt, style) },
      marker: null,
    };
    return box(asBlock(style), ref, { type: "blocks", children: fits ? [framed] : [] });
  }
  // An empty alt says the image is decoration: nothing shows (HTML §4.8.4.4.13).
  if (alt === "" || (alt === undefined && !broken)) return replaced(style, ref);
  return box(textHolder(style), ref, { type: "inline", nodes: framedNodes(icon(), alt, style) });
}

/** The icon floated to the top left, then the alt text. */
function framedNodes(icon: BlockBox | null, alt: string | undefined, style: ComputedStyle) {
  const nodes: InlineNode[] = icon ? [{ kind: "float", box: icon }] : [];
  if (alt) nodes.push({ kind: "text", text: alt, style, decorations: [] });
  return nodes;
}

/** Whether the img's document is in quirks mode (no doctype): a sized img frames its alt text. */
function inQuirksMode(img: Element): boolean {
  let node: AnyNode = img;
  while (node.parent) node = node.parent;
  return (node as Document)["x-mode"] === "quirks";
}

function box(style: ComputedStyle, element: ElementRef, content: BlockBox["content"]): BlockBox {
  return { kind: "block", style, element, content, marker: null };
}

/** The img as a container: an inline img becomes an inline-block; its own overflow clip goes. */
function asBlock(style: ComputedStyle): ComputedStyle {
  const display = style.display === "inline" ? "inline-block" : style.display;
  return { ...style, display, overflowX: "visible", overflowY: "visible" };
}

/** The img holding its alt text: an inline one also drops its sizes and their ratio. */
function textHolder(style: ComputedStyle): ComputedStyle {
  const block = asBlock(style);
  if (style.display !== "inline") return block;
  return { ...block, width: "auto", height: "auto", aspectRatio: { auto: true, ratio: null } };
}

/** The broken-image icon: a 16px image floated to the top left (Blink's alttext-image). */
function iconBox(parent: ComputedStyle, styled: StyledDocument): BlockBox {
  const style = styled.inherit(
    parent,
    "display: block; float: left; width: 16px; height: 16px; margin: 0; border: 0; padding: 0",
  );
  return {
    kind: "block",
    style,
    element: { name: "img", attribs: {}, image: BROKEN_IMAGE_ICON },
    content: { type: "replaced", natural: { width: 16, height: 16, ratio: 1 } },
    marker: null,
  };
}

/** Whether a size is a length of at least the room the icon needs (a percentage always is). */
function fixedAtLeast(size: ComputedStyle["width"]): boolean {
  return typeof size !== "object" || !("px" in size) || "percent" in size ||
    size.px >= ROOM_FOR_ICON;
}
