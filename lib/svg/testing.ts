/** Test support: the display items an HTML page with inline svg paints. */
import { paintedPage } from "../paint/testing.ts";
import type { DisplayItem } from "../paint/types.ts";

/** The items of the first page of `body` (inside a margin-less body, 600px wide). */
export function paintedSvg(body: string): Promise<DisplayItem[]> {
  return paintedPage(`<!doctype html><body style="margin:0">${body}`, 2000, 0);
}

/** The items of one kind, narrowed. */
export function itemsOf<K extends DisplayItem["kind"]>(
  items: DisplayItem[],
  kind: K,
): Extract<DisplayItem, { kind: K }>[] {
  return items.filter((item): item is Extract<DisplayItem, { kind: K }> => item.kind === kind);
}
