/**
 * Form controls' native widgets (lib/layout/form/widget.ts) as Chromium prints them, drawn in
 * place of the box's CSS background and border: the frame of fields and buttons, checkboxes,
 * radios, a drop-down's arrow and a text area's resize handle.
 */
import type { RGBA } from "../../css/types.ts";
import type { Widget } from "../../layout/form/mod.ts";
import type { Sides } from "../../layout/mod.ts";
import type { DisplayItem, Rect } from "../types.ts";
import { paintCheckbox } from "./checkbox.ts";
export { fieldsetDecorationBox, pushLegendCutout } from "./fieldset.ts";
import { paintDropDownArrow } from "./drop_down.ts";
import { paintMeter, paintProgress } from "./gauge.ts";
import { paintPickerIcon } from "./picker_icon.ts";
import { paintRadio } from "./radio.ts";
import { paintResizeHandle } from "./resize_handle.ts";
import { paintScrollbar } from "./scrollbar.ts";
import { ACCENT, markSquare, paintFrame } from "./theme.ts";

/**
 * Whether the widget draws the box's background and border itself, so that its CSS ones are
 * not painted; a drop-down and a text area the page draws keep only their arrow or handle.
 */
export function replacesBoxDecorations(widget: Widget): boolean {
  if (widget.kind === "list-box") return false;
  const framed = widget.kind === "textarea" || widget.kind === "drop-down" ||
    widget.kind === "date-field";
  return framed ? widget.frame : true;
}

/**
 * Paints `widget` for a border box `box` (page coordinates) with border and padding widths
 * `border` and `padding`; `color` is the control's text colour.
 */
export function paintWidget(
  out: DisplayItem[],
  widget: Widget,
  box: Rect,
  border: Sides,
  padding: Sides,
  color: RGBA,
): void {
  switch (widget.kind) {
    case "checkbox":
    case "radio": {
      const square = markSquare(box);
      if (!square) return;
      const paint = widget.kind === "checkbox" ? paintCheckbox : paintRadio;
      return paint(out, square, widget.checked, widget.disabled, widget.accent ?? ACCENT);
    }
    case "text-field":
      return paintFrame(out, box, "field", widget.disabled);
    case "date-field":
      if (widget.frame) paintFrame(out, box, "field", widget.disabled);
      // A disabled field shows no picker.
      if (!widget.disabled) {
        paintPickerIcon(out, inside(inside(box, border), padding), widget.icon, color);
      }
      return;
    case "button":
      return paintFrame(out, box, "button", widget.disabled);
    case "drop-down":
      if (widget.frame) paintFrame(out, box, "field", widget.disabled);
      return paintDropDownArrow(out, box, color);
    case "textarea":
      if (widget.frame) paintFrame(out, box, "field", widget.disabled);
      return paintResizeHandle(out, inside(box, border));
    case "list-box":
      return paintScrollbar(out, inside(box, border));
    case "progress":
      return paintProgress(out, box, widget.position, widget.accent ?? ACCENT);
    case "meter":
      return paintMeter(out, box, widget.fraction, widget.level);
  }
}

/** `box` less `sides`: the padding box of a border box, the content box of a padding box. */
function inside(box: Rect, sides: Sides): Rect {
  return {
    x: box.x + sides.left,
    y: box.y + sides.top,
    width: box.width - sides.left - sides.right,
    height: box.height - sides.top - sides.bottom,
  };
}
