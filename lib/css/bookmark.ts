/**
 * Bookmarks (CSS Generated Content 3 §Bookmarks, formerly GCPM 3): `bookmark-level`,
 * `bookmark-label` and `bookmark-state` say which elements become entries of the PDF outline,
 * under what label, and whether their entries start expanded. The UA sheet gives h1–h6 levels
 * 1–6 (ua.ts, as GCPM 3 Appendix B suggests), which is also the outline Chromium prints.
 *
 * A label's text comes from the element's laid-out text (content(text) is "the string value
 * of the element", read after white-space processing as WeasyPrint reads it), which only paint
 * sees (lib/paint/bookmarks.ts), and attr() from the element's attributes there too: the
 * computed value keeps both symbolic, so elements that share a style share their labels.
 */
import type { CssNode } from "./csstree.ts";
import { integer, keyword } from "./kinds.ts";
import { longhand, type ValueKind } from "./property.ts";
import { identOf, keywordIn, keywordOf } from "./value.ts";
import type { RelativeNumber } from "./calc.ts";

/** Which text of the element a content() item stands for (Generated Content 3, content()). */
export type ContentPart = "text" | "before" | "after" | "first-letter";

/** One piece of a bookmark label. */
export type BookmarkLabelItem =
  | { type: "string"; value: string }
  | { type: "content"; part: ContentPart }
  | { type: "attr"; name: string };

const CONTENT_PARTS: readonly ContentPart[] = ["text", "before", "after", "first-letter"];

/** `bookmark-level: none | <integer [1,∞]>`: 1 is the outermost level. */
const LEVEL = integer(1);
const BOOKMARK_LEVEL_KIND: ValueKind<number | RelativeNumber | "none", number | "none"> = {
  parse: (tokens) => keywordOf(tokens, ["none"]) ?? LEVEL.parse(tokens),
  compute: (value, ctx) => value === "none" ? value : LEVEL.compute(value, ctx),
};

export const BOOKMARK_LEVEL = longhand("bookmark-level", BOOKMARK_LEVEL_KIND, {
  inherited: false,
  initial: "none",
});

function labelItem(node: CssNode): BookmarkLabelItem | null {
  if (node.type === "String") return { type: "string", value: node.value };
  if (node.type !== "Function" || node.children.length > 1) return null;
  const [argument] = node.children;
  switch (node.name.toLowerCase()) {
    case "content": {
      // content() alone is content(text).
      const part = argument === undefined ? "text" : keywordIn(argument, CONTENT_PARTS);
      return part && { type: "content", part };
    }
    case "attr": {
      const name = identOf(argument);
      return name === null ? null : { type: "attr", name };
    }
  }
  return null;
}

/**
 * `bookmark-label: <content-list>` as far as a label can show it: strings, content()
 * and attr(). Counters and the other generated-content functions are not supported (the
 * declaration is invalid, so a fallback declaration before it applies).
 */
const BOOKMARK_LABEL_KIND: ValueKind<BookmarkLabelItem[], BookmarkLabelItem[]> = {
  parse(tokens) {
    const items = tokens.map(labelItem);
    if (items.length === 0 || items.includes(null)) return null;
    return items as BookmarkLabelItem[];
  },
  compute: (items) => items,
};

export const BOOKMARK_LABEL = longhand("bookmark-label", BOOKMARK_LABEL_KIND, {
  inherited: false,
  initial: "content(text)",
});

/** `bookmark-state: open | closed`: whether the entry's children show at first. */
export const BOOKMARK_STATE = longhand(
  "bookmark-state",
  keyword(["open", "closed"] as const),
  { inherited: false, initial: "open" },
);
