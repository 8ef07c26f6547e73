/**
 * Constraint validation as a page has it when it has just loaded (HTML §4.10.20), for :valid,
 * :invalid, :in-range and :out-of-range. No user has typed, so a control can only suffer from
 * a missing value, a type mismatch (email, url), a pattern mismatch, an underflow or overflow,
 * or a step mismatch of a number; never from being too long, too short or badly input.
 * Checked against Chromium 156: `readonly` bars every input type from validation, not only
 * the text ones, and a form or fieldset is :invalid when a control in it is.
 */
import type { Element } from "domhandler";
import { type MatchContext, MemoKey } from "./context.ts";
import {
  attribute,
  isHtml,
  isHtmlElement,
  parentElement,
  someDescendant,
  textContent,
} from "./dom.ts";
import {
  displaySize,
  FLOATING_POINT,
  formOwner,
  inputType,
  isChecked,
  isDisabled,
  isRequired,
  isSubmitButton,
  optionsOf,
  radioState,
  selectedOptions,
  valueOf,
} from "./form_controls.ts";

/** Input types that are never validated (§4.10.5.1: hidden, buttons). */
const BARRED_TYPES = new Set(["hidden", "reset", "button", "image"]);

/** Input types with a range: underflow and overflow apply (§4.10.5.3.7). */
const RANGED_TYPES = new Set([
  "number",
  "range",
  "date",
  "month",
  "week",
  "time",
  "datetime-local",
]);

const PATTERN_TYPES = new Set(["text", "search", "url", "tel", "email", "password"]);

/** Whether an element is a candidate for constraint validation (§4.10.20.2). */
function isCandidate(element: Element, context: MatchContext): boolean {
  if (!isHtml(element)) return false;
  switch (element.name) {
    case "input":
      if (BARRED_TYPES.has(inputType(element)) || attribute(element, "readonly") !== undefined) {
        return false;
      }
      break;
    case "textarea":
      if (attribute(element, "readonly") !== undefined) return false;
      break;
    case "button":
      if (!isSubmitButton(element)) return false;
      break;
    case "select":
      break;
    default:
      return false;
  }
  if (isDisabled(element, context)) return false;
  for (let e = parentElement(element); e; e = parentElement(e)) {
    if (isHtmlElement(e, "datalist")) return false;
  }
  return true;
}

/**
 * The value of a typed input as a number that orders like it (§2.3.5 dates and times as
 * days, months, weeks or milliseconds), null when the text is not valid for the type.
 */
function typedNumber(type: string, text: string): number | null {
  let match: RegExpExecArray | null;
  switch (type) {
    case "number":
    case "range":
      return FLOATING_POINT.test(text) ? Number(text) : null;
    case "date":
      match = /^(\d{4,})-(\d\d)-(\d\d)$/.exec(text);
      return match ? dayNumber(+match[1], +match[2], +match[3]) : null;
    case "month":
      match = /^(\d{4,})-(\d\d)$/.exec(text);
      return match && +match[2] >= 1 && +match[2] <= 12 ? +match[1] * 12 + +match[2] : null;
    case "week":
      match = /^(\d{4,})-W(\d\d)$/.exec(text);
      return match && +match[2] >= 1 && +match[2] <= 53 ? +match[1] * 53 + +match[2] : null;
    case "time":
      return timeNumber(text);
    case "datetime-local": {
      match = /^(\d{4,}-\d\d-\d\d)[T ](.*)$/.exec(text);
      const day = match && typedNumber("date", match[1]);
      const time = match && timeNumber(match[2]);
      return day !== null && time !== null ? day * 86_400_000 + time : null;
    }
    default:
      return null;
  }
}

