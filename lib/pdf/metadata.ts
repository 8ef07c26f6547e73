/**
 * The document's metadata: the document information dictionary (PDF 32000-1 §14.3.3), the
 * same in an XMP metadata stream (§14.3.2, xmp.ts), and the catalog's /Lang (§14.9.2.1)
 * and /ViewerPreferences (§12.2).
 *
 * Dates are written only when a creation date is given: the same input gives the same bytes
 * (DESIGN.md), and a date that is not the real one would be worse than none.
 */
import { type PDFDocument, PDFName } from "pdf-lib";
import denoJson from "../../deno.json" with { type: "json" };
import type { DocumentMetadata } from "../paint/types.ts";
import { pdfTextString } from "./text_string.ts";
import { xmpPacket } from "./xmp.ts";

/** Identifies the software in /Creator and /Producer (§14.3.3). */
export const PRODUCER = `html2pdf ${denoJson.version}`;

/** A date as PDF writes it (§7.9.4): D:YYYYMMDDHHmmSS in UTC. */
export function pdfDate(date: Date): string {
  const iso = date.toISOString();
  return `D:${iso.slice(0, 19).replace(/[-T:]/g, "")}Z`;
}

/** Writes the Info dictionary, the XMP stream and the catalog entries of `metadata`. */
export function writeMetadata(
  pdf: PDFDocument,
  metadata: DocumentMetadata,
  creationDate: Date | null,
): void {
  const context = pdf.context;
  const authors = metadata.authors ?? [];
  const keywords = metadata.keywords ?? [];
  const subject = metadata.subject ?? null;
  const date = creationDate && pdfDate(creationDate);
  const entries: [string, string | null][] = [
    ["Title", metadata.title],
    ["Author", authors.join(", ")],
    ["Subject", subject],
    ["Keywords", keywords.join(", ")],
    ["Creator", PRODUCER],
    ["Producer", PRODUCER],
    ["CreationDate", date],
    ["ModDate", date],
  ];
  const info = context.obj({});
  for (const [key, value] of entries) if (value) info.set(PDFName.of(key), pdfTextString(value));
  context.trailerInfo.Info = context.register(info);

  const packet = xmpPacket({
    title: metadata.title,
    authors,
    description: subject,
    keywords,
    lang: metadata.lang,
    producer: PRODUCER,
    creatorTool: PRODUCER,
    created: creationDate,
  });
  // Uncompressed, so that tools that do not parse PDF can still find it (§14.3.2).
  const xmp = context.stream(new TextEncoder().encode(packet), {
    Type: "Metadata",
    Subtype: "XML",
  });
  pdf.catalog.set(PDFName.of("Metadata"), context.register(xmp));

  if (metadata.title) {
    // /DisplayDocTitle: viewers show the title rather than the file name.
    const preferences = context.obj({ DisplayDocTitle: true });
    pdf.catalog.set(PDFName.of("ViewerPreferences"), context.register(preferences));
  }
  // /Lang is a text string holding a BCP 47 tag.
  if (metadata.lang) pdf.catalog.set(PDFName.of("Lang"), pdfTextString(metadata.lang));
}
