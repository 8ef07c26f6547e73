/**
 * What a document says about itself (HTML §4.2.2 title, §4.2.5.1 standard metadata names,
 * §3.2.6.2 lang): its title, authors, description, keywords and language — the PDF's
 * document information and XMP metadata.
 */
import type { Document, Element } from "domhandler";
import { findElement, textContent } from "./parse.ts";

export interface HtmlMetadata {
  title: string | null;
  lang: string | null;
  authors: string[];
  /** The description, which PDF calls the subject. */
  subject: string | null;
  keywords: string[];
}

/** Strips and collapses ASCII white space (Infra "strip and collapse ASCII whitespace"). */
function collapsed(text: string): string {
  return text.replace(/[\t\n\f\r ]+/g, " ").trim();
}

function metaElements(node: Document | Element, out: Element[] = []): Element[] {
  for (const child of node.children) {
    if (child.type !== "tag") continue;
    const element = child as Element;
    if (element.name === "meta") out.push(element);
    else metaElements(element, out);
  }
  return out;
}

/**
 * The document's metadata: the first title element's text, collapsed (§4.2.2); the html
 * element's lang; each `<meta name=author>` (one author each); the first `<meta
 * name=description>`; the comma-separated `<meta name=keywords>` lists, in order, each keyword
 * once (§4.2.5.1). Names match ASCII case-insensitively; empty values say nothing.
 */
export function documentMetadata(document: Document): HtmlMetadata {
  const titleElement = findElement(document, "title");
  const title = titleElement ? collapsed(textContent(titleElement)) : "";
  const lang = findElement(document, "html")?.attribs.lang?.trim() ?? "";
  const authors: string[] = [];
  const descriptions: string[] = [];
  const keywords = new Set<string>();
  for (const meta of metaElements(document)) {
    const content = collapsed(meta.attribs.content ?? "");
    if (content === "") continue;
    switch (meta.attribs.name?.trim().toLowerCase()) {
      case "author":
        authors.push(content);
        break;
      case "description":
        descriptions.push(content);
        break;
      case "keywords":
        for (const keyword of content.split(",")) if (keyword.trim()) keywords.add(keyword.trim());
        break;
    }
  }
  return {
    title: title || null,
    lang: lang || null,
    authors,
    subject: descriptions[0] ?? null,
    keywords: [...keywords],
  };
}
