/**
 * An element's text as GCPM 3's `content()` and `target-text()` take it (§1.1): its text
 * content with white space collapsed as `white-space: normal` would, or just its first
 * letter with the punctuation around it (CSS Pseudo 4 §2.3).
 */
import type { Element } from "domhandler";
import { textContent } from "../../html/parse.ts";

const FIRST_LETTER = /^(\p{P}*[\p{L}\p{N}]\p{M}*\p{P}*)/u;

export function elementText(element: Element, part: "text" | "first-letter"): string {
  const text = textContent(element).replace(/[ \t\n\r\f]+/g, " ").trim();
  return part === "text" ? text : FIRST_LETTER.exec(text)?.[1] ?? "";
}
