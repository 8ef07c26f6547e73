/**
 * What each pseudo-class without arguments matches in a printed document (Selectors 4 §7–§14,
 * HTML §4.16.3), checked against Chromium 156's element.matches() on a static page. Those
 * not listed (user action, time, display, shadow-tree states: :hover, :focus, :target,
 * :visited, :fullscreen, :host, …) are valid and match nothing: nothing is hovered or focused,
 * no link is visited, there is no fragment and no shadow tree.
 */
import type { Element } from "domhandler";
import type { Matcher } from "./context.ts";
import { attribute, isHtml, isHtmlElement, SVG_NAMESPACE } from "./dom.ts";
import {
  isChecked,
  isDefault,
  isDisabled,
  isEnabled,
  isIndeterminate,
  isOptional,
  isPlaceholderShown,
  isReadWrite,
  isRequired,
} from "./form_controls.ts";
import { rangeState, validity } from "./validity.ts";

/** The document element (§14.1); `:scope` outside of @scope, and `&` outside of nesting. */
export const isRoot: Matcher = (element) => element.parent?.type === "root";

/** Elements that are links (§8.1): a and area with href, SVG a with href or xlink:href. */
function isLink(element: Element): boolean {
  if (isHtml(element)) {
    return (element.name === "a" || element.name === "area") &&
      attribute(element, "href") !== undefined;
  }
  return element.namespace === SVG_NAMESPACE && element.name === "a" &&
    element.attribs.href !== undefined; // href or xlink:href
}

/** Names that look like custom elements but are reserved (HTML §4.13.2). */
const RESERVED_NAMES = new Set([
  "annotation-xml",
  "color-profile",
  "font-face",
  "font-face-src",
  "font-face-uri",
  "font-face-format",
  "font-face-name",
  "missing-glyph",
]);

function isCustomElementName(name: string): boolean {
  return /^[a-z]/.test(name) && name.includes("-") && !RESERVED_NAMES.has(name);
}

/**
 * Custom elements stay undefined without script (HTML §4.13.4): autonomous ones, and
 * customized built-ins (`<button is=my-button>`).
 */
function isDefined(element: Element): boolean {
  if (!isHtml(element)) return true;
  const is = attribute(element, "is");
  return !isCustomElementName(element.name) && !(is !== undefined && isCustomElementName(is));
}

export const PLAIN_MATCHERS: ReadonlyMap<string, Matcher> = new Map<string, Matcher>([
  ["root", isRoot],
  ["scope", (e, c) => c.scopeRoot === null ? isRoot(e, c) : e === c.scopeRoot],
  // Comments (and processing instructions) do not count; any text does, even white space.
  ["empty", (e) => e.children.every((c) => c.type === "comment" || c.type === "directive")],
  ["first-child", (e, c) => c.position(e).index === 1],
  ["last-child", (e, c) => c.position(e).index === c.position(e).count],
  ["only-child", (e, c) => c.position(e).count === 1],
  ["first-of-type", (e, c) => c.typePosition(e).index === 1],
  ["last-of-type", (e, c) => c.typePosition(e).index === c.typePosition(e).count],
  ["only-of-type", (e, c) => c.typePosition(e).count === 1],
  // No link is visited in a fresh print.
  ["link", isLink],
  ["any-link", isLink],
  ["-webkit-any-link", isLink],
  ["checked", isChecked],
  ["default", isDefault],
  ["indeterminate", isIndeterminate],
  ["disabled", isDisabled],
  ["enabled", isEnabled],
  ["required", isRequired],
  ["optional", isOptional],
  ["read-write", isReadWrite],
  ["read-only", (e, c) => isHtml(e) && !isReadWrite(e, c)],
  ["placeholder-shown", isPlaceholderShown],
  ["valid", (e, c) => validity(e, c) === "valid"],
  ["invalid", (e, c) => validity(e, c) === "invalid"],
  ["in-range", (e, c) => rangeState(e, c) === "in"],
  ["out-of-range", (e, c) => rangeState(e, c) === "out"],
  [
    "open",
    (e) =>
      (isHtmlElement(e, "details") || isHtmlElement(e, "dialog")) &&
      attribute(e, "open") !== undefined,
  ],
  ["defined", isDefined],
]);
