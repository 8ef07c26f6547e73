/**
 * The pseudo-classes and pseudo-elements Chromium knows (Chromium 156: a rule using one
 * survives in `cssRules`), and what may follow each pseudo-element. A name not listed here
 * invalidates its selector, as in Chromium: `:-moz-focusring`, `::-moz-placeholder`,
 * `:matches()`, `:nth-col()`, `:playing`. Most of these never match in a printed document
 * (nothing is hovered, focused, full-screen or in a shadow tree); what they match is decided
 * in compile.ts.
 */

/** Pseudo-classes of scrollbar parts; valid on their own too, where they match nothing. */
const SCROLLBAR_PSEUDO_CLASSES: ReadonlySet<string> = new Set([
  "horizontal",
  "vertical",
  "decrement",
  "increment",
  "start",
  "end",
  "double-button",
  "single-button",
  "no-button",
  "corner-present",
]);

/** Tree-structural pseudo-classes without arguments (§14), and :scope. */
const TREE_STRUCTURAL = [
  "root",
  "scope",
  "empty",
  "first-child",
  "last-child",
  "only-child",
  "first-of-type",
  "last-of-type",
  "only-of-type",
];

/** Pseudo-classes without arguments. */
export const PLAIN_PSEUDO_CLASSES: ReadonlySet<string> = new Set([
  ...TREE_STRUCTURAL,
  // Links, forms and element states (§8, §13, HTML §4.16.3).
  "link",
  "any-link",
  "-webkit-any-link",
  "visited",
  "checked",
  "default",
  "indeterminate",
  "disabled",
  "enabled",
  "required",
  "optional",
  "read-only",
  "read-write",
  "placeholder-shown",
  "valid",
  "invalid",
  "in-range",
  "out-of-range",
  "user-valid",
  "user-invalid",
  "autofill",
  "-webkit-autofill",
  "open",
  "defined",
  // User action, time, display and shadow-tree states: never in a printed document.
  "hover",
  "active",
  "focus",
  "focus-visible",
  "focus-within",
  "target",
  "target-current",
  "target-before",
  "target-after",
  "fullscreen",
  "-webkit-full-screen",
  "-webkit-full-screen-ancestor",
  "-webkit-full-page-media",
  "-webkit-drag",
  "modal",
  "picture-in-picture",
  "popover-open",
  "xr-overlay",
  "window-inactive",
  "past",
  "current",
  "future",
  "active-view-transition",
  "interest-source",
  "interest-target",
  "host",
  ...SCROLLBAR_PSEUDO_CLASSES,
]);

/** Pseudo-classes taking arguments, by the argument grammar parse.ts reads. */
export const FUNCTIONAL_PSEUDO_CLASSES: ReadonlyMap<string, FunctionalPseudoClass> = new Map([
  ["is", "forgiving-list"],
  ["where", "forgiving-list"],
  ["not", "list"],
  ["has", "relative-list"],
  ["-webkit-any", "compound-list"],
  ["host", "compound"],
  ["host-context", "compound"],
  ["nth-child", "nth-of"],
  ["nth-last-child", "nth-of"],
  ["nth-of-type", "nth"],
  ["nth-last-of-type", "nth"],
  ["lang", "ident"],
  ["dir", "ident"],
  ["state", "ident"],
  ["active-view-transition-type", "ident-list"],
]);

export type FunctionalPseudoClass =
  | "forgiving-list"
  | "list"
  | "relative-list"
  | "compound-list"
  | "compound"
  | "nth-of"
  | "nth"
  | "ident"
  | "ident-list";

/** Pseudo-elements that may be written with one colon (Selectors 4 §16.1). */
export const LEGACY_PSEUDO_ELEMENTS: ReadonlySet<string> = new Set([
  "before",
  "after",
  "first-line",
  "first-letter",
]);

/**
 * What may follow a pseudo-element in its compound (Chromium's rules, narrower than
 * Selectors 4 §16.2): nothing but :is()/:where() after most, user-action pseudo-classes after
 * those standing for a real box (::file-selector-button, ::-webkit-*), and so on.
 */
