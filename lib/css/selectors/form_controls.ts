/**
 * Form control states as a page has them when it has just loaded, with no script and no user
 * (HTML §4.10, §4.16.3 "Pseudo-classes"), for :checked, :default, :indeterminate, :disabled,
 * :enabled, :required, :optional, :read-only, :read-write and :placeholder-shown. Checked
 * against Chromium 156: a radio's `checked` unchecks the earlier ones of its group, a single
 * select without a selected option selects its first enabled one, an option of a disabled
 * select is disabled, and :optional takes in buttons.
 */
import type { Element, ParentNode } from "domhandler";
import { type MatchContext, matchContextOf, MemoKey } from "./context.ts";
import {
  attribute,
  childElements,
  isHtml,
  isHtmlElement,
  parentElement,
  rootOf,
  someDescendant,
  textContent,
} from "./dom.ts";

/** Input types whose value is text the user edits (`readonly` applies, :read-write). */
const EDITABLE_TYPES: ReadonlySet<string> = new Set([
  "text",
  "search",
  "url",
  "tel",
  "email",
  "password",
  "date",
  "month",
  "week",
  "time",
  "datetime-local",
  "number",
]);

const INPUT_TYPES: ReadonlySet<string> = new Set([
  ...EDITABLE_TYPES,
  "hidden",
  "range",
  "color",
  "checkbox",
  "radio",
  "file",
  "submit",
  "image",
  "reset",
  "button",
]);

/** The input's type: its `type` lower-cased, text when missing or unknown (§4.10.5). */
export function inputType(input: Element): string {
  const type = attribute(input, "type")?.toLowerCase() ?? "text";
  return INPUT_TYPES.has(type) ? type : "text";
}

/** Whether an element is an HTML input of one of these types. */
function isInputOf(element: Element, types: ReadonlySet<string>): boolean {
  return isHtmlElement(element, "input") && types.has(inputType(element));
}

/** Input types shown as a text field, which show a placeholder (§4.10.5.3.10). */
const TEXT_FIELD_TYPES = new Set(["text", "search", "url", "tel", "email", "password", "number"]);

/** Whether an element is an input shown as a text field. */
export function isTextField(element: Element): boolean {
  return isInputOf(element, TEXT_FIELD_TYPES);
}

/** Input types `required` does not apply to (§4.10.5.3.4). */
const NOT_REQUIRABLE = new Set(["hidden", "range", "color", "submit", "image", "reset", "button"]);

const NEWLINES = /[\r\n]/g;
const ASCII_WHITESPACE = /[\t\n\f\r ]+/g;
/** A valid floating-point number (HTML §2.3.4.3). */
export const FLOATING_POINT = /^-?(\d+|\d*\.\d+)([eE][+-]?\d+)?$/;

/**
 * A control's value as loaded: an input's `value` attribute after the value sanitization of
 * its type (§4.10.5.1: newlines stripped from text, surrounding whitespace from url and email,
 * anything but a number emptied for number), a textarea's text.
 */
export function valueOf(control: Element): string {
  if (isHtmlElement(control, "textarea")) return textContent(control);
  const value = attribute(control, "value") ?? "";
  switch (inputType(control)) {
    case "url":
    case "email":
      return value.replace(NEWLINES, "").replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "");
    case "number":
      return FLOATING_POINT.test(value) ? value : "";
    default:
      return value.replace(NEWLINES, "");
  }
}

const FORM_OWNER = new MemoKey<Element | null>();

/** The form a control belongs to: the one its `form` attribute names, else its ancestor form. */
export function formOwner(control: Element, context: MatchContext): Element | null {
  return context.memo(FORM_OWNER, control, () => {
    const id = attribute(control, "form");
    if (id !== undefined) {
      let named: Element | null = null;
      someDescendant(context.root, (e) => attribute(e, "id") === id && (named = e, true));
      return named && isHtmlElement(named, "form") ? named : null;
    }
    return ancestorForm(control);
  });
}

