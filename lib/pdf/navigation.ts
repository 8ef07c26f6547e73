/**
 * What a reader navigates by, written from the display list's link, dest and bookmark items:
 * link annotations on each page, the named destinations of elements with ids, and the
 * outline. Positions come through the transforms in force where the items were painted.
 */
import { type PDFArray, type PDFDocument, PDFName } from "pdf-lib";
import { type Affine, applyAffine, boundsOf, compose, IDENTITY_AFFINE } from "../paint/affine.ts";
import type { DisplayItem, PageDisplayList, Rect } from "../paint/types.ts";
import {
  destinationNameTree,
  fragmentTarget,
  type PagePoint,
  xyzDestination,
} from "./destinations.ts";
import { externalUri, linkAnnotation, type LinkTarget, type PdfRect } from "./links.ts";
import { nestOutline, type OutlineEntry, writeOutline } from "./outline.ts";
import { pagePoints, userSpaceY } from "./points.ts";

type Marker = Extract<DisplayItem, { kind: "link" | "dest" | "bookmark" }>;

/** The page's link, dest and bookmark items, each with the matrix in force where it was painted. */
function* placedMarkers(page: PageDisplayList): Generator<[Marker, Affine]> {
  // The matrix in force at each open push, innermost last.
  const matrices: Affine[] = [IDENTITY_AFFINE];
  for (const item of page.items) {
    if (item.kind.endsWith("-push")) {
      const current = matrices.at(-1)!;
      matrices.push(item.kind === "transform-push" ? compose(current, item.matrix) : current);
    } else if (item.kind === "pop") {
      if (matrices.length > 1) matrices.pop();
    } else if (item.kind === "link" || item.kind === "dest" || item.kind === "bookmark") {
      yield [item, matrices.at(-1)!];
    }
  }
}

interface Collected {
  /** Named destinations: the first element of each name, in page order. */
  named: Map<string, PagePoint>;
  /** Outline entries by their element's place in the document. */
  bookmarks: Map<number, OutlineEntry>;
}

/** Every dest and bookmark of the document; an element painted on several pages counts once. */
function collect(pages: readonly PageDisplayList[]): Collected {
  const named = new Map<string, PagePoint>();
  const bookmarks = new Map<number, OutlineEntry>();
  pages.forEach((page, index) => {
    for (const [item, matrix] of placedMarkers(page)) {
      if (item.kind === "link") continue;
      const [x, y] = applyAffine(matrix, item.x, item.y);
      const at = { page: index, x, y };
      if (item.kind === "dest" && !named.has(item.name)) named.set(item.name, at);
      if (item.kind === "bookmark" && !bookmarks.has(item.order)) {
        const { label, level, open } = item;
        bookmarks.set(item.order, { label, level, open, target: at });
      }
    }
  });
  return { named, bookmarks };
}

export interface NavigationOptions {
  /** Writes the outline; off leaves bookmarks out and keeps links and named destinations. */
  bookmarks: boolean;
}

/**
 * Writes the links of every page, the /Dests name tree and the outline of `pdf`, whose pages
 * were added in the order of `pages`.
 */
export function writeNavigation(
  pdf: PDFDocument,
  pages: readonly PageDisplayList[],
  options: NavigationOptions,
): void {
  const context = pdf.context;
  const pdfPages = pdf.getPages();
  const { named, bookmarks } = collect(pages);
  const destination = (at: PagePoint): PDFArray => xyzDestination(context, pdfPages, at);

  pages.forEach((page, index) => {
    const heightPt = pdfPages[index].getHeight();
    const annotations = [];
    for (const [item, matrix] of placedMarkers(page)) {
      if (item.kind !== "link" || item.width <= 0 || item.height <= 0) continue;
      const target = linkTarget(item.href, named, destination);
      if (target) {
        annotations.push(linkAnnotation(context, target, linkRect(matrix, item, heightPt)));
      }
    }
    if (annotations.length > 0) {
      pdfPages[index].node.set(PDFName.of("Annots"), context.obj(annotations));
    }
  });

  if (named.size > 0) {
    const tree = destinationNameTree(context, named, destination);
    pdf.catalog.set(PDFName.of("Names"), context.obj({ Dests: tree }));
  }
  if (options.bookmarks && bookmarks.size > 0) {
    const entries = [...bookmarks.keys()].sort((a, b) => a - b).map((k) => bookmarks.get(k)!);
    pdf.catalog.set(
      PDFName.of("Outlines"),
      writeOutline(context, nestOutline(entries), destination),
    );
  }
}

/** Where a link goes: out to its URI, or to the place in the document its fragment names. */
function linkTarget(
  href: string,
  named: ReadonlyMap<string, PagePoint>,
  destination: (at: PagePoint) => PDFArray,
): LinkTarget | null {
  const uri = externalUri(href);
  if (uri !== null) return { uri };
  const at = fragmentTarget(href, named);
  return at ? { destination: destination(at) } : null;
}

/**
 * A link's rectangle in default user space: pt, y up from the bottom edge. A link inside
 * transforms covers the box around where they put it (annotations are upright, §12.5.2).
 */
function linkRect(
  matrix: Affine,
  item: Rect,
  heightPt: number,
): PdfRect {
  const box = boundsOf(matrix, item);
  return [
    pagePoints(box.x),
    userSpaceY(box.y + box.height, heightPt),
    pagePoints(box.x + box.width),
    userSpaceY(box.y, heightPt),
  ];
}
