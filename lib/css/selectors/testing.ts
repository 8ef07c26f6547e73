/**
 * Helpers for the selector tests: which elements of a document a selector matches, named by
 * id (or tag name when they have none), as the tables of Chromium's answers list them.
 */
import { equal } from "node:assert/strict";
import type { Element, ParentNode } from "domhandler";
import { parseHtml } from "../../html/parse.ts";
import { compileAny } from "./compile.ts";
import { MatchContext } from "./context.ts";
import { rootOf, someDescendant } from "./dom.ts";
import { parseSelectorList } from "./parse.ts";

export interface Matching {
  /** Labels of the elements `selector` matches, in tree order; null when it is invalid. */
  (selector: string): string | null;
}

/** A matcher over `html` answering with space-separated labels. */
function matchingIn(html: string): Matching {
  const document = parseHtml(html);
  return (selector) =>
    parseSelectorList(selector) &&
    selectAll(selector, document).map((e) => e.attribs.id || e.name).join(" ");
}

/**
 * The descendants of `root` (a document or an element) that a selector list matches, in tree
 * order, as querySelectorAll gives them; tests find elements with it.
 */
export function selectAll(selector: string, root: ParentNode): Element[] {
  const parsed = parseSelectorList(selector);
  if (!parsed) throw new Error(`invalid selector ${selector}`);
  const match = compileAny(parsed.selectors, null);
  const context = new MatchContext(rootOf(root));
  const found: Element[] = [];
  someDescendant(root, (e) => (match(e, context) && found.push(e), false));
  return found;
}

/** The first descendant of `root` a selector list matches, or null (querySelector). */
export function selectOne(selector: string, root: ParentNode): Element | null {
  return selectAll(selector, root)[0] ?? null;
}

/** Asserts each row's selector matches the labels Chromium gave (null: the rule is dropped). */
export function assertMatches(
  html: string,
  rows: ReadonlyArray<readonly [selector: string, chromium: string | null]>,
) {
  const matching = matchingIn(html);
  for (const [selector, chromium] of rows) equal(matching(selector), chromium, selector);
}
