/**
 * list-style-image (CSS Lists 3 §3.2): an image for the list item's marker in place of its
 * list-style-type, which still applies when the image cannot be shown (not loaded, broken).
 */
import { IMAGE_OR_NONE } from "./image_value.ts";
import { longhand } from "./property.ts";

export const LIST_STYLE_IMAGE = longhand("list-style-image", IMAGE_OR_NONE, {
  inherited: true,
  initial: "none",
});
