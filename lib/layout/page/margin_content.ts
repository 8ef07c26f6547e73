/**
 * A margin box's content as boxes (CSS Paged Media 3 §5.2, GCPM 3 §1–2): the strings and
 * counters of its `content` (the page counter and `pages` among them, §6.3) as text in the
 * box's style, named strings (`string()`) as text, running elements (`element()`) as the
 * block boxes they generated — so the block layout lays the box out like any other.
 */
import type { ContentItem, PagePosition } from "../../css/mod.ts";
import type { ComputedStyle } from "../../css/types.ts";
import { anonymousStyle } from "../anonymous_style.ts";
import type { BlockBox, InlineNode } from "../box.ts";
import { formatCounter } from "../list_marker.ts";

/** What a page gives the functions of a margin box's content. */
export interface MarginContentSources {
  /** The values of counter `name` in scope, outermost first (the page counter's on this page). */
  counter(name: string): number[];
  /** The value of named string `name` on this page. */
  namedString(name: string, position: PagePosition): string;
  /** The running element named `name` this page shows, if any. */
  runningElement(name: string, position: PagePosition): BlockBox | null;
}

/** The text of an item, or the running element it places. */
function piece(item: ContentItem, sources: MarginContentSources): string | BlockBox | null {
  switch (item.type) {
    case "string":
      return item.value;
    case "counter": {
      const values = sources.counter(item.name);
      return formatCounter(item.style, values[values.length - 1] ?? 0);
    }
    case "counters":
      return sources.counter(item.name).map((v) => formatCounter(item.style, v))
        .join(item.separator);
    case "named-string":
      return sources.namedString(item.name, item.position);
    case "element":
      return sources.runningElement(item.name, item.position);
    default:
      // Quotes, targets and leaders mean nothing outside the document's flow.
      return null;
  }
}

/** A margin box of `style` holding `content` (items of its `content` property). */
export function marginBoxOf(
  style: ComputedStyle,
  content: readonly ContentItem[],
  sources: MarginContentSources,
): BlockBox {
  const pieces: Array<string | BlockBox> = [];
  for (const item of content) {
    const p = piece(item, sources);
    if (p === null || p === "") continue;
    const last = pieces[pieces.length - 1];
    if (typeof p === "string" && typeof last === "string") pieces[pieces.length - 1] = last + p;
    else pieces.push(p);
  }
  return marginBoxAround(style, pieces);
}

/**
 * A margin box of `style` holding text and block boxes in order: text beside blocks goes
 * into anonymous blocks (CSS 2.2 §9.2.1.1).
 */
export function marginBoxAround(
  style: ComputedStyle,
  pieces: ReadonlyArray<string | BlockBox>,
): BlockBox {
  const text = (value: string): InlineNode => ({
    kind: "text",
    text: value,
    style,
    decorations: [],
  });
  const block = (style: ComputedStyle, content: BlockBox["content"]): BlockBox => ({
    kind: "block",
    style,
    element: null,
    content,
    marker: null,
  });
  if (pieces.every((p) => typeof p === "string")) {
    return block(style, { type: "inline", nodes: (pieces as string[]).map(text) });
  }
  const children = pieces.map((p) =>
    typeof p === "string" ? block(anonymousStyle(style), { type: "inline", nodes: [text(p)] }) : p
  );
  return block(style, { type: "blocks", children });
}
