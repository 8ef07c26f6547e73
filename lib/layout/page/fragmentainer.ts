/**
 * The page areas a flow is fragmented into (CSS Fragmentation 3 §2): block sizes stacked
 * along one flow coordinate, page i covering [top(i), top(i) + height(i)) — one height for
 * every page, or each page's own (page_sequence.ts: `:first`, named pages, their sizes).
 * An unpaginated flow (margin boxes, measuring passes) has one infinite page.
 *
 * Part of each page can be reserved at its top and bottom: the content of a
 * table row taller than a page continues between the table's repeated header
 * and footer (CSS Tables 3 §3.11, CSS 2.2 §17.2), so for that content a page
 * holds only what lies between them.
 *
 * A page's content area can also end early: a box whose block-end padding and border do not fit
 * below its last content is laid out again with its page ending just above that content, so that
 * the content breaks earlier and goes to the next page with the box's end edges (end_edges.ts).
 */
import { PageSequence } from "./page_sequence.ts";

const EPSILON = 0.01;

/** Block size reserved at the top and at the bottom of every page. */
export interface Reserved {
  top: number;
  bottom: number;
}

const NOTHING: Reserved = { top: 0, bottom: 0 };

/** A stretch of the flow on one page: [y, y + height). */
export interface Span {
  y: number;
  height: number;
}

/** What a forced break asks of the page after it (Fragmentation 3 §3.1, Paged Media 3 §4.4). */
export interface BreakRequest {
  /** The named page of the content after the break; null for the unnamed page. */
  name: string | null;
  /** `left`/`right` (and `verso`/`recto`): the page side the content must start on. */
  side: "left" | "right" | null;
}

export class Fragmentainer {
  /** The pages; null for an unpaginated flow. */
  readonly pages: PageSequence | null;

  constructor(
    pages: number | PageSequence,
    readonly reserved: Reserved = NOTHING,
    /** Pages whose content area ends early: page index → where it ends. */
    private readonly ends: ReadonlyMap<number, number> = new Map(),
  ) {
    this.pages = typeof pages === "number"
      ? Number.isFinite(pages) ? PageSequence.uniform(pages) : null
      : pages;
  }

  static unpaginated(): Fragmentainer {
    return new Fragmentainer(Infinity);
  }

  /** The same pages with `top` and `bottom` more reserved on each. */
  inset(top: number, bottom: number): Fragmentainer {
    if (top === 0 && bottom === 0 || !this.pages) return this;
    const { reserved } = this;
    return new Fragmentainer(this.pages, {
      top: reserved.top + top,
      bottom: reserved.bottom + bottom,
    }, this.ends);
  }

  /** The same pages with page `index`'s content area ending at `y` at the latest. */
  endingAt(index: number, y: number): Fragmentainer {
    if (!this.pages) return this;
    const ends = new Map(this.ends);
    ends.set(index, Math.min(y, ends.get(index) ?? Infinity));
    return new Fragmentainer(this.pages, this.reserved, ends);
  }

  get paginated(): boolean {
    return this.pages !== null;
  }

  /** The first page's block size: the initial containing block's (CSS 2.2 §10.1). */
  get pageHeight(): number {
    return this.pages ? this.pages.page(0).height : Infinity;
  }

  /** The block size the first page leaves for content. */
  get contentHeight(): number {
    return this.contentHeightOf(0);
  }

  /** The block size page `index` leaves for content. */
  contentHeightOf(index: number): number {
    if (!this.pages) return Infinity;
    return this.pages.page(index).height - this.reserved.top - this.reserved.bottom;
  }

  /** The inline size of page `index`'s area; null when unknown (uniform or unpaginated). */
  pageWidth(index: number): number | null {
    const width = this.pages?.page(index).width ?? NaN;
    return Number.isNaN(width) ? null : width;
  }

  pageIndex(y: number): number {
    return this.pages ? this.pages.indexAt(Math.max(0, y), EPSILON) : 0;
  }

  /** The page of content [y, end): an end on a page boundary belongs to the page above. */
  lastPageIndex(y: number, end: number): number {
    return Math.max(this.pageIndex(y), this.pageIndex(end - 2 * EPSILON));
  }

  /** The page's own top edge, reserved space included. */
  pageTop(index: number): number {
    return this.pages ? this.pages.top(index) : 0;
  }

  /** Where content starts on page `index`, below what is reserved. */
  contentTop(index: number): number {
    return this.pageTop(index) + this.reserved.top;
  }

  /** Where content ends on page `index`, above what is reserved. */
  contentBottom(index: number): number {
    if (!this.pages) return Infinity;
    return Math.min(
      this.pageTop(index + 1) - this.reserved.bottom,
      this.ends.get(index) ?? Infinity,
    );
  }

  nextPageTop(y: number): number {
    return this.pages ? this.contentTop(this.pageIndex(y) + 1) : y;
  }

  /**
   * Where content after a forced break at `y` starts: the top of the next page, made for
   * the request's named page, or of the page after when the next is on the wrong side.
   */
  breakTop(y: number, request: BreakRequest): number {
    if (!this.pages) return y;
    return this.contentTop(this.pages.breakAfter(this.pageIndex(y), request.name, request.side));
  }

  atPageTop(y: number): boolean {
    return !this.pages || Math.abs(y - this.contentTop(this.pageIndex(y))) < EPSILON;
  }

  /** Whether [y, y + height) lies on one page's content area; content taller never fits. */
  fits(y: number, height: number): boolean {
    if (!this.pages) return true;
    const end = this.contentBottom(this.pageIndex(y));
    return y + Math.max(0, height - 2 * EPSILON) + EPSILON < end;
  }

  /**
   * Where an unbreakable piece of `height` starting at `y` goes: `y` when it fits,
   * else the top of the next page — unless it cannot fit on that page either, or already
   * starts a page, where moving on would only leave a blank page (§4.4).
   */
  place(y: number, height: number): number {
    if (this.fits(y, height) || this.atPageTop(y)) return y;
    const next = this.pageIndex(y) + 1;
    return height > this.contentHeightOf(next) ? y : this.contentTop(next);
  }

  /**
   * The parts of [y, y + height) that lie in content areas, one per page, without what
   * is reserved between them; parts that meet (nothing reserved) stay one.
   */
  spans(y: number, height: number): Span[] {
    if (height <= 0) return [{ y, height }];
    const end = y + height;
    const first = this.pageIndex(y);
    const last = this.lastPageIndex(y, end);
    const out: Span[] = [];
    for (let page = first; page <= last; page++) {
      const top = page === first ? y : this.contentTop(page);
      const bottom = page === last ? end : this.contentBottom(page);
      const previous = out[out.length - 1];
      if (previous && Math.abs(previous.y + previous.height - top) < EPSILON) {
        previous.height = bottom - previous.y;
      } else if (bottom > top) out.push({ y: top, height: bottom - top });
    }
    return out;
  }

  /** Number of pages a flow of this extent fills (at least one). */
  pageCount(extent: number): number {
    if (!this.pages) return 1;
    return Math.max(1, this.pageIndex(extent - 2 * EPSILON) + 1);
  }
}