export type AfterPseudoElement =
  | "nothing" // not even :is()
  | "is-where"
  | "marker" // ::before::marker, ::after::marker
  | "window-inactive" // ::selection
  | "user-action"
  | "scrollbar"
  | "scroll-marker"
  | "scroll-button"
  | "element" // ::part(), ::details-content, ::picker(): most non-structural pseudo-classes
  | "slotted" // pseudo-elements of the slotted element
  | "only-child" // view transitions
  | "current"; // ::search-text

const PLAIN_PSEUDO_ELEMENTS: ReadonlyMap<string, AfterPseudoElement> = new Map([
  ["before", "marker"],
  ["after", "marker"],
  ["marker", "is-where"],
  ["first-line", "is-where"],
  ["first-letter", "is-where"],
  ["placeholder", "is-where"],
  ["selection", "window-inactive"],
  ["backdrop", "is-where"],
  ["cue", "user-action"],
  ["file-selector-button", "user-action"],
  ["grammar-error", "is-where"],
  ["spelling-error", "is-where"],
  ["target-text", "is-where"],
  ["view-transition", "is-where"],
  ["scroll-marker", "scroll-marker"],
  ["scroll-marker-group", "is-where"],
  ["column", "nothing"],
  ["checkmark", "is-where"],
  ["picker-icon", "is-where"],
  ["details-content", "element"],
  ["search-text", "current"],
  // GCPM 3 §3.6–3.7, which Chromium drops: a footnote's call and marker (lib/layout/page).
  ["footnote-call", "is-where"],
  ["footnote-marker", "is-where"],
]);

/** Pseudo-elements taking arguments, by the argument grammar parse.ts reads. */
export const FUNCTIONAL_PSEUDO_ELEMENTS: ReadonlyMap<
  string,
  { argument: FunctionalPseudoElement; after: AfterPseudoElement }
> = new Map([
  ["part", { argument: "idents", after: "element" }],
  ["slotted", { argument: "compound", after: "slotted" }],
  ["highlight", { argument: "ident", after: "is-where" }],
  ["cue", { argument: "compound-list", after: "is-where" }],
  ["picker", { argument: "select", after: "element" }],
  ["scroll-button", { argument: "scroll-button", after: "scroll-button" }],
  ["view-transition-group", { argument: "transition-name", after: "only-child" }],
  ["view-transition-image-pair", { argument: "transition-name", after: "only-child" }],
  ["view-transition-old", { argument: "transition-name", after: "only-child" }],
  ["view-transition-new", { argument: "transition-name", after: "only-child" }],
]);

export type FunctionalPseudoElement =
  | "idents"
  | "ident"
  | "compound"
  | "compound-list"
  | "select"
  | "scroll-button"
  | "transition-name";

const SCROLLBAR_PSEUDO_ELEMENTS = new Set([
  "-webkit-scrollbar",
  "-webkit-scrollbar-button",
  "-webkit-scrollbar-thumb",
  "-webkit-scrollbar-track",
  "-webkit-scrollbar-track-piece",
  "-webkit-scrollbar-corner",
  "-webkit-resizer",
]);

/**
 * The `::-webkit-` pseudo-elements `CSS.supports("selector(…)")` accepts; every other
 * `::-webkit-` name is valid in a stylesheet all the same (Chromium keeps the rule; it can only
 * match inside its own form controls), which `@supports selector()` does not accept.
 */