function dayNumber(year: number, month: number, day: number): number | null {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return null;
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

function timeNumber(text: string): number | null {
  const match = /^(\d\d):(\d\d)(?::(\d\d)(?:\.(\d{1,3}))?)?$/.exec(text);
  if (!match || +match[1] > 23 || +match[2] > 59 || +(match[3] ?? 0) > 59) return null;
  const ms = Number((match[4] ?? "0").padEnd(3, "0"));
  return ((+match[1] * 60 + +match[2]) * 60 + +(match[3] ?? 0)) * 1000 + ms;
}

/** Whether a ranged input's valid value is below its `min` or above its `max`. */
function outOfRange(input: Element): boolean {
  const type = inputType(input);
  // A range input's value is clamped into its range by sanitization.
  if (type === "range") return false;
  const value = typedNumber(type, valueOf(input));
  if (value === null) return false;
  const min = typedNumber(type, attribute(input, "min") ?? "");
  const max = typedNumber(type, attribute(input, "max") ?? "");
  return (min !== null && value < min) || (max !== null && value > max);
}

/** A number's step mismatch (§4.10.5.3.8): steps of `step` (default 1) from `min` or 0. */
function stepMismatch(input: Element): boolean {
  if (inputType(input) !== "number") return false;
  const value = typedNumber("number", valueOf(input));
  const stepText = attribute(input, "step")?.toLowerCase();
  if (value === null || stepText === "any") return false;
  const parsed = typedNumber("number", stepText ?? "");
  const step = parsed !== null && parsed > 0 ? parsed : 1;
  const base = typedNumber("number", attribute(input, "min") ?? "") ??
    typedNumber("number", attribute(input, "value") ?? "") ?? 0;
  const steps = (value - base) / step;
  return Math.abs(steps - Math.round(steps)) > 1e-9;
}

/** A valid email address (HTML §4.10.5.1.5): a local part, `@`, labels of a domain. */
const EMAIL_LABEL = "[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?";
const EMAIL = new RegExp(
  `^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${EMAIL_LABEL}(?:\\.${EMAIL_LABEL})*$`,
);

function typeMismatch(input: Element, value: string): boolean {
  if (value === "") return false;
  switch (inputType(input)) {
    case "email": {
      const addresses = attribute(input, "multiple") !== undefined
        ? value.split(",").map((a) => a.trim())
        : [value];
      return !addresses.every((a) => EMAIL.test(a));
    }
    case "url":
      return !URL.canParse(value);
    default:
      return false;
  }
}

function patternMismatch(input: Element, value: string): boolean {
  const pattern = attribute(input, "pattern");
  if (pattern === undefined || value === "" || !PATTERN_TYPES.has(inputType(input))) return false;
  let regexp: RegExp;
  try {
    regexp = new RegExp(`^(?:${pattern})$`, "v");
  } catch {
    return false; // an invalid pattern constrains nothing
  }
  return !regexp.test(value);
}

/** Whether a required control has no value (§4.10.20.1 "suffering from being missing"). */
function valueMissing(control: Element, context: MatchContext): boolean {
  if (control.name === "select") {
    if (attribute(control, "required") === undefined) return false;
    const selected = selectedOptions(control, context);
    if (selected.size === 0) return true;
    // The placeholder label option: a first option with an empty value, not in an optgroup.
    const first = optionsOf(control)[0];
    const placeholder = attribute(control, "multiple") === undefined &&
      displaySize(control) === 1 && parentElement(first) === control &&
      (attribute(first, "value") ?? textContent(first).trim()) === "";
    return placeholder && selected.has(first);
  }
  if (control.name === "input" && inputType(control) === "radio") {
    const state = radioState(control, context);
    return state.groupRequired && !state.groupChecked;
  }
  if (!isRequired(control)) return false;
  if (control.name === "input") {
    const type = inputType(control);
    if (type === "checkbox") return !isChecked(control, context);
    if (type === "file") return true;
  }
  return valueOf(control) === "";
}

const INVALID = new MemoKey<boolean>();

/** Whether a candidate suffers from any constraint; forms and fieldsets when one inside does. */
function isInvalid(element: Element, context: MatchContext): boolean {
  return context.memo(INVALID, element, () => {
    if (isHtmlElement(element, "form")) {
      return someDescendant(
        context.root,
        (e) =>
          formOwner(e, context) === element && isCandidate(e, context) && isInvalid(e, context),
      );
    }
    if (isHtmlElement(element, "fieldset")) {
      return someDescendant(element, (e) => isCandidate(e, context) && isInvalid(e, context));
    }
    if (!isCandidate(element, context) || element.name === "button") return false;
    if (valueMissing(element, context)) return true;
    if (element.name !== "input") return false;
    const value = valueOf(element);
    return typeMismatch(element, value) || patternMismatch(element, value) ||
      outOfRange(element) || stepMismatch(element);
  });
}

/** :valid and :invalid: candidates, forms and fieldsets. */
export function validity(element: Element, context: MatchContext): "valid" | "invalid" | null {
  const validated = isCandidate(element, context) || isHtmlElement(element, "form") ||
    isHtmlElement(element, "fieldset");
  if (!validated) return null;
  return isInvalid(element, context) ? "invalid" : "valid";
}

/**
 * :in-range and :out-of-range, on candidates of a ranged type. As in Chromium, one without a
 * valid value is in range, and one with a value is neither unless it has a `min` or a `max`
 * (or is a range input, which has both by default).
 */
export function rangeState(element: Element, context: MatchContext): "in" | "out" | null {
  if (!isHtmlElement(element, "input") || !RANGED_TYPES.has(inputType(element))) return null;
  if (!isCandidate(element, context)) return null;
  const type = inputType(element);
  if (typedNumber(type, valueOf(element)) === null) return "in";
  const limited = type === "range" || attribute(element, "min") !== undefined ||
    attribute(element, "max") !== undefined;
  if (!limited) return null;
  return outOfRange(element) ? "out" : "in";
}
