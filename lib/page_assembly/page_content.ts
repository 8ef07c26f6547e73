/**
 * What the functions of margin box `content` show on each page (CSS Paged Media 3 §6.3,
 * GCPM 3): the page counter, the page count, named strings and running elements.
 */
import type { MarginContentSources } from "../layout/page/mod.ts";
import type { PagedLayout } from "./paginate.ts";

/** The content sources of each page of a laid-out document. */
export function pageContent(
  laid: Pick<PagedLayout, "count" | "numbers" | "marks">,
): (index: number) => MarginContentSources {
  const { count, numbers, marks } = laid;
  return (index) => ({
    counter: (name) => name === "page" ? [numbers[index]] : name === "pages" ? [count] : [],
    namedString: (name, position) => marks.namedString(name, position, index),
    runningElement: (name, position) => marks.runningElement(name, position, index),
  });
}
