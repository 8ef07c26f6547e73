/**
 * The page areas a flow is fragmented into (CSS Fragmentation 3 §2): equal
 * block sizes stacked along one flow coordinate, page i covering
 * [i·H, (i+1)·H). An unpaginated flow (header and footer templates) has H = ∞.
 *
 * Part of each page can be reserved at its top and bottom: the content of a
 * table row taller than a page continues between the table's repeated header
 * and footer (CSS Tables 3 §3.11, CSS 2.2 §17.2), so for that content a page
 * holds only what lies between them.
 */
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

export class Fragmentainer {
  constructor(readonly pageHeight: number, readonly reserved: Reserved = NOTHING) {}

  static unpaginated(): Fragmentainer {
    return new Fragmentainer(Infinity);
  }

  /** The same pages with `top` and `bottom` more reserved on each. */
  inset(top: number, bottom: number): Fragmentainer {
    if (top === 0 && bottom === 0) return this;
    const { reserved } = this;
    return new Fragmentainer(this.pageHeight, {
      top: reserved.top + top,
      bottom: reserved.bottom + bottom,
    });
  }

  get paginated(): boolean {
    return Number.isFinite(this.pageHeight);
  }

  /** The block size a page leaves for content. */
  get contentHeight(): number {
    return this.pageHeight - this.reserved.top - this.reserved.bottom;
  }

  pageIndex(y: number): number {
    return this.paginated ? Math.max(0, Math.floor((y + EPSILON) / this.pageHeight)) : 0;
  }

  /** The page of content [y, end): an end on a page boundary belongs to the page above. */
  lastPageIndex(y: number, end: number): number {
    return Math.max(this.pageIndex(y), this.pageIndex(end - 2 * EPSILON));
  }

  /** The page's own top edge, reserved space included. */
  pageTop(index: number): number {
    return index * this.pageHeight;
  }

  /** Where content starts on page `index`, below what is reserved. */
  contentTop(index: number): number {
    return this.pageTop(index) + this.reserved.top;
  }

  /** Where content ends on page `index`, above what is reserved. */
  contentBottom(index: number): number {
    return this.pageTop(index + 1) - this.reserved.bottom;
  }

  nextPageTop(y: number): number {
    return this.paginated ? this.contentTop(this.pageIndex(y) + 1) : y;
  }

  atPageTop(y: number): boolean {
    return !this.paginated || Math.abs(y - this.contentTop(this.pageIndex(y))) < EPSILON;
  }

  /** Whether [y, y + height) lies on one page's content area; content taller never fits. */
  fits(y: number, height: number): boolean {
    if (!this.paginated) return true;
    const end = this.contentBottom(this.pageIndex(y));
    return y + Math.max(0, height - 2 * EPSILON) + EPSILON < end;
  }

  /**
   * Where an unbreakable piece of `height` starting at `y` goes: `y` when it fits,
   * else the top of the next page — unless it cannot fit on any page, or already
   * starts a page, where moving on would only leave a blank page (§4.4).
   */
  place(y: number, height: number): number {
    if (this.fits(y, height) || this.atPageTop(y) || height > this.contentHeight) return y;
    return this.nextPageTop(y);
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
    if (!this.paginated) return 1;
    return Math.max(1, Math.ceil((extent - EPSILON) / this.pageHeight));
  }
}
