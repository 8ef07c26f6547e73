/**
 * Named pages (CSS Paged Media 3 §4.4.1): a box's used `page` — its own name, or its
 * parent's for `auto` — and the start and end page values that decide which named page
 * the content on either side of a break point asks for.
 */
import type { ComputedStyle } from "../../css/types.ts";
import type { BlockBox } from "../box.ts";

/** The used value of `page`: `auto` takes the parent's used value (null: unnamed). */
export function usedPageName(value: string, parent: string | null): string | null {
  return value === "auto" ? parent : value;
}

/** The in-flow block children of a block container holding blocks (none otherwise). */
function children(box: BlockBox): readonly BlockBox[] {
  return box.content.type === "blocks" ? box.content.children : [];
}

/** The start page value: the first child's, or the box's own when it has no block children. */
export function startPageName(box: BlockBox): string | null {
  let b = box;
  for (let first = children(b)[0]; first; first = children(b)[0]) b = first;
  return b.pageName ?? null;
}

/** The end page value: the last child's, or the box's own when it has no block children. */
export function endPageName(box: BlockBox): string | null {
  let b = box;
  for (let list = children(b); list.length > 0; list = children(b)) b = list[list.length - 1];
  return b.pageName ?? null;
}

/**
 * Sets every block box's used page name, from `pageOf` (a style's computed `page`);
 * anonymous boxes take their parent's (§4.4.1). Only block containers of blocks are walked:
 * breaks between named pages happen between block-level siblings.
 */
export function assignPageNames(
  root: BlockBox,
  pageOf: (style: ComputedStyle) => string,
): void {
  const walk = (box: BlockBox, parent: string | null) => {
    // A table wrapper box goes where its table asks (CSS 2.2 §17.4).
    const source = box.content.type === "table" ? box.content.table : box;
    const used = source.element ? usedPageName(pageOf(source.style), parent) : parent;
    if (used !== null) box.pageName = used;
    for (const child of children(box)) walk(child, used);
  };
  walk(root, null);
}
