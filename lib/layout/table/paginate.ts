/**
 * Rows in the fragmented flow (CSS Fragmentation 3 §4, CSS Tables 3 §3.11; CSS 2.2
 * §17.2: header and footer groups repeat on every page a table spans): a table
 * breaks only between rows, each row being an unbreakable unit (Chromium avoids
 * breaking inside rows that fit a page); a forced `break-before`/`break-after`
 * on a row starts a new page. A row taller than a page stays where it starts
 * and is reported, for its cells to be laid out across the break.
 */
import type { Fragmentainer } from "../page/mod.ts";

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
  /** Where a copy of the header group starts (the spacing above its first row). */
  headerCopies: number[];
  /** Where a copy of the footer group starts (the spacing above its first row). */
  footerCopies: number[];
  /** Below the last row's spacing. */
  bottom: number;
  /** Rows taller than a page that cross a page boundary where they were placed. */
  split: number[];
  /**
   * The pages as the content of a row taller than a page sees them: what repeats at
   * their top and bottom (the header and footer copies) is reserved.
   */
  bodyPages: Fragmentainer;
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

/**
 * Places the rows from `top` (the table's content top), breaking between them; `endEdge`
 * is the table's bottom padding and border, `headerEdge` what lies above the first row of a
 * repeated header (in the collapsing model the outer half of its top border, which
 * Chromium keeps on the page: the copy starts that far below the page top).
 *
 * At a break the border-spacing is truncated, as margins are (Fragmentation 3 §5.2):
 * the next page starts with the repeated header's first row, or with the next row,
 * at the page top, as in Chromium. A footer copy follows the last row on the page,
 * but no lower than leaves its spacing below it on the page (Chromium keeps that
 * spacing when it can). A row taller than a page continues, on each page it
 * crosses, between the header copy at the page top and the footer copy at the
 * page bottom.
 */
export function placeRows(
  run: RowRun,
  top: number,
  endEdge: number,
  headerEdge: number,
  f: Fragmentainer,
): PlacedRows {
  const { heights, spacing, header, footer } = run;
  const headerHeight = header ? headerEdge + runHeight(run, ...header) : 0;
  const footerHeight = footer ? runHeight(run, ...footer) : 0;
  const repeat = f.paginated && headerHeight + footerHeight <= f.contentHeight * REPEAT_LIMIT;
  const bodyPages = repeat ? f.inset(headerHeight, footerHeight) : f;
  const tops: number[] = [];
  const headerCopies: number[] = [];
  const footerCopies: number[] = [];
  const split: number[] = [];
  /** The copies around the break after `page`, whose last row ends at `end`. */
  const copiesAfter = (page: number, end: number, withFooter: boolean) => {
    if (!repeat) return;
    if (footer && withFooter) {
      footerCopies.push(Math.min(end, bodyPages.contentBottom(page) - spacing));
    }
    if (header) headerCopies.push(f.contentTop(page + 1) + headerEdge - spacing);
  };
  let y = top;
  // Rows placed on the current page other than a repeated header: a break needs one.
  let placedOnPage = 0;
  for (let r = 0; r < heights.length; r++) {
    const inHeader = header !== null && r < header[1];
    const inFooter = footer !== null && r >= footer[0];
    const pages = inHeader || inFooter ? f : bodyPages;
    const overflows = !pages.fits(y + spacing, heights[r]);
    // A row no page could hold breaks inside instead (Chromium starts it where it is).
    const tall = heights[r] > pages.contentHeight;
    if (
      f.paginated && !inHeader && placedOnPage > 0 && (run.forcedBefore[r] || overflows && !tall)
    ) {
      const page = f.lastPageIndex(tops[r - 1], y);
      copiesAfter(page, y, !inFooter);
      // The spacing before the row truncates: it starts right below the header copy.
      y = bodyPages.contentTop(page + 1) - spacing;
      placedOnPage = 0;
    }
    tops.push(y + spacing);
    y += spacing + heights[r];
    if (tall && !f.fits(tops[r], heights[r])) {
      split.push(r);
      const last = f.lastPageIndex(tops[r], y);
      for (let page = f.pageIndex(tops[r]); page < last; page++) copiesAfter(page, y, true);
    }
    if (!inHeader) placedOnPage++;
  }
  let bottom = y + (heights.length ? spacing : 0);
  // The spacing below the last row gives way for the table's bottom edge to stay on the
  // row's page (Chromium), rather than that edge alone starting a new page.
  if (heights.length && !f.fits(y, spacing + endEdge) && f.fits(y, endEdge)) {
    bottom = f.contentBottom(f.pageIndex(y)) - endEdge;
  }
  return { tops, headerCopies, footerCopies, bottom, split, bodyPages };
}
