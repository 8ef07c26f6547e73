/** Fragmentation into pages (CSS Fragmentation 3, CSS Paged Media 3). */
export { type BreakRequest, Fragmentainer, type Span } from "./fragmentainer.ts";
export {
  type Page,
  type PageArea,
  type PageAreas,
  type PageRequest,
  PageSequence,
} from "./page_sequence.ts";
export {
  avoidsBreakBetween,
  breakAfterSide,
  forcedBreakBefore,
  isForcedBreak,
  pageNamesDiffer,
} from "./breaks.ts";
export { assignPageNames, endPageName, startPageName } from "./page_names.ts";
export { type DocumentPage, DocumentPages } from "./document_pages.ts";
export { type PageGeometry, pageGeometry, withPageRule } from "./page_geometry.ts";
export { layoutMarginBoxes, type MarginBoxInput } from "./margin_boxes.ts";
export { marginBoxAround, marginBoxOf, type MarginContentSources } from "./margin_content.ts";
export { type PageCounterChanges, pageNumbers } from "./page_counters.ts";
export { PageMarks, PagesMarks } from "./page_marks.ts";
export { CrossReferences } from "./cross_references.ts";
export { type FootnoteArea, layoutFootnoteArea } from "./footnotes.ts";
