/**
 * Inline formatting contexts (CSS 2.2 §9.4.2): a block container's text and inline
 * boxes measured, broken into line boxes and placed in the flow.
 */
export { layoutInline } from "./layout.ts";
export { prepareParagraph } from "./paragraph.ts";
export { type FontBox, fontBox } from "./text_measure.ts";
