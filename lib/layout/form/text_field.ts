/**
 * Text fields and text areas (HTML §4.10.5.1.2–8, §4.10.11): replaced boxes whose content box
 * shows the value — a password's as bullets — or, while it is empty, the placeholder in
 * Chromium's placeholder grey (#757575, as Chromium 156 prints `::placeholder`). A field's line
 * does not wrap (its inner editor is `white-space: pre` in Chromium); a text area's text wraps
 * as its own `white-space` says.
 */
import type { Element } from "domhandler";
import { inputType, valueOf } from "../../css/mod.ts";
import type { ComputedStyle, RGBA } from "../../css/types.ts";
import { anonymousStyle } from "../anonymous_style.ts";
import type { BlockBox, InlineNode } from "../box.ts";
import type { ControlContent } from "./content.ts";

const PLACEHOLDER: RGBA = { r: 117, g: 117, b: 117, a: 1 };
/** What a password field shows for each character of its value. */
const BULLET = "\u2022";

/** The `size` and `cols`/`rows` attributes: valid non-negative integers above 0, else the default. */
function positiveAttribute(element: Element, name: string, fallback: number): number {
  const value = element.attribs[name]?.trim();
  if (!value || !/^\+?\d+/.test(value)) return fallback;
  const parsed = Number.parseInt(value, 10);
  return parsed > 0 ? parsed : fallback;
}

/** What the field shows: its value, or its placeholder (and in what style); null for nothing. */
function shownText(element: Element, style: ComputedStyle): InlineNode | null {
  let value = valueOf(element);
  if (value && element.name === "input" && inputType(element) === "password") {
    value = BULLET.repeat([...value].length);
  }
  if (value) return { kind: "text", text: value, style, decorations: [] };
  const placeholder = element.attribs.placeholder?.replace(/[\r\n]/g, "");
  if (!placeholder) return null;
  return {
    kind: "text",
    text: placeholder,
    style: { ...style, color: PLACEHOLDER },
    decorations: [],
  };
}

function innerBlock(style: ComputedStyle, text: InlineNode | null): BlockBox {
  return {
    kind: "block",
    style,
    element: null,
    content: { type: "inline", nodes: text ? [text] : [] },
    marker: null,
  };
}

/** Whether `size` applies (HTML §4.10.5.3.2): not to number fields, which Chromium sizes alike. */
function hasSize(element: Element): boolean {
  return inputType(element) !== "number";
}

/** A text field of `size` characters (default 20) showing one unbroken line. */
export function textField(element: Element, style: ComputedStyle): ControlContent {
  const inner = { ...anonymousStyle(style), whiteSpace: "pre" as const };
  const size = hasSize(element) ? positiveAttribute(element, "size", 20) : 20;
  return {
    sizing: { kind: "field", size },
    inner: innerBlock(inner, shownText(element, inner)),
  };
}

/** A text area of `cols` × `rows` characters (default 20 × 2) showing its text. */
export function textArea(element: Element, style: ComputedStyle): ControlContent {
  const inner = anonymousStyle(style);
  return {
    sizing: {
      kind: "textarea",
      cols: positiveAttribute(element, "cols", 20),
      rows: positiveAttribute(element, "rows", 2),
    },
    inner: innerBlock(inner, shownText(element, inner)),
  };
}
