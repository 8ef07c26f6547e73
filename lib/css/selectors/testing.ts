/**
 * Helpers for the selector tests: which elements of a document a selector matches, named by
 * id (or tag name when they have none), as the tables of Chromium's answers list them.
 */
import { equal } from "node:assert/strict";
import type { Element } from "domhandler";
import { parseHtml } from "../../html/parse.ts";
import { compileAny } from "./compile.ts";
import { MatchContext } from "./context.ts";
import { someDescendant } from "./dom.ts";
import { parseSelectorList } from "./parse.ts";

export interface Matching {
  /** Labels of the elements `selector` matches, in tree order; null when it is invalid. */
  (selector: string): string | null;
}

/** A matcher over `html` answering with space-separated labels. */
function matchingIn(html: string): Matching {
  const document = parseHtml(html);
  const elements: Element[] = [];
  someDescendant(document, (e) => (elements.push(e), false));
  const context = new MatchContext(document);
  return (selector) => {
    const parsed = parseSelectorList(selector);
    if (!parsed) return null;
    const match = compileAny(parsed.selectors, null);
    return elements.filter((e) => match(e, context))
      .map((e) => e.attribs.id || e.name)
      .join(" ");
  };
}

/** Asserts each row's selector matches the labels Chromium gave (null: the rule is dropped). */
export function assertMatches(
  html: string,
  rows: ReadonlyArray<readonly [selector: string, chromium: string | null]>,
) {
  const matching = matchingIn(html);
  for (const [selector, chromium] of rows) equal(matching(selector), chromium, selector);
}