function ancestorForm(element: Element): Element | null {
  for (let e = parentElement(element); e; e = parentElement(e)) {
    if (isHtmlElement(e, "form")) return e;
  }
  return null;
}

interface RadioState {
  checked: boolean;
  /** Whether any radio of its group is checked. */
  groupChecked: boolean;
  /** Whether any radio of its group is required. */
  groupRequired: boolean;
}

interface RadioGroup {
  checked: Element | null;
  required: boolean;
}

const RADIOS = new MemoKey<Map<Element, RadioState>>();
const RADIO = new Set(["radio"]);

/**
 * Every radio's state. A group is the radios with one form owner and one non-empty name
 * (§4.10.5.1.16); as the parser inserts a checked radio it unchecks the others of its group,
 * so the last `checked` of a group wins. Chromium first inserts a radio into the form it is
 * parsed in and only then moves it to the form its `form` attribute names, so a checked one
 * unchecks the radios of both groups.
 */
function radioStates(context: MatchContext): Map<Element, RadioState> {
  return context.memo(RADIOS, context.root, () => {
    const named = new Map<Element | null, Map<string, RadioGroup>>();
    const groupOf = (form: Element | null, name: string): RadioGroup => {
      let byName = named.get(form);
      if (!byName) named.set(form, byName = new Map());
      let group = byName.get(name);
      if (!group) byName.set(name, group = { checked: null, required: false });
      return group;
    };
    const groups = new Map<Element, RadioGroup>();
    someDescendant(context.root, (e) => {
      if (!isInputOf(e, RADIO)) return false;
      const name = attribute(e, "name") ?? "";
      const owner = formOwner(e, context);
      const group = name === "" ? { checked: null, required: false } : groupOf(owner, name);
      groups.set(e, group);
      if (attribute(e, "required") !== undefined) group.required = true;
      if (attribute(e, "checked") === undefined) return false;
      group.checked = e;
      const parsedIn = ancestorForm(e);
      if (name !== "" && parsedIn !== owner) groupOf(parsedIn, name).checked = e;
      return false;
    });
    const states = new Map<Element, RadioState>();
    for (const [radio, group] of groups) {
      states.set(radio, {
        checked: group.checked === radio,
        groupChecked: group.checked !== null && groups.get(group.checked) === group,
        groupRequired: group.required,
      });
    }
    return states;
  });
}

/** A radio's state within its group. */
export function radioState(radio: Element, context: MatchContext): RadioState {
  return radioStates(context).get(radio)!;
}

/** A select's options: its option children and those of its optgroup children (§4.10.7). */
export function optionsOf(select: Element): Element[] {
  return childElements(select).flatMap((child) =>
    isHtmlElement(child, "option")
      ? [child]
      : isHtmlElement(child, "optgroup")
      ? childElements(child).filter((e) => isHtmlElement(e, "option"))
      : []
  );
}

/** The select an option belongs to, directly or through an optgroup. */
export function selectOf(option: Element): Element | null {
  let parent = parentElement(option);
  if (parent && isHtmlElement(parent, "optgroup")) parent = parentElement(parent);
  return parent && isHtmlElement(parent, "select") ? parent : null;
}

/** A select's display size: `size`, or 4 for `multiple` and 1 otherwise (§4.10.7). */
export function displaySize(select: Element): number {
  const size = Number.parseInt(attribute(select, "size") ?? "", 10);
  if (size > 0) return size;
  return attribute(select, "multiple") !== undefined ? 4 : 1;
}

/** Whether a select shows a drop-down rather than a list box (HTML §4.10.7). */
export function isDropDown(select: Element): boolean {
  return attribute(select, "multiple") === undefined && displaySize(select) === 1;
}

/**
 * The text a drop-down select shows in its box when printed: its selected option's label
 * (HTML §4.10.10: the `label` attribute, else the option's text with whitespace stripped and
 * collapsed), empty when it has none; undefined for any other element.
 */
