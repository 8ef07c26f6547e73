/**
 * A list item's marker image (`list-style-image`, CSS Lists 3 §3.2) as Chromium prints it: the
 * image at its natural size standing on the first line's baseline, 7px before the content
 * outside (Blink's marker padding) or 7px before the text inside. An image that did not load
 * leaves the list-style-type to mark the item.
 */
import type { StyledDocument } from "../../css/mod.ts";
import type { ComputedStyle } from "../../css/types.ts";
import { markerImage, naturalSizeOf } from "../../document_images/mod.ts";
import type { InlineNode } from "../box.ts";

/** Blink's kCMarkerPaddingPx: the gap after a marker image. */
const MARKER_PADDING = 7;

/** The marker image of list item `item` (its ::marker styled `marker`), or null without one. */
export function markerImageBox(
  item: ComputedStyle,
  marker: ComputedStyle,
  styled: StyledDocument,
): InlineNode | null {
  const image = markerImage(item, styled);
  if (!image) return null;
  const style = styled.inherit(
    marker,
    `display: inline-block; margin: 0 ${MARKER_PADDING}px 0 0; padding: 0; border: 0`,
  );
  return {
    kind: "atomic",
    style,
    box: {
      kind: "block",
      style,
      element: { name: "::marker", attribs: {}, image },
      content: { type: "replaced", natural: naturalSizeOf(image) },
      marker: null,
    },
  };
}
