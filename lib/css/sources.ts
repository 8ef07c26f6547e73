/**
 * The document's author stylesheets in tree order (HTML §4.2.6 <style>, §4.6.7.18 link type
 * "stylesheet"): their text, the href their relative URLs resolve against, and their media.
 */
import { type Document, type Element, isTag, isText, type ParentNode } from "domhandler";

export interface SheetSource {
  text: string;
  /** The sheet's href as written in the document; null for a <style> element. */
  href: string | null;
  /** The media attribute ("" = all). */
  media: string;
  /** A <style>'s parent: where its `@scope { }` without a prelude applies (CSS Cascade 6 §2.5). */
  scopeRoot: ParentNode | null;
}

function isCssType(element: Element): boolean {
  const type = element.attribs.type?.trim().toLowerCase() ?? "";
  return type === "" || type === "text/css";
}

/** Elements in tree order; template contents are not part of the tree (HTML §4.12.3). */
function* elementsOf(document: Document): Generator<Element> {
  const stack = [...document.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    yield node;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
}

/** Stylesheets of <style> and <link rel=stylesheet> elements, loading the latter. */
export function documentStylesheets(
  document: Document,
  load: (href: string) => string | null,
): SheetSource[] {
  const sheets: SheetSource[] = [];
  for (const element of elementsOf(document)) {
    const media = element.attribs.media ?? "";
    if (element.name === "style" && isCssType(element)) {
      const text = element.children.map((c) => isText(c) ? c.data : "").join("");
      sheets.push({ text, href: null, media, scopeRoot: element.parent });
    } else if (element.name === "link" && isCssType(element)) {
      const rel = (element.attribs.rel ?? "").toLowerCase().split(/[\t\n\f\r ]+/);
      const href = element.attribs.href?.trim();
      // Alternative stylesheets and disabled links do not apply (HTML §4.6.7.18).
      if (!rel.includes("stylesheet") || rel.includes("alternate") || !href) continue;
      if ("disabled" in element.attribs) continue;
      const text = load(href);
      if (text !== null) sheets.push({ text, href, media, scopeRoot: null });
    }
  }
  return sheets;
}
