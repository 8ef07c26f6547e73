/**
 * Navigation markers in the display list: where elements with an id start (`dest`, the target
 * of `#id` links and a named destination), where bookmarked elements start (`bookmark`, an
 * outline entry), and the links of `a` elements that are boxes (buttons, cards; inline links
 * are marked line by line with their inline boxes). Painting emits them where it paints the
 * element's box, so they land where the box does on its page — positioned, fixed or
 * transformed — and the PDF writer reads them all together.
 */
import type { BoxFragment, Fragment, InlineBoxFragment, LineFragment } from "../layout/mod.ts";
import { bookmarkLabel } from "./bookmark_label.ts";
import type { PaintWindow } from "./paint.ts";
import type { DisplayItem } from "./types.ts";

/** The place in the document of each bookmarked box of a flow. */
export type TreeOrder = ReadonlyMap<BoxFragment, number>;

const treeOrders = new WeakMap<BoxFragment, TreeOrder>();

/**
 * Numbers the flow's bookmarked boxes in tree order (fragments keep their boxes' order),
 * once per flow: entries of the outline follow the document's order (CSS Generated Content 3,
 * as Chromium's outline does), while positioned boxes and floats paint after the flow.
 */
export function treeOrder(root: BoxFragment): TreeOrder {
  let order = treeOrders.get(root);
  if (!order) {
    const numbered = new Map<BoxFragment, number>();
    const visit = (f: Fragment) => {
      if (f.kind === "box" && f.style.bookmarkLevel !== "none") numbered.set(f, numbered.size);
      for (const child of f.children) {
        if (child.kind === "box" || child.kind === "line") visit(child);
      }
    };
    visit(root);
    order = numbered;
    treeOrders.set(root, order);
  }
  return order;
}

/** The names `#name` finds an element by (HTML §7.4.6.4): its id, and an a element's name. */
function destinationNames(f: BoxFragment | InlineBoxFragment): string[] {
  const attribs = f.element?.attribs;
  if (!attribs) return [];
  const names = attribs.id ? [attribs.id] : [];
  if (f.element!.name === "a" && attribs.name) names.push(attribs.name);
  return names;
}

/**
 * A link over the part of a block-level or atomic `a href` box on the window's page: its
 * border box, cut at the page area's edges, as Chromium prints a block link on each page.
 */
function boxLink(out: DisplayItem[], f: BoxFragment, window: PaintWindow): void {
  const href = f.element?.name === "a" ? f.element.attribs.href : undefined;
  if (!href) return;
  const top = Math.max(f.y, window.top);
  const bottom = Math.min(f.y + f.height, window.bottom);
  if (bottom <= top || f.width <= 0) return;
  const x = f.x + window.dx;
  out.push({ kind: "link", x, y: top + window.dy, width: f.width, height: bottom - top, href });
}

/**
 * Marks a box's link on every page it shows on, and where `f` starts when its top is on the
 * window's page: a `dest` per name it has, and its `bookmark` when it is a box with a bookmark
 * level and a label. A start is marked once, on the page where it is; a box repeated on every
 * page (fixed) is marked on each, and the writer keeps the first.
 */
export function markNavigation(
  out: DisplayItem[],
  f: BoxFragment | InlineBoxFragment,
  window: PaintWindow,
  order: TreeOrder,
): void {
  if (f.kind === "box") boxLink(out, f, window);
  if (f.y < window.top || f.y >= window.bottom) return;
  const x = f.x + window.dx;
  const y = f.y + window.dy;
  for (const name of destinationNames(f)) out.push({ kind: "dest", x, y, name });
  const level = f.style.bookmarkLevel;
  if (f.kind !== "box" || level === "none") return;
  const label = bookmarkLabel(f, f.element);
  if (label === "") return;
  const open = f.style.bookmarkState === "open";
  out.push({ kind: "bookmark", x, y, level, label, open, order: order.get(f) ?? 0 });
}

/**
 * Links over the atomic inlines (images, inline-blocks) inside an inline link on a line: the
 * link's inline box covers its text, and, as Chromium prints it, each atomic inline within it
 * gets a link over its own border box too — an image taller than the text is clickable all over.
 */
export function markAtomicLinks(out: DisplayItem[], line: LineFragment, window: PaintWindow): void {
  const links = line.children.filter((c): c is InlineBoxFragment =>
    c.kind === "inline-box" && c.element?.name === "a" && !!c.element.attribs.href
  );
  if (links.length === 0) return;
  for (const child of line.children) {
    if (child.kind !== "box") continue;
    const link = links.find((l) => child.x >= l.x && child.x + child.width <= l.x + l.width);
    if (!link || child.width <= 0 || child.height <= 0) continue;
    const { x, y, width, height } = child;
    const href = link.element!.attribs.href;
    out.push({ kind: "link", x: x + window.dx, y: y + window.dy, width, height, href });
  }
}
