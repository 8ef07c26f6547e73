/**
 * The native look of a form control, which paint draws in place of the box's CSS background and
 * border (lib/paint/form): which widget, and the states its drawing depends on, read from the
 * document as it loads (HTML §4.16.3). A control the page draws itself — `appearance: none`, or
 * its background or border styled (lib/css/widget_style.ts) — has none, except that a drop-down
 * keeps its arrow, a text area its resize handle and a date field its picker icon over the page's
 * drawing.
 */
import type { Element } from "domhandler";
import {
  ACCENT_COLOR,
  APPEARANCE,
  type Appearance,
  documentContext,
  inputType,
  isChecked,
  isDisabled,
  isDropDown,
  isTextField,
  type StyledDocument,
} from "../../css/mod.ts";
import type { ComputedStyle, RGBA } from "../../css/types.ts";
import { DATE_TYPES } from "./date_field.ts";
import { type MeterLevel, meterReading, progressPosition } from "./gauge.ts";

export type Widget =
  /** `accent`: the page's `accent-color`, null for the widget's own. */
  | { kind: "checkbox" | "radio"; checked: boolean; disabled: boolean; accent: RGBA | null }
  | { kind: "text-field" | "button"; disabled: boolean }
  /** A progress bar at a position (0–1; null: indeterminate), a meter at its reading. */
  | { kind: "progress"; position: number | null; accent: RGBA | null }
  | { kind: "meter"; fraction: number; level: MeterLevel }
  /** A list box's scroll bar, over the page's drawing. */
  | { kind: "list-box" }
  /** A date or time field's picker icon, and its frame unless the page draws the field. */
  | { kind: "date-field"; icon: "calendar" | "clock"; disabled: boolean; frame: boolean }
  /** `frame`: the widget's frame and background, not the page's. */
  | { kind: "textarea" | "drop-down"; disabled: boolean; frame: boolean };

const BUTTONS: ReadonlySet<string> = new Set(["submit", "reset", "button"]);

/** The used appearance of a styled control (`appearance` after widget_style.ts). */
export function usedAppearance(style: ComputedStyle, styled: StyledDocument): Appearance {
  return styled.internalValue(style, APPEARANCE);
}

/** The page's accent colour for a control, null for `auto`. */
function accentOf(style: ComputedStyle, styled: StyledDocument): RGBA | null {
  const accent = styled.internalValue(style, ACCENT_COLOR);
  return accent === "auto" ? null : accent;
}

/** The widget `element` is drawn as, or null. */
export function widgetOf(
  element: Element,
  style: ComputedStyle,
  styled: StyledDocument,
): Widget | null {
  const appearance = usedAppearance(style, styled);
  const disabled = isDisabled(element, documentContext(element));
  const native = appearance !== "none";
  switch (element.name) {
    case "textarea":
      return { kind: "textarea", disabled, frame: native };
    case "select":
      if (!isDropDown(element)) return { kind: "list-box" };
      if (!native) return null;
      return { kind: "drop-down", disabled, frame: appearance !== "menulist-button" };
    case "button":
      return native ? { kind: "button", disabled } : null;
    case "progress":
      if (!native) return null;
      return {
        kind: "progress",
        position: progressPosition(element),
        accent: accentOf(style, styled),
      };
    case "meter":
      return native ? { kind: "meter", ...meterReading(element) } : null;
    case "input":
      break;
    default:
      return null;
  }
  const type = inputType(element);
  // The picker icon is an element of its own, drawn whatever draws the field.
  if (DATE_TYPES.has(type)) {
    const icon = type === "time" ? "clock" : "calendar";
    return { kind: "date-field", icon, disabled, frame: native };
  }
  if (!native) return null;
  if (type === "checkbox" || type === "radio") {
    const checked = isChecked(element, documentContext(element));
    return { kind: type, checked, disabled, accent: accentOf(style, styled) };
  }
  if (isTextField(element)) return { kind: "text-field", disabled };
  return BUTTONS.has(type) ? { kind: "button", disabled } : null;
}
