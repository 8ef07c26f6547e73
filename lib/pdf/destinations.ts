/**
 * Destinations (PDF 32000-1 §12.3.2): places in the document that links, outline entries and
 * `file.pdf#nameddest=…` open. Each is a page and a point on it, written as an explicit
 * /XYZ destination that keeps the viewer's zoom; elements with an id are also named
 * destinations, in the catalog's /Dests name tree (§7.9.6, §12.3.2.3).
 */
import type { PDFArray, PDFContext, PDFObject, PDFPage, PDFRef } from "pdf-lib";
import { pagePoints, userSpaceY } from "./points.ts";
import { pdfTextString } from "./text_string.ts";

/** A point on a page: the page's index, x and y in page px (y down from the top). */
export interface PagePoint {
  page: number;
  x: number;
  y: number;
}

/** The top-left corner of the first page, where "#" and "#top" go (HTML §7.4.6.4). */
const DOCUMENT_TOP: PagePoint = { page: 0, x: 0, y: 0 };

function percentDecoded(fragment: string): string | null {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return null;
  }
}

/**
 * Where an in-document href ("#…") goes, following HTML's "find a potential indicated
 * element" (§7.4.6.4): the element with that id or a element with that name, as written or
 * percent-decoded; the top of the document for an empty fragment and for "top"; nowhere (null)
 * for a name no element has, which Chromium leaves without a link.
 */
export function fragmentTarget(
  href: string,
  named: ReadonlyMap<string, PagePoint>,
): PagePoint | null {
  const target = href.trim();
  if (!target.startsWith("#")) return null;
  const fragment = target.slice(1);
  if (fragment === "") return DOCUMENT_TOP;
  const decoded = percentDecoded(fragment);
  const found = named.get(fragment) ?? (decoded === null ? undefined : named.get(decoded));
  if (found) return found;
  return decoded?.toLowerCase() === "top" ? DOCUMENT_TOP : null;
}

/**
 * An explicit destination (§12.3.2.2, Table 151): [page /XYZ left top null], the point at the
 * window's top-left corner, the zoom unchanged.
 */
export function xyzDestination(context: PDFContext, pages: PDFPage[], at: PagePoint): PDFArray {
  const page = pages[at.page];
  return context.obj([page.ref, "XYZ", pagePoints(at.x), userSpaceY(at.y, page.getHeight()), null]);
}

/** Leaves of the name tree hold this many names; a longer list gets a level of kids. */
const NAMES_PER_LEAF = 128;

/** Name tree keys sort by their bytes (§7.9.6); UTF-16 code units order ASCII the same way. */
function byteOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The /Dests name tree (§7.9.6): every named destination, keys in order, split into leaves
 * with /Limits under a root of /Kids when there are many.
 */
export function destinationNameTree(
  context: PDFContext,
  named: ReadonlyMap<string, PagePoint>,
  destination: (at: PagePoint) => PDFArray,
): PDFRef {
  // Keys are text strings: ASCII ones literal, others UTF-16 with a BOM, so byte order is
  // ASCII first, then the rest by code unit.
  const ascii = (s: string) => /^[\x20-\x7e]*$/.test(s);
  const keys = [...named.keys()].sort((a, b) =>
    ascii(a) === ascii(b) ? byteOrder(a, b) : ascii(a) ? -1 : 1
  );
  const leaf = (slice: string[], limits: boolean) => {
    const names: PDFObject[] = [];
    for (const key of slice) names.push(pdfTextString(key), destination(named.get(key)!));
    // A leaf under a root gives the first and last of its keys (Table 36).
    const range = limits ? { Limits: [pdfTextString(slice[0]), pdfTextString(slice.at(-1)!)] } : {};
    return context.register(context.obj({ ...range, Names: names }));
  };
  if (keys.length <= NAMES_PER_LEAF) return leaf(keys, false);
  const kids: PDFRef[] = [];
  for (let i = 0; i < keys.length; i += NAMES_PER_LEAF) {
    kids.push(leaf(keys.slice(i, i + NAMES_PER_LEAF), true));
  }
  return context.register(context.obj({ Kids: kids }));
}
