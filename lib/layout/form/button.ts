/**
 * Push buttons (HTML §4.10.6, §4.10.5.1.19–21, §15.5.6): shrink-to-fit boxes around their
 * label, which Chromium centres in their height — a flex container holding one anonymous item
 * that grows to the button's width and takes auto margins above and below ("safe" centring: a
 * label taller than the button stays at its top). An input button's label is its value, or
 * "Submit" and "Reset" by default (Chromium's labels); a button element's label is its content.
 * A button the page lays out as a flex or grid container keeps that layout.
 */
import type { Element } from "domhandler";
import { inputType } from "../../css/mod.ts";
import type { ComputedStyle } from "../../css/types.ts";
import { anonymousStyle } from "../anonymous_style.ts";
import type { BlockBox } from "../box.ts";

const DEFAULT_LABELS: Readonly<Record<string, string>> = { submit: "Submit", reset: "Reset" };

/** The label of an input button. */
export function inputButtonLabel(element: Element): string {
  return element.attribs.value ?? DEFAULT_LABELS[inputType(element)] ?? "";
}

/** Whether a button's own display lays its content out (flex, grid) instead of centring it. */
export function laysOutItsContent(style: ComputedStyle): boolean {
  return style.display === "flex" || style.display === "inline-flex" ||
    style.display === "grid" || style.display === "inline-grid";
}

/** The style of the anonymous item that holds a button's label. */
export function labelStyle(button: ComputedStyle): ComputedStyle {
  return {
    ...anonymousStyle(button),
    flexGrow: 1,
    minWidth: { px: 0 },
    marginTop: "auto",
    marginBottom: "auto",
  };
}

/** The button's box: `label`, a block of labelStyle(style), centred in it. */
export function buttonBox(style: ComputedStyle, label: BlockBox): BlockBox {
  return {
    kind: "block",
    style,
    element: null,
    content: { type: "flex", items: [label], positioned: [] },
    marker: null,
  };
}

/** An input button's label as a block of `style`. */
export function inputButtonLabelBlock(element: Element, style: ComputedStyle): BlockBox {
  const label = inputButtonLabel(element);
  return {
    kind: "block",
    style,
    element: null,
    content: {
      type: "inline",
      nodes: label ? [{ kind: "text", text: label, style, decorations: [] }] : [],
    },
    marker: null,
  };
}
