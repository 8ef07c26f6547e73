/**
 * How an element is named in references and exceptions: `#id` when its id is unique in the
 * document, otherwise its parent's name and its place among its siblings,
 * `#main > div:nth-child(2) > p:nth-child(1)`. record.ts names Chromium's elements the same way
 * (in the page, over the browser's DOM; both trees come from the HTML parsing algorithm).
 */
import type { Document, Element } from "domhandler";
import { isTag } from "domhandler";

/** Every element of the document, in document order. */
export function documentElements(document: Document): Element[] {
  const elements: Element[] = [];
  const collect = (children: Document["children"]) => {
    for (const child of children) {
      if (!isTag(child)) continue;
      elements.push(child);
      collect(child.children);
    }
  };
  collect(document.children);
  return elements;
}

/** The name of every element of the document, in document order. */
export function elementKeys(document: Document): Map<Element, string> {
  const elements = documentElements(document);
  const idCounts = new Map<string, number>();
  for (const element of elements) {
    const id = element.attribs.id;
    if (id) idCounts.set(id, (idCounts.get(id) ?? 0) + 1);
  }
  const keys = new Map<Element, string>();
  for (const element of elements) {
    const id = element.attribs.id;
    if (id && idCounts.get(id) === 1) {
      keys.set(element, `#${id}`);
      continue;
    }
    const parent = element.parent && isTag(element.parent) ? element.parent : null;
    if (parent === null) {
      keys.set(element, element.name);
      continue;
    }
    const position = parent.children.filter(isTag).indexOf(element) + 1;
    keys.set(element, `${keys.get(parent)} > ${element.name}:nth-child(${position})`);
  }
  return keys;
}
