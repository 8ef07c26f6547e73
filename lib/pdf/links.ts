/**
 * Hyperlinks as link annotations (PDF 32000-1 §12.5.6.5) with URI actions
 * (§12.6.4.7).
 */
import type { PDFContext, PDFRef } from "pdf-lib";
import { pdfTextString } from "./text_string.ts";

/** A rectangle in default user space (pt, y up): lower-left x, y, upper-right x, y. */
export type PdfRect = [number, number, number, number];

/**
 * The URI action's string: §12.6.4.7 wants 7-bit ASCII, so everything outside
 * printable ASCII (spaces, controls, non-ASCII) is percent-encoded as UTF-8
 * (RFC 3986 §2.1).
 */
export function uriString(href: string): string {
  const encoder = new TextEncoder();
  return href.replace(/[^\x21-\x7e]/gu, (char) => {
    let escaped = "";
    for (const byte of encoder.encode(char)) {
      escaped += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    }
    return escaped;
  });
}

/**
 * Registers a link annotation for `href` over `rect`, or returns undefined for
 * links it does not write:
 * - "#id" fragments: a /Dest needs the target element's page and position,
 *   which the display list does not carry yet (future work);
 * - javascript: URLs, which a PDF must not hand to a viewer to run.
 */
export function linkAnnotation(
  context: PDFContext,
  href: string,
  rect: PdfRect,
): PDFRef | undefined {
  const target = href.trim();
  if (target === "" || target.startsWith("#")) return undefined;
  if (/^javascript:/i.test(target)) return undefined;
  return context.register(context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: rect,
    // No visible border (§12.5.2 Table 164: horizontal radius, vertical radius, width).
    Border: [0, 0, 0],
    // Print flag (§12.5.3): the annotation is part of the printed page, as PDF/A requires.
    F: 4,
    // Printable ASCII comes out as an escaped literal string (§7.3.4.2).
    A: { Type: "Action", S: "URI", URI: pdfTextString(uriString(target)) },
  }));
}