export function dropDownLabel(element: Element): string | undefined {
  if (!isHtmlElement(element, "select") || !isDropDown(element)) return undefined;
  const [selected] = selectedOptions(element, documentContext(element));
  return selected === undefined ? "" : optionLabel(selected);
}

/**
 * An option's label (HTML §4.10.10): its `label` attribute, else its text with whitespace
 * stripped and collapsed.
 */
export function optionLabel(option: Element): string {
  const label = attribute(option, "label");
  if (label) return label;
  return textContent(option).replace(ASCII_WHITESPACE, " ").trim();
}

const CONTEXTS = new WeakMap<ParentNode, MatchContext>();

/**
 * One match context per document, for the states of its controls read after styling (radio
 * groups and selected options are worked out once for all of them).
 */
export function documentContext(element: Element): MatchContext {
  const root = rootOf(element);
  let context = CONTEXTS.get(root);
  if (!context) CONTEXTS.set(root, context = matchContextOf(element));
  return context;
}

const SELECTED = new MemoKey<ReadonlySet<Element>>();

/**
 * The options a select has selected (§4.10.7 "selectedness setting algorithm"): those with
 * `selected`, only the last of them unless `multiple`; a single select showing one row with
 * none selects its first option that is not disabled.
 */
export function selectedOptions(select: Element, context: MatchContext): ReadonlySet<Element> {
  return context.memo(SELECTED, select, () => {
    const options = optionsOf(select);
    const marked = options.filter((o) => attribute(o, "selected") !== undefined);
    if (attribute(select, "multiple") !== undefined) return new Set(marked);
    if (marked.length > 0) return new Set([marked[marked.length - 1]]);
    const first = displaySize(select) === 1 ? options.find((o) => !ownDisabled(o)) : undefined;
    return new Set(first ? [first] : []);
  });
}

/** :checked: checked checkboxes and radios, selected options. */
export function isChecked(element: Element, context: MatchContext): boolean {
  if (!isHtml(element)) return false;
  if (element.name === "input") {
    const type = inputType(element);
    if (type === "checkbox") return attribute(element, "checked") !== undefined;
    return type === "radio" && radioState(element, context).checked;
  }
  if (element.name !== "option") return false;
  const select = selectOf(element);
  return select
    ? selectedOptions(select, context).has(element)
    : attribute(element, "selected") !== undefined;
}

const SUBMIT_INPUTS = new Set(["submit", "image"]);

export function isSubmitButton(element: Element): boolean {
  if (isHtmlElement(element, "button")) {
    const type = attribute(element, "type")?.toLowerCase();
    return type !== "reset" && type !== "button";
  }
  return isInputOf(element, SUBMIT_INPUTS);
}

const DEFAULT_BUTTONS = new MemoKey<ReadonlySet<Element>>();

/** :default: checkboxes and radios checked by markup, options selected by it, default buttons. */
export function isDefault(element: Element, context: MatchContext): boolean {
  if (isInputOf(element, CHECKABLE)) return attribute(element, "checked") !== undefined;
  if (isHtmlElement(element, "option")) return attribute(element, "selected") !== undefined;
  if (!isSubmitButton(element)) return false;
  // A form's default button is its first submit button in tree order (§4.10.21.2).
  const defaults = context.memo(DEFAULT_BUTTONS, context.root, () => {
    const seen = new Map<Element, Element>();
    someDescendant(context.root, (e) => {
      const form = isSubmitButton(e) ? formOwner(e, context) : null;
      if (form && !seen.has(form)) seen.set(form, e);
      return false;
    });
    return new Set(seen.values());
  });
  return defaults.has(element);
}

const CHECKABLE = new Set(["checkbox", "radio"]);

/** :indeterminate: radios of a group with none checked, progress bars without a value. */
export function isIndeterminate(element: Element, context: MatchContext): boolean {
  if (isInputOf(element, RADIO)) return !radioState(element, context).groupChecked;
  return isHtmlElement(element, "progress") && attribute(element, "value") === undefined;
}

