/**
 * URL resolution for stylesheets (CSS Values 4 §4.2: relative URLs in a stylesheet resolve
 * against the stylesheet's URL). The caller resolves document-relative hrefs itself, so a URL
 * is returned relative to the document whenever the sheet's own href was.
 */
import type { CssNode } from "./csstree.ts";

/** A placeholder origin standing in for "the document's location". */
const DOCUMENT_BASE = "http://document.invalid/";

/**
 * Resolves `url` against the href of the stylesheet it appears in (null for a sheet embedded
 * in the document, whose URLs are document-relative already).
 */
export function resolveUrl(url: string, sheetHref: string | null): string {
  if (sheetHref === null || url.startsWith("data:")) return url;
  let resolved: URL;
  try {
    resolved = new URL(url, new URL(sheetHref, DOCUMENT_BASE));
  } catch {
    return url;
  }
  if (resolved.origin + "/" !== DOCUMENT_BASE) return resolved.href;
  // Back to a document-relative reference.
  const rest = resolved.pathname.slice(1) + resolved.search + resolved.hash;
  return sheetHref.startsWith("/") || url.startsWith("/") ? "/" + rest : rest;
}

/**
 * Resolves, in place, every `url()` of a parsed declaration against the href of the sheet it
 * is in (CSS Values 4 §4.5.1: relative to the style sheet, not the document), so that
 * `background: url(../img/logo.png)` in css/site.css finds img/logo.png. Embedded sheets and
 * `style` attributes (null) keep theirs, document-relative.
 */
export function resolveUrlsIn(node: CssNode, sheetHref: string | null): void {
  if (sheetHref === null) return;
  if (node.type === "Url") node.value = resolveUrl(node.value, sheetHref);
  else if (node.type === "Declaration") resolveUrlsIn(node.value, sheetHref);
  else if ("children" in node) {
    for (const child of node.children ?? []) resolveUrlsIn(child, sheetHref);
  }
}
