/**
 * A document's boxes laid out in pages (CSS Paged Media 3 §3–4): each page made as layout
 * reaches it with the geometry its @page rules give, the page each element with a mark lands
 * on, and the page counter's value on every page (§6.3). With cross references (targets,
 * leaders, cross_references.ts) the boxes are built and laid out again with what the last
 * pass found — at most three passes, one when the document has none; with footnotes (GCPM 3
 * §3) up to two more, each page leaving room at its foot for the footnotes of its calls.
 */
import type { PageRuleSource } from "../css/mod.ts";
import {
  type BlockBox,
  type BoxFragment,
  flowExtent,
  Fragmentainer,
  type LayoutContext,
  layoutRoot,
} from "../layout/mod.ts";
import {
  type CrossReferences,
  type DocumentPage,
  DocumentPages,
  type FootnoteArea,
  layoutFootnoteArea,
  type PageAreas,
  type PageGeometry,
  type PageMarks,
  pageNumbers,
  PageSequence,
  type PagesMarks,
  startPageName,
} from "../layout/page/mod.ts";
import type { FontRegistry } from "../text/mod.ts";
import type { PageContextStyles } from "./context_styles.ts";
import { shrinkZoom } from "./shrink_to_fit.ts";

/** A document's box tree and the marks its elements gave while it was built. */
export interface DocumentBoxes {
  root: BlockBox;
  marks: PageMarks;
}

/** A document laid out in pages. */
export interface PagedLayout {
  root: BoxFragment;
  ctx: LayoutContext;
  count: number;
  /** Page `index`: its context, style and geometry. */
  page(index: number): DocumentPage;
  /** What elements gave each page. */
  marks: PagesMarks;
  /** The page counter's value on each page. */
  numbers: number[];
  /** Per page, the room left at the foot of its area for its footnotes. */
  reserved: readonly number[];
  /** How many times larger than the printed page areas layout's are (shrink_to_fit.ts). */
  zoom: number;
}

/** What pagination needs besides the boxes. */
export interface PageSetup {
  rules: readonly PageRuleSource[];
  /** The options' page geometry, which @page rules override. */
  base: PageGeometry;
  registry: FontRegistry;
  styles: PageContextStyles;
  /** How many times larger than the printed page areas to lay out in; 1 when absent. */
  zoom?: number;
}

/** Lays `boxes` out once, in pages leaving `reserved` room at their feet. */
export function paginate(
  boxes: DocumentBoxes,
  setup: PageSetup,
  reserved: readonly number[] = [],
): PagedLayout {
  const pages = new DocumentPages(setup.rules, setup.base, reserved);
  const zoom = setup.zoom ?? 1;
  const areas: PageAreas = zoom === 1 ? pages.areas : (index, request) => {
    const { width, height } = pages.areas(index, request);
    return { width: width * zoom, height: height * zoom };
  };
  const sequence = new PageSequence(areas, startPageName(boxes.root));
  const ctx: LayoutContext = {
    registry: setup.registry,
    fragmentainer: new Fragmentainer(sequence),
  };
  const root = layoutRoot(boxes.root, sequence.page(0).width, null, ctx);
  const count = ctx.fragmentainer.pageCount(flowExtent(root));
  const page = (index: number) => pages.page(sequence, index);
  const marks = boxes.marks.place(root, ctx.fragmentainer);
  const numbers = pageNumbers(count, (i) => {
    const style = setup.styles.of(page(i));
    return { reset: style.counterReset, increment: style.counterIncrement, set: style.counterSet };
  }, (i) => marks.counters(i));
  return { root, ctx, count, page, marks, numbers, reserved, zoom };
}

/** The footnote area of page `index` of a laid-out document (GCPM 3 §3.4), or null. */
export function footnoteArea(
  laid: PagedLayout,
  index: number,
  setup: PageSetup,
): FootnoteArea | null {
  const footnotes = laid.marks.footnotes(index);
  if (footnotes.length === 0) return null;
  const page = laid.page(index);
  const ctx = { registry: setup.registry, fragmentainer: Fragmentainer.unpaginated() };
  return layoutFootnoteArea(setup.styles.footnote(page), footnotes, page.geometry.area.width, ctx);
}

/**
 * Lays a document with footnotes out again until each page has room for the footnotes of
 * the calls it holds: a page keeps the room any pass gave it (so a call that moves between
 * two pages cannot make them take turns), two more passes at most.
 */
function withFootnoteRoom(laid: PagedLayout, boxes: DocumentBoxes, setup: PageSetup) {
  for (let pass = 0; pass < 2 && laid.marks.hasFootnotes; pass++) {
    const needed = Array.from(
      { length: laid.count },
      (_, i) => footnoteArea(laid, i, setup)?.height ?? 0,
    );
    if (needed.every((h, i) => h <= (laid.reserved[i] ?? 0) + 0.01)) break;
    const length = Math.max(needed.length, laid.reserved.length);
    const reserved = Array.from(
      { length },
      (_, i) => Math.max(needed[i] ?? 0, laid.reserved[i] ?? 0),
    );
    laid = paginate(boxes, setup, reserved);
  }
  return laid;
}

/**
 * Lays a document out, again while its cross references change what its boxes hold: a
 * second pass shows the page numbers of the first, a third fills leaders with the room the
 * second left them. `rebuild` builds the boxes afresh with `references`' current values.
 */
export function paginateWithReferences(
  first: DocumentBoxes,
  rebuild: (() => DocumentBoxes) | null,
  references: CrossReferences | null,
  unzoomed: PageSetup,
): PagedLayout {
  let boxes = first;
  let laid = paginate(boxes, unzoomed);
  // A document wider than its page area is laid out again on larger pages (shrink_to_fit.ts).
  const widths: number[] = [];
  const areaWidth = (y: number) => {
    const index = laid.ctx.fragmentainer.pageIndex(y);
    return widths[index] ??= laid.page(index).geometry.area.width;
  };
  const zoom = shrinkZoom(laid.root, areaWidth);
  const setup = zoom === 1 ? unzoomed : { ...unzoomed, zoom };
  if (zoom !== 1) laid = paginate(boxes, setup);
  if (rebuild && references?.used) {
    for (let pass = 2; pass <= (references.hasLeaders ? 3 : 2); pass++) {
      references.update(laid.root, laid.ctx.fragmentainer, laid.numbers);
      boxes = rebuild();
      laid = paginate(boxes, setup);
    }
  }
  return withFootnoteRoom(laid, boxes, setup);
}