const DISABLEABLE = new Set([
  "button",
  "input",
  "select",
  "textarea",
  "fieldset",
  "optgroup",
  "option",
]);

function ownDisabled(option: Element): boolean {
  if (attribute(option, "disabled") !== undefined) return true;
  const parent = parentElement(option);
  return parent !== null && isHtmlElement(parent, "optgroup") &&
    attribute(parent, "disabled") !== undefined;
}

const DISABLED = new MemoKey<boolean>();

/**
 * Whether a form element is disabled (§4.10.18.5 "actually disabled"): by its own `disabled`,
 * or inside a disabled fieldset but not in that fieldset's first legend; an option also by its
 * optgroup or, as in Chromium, by its select.
 */
export function isDisabled(element: Element, context: MatchContext): boolean {
  if (!isHtml(element) || !DISABLEABLE.has(element.name)) return false;
  return context.memo(DISABLED, element, () => {
    if (element.name === "option") {
      const select = selectOf(element);
      return ownDisabled(element) || (select !== null && isDisabled(select, context));
    }
    if (attribute(element, "disabled") !== undefined) return true;
    if (element.name === "optgroup") return false;
    let child = element;
    for (let e = parentElement(element); e; child = e, e = parentElement(e)) {
      if (!isHtmlElement(e, "fieldset") || attribute(e, "disabled") === undefined) continue;
      const firstLegend = childElements(e).find((c) => isHtmlElement(c, "legend"));
      if (child !== firstLegend) return true;
    }
    return false;
  });
}

/** :enabled: the elements that can be disabled and are not. */
export function isEnabled(element: Element, context: MatchContext): boolean {
  return isHtml(element) && DISABLEABLE.has(element.name) && !isDisabled(element, context);
}

/** :required: inputs (of a type `required` applies to), selects and textareas marked so. */
export function isRequired(element: Element): boolean {
  if (!isHtml(element) || attribute(element, "required") === undefined) return false;
  if (element.name === "input") return !NOT_REQUIRABLE.has(inputType(element));
  return element.name === "select" || element.name === "textarea";
}

const OPTIONAL_CANDIDATES = new Set(["input", "select", "textarea", "button"]);

/** :optional: the other inputs, selects and textareas, and buttons (Chromium). */
export function isOptional(element: Element): boolean {
  return isHtml(element) && OPTIONAL_CANDIDATES.has(element.name) && !isRequired(element);
}

const EDITING = new MemoKey<boolean>();

/** Whether an element's content is editable through `contenteditable` (§6.8.1). */
function isEditable(element: Element, context: MatchContext): boolean {
  return context.memo(EDITING, element, () => {
    const state = isHtml(element)
      ? attribute(element, "contenteditable")?.toLowerCase()
      : undefined;
    if (state === "" || state === "true" || state === "plaintext-only") return true;
    if (state === "false") return false;
    const parent = parentElement(element);
    return parent !== null && isEditable(parent, context);
  });
}

/**
 * :read-write: text inputs and textareas that are neither readonly nor disabled, and editable
 * content. :read-only is every other HTML element.
 */
export function isReadWrite(element: Element, context: MatchContext): boolean {
  if (!isHtml(element)) return false;
  if (element.name === "input" || element.name === "textarea") {
    const editable = element.name === "textarea" || EDITABLE_TYPES.has(inputType(element));
    return editable && attribute(element, "readonly") === undefined &&
      !isDisabled(element, context);
  }
  return isEditable(element, context);
}

/** :placeholder-shown: a text input or textarea with a placeholder and an empty value. */
export function isPlaceholderShown(element: Element): boolean {
  const shows = isHtmlElement(element, "textarea") || isTextField(element);
  return shows && attribute(element, "placeholder") !== undefined && valueOf(element) === "";
}
