/**
 * list-style-image (CSS Lists 3 §3.2): an image for the list item's marker in place of its
 * list-style-type, which still applies when the image cannot be shown (not loaded, broken).
 */
import { computeImage, type ImageValue, parseImage, type SpecifiedImage } from "./image_value.ts";
import { longhand } from "./property.ts";
import { identOf } from "./value.ts";

export const LIST_STYLE_IMAGE = longhand<SpecifiedImage | "none", ImageValue | "none">(
  "list-style-image",
  {
    parse: (tokens) =>
      tokens.length !== 1 ? null : identOf(tokens[0]) === "none" ? "none" : parseImage(tokens[0]),
    compute: (image, ctx) => image === "none" ? image : computeImage(image, ctx),
  },
  { inherited: true, initial: "none" },
);
