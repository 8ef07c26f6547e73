/**
 * Colour for content streams: CSS sRGB colours become DeviceRGB operands
 * (PDF 32000-1 §8.6.4.2), and their alpha becomes a constant-opacity graphics
 * state (§11.6.4.4: /ca for fill, /CA for stroke, set with `gs` from the page's
 * /ExtGState resources, §8.4.5; graphics_states.ts).
 */
import type { RGBA } from "../css/types.ts";
import { formatNumber } from "./number.ts";

/** "r g b" operands (0–1) for `rg` / `RG`; 3 decimals tell apart all 256 levels of a channel. */
export function rgbOperands(color: RGBA): string {
  return `${formatNumber(color.r / 255, 3)} ${formatNumber(color.g / 255, 3)} ${
    formatNumber(color.b / 255, 3)
  }`;
}

/** Alpha clamped to 0–1 and formatted as it is written, so equal-looking alphas share a state. */
export function alphaOperand(color: RGBA): string {
  return formatNumber(Math.min(1, Math.max(0, color.a)), 3);
}

/** Which opacity an ExtGState sets: `ca` for fills (text included), `CA` for strokes. */
export type AlphaKey = "ca" | "CA";
