/** Test support: lays out a snippet and compares element boxes with Chromium's rectangles. */
import { boxes, layoutHtml } from "../testing.ts";

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
  const root = await layoutHtml(PAGE + html, 600, pageHeight);
  const got: Record<string, number[]> = {};
  for (const box of boxes(root)) {
    const id = box.element?.attribs.id;
    if (id && !(id in got)) got[id] = [box.x, box.y, box.width, box.height];
  }
  const wrong = Object.entries(expected).filter(([id, rect]) =>
    !got[id] || got[id].some((v, i) => Math.abs(v - rect[i]) > 0.5)
  );
  if (wrong.length > 0) {
    const lines = wrong.map(([id, rect]) =>
      `#${id}: expected ${rect}, got ${got[id]?.map((n) => n.toFixed(2))}`
    );
    throw new Error(lines.join("\n"));
  }
}

/** Checks each [html, rects] pair on unpaginated 600px-wide pages. */
export async function expectAll(cases: [string, Record<string, number[]>][]): Promise<void> {
  for (const [html, rects] of cases) await expectRects(html, rects);
}
