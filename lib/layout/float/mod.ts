/** Floats (CSS 2.2 §9.5): placing them, and the room they take from lines and blocks. */
export { floatWidth, layoutFloat } from "./layout.ts";
export { type Band, FloatSpace } from "./space.ts";
