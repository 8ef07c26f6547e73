/**
 * `appearance` (CSS UI 4 §7.1): `auto` (or one of the legacy <compat-auto> names, or
 * menulist-button) draws a form control as the platform's widget; `none` makes it an ordinary
 * box the page styles. What a widget does to its style is widget_style.ts.
 */
import { keyword } from "./kinds.ts";
import { longhand } from "./property.ts";

const APPEARANCES = [
  "none",
  "auto",
  "menulist-button",
  "textfield",
  "searchfield",
  "textarea",
  "push-button",
  "slider-horizontal",
  "checkbox",
  "radio",
  "square-button",
  "menulist",
  "listbox",
  "meter",
  "progress-bar",
  "button",
] as const;

export type Appearance = typeof APPEARANCES[number];

export const APPEARANCE = longhand(
  "appearance",
  keyword<Appearance>(APPEARANCES),
  { inherited: false, initial: "none" },
);
