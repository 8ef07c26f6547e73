/** Test support: lays out an HTML string 600px wide and paints one of its pages. */
import { FontRegistry } from "../text/mod.ts";
import { Fragmentainer } from "../layout/mod.ts";
import { layoutHtml } from "../layout/testing.ts";
import { paintFlow } from "./paint.ts";
import type { DisplayItem } from "./types.ts";

/** The display items of page `page` (from 0) of `html` laid out on `pageHeight`-tall pages. */
export async function paintedPage(
  html: string,
  pageHeight: number,
  page: number,
): Promise<DisplayItem[]> {
  const root = await layoutHtml(html, 600, pageHeight);
  const ctx = {
    registry: await FontRegistry.bundled(),
    fragmentainer: new Fragmentainer(pageHeight),
  };
  const out: DisplayItem[] = [];
  const top = page * pageHeight;
  const pages = { index: page, top: (index: number) => index * pageHeight };
  paintFlow(root, { top, bottom: top + pageHeight, dx: 0, dy: -top, width: 600, pages }, ctx, out);
  return out;
}
