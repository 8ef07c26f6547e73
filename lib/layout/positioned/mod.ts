/**
 * Positioned layout (CSS 2.2 §9.3, §9.4.3, §10.3.7, §10.6.4; CSS Position 3): relative
 * shifts, absolutely positioned and fixed boxes laid out after their containing block.
 */
export { type Rect } from "./absolute.ts";
export { flowExtent, flowReach } from "./extent.ts";
export { RelativeShifts } from "./relative.ts";
export { placePositioned } from "./place.ts";
export { isOutOfFlow, type StaticAlignment, staticPosition } from "./static_position.ts";
