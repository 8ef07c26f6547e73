/**
 * A bookmark's label (CSS Generated Content 3, bookmark-label) from what an element shows:
 * content(text) is its text as laid out — after white-space processing and text-transform,
 * without ::before, ::after and ::marker text, as Chromium titles its outline entries —
 * content(before) and content(after) the generated text around it, attr() an attribute.
 */
import type { BoxFragment, Fragment, InlineFragment } from "../layout/mod.ts";
import type { ElementRef } from "../layout/element_ref.ts";
import type { ContentPart } from "../css/bookmark.ts";

/** The texts content() can name, before white space is collapsed. */
type TextParts = Record<Exclude<ContentPart, "first-letter">, string>;

/** ::before, ::after and ::marker styles carry their `content` (css/pseudo_elements.ts). */
function isGenerated(style: object): boolean {
  return "content" in style;
}

/**
 * The text of a run in logical order: glyphs come in visual order, and each says which
 * characters it stands for and where they start.
 */
function runText(glyphs: readonly { text: string; cluster: number }[]): string {
  let ordered = true;
  for (let i = 1; i < glyphs.length && ordered; i++) {
    ordered = glyphs[i].cluster >= glyphs[i - 1].cluster;
  }
  const logical = ordered ? glyphs : [...glyphs].sort((a, b) => a.cluster - b.cluster);
  return logical.map((g) => g.text).join("");
}

/**
 * Gathers the visible text under `f`. Generated text before the element's own text is
 * content(before); generated text after the last of it, content(after); generated text in
 * between belongs to descendants and counts for neither.
 */
function gatherText(f: BoxFragment): TextParts {
  const parts: TextParts = { before: "", text: "", after: "" };
  let pending = "";
  // A line ends where a space or a break was: words on two lines stay two words.
  let newLine = false;
  const add = (piece: string, generated: boolean) => {
    const text = newLine ? ` ${piece}` : piece;
    newLine = false;
    if (!generated) {
      parts.text += text;
      pending = "";
    } else if (parts.text === "") parts.before += text;
    else pending += text;
  };
  const visitInline = (child: InlineFragment) => {
    if (child.kind === "box") visit(child);
    else if (child.kind === "text" && child.style.visibility === "visible") {
      add(runText(child.run.glyphs), isGenerated(child.style));
    }
  };
  const visit = (fragment: Fragment) => {
    if (fragment.kind === "line") {
      fragment.children.forEach(visitInline);
      newLine = true;
    } else fragment.children.forEach(visit);
  };
  visit(f);
  parts.after = pending;
  return parts;
}

/** The letter ::first-letter would take, with the punctuation around it (CSS Pseudo 4 §2.3). */
const FIRST_LETTER = /^\s*(\p{P}*[\p{L}\p{N}]\p{M}*\p{P}*)/u;

/** White space collapses as with `white-space: normal`, and none is kept at the ends. */
function collapse(text: string): string {
  return text.replace(/[\t\n\f\r ]+/g, " ").trim();
}

/** The label of `f`'s bookmark by its `bookmark-label`; "" when it shows nothing. */
export function bookmarkLabel(f: BoxFragment, element: ElementRef | null): string {
  let parts: TextParts | null = null;
  let label = "";
  for (const item of f.style.bookmarkLabel) {
    if (item.type === "string") label += item.value;
    else if (item.type === "attr") label += element?.attribs[item.name] ?? "";
    else {
      parts ??= gatherText(f);
      // Spaces inside a part stay (the one after "Chapter 1:" in a ::before), collapsed.
      label += item.part === "first-letter"
        ? FIRST_LETTER.exec(parts.text)?.[1] ?? ""
        : parts[item.part].replace(/[\t\n\f\r ]+/g, " ");
    }
  }
  return collapse(label);
}
