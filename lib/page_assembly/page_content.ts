/**
 * What the functions of margin box `content` show on each page (CSS Paged Media 3 §6.3,
 * GCPM 3): the page counter, the page count, named strings, running elements and images.
 */
import type { PageStyle } from "../css/mod.ts";
import type { LoadedImage } from "../document_images/mod.ts";
import type { MarginContentSources } from "../layout/page/mod.ts";
import type { PagedLayout } from "./paginate.ts";

/**
 * The content sources of each page of a laid-out document; `image` gives the images of
 * `content: url()`, loaded before (marginContentUrls).
 */
export function pageContent(
  laid: Pick<PagedLayout, "count" | "numbers" | "marks">,
  image: (url: string) => LoadedImage | null,
): (index: number) => MarginContentSources {
  const { count, numbers, marks } = laid;
  return (index) => ({
    counter: (name) => name === "page" ? [numbers[index]] : name === "pages" ? [count] : [],
    namedString: (name, position) => marks.namedString(name, position, index),
    runningElement: (name, position) => marks.runningElement(name, position, index),
    image,
  });
}

/** The `content: url()` images of the margin boxes of a laid-out document's pages. */
export function marginContentUrls(laid: Pick<PagedLayout, "count" | "page">): Set<string> {
  const urls = new Set<string>();
  const seen = new Set<PageStyle>();
  for (let i = 0; i < laid.count; i++) {
    const { style } = laid.page(i);
    if (seen.has(style)) continue;
    seen.add(style);
    for (const rule of style.boxes.values()) {
      for (const item of rule.content) if (item.type === "image") urls.add(item.url);
    }
  }
  return urls;
}
