/**
 * Flex layout (CSS Flexbox 1): flex items from a container's children, the §9 algorithm
 * that sizes and places them in the fragmented flow, and a container's intrinsic widths.
 */
export { flexItems } from "./items.ts";
export { layoutFlexContent } from "./layout.ts";
export { flexIntrinsicWidths } from "./intrinsic.ts";
export { firstBaseline } from "./baseline.ts";
