/**
 * HTML parsing: the WHATWG tree-construction algorithm (parse5) building
 * domhandler nodes, which css-select matches against directly.
 */
import { parse } from "parse5";
import { adapter } from "parse5-htmlparser2-tree-adapter";
import type { Document, Element } from "domhandler";

export type { Document, Element };

export function parseHtml(html: string): Document {
  return parse(html, { treeAdapter: adapter }) as unknown as Document;
}

/** The first element with the given tag name, in tree order. */
export function findElement(node: Document | Element, tag: string): Element | null {
  for (const child of node.children) {
    if (child.type !== "tag" && child.type !== "script" && child.type !== "style") continue;
    const el = child as Element;
    if (el.name === tag) return el;
    const found = findElement(el, tag);
    if (found) return found;
  }
  return null;
}

/** The text content of an element (all descendant text nodes). */
export function textContent(node: Element): string {
  let out = "";
  for (const child of node.children) {
    if (child.type === "text") out += (child as unknown as { data: string }).data;
    else if ("children" in child) out += textContent(child as Element);
  }
  return out;
}
