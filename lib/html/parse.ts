/**
 * HTML parsing: the WHATWG tree-construction algorithm (parse5) building
 * domhandler nodes, which the style stage's selectors match against directly.
 */
import { parse } from "parse5";
import type { AnyNode, Document, Element, ParentNode } from "domhandler";
import { compactTreeAdapter } from "./tree_adapter.ts";

export type { Document, Element };

/**
 * Deepest element nesting kept, as Chromium's HTML parser does
 * (kMaximumHTMLParserDOMTreeDepth): deeper content is flattened into the element
 * at this depth, so no document can exhaust the stack of the recursive stages.
 */
export const MAX_TREE_DEPTH = 512;

export function parseHtml(html: string): Document {
  const document = parse(html, { treeAdapter: compactTreeAdapter }) as unknown as Document;
  capDepth(document, MAX_TREE_DEPTH);
  return document;
}

function hasChildren(node: AnyNode): node is AnyNode & ParentNode {
  return "children" in node && Array.isArray((node as ParentNode).children);
}

/** Re-parents every node deeper than `maxDepth` onto its ancestor at that depth, in document order. */
export function capDepth(root: ParentNode, maxDepth: number): void {
  const stack: [ParentNode, number][] = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth < maxDepth) {
      for (const child of node.children) if (hasChildren(child)) stack.push([child, depth + 1]);
      continue;
    }
    if (!node.children.some(hasChildren)) continue;
    const flat: AnyNode[] = [];
    const pending: AnyNode[] = [...node.children].reverse();
    while (pending.length) {
      const next = pending.pop()!;
      flat.push(next);
      if (hasChildren(next)) {
        pending.push(...[...next.children].reverse());
        next.children = [];
      }
    }
    flat.forEach((child, i) => {
      child.parent = node;
      child.prev = flat[i - 1] ?? null;
      child.next = flat[i + 1] ?? null;
    });
    node.children = flat as typeof node.children;
  }
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
