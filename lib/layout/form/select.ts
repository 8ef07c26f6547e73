/**
 * Selects (HTML §4.10.7, §15.5.14). A drop-down is a replaced box as wide as its widest option
 * label that prints its selected option's label (HTML §4.10.10) on one line, 4px in from its start
 * and clear of the arrow's 16px at its end while the widget draws the arrow (natural_size.ts).
 */
import type { Element } from "domhandler";
import { displaySize, dropDownLabel, optionLabel, optionsOf } from "../../css/mod.ts";
import type { ComputedStyle } from "../../css/types.ts";
import { anonymousStyle } from "../anonymous_style.ts";
import type { BlockBox } from "../box.ts";
import type { ControlContent } from "./content.ts";
import { DROP_DOWN_END, DROP_DOWN_START, SCROLLBAR } from "./natural_size.ts";

export function dropDown(element: Element, style: ComputedStyle, arrow: boolean): ControlContent {
  const inner = arrow
    ? {
      ...anonymousStyle(style),
      paddingLeft: { px: DROP_DOWN_START },
      paddingRight: { px: DROP_DOWN_END },
    }
    : anonymousStyle(style);
  const label = dropDownLabel(element) ?? "";
  return {
    sizing: { kind: "drop-down", labels: optionsOf(element).map(optionLabel), arrow },
    inner: {
      kind: "block",
      style: inner,
      element: null,
      content: {
        type: "inline",
        nodes: label ? [{ kind: "text", text: label, style: inner, decorations: [] }] : [],
      },
      marker: null,
    },
  };
}

/**
 * A list box (HTML §15.5.14): its options laid out as blocks from the top, clear of the scroll
 * bar at its end, clipped to its rows (`overflow` in the user agent's sheet). `children` builds
 * the select's children into a block of the style given.
 */
export function listBox(
  element: Element,
  style: ComputedStyle,
  children: (style: ComputedStyle) => BlockBox,
): ControlContent {
  const inner = { ...anonymousStyle(style), paddingRight: { px: SCROLLBAR } };
  const box = children(inner);
  const content = box.content.type === "blocks"
    ? { ...box.content, children: box.content.children.map(withGroupLabel) }
    : box.content;
  return { sizing: { kind: "list-box", rows: displaySize(element) }, inner: { ...box, content } };
}

/**
 * An optgroup of a list box with its label (its `label` attribute) as a row of its own before
 * its options, in the optgroup's bold, padded as an option is (Chromium's html.css).
 */
function withGroupLabel(child: BlockBox): BlockBox {
  if (child.element?.name !== "optgroup") return child;
  const text = child.element.attribs.label ?? "";
  const style = {
    ...anonymousStyle(child.style),
    paddingLeft: { px: 2 },
    paddingRight: { px: 2 },
    paddingBottom: { px: 1 },
    minHeight: { px: 1.2 * child.style.fontSize },
  };
  const label: BlockBox = {
    kind: "block",
    style,
    element: null,
    content: {
      type: "inline",
      nodes: text ? [{ kind: "text", text, style, decorations: [] }] : [],
    },
    marker: null,
  };
  const options = child.content.type === "blocks" ? child.content.children : [];
  return { ...child, content: { type: "blocks", children: [label, ...options] } };
}
