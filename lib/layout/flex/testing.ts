/** Test support: lays out a snippet and compares element boxes with Chromium's rectangles. */
import { assertRects, layoutHtml } from "../testing.ts";

const PAGE = `<!doctype html><style>body { margin: 0; font: 16px/20px 'Liberation Sans' }</style>`;

/**
 * Lays out `html` 600px wide (`pageHeight` tall pages when given) and asserts that each id's
 * first box fragment has the border box [x, y, width, height] within half a pixel.
 */
export async function expectRects(
  html: string,
  expected: Record<string, number[]>,
  pageHeight = Infinity,
): Promise<void> {
  assertRects(await layoutHtml(PAGE + html, 600, pageHeight), expected);
}

/** Checks each [html, rects] pair on unpaginated 600px-wide pages. */
export async function expectAll(cases: [string, Record<string, number[]>][]): Promise<void> {
  for (const [html, rects] of cases) await expectRects(html, rects);
}
