/**
 * `accent-color` (CSS UI 4 §6.1): the colour a checked checkbox or radio and a progress bar's
 * bar are drawn in; `auto` is the widget's own (Chromium's light theme: rgb(0, 117, 255)).
 * Inherited; a colour computes to sRGB on the element that declares it.
 */
import { computeColor, parseColorValue, type SpecifiedColor } from "./color/mod.ts";
import { longhand } from "./property.ts";
import type { RGBA } from "./types.ts";
import { keywordOf } from "./value.ts";

export type AccentColor = "auto" | RGBA;

export const ACCENT_COLOR = longhand<"auto" | SpecifiedColor, AccentColor>(
  "accent-color",
  {
    parse: (tokens) => keywordOf(tokens, ["auto"]) ?? parseColorValue(tokens),
    compute: (value, ctx) => value === "auto" ? "auto" : computeColor(value, ctx),
  },
  { inherited: true, initial: "auto" },
);
