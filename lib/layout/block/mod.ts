/**
 * Block formatting contexts (CSS 2.2 §9.4.1): block-level boxes stacked in the
 * fragmented flow with their margins collapsing. The root's layout starts here, and
 * the other contexts place their content in the same flow through it.
 */
export { areaOnPage } from "./page_width_pieces.ts";
export {
  clearTo,
  type ContentArea,
  establishesBfc,
  type FlowState,
  isForcedBreak,
  layoutBfcContents,
  layoutBlockChild,
  layoutIsolated,
  layoutRoot,
  placeContent,
} from "./layout.ts";
export {
  type AlignedItem,
  autoMargins,
  type IsolatedItem,
  itemExtras,
  type ItemHeight,
  itemMargins,
  itemMinMax,
  layoutItemBox,
  type Measured,
  measureItem,
  measuring,
  sizedStyle,
} from "./isolated_item.ts";
export { NO_MARGIN } from "./margin_collapse.ts";
