/**
 * What Chromium forces on form controls after the cascade, whatever the page declared
 * (checked against Chromium 156's getComputedStyle). A control drawn as a native widget
 * (`appearance` other than `none`, appearance.ts) is adjusted to the widget: a checkbox or
 * radio is drawn whole by it, 13px square unless the page sizes it, so it has no border and no
 * padding and a radio is round; a drop-down select's text keeps the normal line height, and so
 * do its options, which are rows of the widget's drawing. A list box's options always do.
 */
import type { Element } from "domhandler";
import type { Appearance } from "./appearance.ts";
import { type Declared, parseDeclarationText } from "./declarations.ts";
import { inputType, isDropDown, selectOf } from "./selectors/form_controls.ts";
import { isHtmlElement } from "./selectors/dom.ts";
import type { ComputedStyle } from "./types.ts";

/** Declared !important: cascaded after the page's declarations, they win over all of them. */
const forced = (css: string) => parseDeclarationText(css.replaceAll(";", " !important;"));
const CHECKBOX = forced("border: none; padding: 0; border-radius: 0;");
const RADIO = forced("border: none; padding: 0; border-radius: 50%;");
const NORMAL_LINE_HEIGHT = forced("line-height: normal;");
/** The widget's natural size, which Chromium takes from the widget and prints as the used size. */
const WIDGET_WIDTH = forced("width: 13px;");
const WIDGET_HEIGHT = forced("height: 13px;");

/** What the adjustment reads of a styled element. */
export interface ControlStyle {
  appearance: Appearance;
  style: ComputedStyle;
}

/**
 * The declarations forced on `element`, to be cascaded after its own; none for most elements.
 * `styleOf` gives the cascaded style of the element and of its select.
 */
export function forcedDeclarations(
  element: Element,
  styleOf: (element: Element) => ControlStyle,
): readonly Declared[] {
  if (isHtmlElement(element, "option")) {
    const select = selectOf(element);
    if (select === null) return [];
    return isDropDown(select) && styleOf(select).appearance === "none" ? [] : NORMAL_LINE_HEIGHT;
  }
  const { appearance, style } = styleOf(element);
  if (appearance === "none") return [];
  if (isHtmlElement(element, "input")) {
    const type = inputType(element);
    if (type !== "checkbox" && type !== "radio") return [];
    return [
      ...type === "checkbox" ? CHECKBOX : RADIO,
      ...style.width === "auto" ? WIDGET_WIDTH : [],
      ...style.height === "auto" ? WIDGET_HEIGHT : [],
    ];
  }
  return isHtmlElement(element, "select") && isDropDown(element) ? NORMAL_LINE_HEIGHT : [];
}
