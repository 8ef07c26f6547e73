/** The layout stage: box tree generation and fragmented layout. */
export { buildBoxTree } from "./build_boxes.ts";
export { anonymousStyle } from "./anonymous_style.ts";
export { layoutRoot } from "./block/mod.ts";
export type { LayoutContext } from "./context.ts";
export { Fragmentainer } from "./page/mod.ts";
export type {
  BoxFragment,
  Fragment,
  InlineBoxFragment,
  InlineFragment,
  LineFragment,
  MarkerSymbolFragment,
  Sides,
  TextFragment,
} from "./fragment.ts";
export { type BlockBox, type Decoration, isFloat } from "./box.ts";
export { type FontBox, fontBox } from "./inline/mod.ts";
export { hasPercent, resolveLength } from "./geometry.ts";
export { flowExtent, flowReach } from "./positioned/mod.ts";
export type { NaturalSize } from "./sizing/mod.ts";
