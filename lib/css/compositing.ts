/**
 * Compositing and Blending 1 §3: `mix-blend-mode` (how an element's group blends with what is
 * under it) and `isolation` (whether an element's group blends only within itself).
 */
import { keyword } from "./kinds.ts";
import { longhand } from "./property.ts";

/** The separable and non-separable blend modes (§5, §10), and Chromium's `plus-lighter`. */
export const BLEND_MODES = [
  "normal",
  "multiply",
  "screen",
  "overlay",
  "darken",
  "lighten",
  "color-dodge",
  "color-burn",
  "hard-light",
  "soft-light",
  "difference",
  "exclusion",
  "hue",
  "saturation",
  "color",
  "luminosity",
  "plus-lighter",
] as const;

export type BlendMode = typeof BLEND_MODES[number];

export const MIX_BLEND_MODE = longhand("mix-blend-mode", keyword(BLEND_MODES), {
  inherited: false,
  initial: "normal",
});

export const ISOLATION = longhand("isolation", keyword(["auto", "isolate"] as const), {
  inherited: false,
  initial: "auto",
});
