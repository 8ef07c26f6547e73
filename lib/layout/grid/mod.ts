/**
 * Grid layout (CSS Grid 1): grid items from a container's children, the grid sizing
 * algorithm that places, sizes and aligns them in the fragmented flow, and a container's
 * intrinsic widths.
 */
export { gridItems } from "./items.ts";
export { layoutGridContent } from "./layout.ts";
export { gridIntrinsicWidths } from "./intrinsic.ts";
