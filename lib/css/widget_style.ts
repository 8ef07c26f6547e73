/**
 * What Chromium forces on form controls after the cascade, whatever the page declared
 * (checked against Chromium 156's getComputedStyle and print). A control drawn as a native
 * widget (`appearance` other than `none`, appearance.ts) is adjusted to the widget: a checkbox or
 * radio is drawn whole by it, 13px square unless the page sizes it, so it has no border and no
 * padding and a radio is round; a drop-down select's text keeps the normal line height, and so
 * do its options, which are rows of the widget's drawing. A list box's options always do.
 *
 * A page that styles a control's background or border (or, for fields and drop-downs, gives it a
 * shadow) gets its own drawing instead of the widget, as Chromium decides (its LayoutTheme's
 * "control styled" test): the used appearance is then `none`, or `menulist-button` for a
 * drop-down, which keeps only the widget's arrow. The computed value stays what was declared.
 */
import type { Element } from "domhandler";
import type { Appearance } from "./appearance.ts";
import type { Cascaded } from "./cascade.ts";
import { type Declared, isCssWide, parseDeclarationText } from "./declarations.ts";
import { STYLE_PROPERTIES } from "./properties.ts";
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
const OWN_DRAWING = forced("appearance: none;");
const ARROW_ONLY = forced("appearance: menulist-button;");

/** What the adjustment reads of a styled element. */
export interface ControlStyle {
  appearance: Appearance;
  style: ComputedStyle;
  /** Its cascaded values, to tell the page's declarations from the user agent's. */
  cascaded: Cascaded;
}

const S = STYLE_PROPERTIES;
/** Background and border longhands: declaring any of them is styling the control. */
const BACKGROUND_AND_BORDER = [
  S.backgroundColor,
  S.backgroundImage,
  S.backgroundPositionX,
  S.backgroundPositionY,
  S.backgroundSize,
  S.backgroundRepeat,
  S.backgroundAttachment,
  S.backgroundOrigin,
  S.backgroundClip,
  ...(["Top", "Right", "Bottom", "Left"] as const).flatMap((side) => [
    S[`border${side}Width`],
    S[`border${side}Style`],
    S[`border${side}Color`],
  ]),
  S.borderTopLeftRadius,
  S.borderTopRightRadius,
  S.borderBottomRightRadius,
  S.borderBottomLeftRadius,
].map((property) => property.id);
/** Text fields, text areas and drop-downs are styled by a shadow too; buttons are not. */
const WITH_SHADOW = [...BACKGROUND_AND_BORDER, S.boxShadow.id];

/**
 * Whether the page's declarations (not the user agent's) give any of these properties; one
 * that reverts to the user agent's value does not.
 */
function declaresAny(cascaded: Cascaded, ids: readonly number[]): boolean {
  return ids.some((id) => {
    const value = cascaded.values[id];
    if (value === undefined || value === cascaded.userAgent[id]) return false;
    return !isCssWide(value) || value.cssWide !== "revert";
  });
}

/**
 * The properties whose declaration by the page replaces `element`'s widget with its own
 * drawing, null when none does (checkboxes and radios stay widgets).
 */
function stylingProperties(element: Element): readonly number[] | null {
  if (isHtmlElement(element, "button") || isHtmlElement(element, "progress")) {
    return BACKGROUND_AND_BORDER;
  }
  if (isHtmlElement(element, "meter")) return BACKGROUND_AND_BORDER;
  if (isHtmlElement(element, "textarea") || isHtmlElement(element, "select")) return WITH_SHADOW;
  if (!isHtmlElement(element, "input")) return null;
  switch (inputType(element)) {
    case "checkbox":
    case "radio":
    case "range":
    case "color":
    case "file":
    case "hidden":
    case "image":
      return null;
    case "submit":
    case "reset":
    case "button":
      return BACKGROUND_AND_BORDER;
    default:
      return WITH_SHADOW;
  }
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
  const { appearance, style, cascaded } = styleOf(element);
  if (appearance === "none") return [];
  const styling = stylingProperties(element);
  const dropDown = isHtmlElement(element, "select") && isDropDown(element);
  if (styling !== null && declaresAny(cascaded, styling)) {
    return dropDown ? [...ARROW_ONLY, ...NORMAL_LINE_HEIGHT] : OWN_DRAWING;
  }
  if (isHtmlElement(element, "input")) {
    const type = inputType(element);
    if (type !== "checkbox" && type !== "radio") return [];
    return [
      ...type === "checkbox" ? CHECKBOX : RADIO,
      ...style.width === "auto" ? WIDGET_WIDTH : [],
      ...style.height === "auto" ? WIDGET_HEIGHT : [],
    ];
  }
  return dropDown ? NORMAL_LINE_HEIGHT : [];
}
