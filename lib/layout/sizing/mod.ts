/**
 * Box sizing (CSS Sizing 3 §2–5, Sizing 4 §2–3, §5): the sizing keywords, `stretch` and the
 * aspect ratio, resolved once here for every formatting context that sizes a box — block,
 * float, inline-block, absolutely positioned and flex layout.
 */
export { heightFor, preferredRatio, type Ratio, widthFor } from "./aspect_ratio.ts";
export { clampHeight, preferredHeight, stretchedHeight } from "./heights.ts";
export {
  type AxisSpace,
  type ContentSizes,
  keywordContribution,
  resolveSize,
  specifiedSize,
} from "./keywords.ts";
export {
  type NaturalSize,
  NO_NATURAL_SIZE,
  replacedHeight,
  type ReplacedSize,
  replacedSize,
} from "./replaced.ts";
export {
  type Containing,
  heightSpace,
  horizontalExtra,
  verticalExtra,
  widthSpace,
} from "./space.ts";
export { ratioOf, resolveWidths, withResolvedSizes } from "./widths.ts";
export { isCompressible, wasCompressed, withCyclicPercentages } from "./cyclic_percentage.ts";
