/**
 * The few tree walks selector matching needs over domhandler nodes (what parse5's
 * htmlparser2 tree adapter builds): element parents and siblings, attributes by namespace,
 * and descendant text.
 */
import { type AnyNode, type Element, isTag, type ParentNode } from "domhandler";

const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";
export const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

export function isHtml(element: Element): boolean {
  return element.namespace === HTML_NAMESPACE || element.namespace === undefined;
}

/** Whether an element is the HTML element with this (lower-case) local name. */
export function isHtmlElement(element: Element, name: string): boolean {
  return element.name === name && isHtml(element);
}

/** The top of the tree a node is in: its document, or the root of a detached tree. */
export function rootOf(node: ParentNode): ParentNode {
  let root = node;
  while (root.parent) root = root.parent;
  return root;
}

export function parentElement(element: Element): Element | null {
  const parent = element.parent;
  return parent && isTag(parent) ? parent : null;
}

export function previousElement(element: Element): Element | null {
  let node: AnyNode | null = element.prev;
  while (node && !isTag(node)) node = node.prev;
  return node;
}

export function nextElement(element: Element): Element | null {
  let node: AnyNode | null = element.next;
  while (node && !isTag(node)) node = node.next;
  return node;
}

export function childElements(parent: ParentNode): Element[] {
  return parent.children.filter(isTag);
}

/** Every element below `root`, in tree order; `visit` returning true stops the walk. */
export function someDescendant(root: ParentNode, visit: (element: Element) => boolean): boolean {
  const stack: AnyNode[] = [...root.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    if (visit(node)) return true;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return false;
}

/**
 * The attribute of this name in no namespace; undefined when absent. (The tree adapter keys
 * attributes by local name and keeps namespaces aside: `xml:lang` is `lang` in the XML
 * namespace, `xlink:href` is `href` in the XLink namespace.)
 */
export function attribute(element: Element, name: string): string | undefined {
  const value = element.attribs[name];
  return value === undefined || element["x-attribsNamespace"]?.[name] ? undefined : value;
}

/** The concatenated text of an element's descendant text nodes (DOM textContent). */
export function textContent(element: Element): string {
  let text = "";
  const stack: AnyNode[] = [element];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === "text") text += (node as { data: string }).data;
    else if ("children" in node) {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
  return text;
}
