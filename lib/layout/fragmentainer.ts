/**
 * The page areas a flow is fragmented into (CSS Fragmentation 3 §2): equal
 * block sizes stacked along one flow coordinate, page i covering
 * [i·H, (i+1)·H). An unpaginated flow (header and footer templates) has H = ∞.
 */
const EPSILON = 0.01;

export class Fragmentainer {
  constructor(readonly pageHeight: number) {}

  static unpaginated(): Fragmentainer {
    return new Fragmentainer(Infinity);
  }

  get paginated(): boolean {
    return Number.isFinite(this.pageHeight);
  }

  pageIndex(y: number): number {
    return this.paginated ? Math.max(0, Math.floor((y + EPSILON) / this.pageHeight)) : 0;
  }

  pageTop(index: number): number {
    return index * this.pageHeight;
  }

  nextPageTop(y: number): number {
    return this.paginated ? this.pageTop(this.pageIndex(y) + 1) : y;
  }

  atPageTop(y: number): boolean {
    return !this.paginated || Math.abs(y - this.pageTop(this.pageIndex(y))) < EPSILON;
  }

  /** Whether [y, y + height) lies on one page; content taller than a page never fits. */
  fits(y: number, height: number): boolean {
    if (!this.paginated) return true;
    return this.pageIndex(y) === this.pageIndex(y + Math.max(0, height - 2 * EPSILON));
  }

  /**
   * Where an unbreakable piece of `height` starting at `y` goes: `y` when it fits,
   * else the top of the next page — unless it cannot fit on any page, or already
   * starts a page, where moving on would only leave a blank page (§4.4).
   */
  place(y: number, height: number): number {
    if (this.fits(y, height) || this.atPageTop(y) || height > this.pageHeight) return y;
    return this.nextPageTop(y);
  }

  /** Number of pages a flow of this extent fills (at least one). */
  pageCount(extent: number): number {
    if (!this.paginated) return 1;
    return Math.max(1, Math.ceil((extent - EPSILON) / this.pageHeight));
  }
}
