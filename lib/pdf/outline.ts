/**
 * The document outline (PDF 32000-1 §12.3.3), the "bookmarks" viewers list beside the pages:
 * one entry per bookmarked element (CSS Generated Content 3 bookmarks), in document order,
 * nested by bookmark-level.
 */
import type { PDFArray, PDFContext, PDFDict, PDFRef } from "pdf-lib";
import { PDFName, PDFNumber } from "pdf-lib";
import type { PagePoint } from "./destinations.ts";
import { pdfTextString } from "./text_string.ts";

export interface OutlineEntry {
  label: string;
  level: number;
  /** Whether the entry's children show when the document opens (bookmark-state). */
  open: boolean;
  target: PagePoint;
}

export interface OutlineNode {
  entry: OutlineEntry;
  children: OutlineNode[];
}

/**
 * Nests entries in document order: each goes under the closest entry before it of a lower
 * level, so a level skipped (an h3 after an h1) nests one step deeper, as Chromium's outline
 * of headings does, and an entry deeper than the first becomes a top-level one.
 */
export function nestOutline(entries: readonly OutlineEntry[]): OutlineNode[] {
  const roots: OutlineNode[] = [];
  const open: OutlineNode[] = [];
  for (const entry of entries) {
    while (open.length > 0 && open.at(-1)!.entry.level >= entry.level) open.pop();
    const node = { entry, children: [] };
    (open.at(-1)?.children ?? roots).push(node);
    open.push(node);
  }
  return roots;
}

/** Entries shown under `node` while it is open: its children and what theirs show (§12.3.3). */
function shownUnder(node: OutlineNode): number {
  let count = 0;
  for (const child of node.children) count += 1 + (child.entry.open ? shownUnder(child) : 0);
  return count;
}

/**
 * Writes the outline dictionary and its items (Tables 152–153): siblings linked by /Prev and
 * /Next under /First and /Last; /Count positive for an open item (the entries it shows),
 * negative for a closed one (those it would show); each item opens `destination`.
 */
export function writeOutline(
  context: PDFContext,
  roots: readonly OutlineNode[],
  destination: (at: PagePoint) => PDFArray,
): PDFRef {
  const outlineRef = context.nextRef();
  const writeLevel = (nodes: readonly OutlineNode[], parent: PDFRef, parentDict: PDFDict) => {
    const refs = nodes.map(() => context.nextRef());
    nodes.forEach((node, i) => {
      const dict = context.obj({
        Title: pdfTextString(node.entry.label),
        Parent: parent,
        Dest: destination(node.entry.target),
      });
      if (i > 0) dict.set(PDFName.of("Prev"), refs[i - 1]);
      if (i < nodes.length - 1) dict.set(PDFName.of("Next"), refs[i + 1]);
      if (node.children.length > 0) {
        const shown = shownUnder(node);
        dict.set(PDFName.of("Count"), PDFNumber.of(node.entry.open ? shown : -shown));
        writeLevel(node.children, refs[i], dict);
      }
      context.assign(refs[i], dict);
    });
    parentDict.set(PDFName.of("First"), refs[0]);
    parentDict.set(PDFName.of("Last"), refs.at(-1)!);
  };
  const outline = context.obj({ Type: "Outlines" });
  if (roots.length > 0) {
    writeLevel(roots, outlineRef, outline);
    const total = roots.reduce((n, root) => n + 1 + (root.entry.open ? shownUnder(root) : 0), 0);
    outline.set(PDFName.of("Count"), PDFNumber.of(total));
  }
  context.assign(outlineRef, outline);
  return outlineRef;
}
