/** The layout stage: box tree generation and fragmented layout. */
export { buildBoxTree } from "./build_boxes.ts";
export { layoutRoot } from "./block.ts";
export type { LayoutContext } from "./context.ts";
export { Fragmentainer } from "./fragmentainer.ts";
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
export { type FontBox, fontBox } from "./text_measure.ts";
export { hasPercent, resolveLength } from "./geometry.ts";
