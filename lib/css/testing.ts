/**
 * Helpers shared by this stage's tests: parse HTML the way the pipeline does and look up
 * computed styles by selector; parse a CSS value into component values.
 */
import { selectOne } from "./selectors/testing.ts";
import type { Document, Element } from "domhandler";
import { parse } from "parse5";
import { adapter } from "parse5-htmlparser2-tree-adapter";
import type { ComputedStyle } from "./types.ts";
import { parseCss } from "./csstree.ts";
import { type StyledDocument, styleDocument, type StyleOptions } from "./style_document.ts";
import type { Tokens } from "./value.ts";

export interface StyledHtml {
  document: Document;
  styled: StyledDocument;
  element(selector: string): Element;
  style(selector: string): ComputedStyle;
}

/** Parses and styles `html` with a 600×800 page area unless options say otherwise. */
export function styleHtml(html: string, options: Partial<StyleOptions> = {}): StyledHtml {
  const document = parse(html, { treeAdapter: adapter }) as Document;
  const styled = styleDocument(document, { viewport: { width: 600, height: 800 }, ...options });
  const element = (selector: string) => {
    const found = selectOne(selector, document);
    if (!found) throw new Error(`no element matches ${selector}`);
    return found;
  };
  return { document, styled, element, style: (selector) => styled.styleOf(element(selector)) };
}

/** Component values of a declaration value. */
export function tokens(value: string): Tokens {
  return parseCss(value, "value")?.children ?? [];
}
