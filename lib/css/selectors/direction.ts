/**
 * :dir() (Selectors 4 §7.1): an element's directionality (HTML §3.2.6.4). `dir=ltr|rtl`
 * (ASCII case-insensitive) sets it; `dir=auto`, and `<bdi>` without a valid `dir`, take it from
 * the first strong character of their text (a form control's from its value), ltr when there
 * is none, as Chromium does; anything else inherits it from the parent, and the root is ltr.
 */
import type { Element } from "domhandler";
import { type MatchContext, MemoKey } from "./context.ts";
import { attribute, isHtml, isHtmlElement, parentElement } from "./dom.ts";
import { inputType, valueOf } from "./form_controls.ts";

export type Direction = "ltr" | "rtl";

const DIRECTION = new MemoKey<Direction>();

/** Scripts written right to left: their letters are the strong R and AL characters (UAX #9). */
const RTL_SCRIPTS = [
  "Hebrew",
  "Arabic",
  "Syriac",
  "Thaana",
  "Nko",
  "Samaritan",
  "Mandaic",
  "Adlam",
  "Hanifi_Rohingya",
  "Phoenician",
  "Imperial_Aramaic",
  "Kharoshthi",
  "Avestan",
  "Old_Turkic",
  "Yezidi",
];
const RTL_LETTER = new RegExp(`[${RTL_SCRIPTS.map((s) => `\\p{Script=${s}}`).join("")}]`, "u");
const LETTER = /\p{L}/u;

/** Subtrees that do not give their ancestor's `dir=auto` its direction (HTML §3.2.6.4). */
const SKIPPED = new Set(["bdi", "script", "style", "textarea"]);

/** The direction of the first strong character, null when there is none. */
function firstStrong(text: string): Direction | null {
  for (const char of text) {
    if (LETTER.test(char)) return RTL_LETTER.test(char) ? "rtl" : "ltr";
  }
  return null;
}

function validDir(element: Element): string | null {
  if (!isHtml(element)) return null;
  const dir = attribute(element, "dir")?.toLowerCase();
  return dir === "ltr" || dir === "rtl" || dir === "auto" ? dir : null;
}

export function directionOf(element: Element, context: MatchContext): Direction {
  return context.memo(DIRECTION, element, () => {
    const dir = validDir(element);
    if (dir === "ltr" || dir === "rtl") return dir;
    if (dir === "auto" || (dir === null && isHtmlElement(element, "bdi"))) {
      return autoDirection(element);
    }
    const parent = parentElement(element);
    return parent ? directionOf(parent, context) : "ltr";
  });
}

function autoDirection(element: Element): Direction {
  const isControl = isHtmlElement(element, "textarea") ||
    (isHtmlElement(element, "input") && inputType(element) !== "hidden");
  if (isControl) return firstStrong(valueOf(element)) ?? "ltr";
  return firstStrongIn(element) ?? "ltr";
}

function firstStrongIn(element: Element): Direction | null {
  for (const child of element.children) {
    if (child.type === "text") {
      const found = firstStrong(child.data);
      if (found) return found;
    } else if (child.type === "tag") {
      const skipped = (isHtml(child) && SKIPPED.has(child.name)) || validDir(child) !== null;
      const found = skipped ? null : firstStrongIn(child);
      if (found) return found;
    }
  }
  return null;
}
