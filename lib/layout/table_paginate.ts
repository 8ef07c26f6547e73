/**
 * Rows in the fragmented flow (CSS Fragmentation 3 §4, CSS Tables 3 §3.11; CSS 2.2
 * §17.2: header and footer groups repeat on every page a table spans): a table
 * breaks only between rows, each row being an unbreakable unit (Chromium avoids
 * breaking inside rows that fit a page); a forced `break-before`/`break-after`
 * on a row starts a new page. A row taller than a page stays where it starts
 * and is reported, for its cells to be laid out across the break.
 */
import type { Fragmentainer } from "./fragmentainer.ts";

export interface RowRun {
  heights: number[];
  /** Vertical border-spacing, before each row and after the last. */
  spacing: number;
  /** Row ranges [start, end) of the header and footer groups. */
  header: [number, number] | null;
  footer: [number, number] | null;
  /** Per row: a forced break comes before it. */
  forcedBefore: boolean[];
}

export interface PlacedRows {
  tops: number[];
  /** Where a copy of the header group starts (its first row's spacing): page tops. */
  headerCopies: number[];
  /** Where a copy of the footer group starts, at the end of a page. */
  footerCopies: number[];
  /** Below the last row's spacing. */
  bottom: number;
  /** Rows taller than a page that cross a page boundary where they were placed. */
  split: number[];
}

/**
 * The height a header and footer may take together and still repeat: a quarter of
 * the page, so that repeating leaves room for the body (an html2pdf choice).
 */
const REPEAT_LIMIT = 0.25;

/** The height of rows [start, end) with the spacing before each. */
export function runHeight(run: RowRun, start: number, end: number): number {
  let h = 0;
  for (let r = start; r < end; r++) h += run.spacing + run.heights[r];
  return h;
}

/** Places the rows from `top` (the table's content top), breaking between them. */
export function placeRows(run: RowRun, top: number, f: Fragmentainer): PlacedRows {
  const { heights, spacing, header, footer } = run;
  const headerHeight = header ? runHeight(run, ...header) : 0;
  const footerHeight = footer ? runHeight(run, ...footer) : 0;
  const repeat = f.paginated && headerHeight + footerHeight <= f.pageHeight * REPEAT_LIMIT;
  const tops: number[] = [];
  const headerCopies: number[] = [];
  const footerCopies: number[] = [];
  const split: number[] = [];
  let y = top;
  // Rows placed on the current page other than a repeated header: a break needs one.
  let placedOnPage = 0;
  for (let r = 0; r < heights.length; r++) {
    const inHeader = header !== null && r < header[1];
    const inFooter = footer !== null && r >= footer[0];
    const reserve = repeat && footer && !inFooter ? footerHeight : 0;
    const overflows = !f.fits(y + spacing, heights[r] + reserve);
    // A row no page could hold breaks inside instead (Chromium starts it where it is).
    const tall = heights[r] + reserve > f.pageHeight - (repeat ? headerHeight : 0);
    const moves = overflows && !tall;
    if (f.paginated && !inHeader && placedOnPage > 0 && (run.forcedBefore[r] || moves)) {
      if (repeat && footer && !inFooter) {
        footerCopies.push(y);
        y += footerHeight;
      }
      y = f.pageTop(f.pageIndex(tops[r - 1]) + 1);
      placedOnPage = 0;
      if (repeat && header) {
        headerCopies.push(y);
        y += headerHeight;
      }
    }
    tops.push(y + spacing);
    if (tall && !f.fits(y + spacing, heights[r])) split.push(r);
    y += spacing + heights[r];
    if (!inHeader) placedOnPage++;
  }
  const bottom = y + (heights.length ? spacing : 0);
  return { tops, headerCopies, footerCopies, bottom, split };
}
