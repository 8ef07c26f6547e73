/**
 * Page-margin boxes (CSS Paged Media 3 §5): the sixteen at-rules inside `@page`, their
 * declarations gathered over the page's rules in cascade order, and the alignment each box
 * has by default (§5.3, "Margin box default alignment").
 */
import type { CssNode } from "./csstree.ts";
import type { TextAlign, VerticalAlign } from "./types.ts";

/** The margin boxes, in painting order around the page from the top-left corner (§5.1). */
export const MARGIN_BOX_NAMES = [
  "top-left-corner",
  "top-left",
  "top-center",
  "top-right",
  "top-right-corner",
  "right-top",
  "right-middle",
  "right-bottom",
  "bottom-right-corner",
  "bottom-right",
  "bottom-center",
  "bottom-left",
  "bottom-left-corner",
  "left-bottom",
  "left-middle",
  "left-top",
] as const;

export type MarginBoxName = typeof MARGIN_BOX_NAMES[number];

const NAMES = new Set<string>(MARGIN_BOX_NAMES);

export function isMarginBoxName(name: string): name is MarginBoxName {
  return NAMES.has(name);
}

/** §5.3: corners face the page area; side boxes centre across their margin, aligned along it. */
export const MARGIN_BOX_ALIGNMENT: Readonly<
  Record<MarginBoxName, { textAlign: TextAlign; verticalAlign: VerticalAlign }>
> = {
  "top-left-corner": { textAlign: "right", verticalAlign: "middle" },
  "top-left": { textAlign: "left", verticalAlign: "middle" },
  "top-center": { textAlign: "center", verticalAlign: "middle" },
  "top-right": { textAlign: "right", verticalAlign: "middle" },
  "top-right-corner": { textAlign: "left", verticalAlign: "middle" },
  "right-top": { textAlign: "center", verticalAlign: "top" },
  "right-middle": { textAlign: "center", verticalAlign: "middle" },
  "right-bottom": { textAlign: "center", verticalAlign: "bottom" },
  "bottom-right-corner": { textAlign: "left", verticalAlign: "middle" },
  "bottom-right": { textAlign: "right", verticalAlign: "middle" },
  "bottom-center": { textAlign: "center", verticalAlign: "middle" },
  "bottom-left": { textAlign: "left", verticalAlign: "middle" },
  "bottom-left-corner": { textAlign: "right", verticalAlign: "middle" },
  "left-bottom": { textAlign: "center", verticalAlign: "bottom" },
  "left-middle": { textAlign: "center", verticalAlign: "middle" },
  "left-top": { textAlign: "center", verticalAlign: "top" },
};

/**
 * The declarations of each margin box named in `blocks` (the page's @page blocks in cascade
 * order), in that order: later ones win, as within one rule.
 */
export function marginBoxDeclarations(
  blocks: ReadonlyArray<readonly CssNode[]>,
): Map<MarginBoxName, CssNode[]> {
  const out = new Map<MarginBoxName, CssNode[]>();
  for (const block of blocks) {
    for (const node of block) {
      if (node.type !== "Atrule" || !node.block) continue;
      const name = node.name.toLowerCase();
      if (!isMarginBoxName(name) || node.prelude) continue;
      const list = out.get(name) ?? [];
      for (const child of node.block.children) if (child.type === "Declaration") list.push(child);
      out.set(name, list);
    }
  }
  return out;
}
