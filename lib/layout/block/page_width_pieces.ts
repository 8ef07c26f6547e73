/**
 * Content on pages of other widths (`:first` or `:left`/`:right` margins, a named page; Paged
 * Media 3 §4.4): a content area resolved again against each page's width, and a block box whose
 * content continues onto such pages cut into one fragment per run of pages of one width, each
 * as wide as its pages make the box: Chromium lays out each fragment in its own fragmentainer
 * (Fragmentation 3 §4.1) and slices the box's decorations at the cuts (§5.4, `slice`).
 */
import type { LayoutContext } from "../context.ts";
import type { BoxFragment, Fragment, Sides } from "../fragment.ts";
import type { ContentArea } from "./layout.ts";

/** Where a content area lies on a page of another width. */
export type AreaOnPage = Pick<ContentArea, "x" | "width" | "pageWidth" | "onPage">;

/** The area `area` is on page `index`: itself unless that page's width differs. */
export function areaOnPage(area: ContentArea, index: number, ctx: LayoutContext): ContentArea {
  if (area.pageWidth === undefined || !area.onPage) return area;
  const width = ctx.fragmentainer.pageWidth(index);
  if (width === null || Math.abs(width - area.pageWidth) < 0.01) return area;
  return { ...area, ...area.onPage(width) };
}

/** `resolve` remembered per page width: areas are asked for once per line and child. */
export function perPageWidth(resolve: (pageWidth: number) => AreaOnPage) {
  const known = new Map<number, AreaOnPage>();
  return (pageWidth: number) => {
    let area = known.get(pageWidth);
    if (!area) known.set(pageWidth, area = resolve(pageWidth));
    return area;
  };
}

/** A run of pages [first, last] on which the box's content area is `area`. */
interface Run {
  first: number;
  last: number;
  area: AreaOnPage;
}

/** `fragment`, whose content box is `content`, cut where the pages it spans change width. */
export function piecesByPageWidth(
  fragment: BoxFragment,
  content: ContentArea,
  ctx: LayoutContext,
): BoxFragment[] {
  const f = ctx.fragmentainer;
  // A bookmarked box (a heading) stays whole: its outline entry is titled with all its text.
  const bookmarked = fragment.style.bookmarkLevel !== "none";
  if (!f.paginated || !content.onPage || fragment.height <= 0 || bookmarked) return [fragment];
  const end = fragment.y + fragment.height;
  const runs: Run[] = [];
  for (let page = f.pageIndex(fragment.y); page <= f.lastPageIndex(fragment.y, end); page++) {
    const area = areaOnPage(content, page, ctx);
    const run = runs.at(-1);
    if (run && sameBox(run.area, area)) run.last = page;
    else runs.push({ first: page, last: page, area });
  }
  if (runs.length < 2) return [fragment];
  const tops = runs.map((run, i) => i === 0 ? fragment.y : f.pageTop(run.first));
  const pieceOf = (child: Fragment) => Math.max(0, tops.findLastIndex((top) => child.y >= top));
  const children: Fragment[][] = runs.map(() => []);
  for (const child of fragment.children) children[pieceOf(child)].push(child);
  const { floatOverhang, legend, baseline, ...box } = fragment;
  return runs.map((run, i): BoxFragment => {
    const first = i === 0;
    const last = i === runs.length - 1;
    const bottom = last ? end : tops[i + 1];
    return {
      ...box,
      x: fragment.x + run.area.x - content.x,
      y: tops[i],
      width: fragment.width + run.area.width - content.width,
      height: bottom - tops[i],
      border: sliced(fragment.border, first, last),
      padding: sliced(fragment.padding, first, last),
      children: children[i],
      ...(first && legend ? { legend } : {}),
      ...(first && baseline !== undefined ? { baseline } : {}),
      ...(last && floatOverhang !== undefined ? { floatOverhang } : {}),
    };
  });
}

function sameBox(a: AreaOnPage, b: AreaOnPage): boolean {
  return Math.abs(a.x - b.x) < 0.01 && Math.abs(a.width - b.width) < 0.01;
}

/** A piece's sides: the block-start ones only on the first, the block-end ones on the last. */
function sliced(sides: Sides, first: boolean, last: boolean): Sides {
  if (first && last) return sides;
  return { ...sides, top: first ? sides.top : 0, bottom: last ? sides.bottom : 0 };
}
