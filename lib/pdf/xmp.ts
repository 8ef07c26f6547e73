/**
 * The XMP metadata packet (PDF 32000-1 §14.3.2; XMP Part 1 §7, Part 2 for the schemas) that
 * says in RDF/XML what the document information dictionary says: Dublin Core for title,
 * authors, description, keywords and language, the PDF schema for producer and keywords, the
 * XMP basic schema for the creator tool and dates. Archiving (PDF/A) and asset tools read the
 * packet, viewers mostly the dictionary; both must agree (§14.3.3).
 */

/** What the packet records; every field is optional but the producer. */
export interface XmpFields {
  title: string | null;
  authors: readonly string[];
  description: string | null;
  keywords: readonly string[];
  lang: string | null;
  producer: string;
  creatorTool: string;
  created: Date | null;
}

const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/**
 * Text escaped for XML content (XML 1.0 §2.4), without the control characters XML 1.0 does
 * not allow at all (§2.2).
 */
function xml(text: string): string {
  const allowed = (c: number) => c >= 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
  const kept = [...text].filter((char) => allowed(char.codePointAt(0)!)).join("");
  return kept.replace(/[&<>]/g, (c) => ENTITIES[c]);
}

/** A language alternative with only the default entry (XMP Part 1 §8.2.2.4). */
function alt(text: string): string {
  return `<rdf:Alt><rdf:li xml:lang="x-default">${xml(text)}</rdf:li></rdf:Alt>`;
}

/** An ordered (Seq) or unordered (Bag) array (XMP Part 1 §8.2.2.3). */
function list(kind: "Seq" | "Bag", items: readonly string[]): string {
  return `<rdf:${kind}>${items.map((i) => `<rdf:li>${xml(i)}</rdf:li>`).join("")}</rdf:${kind}>`;
}

/** A date as XMP writes it (ISO 8601, XMP Part 1 §8.2.1.1): to the second, in UTC. */
export function xmpDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The packet as a string, wrapped for in-place editing (XMP Part 1 §7.3). */
export function xmpPacket(f: XmpFields): string {
  const properties: string[] = ["<dc:format>application/pdf</dc:format>"];
  if (f.title) properties.push(`<dc:title>${alt(f.title)}</dc:title>`);
  if (f.authors.length > 0) properties.push(`<dc:creator>${list("Seq", f.authors)}</dc:creator>`);
  if (f.description) properties.push(`<dc:description>${alt(f.description)}</dc:description>`);
  if (f.keywords.length > 0) {
    properties.push(`<dc:subject>${list("Bag", f.keywords)}</dc:subject>`);
    properties.push(`<pdf:Keywords>${xml(f.keywords.join(", "))}</pdf:Keywords>`);
  }
  if (f.lang) properties.push(`<dc:language>${list("Bag", [f.lang])}</dc:language>`);
  properties.push(`<pdf:Producer>${xml(f.producer)}</pdf:Producer>`);
  properties.push(`<xmp:CreatorTool>${xml(f.creatorTool)}</xmp:CreatorTool>`);
  if (f.created) {
    const date = xmpDate(f.created);
    for (const name of ["CreateDate", "ModifyDate", "MetadataDate"]) {
      properties.push(`<xmp:${name}>${date}</xmp:${name}>`);
    }
  }
  return [
    // The BOM in `begin` tells readers the packet's encoding (UTF-8).
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/"',
    ' xmlns:xmp="http://ns.adobe.com/xap/1.0/">',
    ...properties,
    "</rdf:Description>",
    "</rdf:RDF>",
    "</x:xmpmeta>",
    '<?xpacket end="w"?>',
  ].join("\n");
}
