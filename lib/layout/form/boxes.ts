/**
 * The boxes of form controls (HTML §15.5): text fields, date fields, text areas, drop-downs and
 * list boxes are replaced boxes with their text inside (content.ts), progress bars and meters
 * replaced boxes the widget fills, push buttons centre their label (button.ts), checkboxes and
 * radios are squares the widget draws; each keeps on its element reference the widget paint
 * draws (widget.ts).
 */
import type { Element } from "domhandler";
import { inputType, isDropDown, isTextField, type StyledDocument } from "../../css/mod.ts";
import type { ComputedStyle } from "../../css/types.ts";
import type { BlockBox } from "../box.ts";
import type { ElementRef } from "../element_ref.ts";
import { NO_NATURAL_SIZE } from "../sizing/mod.ts";
import { buttonBox, inputButtonLabelBlock, labelStyle, laysOutItsContent } from "./button.ts";
import type { ControlContent } from "./content.ts";
import { DATE_TYPES, dateField } from "./date_field.ts";
import { gaugeSize } from "./gauge.ts";
import { dropDown, listBox } from "./select.ts";
import { textArea, textField } from "./text_field.ts";
import { usedAppearance, widgetOf } from "./widget.ts";

/**
 * The box of `element` when it is a form control laid out here, else null. `children` builds
 * the element's own children into a block of the style given (a button element's label).
 */
export function controlBox(
  element: Element,
  style: ComputedStyle,
  ref: ElementRef,
  styled: StyledDocument,
  children: (style: ComputedStyle) => BlockBox,
): BlockBox | null {
  const widget = widgetOf(element, style, styled);
  const own: ElementRef = widget ? { ...ref, widget } : ref;
  const box = (content: BlockBox["content"]): BlockBox => ({
    kind: "block",
    style,
    element: own,
    content,
    marker: null,
  });
  const replaced = (control: ControlContent) =>
    box({ type: "replaced", natural: NO_NATURAL_SIZE, control });
  switch (element.name) {
    case "textarea":
      return replaced(textArea(element, style));
    case "select": {
      if (!isDropDown(element)) return replaced(listBox(element, style, children));
      return replaced(dropDown(element, style, usedAppearance(style, styled) !== "none"));
    }
    case "progress":
    case "meter":
      return box({ type: "replaced", natural: gaugeSize(element, style) });
    case "button":
      if (laysOutItsContent(style)) return { ...children(style), element: own };
      return { ...buttonBox(style, children(labelStyle(style))), element: own };
    case "input":
      break;
    default:
      return null;
  }
  const type = inputType(element);
  if (isTextField(element)) return replaced(textField(element, style));
  if (DATE_TYPES.has(type)) return replaced(dateField(element, style));
  if (type === "submit" || type === "reset" || type === "button") {
    return { ...buttonBox(style, inputButtonLabelBlock(element, labelStyle(style))), element: own };
  }
  // Checkboxes and radios: the widget draws the whole box (sized by widget_style.ts).
  return widget ? replaced({ sizing: { kind: "mark" }, inner: null }) : null;
}