const SUPPORTED_WEBKIT_PSEUDO_ELEMENTS = new Set([
  ...SCROLLBAR_PSEUDO_ELEMENTS,
  ...[
    "search-cancel-button",
    "datetime-edit",
    "datetime-edit-fields-wrapper",
    "datetime-edit-text",
    "datetime-edit-year-field",
    "datetime-edit-month-field",
    "datetime-edit-day-field",
    "datetime-edit-hour-field",
    "datetime-edit-minute-field",
    "datetime-edit-second-field",
    "datetime-edit-millisecond-field",
    "datetime-edit-ampm-field",
    "datetime-edit-week-field",
    "color-swatch",
    "color-swatch-wrapper",
    "media-controls",
    "media-controls-panel",
    "media-controls-play-button",
    "media-controls-timeline",
    "media-controls-current-time-display",
    "media-controls-mute-button",
    "media-controls-fullscreen-button",
    "media-controls-enclosure",
    "media-controls-overlay-play-button",
    "media-slider-container",
    "media-text-track-container",
    "meter-bar",
    "meter-optimum-value",
    "meter-suboptimum-value",
    "meter-even-less-good-value",
    "meter-inner-element",
    "progress-inner-element",
    "progress-bar",
    "progress-value",
    "slider-container",
    "slider-runnable-track",
    "slider-thumb",
    "textfield-decoration-container",
    "input-placeholder",
    "inner-spin-button",
    "calendar-picker-indicator",
    "file-upload-button",
    "date-and-time-value",
  ].map((name) => `-webkit-${name}`),
]);

/**
 * What may follow a pseudo-element without arguments, or null when Chromium does not know
 * it. Any `::-webkit-` name is known (Chromium's "custom" pseudo-elements).
 */
export function plainPseudoElement(name: string): AfterPseudoElement | null {
  const known = PLAIN_PSEUDO_ELEMENTS.get(name);
  if (known) return known;
  // `::-webkit-full-page-media` names a pseudo-class, so it is no pseudo-element.
  if (!name.startsWith("-webkit-") || PLAIN_PSEUDO_CLASSES.has(name)) return null;
  return SCROLLBAR_PSEUDO_ELEMENTS.has(name) ? "scrollbar" : "user-action";
}

/** Whether `@supports selector()` accepts a pseudo-element Chromium knows. */
export function isSupportedPseudoElement(name: string): boolean {
  return !name.startsWith("-webkit-") || SUPPORTED_WEBKIT_PSEUDO_ELEMENTS.has(name);
}

const USER_ACTION = new Set(["hover", "focus", "active", "focus-visible", "focus-within"]);

/** Pseudo-classes that look at an element's place in the tree; none may follow ::part(). */
const STRUCTURAL = new Set([
  ...TREE_STRUCTURAL,
  "nth-child",
  "nth-last-child",
  "nth-of-type",
  "nth-last-of-type",
  "has",
  "host",
  "host-context",
  "past",
  "current",
  "future",
]);

/** Whether a pseudo-class may follow a pseudo-element whose followers are `after`. */
export function pseudoClassAllowedAfter(name: string, after: AfterPseudoElement): boolean {
  if (name === "is" || name === "where") return after !== "nothing" && after !== "slotted";
  switch (after) {
    case "window-inactive":
      return name === "window-inactive";
    case "user-action":
      return USER_ACTION.has(name) || name === "not";
    case "scrollbar":
      return name === "hover" || name === "active" || name === "window-inactive" ||
        name === "enabled" || name === "disabled" || name === "not" ||
        SCROLLBAR_PSEUDO_CLASSES.has(name);
    case "scroll-marker":
      return USER_ACTION.has(name) || name === "not" || name === "target-current";
    case "scroll-button":
      return USER_ACTION.has(name) || name === "not" || name === "enabled" ||
        name === "disabled";
    case "element":
      return !STRUCTURAL.has(name) && !SCROLLBAR_PSEUDO_CLASSES.has(name);
    case "only-child":
      return name === "only-child";
    case "current":
      return name === "current";
    default:
      return false;
  }
}

/** Whether a pseudo-element may follow one whose followers are `after`. */
export function pseudoElementAllowedAfter(name: string, after: AfterPseudoElement): boolean {
  if (after === "marker") return name === "marker";
  if (after === "element" || after === "slotted") {
    return ["before", "after", "marker", "placeholder"].includes(name);
  }
  return false;
}
