/** `<line-style>` (CSS Backgrounds 3 §3.2): the styles of borders, and but `hidden` of outlines. */
import type { BorderStyle } from "./types.ts";

export const LINE_STYLES: readonly BorderStyle[] = [
  "none",
  "hidden",
  "solid",
  "dashed",
  "dotted",
  "double",
  "groove",
  "ridge",
  "inset",
  "outset",
];
