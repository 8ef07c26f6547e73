/**
 * What the functions of margin box `content` show on each page (CSS Paged Media 3 §6.3,
 * GCPM 3): the page counter, the page count, named strings and running elements.
 */
import type { PageContextStyles } from "./context_styles.ts";
import {
  type DocumentPage,
  type MarginContentSources,
  pageNumbers,
  type PagesMarks,
} from "../layout/page/mod.ts";

/**
 * The content sources of each of `count` pages; the page contexts' counter properties
 * (`styles`) move the page counter.
 */
export function pageContent(
  count: number,
  page: (index: number) => DocumentPage,
  styles: PageContextStyles,
  marks: PagesMarks,
): (index: number) => MarginContentSources {
  let numbers: number[] | null = null;
  const numberOf = (index: number) => {
    numbers ??= pageNumbers(count, (i) => {
      const style = styles.of(page(i));
      return {
        reset: style.counterReset,
        increment: style.counterIncrement,
        set: style.counterSet,
      };
    }, (i) => marks.counters(i));
    return numbers[index];
  };
  return (index) => ({
    counter: (name) => name === "page" ? [numberOf(index)] : name === "pages" ? [count] : [],
    namedString: (name, position) => marks.namedString(name, position, index),
    runningElement: (name, position) => marks.runningElement(name, position, index),
  });
}
