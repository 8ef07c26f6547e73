/**
 * The pages a document's flow is cut into, made as layout reaches them (CSS Paged Media 3
 * §3, §4; Fragmentation 3 §2): each page's area may differ — `:first`, `:left`/`:right`,
 * named pages and their sizes — and is only known once layout says which named page the
 * content starting it asks for and whether a `left`/`right` break left it blank. Pages are
 * stacked along one flow coordinate: page i covers [top(i), top(i) + height(i)).
 */

/** What a page is made for: the named page of the content that starts it, and blankness. */
export interface PageRequest {
  /** The page type (a named page, §4.4); null for the unnamed page. */
  name: string | null;
  /** Inserted by a `left`/`right` break before the content (Fragmentation 3 §3.1). */
  blank: boolean;
}

/** A page area as layout sees it, CSS px. */
export interface PageArea {
  width: number;
  height: number;
}

/** Gives the page area of page `index` made for `request`; asked once per page, in order. */
export type PageAreas = (index: number, request: PageRequest) => PageArea;

export interface Page extends PageRequest, PageArea {
  /** Whether a forced break asked for this page (else layout overflowed onto it). */
  forced: boolean;
}

/** With left-to-right page progression the first page is a right page (§4.2.2). */
export function pageSide(index: number): "left" | "right" {
  return index % 2 === 0 ? "right" : "left";
}

/** Past this many pages the last one repeats without being stored (a runaway flow). */
const MAX_STORED = 100_000;

export class PageSequence {
  readonly #pages: Page[] = [];
  /** tops[i]: where page i starts; one more entry than pages, the last page's bottom. */
  readonly #tops: number[] = [0];

  /**
   * `areas` gives each page's area; the first page is made for the named page `firstName`
   * (the start page value of the root, §4.4.1).
   */
  constructor(readonly areas: PageAreas, firstName: string | null = null) {
    this.#make({ name: firstName, blank: false }, true);
  }

  /** Pages all of one height (and unknown width). */
  static uniform(height: number): PageSequence {
    return new PageSequence(() => ({ width: NaN, height }));
  }

  /** The pages made so far. */
  get pages(): readonly Page[] {
    return this.#pages;
  }

  /** Page `index`, made (continuing the last page's name) when layout has not reached it. */
  page(index: number): Page {
    this.#reach(index);
    return this.#pages[Math.min(index, this.#pages.length - 1)];
  }

  top(index: number): number {
    if (index <= 0) return 0;
    this.#reach(index - 1);
    const stored = this.#pages.length;
    if (index <= stored) return this.#tops[index];
    return this.#tops[stored] + (index - stored) * this.#pages[stored - 1].height;
  }

  /** The page holding flow position y (a page's top belongs to it). */
  indexAt(y: number, epsilon: number): number {
    if (y < this.#tops[1] - epsilon) return 0;
    while (this.#tops[this.#pages.length] <= y + epsilon && this.#pages.length < MAX_STORED) {
      this.#make(this.#continuation(), false);
    }
    const stored = this.#pages.length;
    const bottom = this.#tops[stored];
    if (bottom <= y + epsilon) {
      return stored + Math.floor((y + epsilon - bottom) / this.#pages[stored - 1].height);
    }
    // The last page whose top is at or above y.
    let lo = 0;
    let hi = stored - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.#tops[mid] <= y + epsilon) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  side(index: number): "left" | "right" {
    return pageSide(index);
  }

  /**
   * Makes the page a forced break after page `after` continues on: the next page, made for
   * the named page `name`, or the one after it when it is on the wrong `side` (a blank page
   * between, Fragmentation 3 §3.1). Pages past `after` that overflowing content made are
   * made again (no content is on them yet); those an earlier break made are kept, so the
   * same break laid out twice lands on the same page. Returns its index.
   */
  breakAfter(after: number, name: string | null, side: "left" | "right" | null): number {
    let index = after + 1;
    const existing = this.#pages[index];
    if (existing?.forced) return existing.blank ? index + 1 : index;
    this.#truncate(index);
    if (this.#pages.length < index) this.#reach(index - 1);
    if (side !== null && this.side(index) !== side) {
      this.#make({ name, blank: true }, true);
      index++;
    }
    this.#make({ name, blank: false }, true);
    return index;
  }

  #continuation(): PageRequest {
    const last = this.#pages[this.#pages.length - 1];
    return { name: last.name, blank: false };
  }

  #reach(index: number): void {
    while (this.#pages.length <= index && this.#pages.length < MAX_STORED) {
      this.#make(this.#continuation(), false);
    }
  }

  #make(request: PageRequest, forced: boolean): void {
    const index = this.#pages.length;
    const area = this.areas(index, request);
    this.#pages.push({ ...request, ...area, forced });
    this.#tops.push(this.#tops[index] + area.height);
  }

  #truncate(length: number): void {
    if (this.#pages.length <= length) return;
    this.#pages.length = length;
    this.#tops.length = length + 1;
  }
}
