/**
 * A block's block-end padding and border go with its last content (CSS Fragmentation 3 §4.1,
 * §4.4). Breaks are allowed between siblings (class A), between lines (class B) and in a gap
 * between a box's content edge and its content (class C) — never between the last content and
 * the box's end edges. So when those edges do not fit on the page where the content ends, the
 * break goes at the last break point before that content, which moves to the next page together
 * with the edges; only when no such break point exists (the content starts its page) does the
 * box break before its end edges, which then start the next page. Chromium's LayoutNG does both
 * (WPT css-break/break-at-end-container-edge-001: "break between the last two lines rather than
 * inside the container padding").
 */
import type { BoxFragment, Fragment } from "../fragment.ts";
import { isFloat } from "../box.ts";
import type { Fragmentainer } from "../page/mod.ts";

const EPSILON = 0.01;

/** How far above the content's end the page is cut so that the last content no longer fits. */
const ABOVE_END = 0.5;

/** A laid-out box with where its last in-flow content ends (null: no content decides its end). */
export interface EndedBox {
  fragment: BoxFragment;
  contentEnd: number | null;
}

/**
 * The page the box's content ends on, when its end edges do not fit on that page below the
 * content; null when they fit or nothing ties them to content.
 */
function strandedOn(box: EndedBox, f: Fragmentainer): number | null {
  const { fragment, contentEnd } = box;
  if (!f.paginated || contentEnd === null) return null;
  if (fragment.padding.bottom + fragment.border.bottom <= 0) return null;
  const page = f.lastPageIndex(fragment.y, contentEnd);
  if (contentEnd <= f.contentTop(page) + EPSILON) return null;
  const bottom = fragment.y + fragment.height;
  return bottom <= f.contentBottom(page) + EPSILON ? null : page;
}

/**
 * The pages to lay the box out again in so that its content breaks before its last piece: the
 * page its content ends on cut at that piece's top, so the usual rules (widows, `avoid`, a
 * first child taking its parent along) pick the break. Null when the end edges fit, or when the
 * last piece starts its page and no break point precedes it.
 */
export function earlierBreak(box: EndedBox, f: Fragmentainer): Fragmentainer | null {
  const page = strandedOn(box, f);
  if (page === null || box.contentEnd === null) return null;
  const top = lastPieceTop(box.fragment);
  if (top !== null && f.pageIndex(top) === page) {
    return f.atPageTop(top) ? null : f.endingAt(page, top);
  }
  // A piece begun on an earlier page (or a table's rows) breaks inside, above its end.
  return f.endingAt(page, box.contentEnd - ABOVE_END);
}

/**
 * The top of the last piece of a box's content that a break can go before: its last line, or
 * its last block-level box that content does not break inside for this — a flex row or a grid
 * (Chromium moves those whole rather than break their items in parallel), a replaced or empty
 * box — looking into block containers. Null when the piece is a table, whose rows place
 * themselves when the page ends above its end.
 */
function lastPieceTop(fragment: BoxFragment): number | null {
  const last = fragment.children.findLast(inFlow);
  if (!last) return fragment.y;
  if (last.kind === "line") return last.y;
  if (last.kind !== "box") return null;
  const { display, flexDirection } = last.style;
  if (display === "table" || display === "inline-table") return null;
  const rows = (display === "flex" || display === "inline-flex") && flexDirection.startsWith("row");
  if (rows || display === "grid" || display === "inline-grid") return last.y;
  return lastPieceTop(last);
}

/** Whether a child fragment is in the flow (not floated or absolutely positioned). */
function inFlow(child: Fragment): boolean {
  if (child.kind !== "line" && child.kind !== "box") return false;
  if (child.height <= 0) return false;
  if (child.kind === "line") return true;
  const { position } = child.style;
  return !isFloat(child.style) && position !== "absolute" && position !== "fixed";
}

/**
 * The box's fragments once its end edges, still not fitting where its content ends, start the
 * next page (§4.4: with no break point left, the break goes where the content ends): the
 * content's piece without its block-end edges, and a piece of the edges (and the margins inside
 * them) at the next page's top without its block-start edges. `shift` is how much lower the
 * box's bottom is than laid out.
 */
export function withEndEdgesMoved(
  box: EndedBox,
  f: Fragmentainer,
): { pieces: BoxFragment[]; shift: number } {
  const { fragment, contentEnd } = box;
  const page = strandedOn(box, f);
  if (page === null || contentEnd === null) return { pieces: [fragment], shift: 0 };
  const top = f.contentTop(page + 1);
  const bottom = fragment.y + fragment.height;
  const content: BoxFragment = {
    ...fragment,
    height: contentEnd - fragment.y,
    border: { ...fragment.border, bottom: 0 },
    padding: { ...fragment.padding, bottom: 0 },
  };
  // Floats overhanging the box are measured from the content piece's bottom now.
  if (fragment.floatOverhang) content.floatOverhang = bottom + fragment.floatOverhang - contentEnd;
  const edges: BoxFragment = {
    ...fragment,
    y: top,
    height: bottom - contentEnd,
    border: { ...fragment.border, top: 0 },
    padding: { ...fragment.padding, top: 0 },
    children: [],
  };
  // The legend and the baseline belong to the content's piece.
  delete edges.floatOverhang;
  delete edges.legend;
  delete edges.baseline;
  return { pieces: [content, edges], shift: top - contentEnd };
}
