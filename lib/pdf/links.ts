/**
 * Hyperlinks as link annotations (PDF 32000-1 §12.5.6.5): to a web address through a URI
 * action (§12.6.4.7), or to a place in the document through a destination (§12.3.2).
 */
import type { PDFArray, PDFContext, PDFRef } from "pdf-lib";
import { pdfTextString } from "./text_string.ts";

/** A rectangle in default user space (pt, y up): lower-left x, y, upper-right x, y. */
export type PdfRect = [number, number, number, number];

/** Where a link goes: a URI, or an explicit destination in this document. */
export type LinkTarget = { uri: string } | { destination: PDFArray };

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
 * The URI an href leaves the document for, or null: "#…" fragments point into the document
 * (destinations.ts), and javascript: URLs are not handed to a viewer to run.
 */
export function externalUri(href: string): string | null {
  const target = href.trim();
  if (target === "" || target.startsWith("#")) return null;
  if (/^javascript:/i.test(target)) return null;
  return uriString(target);
}

/** Registers a borderless, printable link annotation to `target` over `rect`. */
export function linkAnnotation(context: PDFContext, target: LinkTarget, rect: PdfRect): PDFRef {
  return context.register(context.obj({
    Type: "Annot",
    Subtype: "Link",
    Rect: rect,
    // No visible border (§12.5.2 Table 164: horizontal radius, vertical radius, width).
    Border: [0, 0, 0],
    // Print flag (§12.5.3): the annotation is part of the printed page, as PDF/A requires.
    F: 4,
    ...("uri" in target
      // Printable ASCII comes out as an escaped literal string (§7.3.4.2).
      ? { A: { Type: "Action", S: "URI", URI: pdfTextString(target.uri) } }
      : { Dest: target.destination }),
  }));
}
