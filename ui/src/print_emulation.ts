/**
 * A document in an iframe made to look as it prints, as far as a page can do it (there is no
 * way for a page to switch an iframe's media type to print): every media list of its style
 * sheets — <style media>, @import and @media rules, however nested — is rewritten by
 * print_media.ts, and the root's scrollbar is hidden so the layout width is the whole page area.
 * The iframe must be same-origin (sandbox="allow-same-origin"; scripts stay off, as they are
 * in the PDF renderer).
 */
import { cssLengthPx } from "./page_area.ts";
import { printMediaText } from "./print_media.ts";
import type { Margins } from "./render_request.ts";

export function emulatePrint(document: Document): void {
  const realm = realmOf(document);
  for (const sheet of document.styleSheets) {
    rewriteMedia(sheet.media);
    rewriteRules(realm, sheet);
  }
  const style = document.createElement("style");
  style.dataset.html2pdf = "print-emulation";
  style.textContent = ":root { scrollbar-width: none; }";
  document.head.append(style);
}

/**
 * The window whose CSSOM classes the document's rules are instances of: an iframe's rules are
 * not instances of this page's CSSMediaRule.
 */
function realmOf(document: Document): typeof globalThis {
  return document.defaultView ?? globalThis;
}

function rewriteRules(realm: typeof globalThis, sheet: CSSStyleSheet | CSSGroupingRule): void {
  let rules: CSSRuleList;
  try {
    rules = sheet.cssRules;
  } catch {
    return; // a cross-origin sheet: its rules are not readable
  }
  for (const rule of rules) {
    if (rule instanceof realm.CSSImportRule) {
      rewriteMedia(rule.media);
      if (rule.styleSheet !== null) rewriteRules(realm, rule.styleSheet);
    } else if (rule instanceof realm.CSSMediaRule) {
      rewriteMedia(rule.media);
      rewriteRules(realm, rule);
    } else if (rule instanceof realm.CSSGroupingRule) {
      rewriteRules(realm, rule);
    }
  }
}

function rewriteMedia(media: MediaList): void {
  const printed = printMediaText(media.mediaText);
  if (printed !== media.mediaText) media.mediaText = printed;
}

/**
 * The page margins the document asks for with `@page { margin… }` (the last declaration wins,
 * as in the cascade; page selectors such as :first are left out), else `fallback`.
 */
export function documentPageMargins(document: Document, fallback: Margins): Margins {
  const margins = { ...fallback };
  for (const rule of pageRules(document)) {
    if (rule.selectorText.trim() !== "") continue;
    for (const side of ["top", "right", "bottom", "left"] as const) {
      const px = cssLengthPx(rule.style.getPropertyValue(`margin-${side}`));
      if (px !== null) margins[side] = px;
    }
  }
  return margins;
}

function* pageRules(document: Document): Generator<CSSPageRule> {
  const realm = realmOf(document);
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of rules) {
      if (rule instanceof realm.CSSPageRule) yield rule;
    }
  }
}

/** The style sheets of an emulated document as one text, for a copy of it elsewhere. */
export function styleSheetsText(document: Document): string {
  const parts: string[] = [];
  for (const sheet of document.styleSheets) {
    if ((sheet.ownerNode as HTMLElement | null)?.dataset?.html2pdf !== undefined) continue;
    let text: string;
    try {
      text = [...sheet.cssRules].map((rule) => rule.cssText).join("\n");
    } catch {
      continue;
    }
    const media = sheet.media.mediaText;
    parts.push(media === "" || media === "all" ? text : `@media ${media} {\n${text}\n}`);
  }
  return parts.join("\n");
}
