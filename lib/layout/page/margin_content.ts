/**
 * A margin box's content as boxes (CSS Paged Media 3 §5.2, GCPM 3 §1–2): the strings and
 * counters of its `content` (the page counter and `pages` among them, §6.3) as text in the
 * box's style, its `url()` images as replaced boxes of their natural size in the same line (as
 * Chromium prints them, like a ::before's), named strings (`string()`) as text, running
 * elements (`element()`) as the block boxes they generated — so the block layout lays the box
 * out like any other.
 */
import type { ContentItem, PagePosition } from "../../css/mod.ts";
import type { ComputedStyle } from "../../css/types.ts";
import { anonymousStyle } from "../anonymous_style.ts";
import type { BlockBox, InlineNode } from "../box.ts";
import { counterText } from "../list_marker.ts";
import type { LoadedImage } from "../../document_images/mod.ts";
import { contentImageNode } from "../replaced/generated_image.ts";

/** What a page gives the functions of a margin box's content. */
export interface MarginContentSources {
  /** The values of counter `name` in scope, outermost first (the page counter's on this page). */
  counter(name: string): number[];
  /** The value of named string `name` on this page. */
  namedString(name: string, position: PagePosition): string;
  /** The running element named `name` this page shows, if any. */
  runningElement(name: string, position: PagePosition): BlockBox | null;
  /** The image of `url`, loaded before the page's furniture is laid out; null if it failed. */
  image(url: string): LoadedImage | null;
}

/** What a margin box holds: text, an image's box in its line, or a running element's block. */
export type MarginPiece = string | InlineNode | BlockBox;

/** The text of an item, the image or the running element it places. */
function piece(
  item: ContentItem,
  style: ComputedStyle,
  sources: MarginContentSources,
): MarginPiece | null {
  switch (item.type) {
    case "string":
      return item.value;
    case "image": {
      // An image that did not load shows nothing, as in a pseudo-element's content.
      const image = sources.image(item.url);
      return image && contentImageNode(image, style);
    }
    case "counter":
    case "counters":
      return counterText(item, sources.counter(item.name));
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
  const pieces: MarginPiece[] = [];
  for (const item of content) {
    const p = piece(item, style, sources);
    if (p === null || p === "") continue;
    const last = pieces[pieces.length - 1];
    if (typeof p === "string" && typeof last === "string") pieces[pieces.length - 1] = last + p;
    else pieces.push(p);
  }
  return marginBoxAround(style, pieces);
}

/**
 * A margin box of `style` holding text, images and block boxes in order: text and images beside
 * blocks go into anonymous blocks (CSS 2.2 §9.2.1.1).
 */
export function marginBoxAround(style: ComputedStyle, pieces: readonly MarginPiece[]): BlockBox {
  const inline = (p: string | InlineNode): InlineNode =>
    typeof p === "string" ? { kind: "text", text: p, style, decorations: [] } : p;
  const block = (style: ComputedStyle, content: BlockBox["content"]): BlockBox => ({
    kind: "block",
    style,
    element: null,
    content,
    marker: null,
  });
  const isBlock = (p: MarginPiece): p is BlockBox => typeof p !== "string" && p.kind === "block";
  if (!pieces.some(isBlock)) {
    return block(style, {
      type: "inline",
      nodes: (pieces as Array<string | InlineNode>).map(inline),
    });
  }
  const children: BlockBox[] = [];
  let run: InlineNode[] = [];
  const endRun = () => {
    if (run.length) children.push(block(anonymousStyle(style), { type: "inline", nodes: run }));
    run = [];
  };
  for (const p of pieces) {
    if (isBlock(p)) {
      endRun();
      children.push(p);
    } else run.push(inline(p));
  }
  endRun();
  return block(style, { type: "blocks", children });
}
