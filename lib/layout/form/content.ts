/**
 * What a form control that shows text holds, as a replaced box (lib/layout/box.ts): how its
 * natural size follows from its font, and the box laid out in its content box. Chromium draws
 * these controls' text inside a box of the widget's own size (HTML §15.5: "replaced elements"
 * whose intrinsic size is the user agent's), so the page's text never sizes them.
 */
import type { BlockBox } from "../box.ts";
import type { DatePart } from "./date_field.ts";

/** How a control's natural size follows from the primary font of its style. */
export type ControlSizing =
  /** A text field: one line `size` average characters wide (HTML §4.10.5.3.2, §15.5.15). */
  | { kind: "field"; size: number }
  /** A text area: `rows` lines of `cols` average characters (HTML §4.10.11, §15.5.17). */
  | { kind: "textarea"; cols: number; rows: number }
  /**
   * A drop-down: its widest option label on one line (HTML §15.5.14); `arrow` when the widget
   * draws its arrow, which takes room beside the label.
   */
  | { kind: "drop-down"; labels: readonly string[]; arrow: boolean }
  /**
   * A date or time field: its parts in a line, fields padded 1px on both sides, and `room` for
   * the picker icon after them (date_field.ts).
   */
  | { kind: "date"; parts: readonly DatePart[]; room: number; minHeight: number }
  /**
   * A list box (a select showing `rows` options, HTML §15.5.14): as wide as its widest option
   * with a scroll bar's room beside it, `rows` options tall.
   */
  | { kind: "list-box"; rows: number }
  /** A checkbox or radio: the widget's 13px square (its size is forced, widget_style.ts). */
  | { kind: "mark" };

export interface ControlContent {
  sizing: ControlSizing;
  /**
   * Laid out in the content box: the value or placeholder, the selected label, the text; null
   * for a checkbox or radio, whose baseline is its box's bottom, as in Chromium.
   */
  inner: BlockBox | null;
}
