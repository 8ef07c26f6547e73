/**
 * A drop-down select (HTML §4.10.7, §15.5.14): a replaced box as wide as its widest option label
 * that prints its selected option's label (HTML §4.10.10) on one line, 4px in from its start and
 * clear of the arrow's 16px at its end while the widget draws the arrow (natural_size.ts).
 */
import type { Element } from "domhandler";
import { dropDownLabel, optionLabel, optionsOf } from "../../css/mod.ts";
import type { ComputedStyle } from "../../css/types.ts";
import { anonymousStyle } from "../anonymous_style.ts";
import type { ControlContent } from "./content.ts";
import { DROP_DOWN_END, DROP_DOWN_START } from "./natural_size.ts";

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
