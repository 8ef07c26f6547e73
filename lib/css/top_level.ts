/**
 * Splitting the text of a list (a `sizes` attribute, a media query list) where a separator
 * stands outside parentheses: a comma inside `(min-width: calc(1px, 2px))` belongs to its
 * entry. Plain text, no tokenizer and no dependencies, so the browser UI can use it too.
 */

/** The indices of the characters of `text` outside parentheses for which `isSeparator` holds. */
export function topLevelIndices(text: string, isSeparator: (c: string) => boolean): number[] {
  const found: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0 && isSeparator(c)) found.push(i);
  }
  return found;
}

/** `text` split at each `separator` outside parentheses. */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const at of topLevelIndices(text, (c) => c === separator)) {
    parts.push(text.slice(start, at));
    start = at + 1;
  }
  parts.push(text.slice(start));
  return parts;
}
