/**
 * Tables (CSS 2.2 §17, CSS Tables 3): their boxes gathered while boxes are
 * generated, their width, and their content laid out in the fragmented flow.
 */
export { type Generated, isCollapsibleWhitespace, tableWrapper, wrapMisparented } from "./boxes.ts";
export { layoutTableContent } from "./layout.ts";
export { tableIntrinsicWidths, tableWrapperGeometry, usedTableWidth } from "./width.ts";
