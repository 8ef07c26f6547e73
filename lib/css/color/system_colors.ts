/**
 * System colours (CSS Color 4 §6.2, and the deprecated ones of Appendix A) and Chromium's
 * `-webkit-link`, `-webkit-activelink` and `-webkit-focus-ring-color`, as 0xRRGGBB in the light
 * and the dark colour scheme. The values are Chromium 156's computed values on Linux
 * (getComputedStyle with `color-scheme: light` and `dark`); Highlight is translucent.
 */
import type { RGBA } from "../types.ts";
import { rgbOf } from "./model.ts";

type Pair = readonly [light: number, dark: number];

const SYSTEM_COLORS: ReadonlyMap<string, Pair> = new Map<string, Pair>([
  ["canvas", [0xffffff, 0x121212]],
  ["canvastext", [0x000000, 0xffffff]],
  ["linktext", [0x0000ee, 0x9e9eff]],
  ["visitedtext", [0x551a8b, 0xd0adf0]],
  ["activetext", [0xff0000, 0xff0000]],
  ["buttonface", [0xefefef, 0x6b6b6b]],
  ["buttontext", [0x000000, 0xffffff]],
  ["buttonborder", [0x000000, 0xffffff]],
  ["field", [0xffffff, 0x3b3b3b]],
  ["fieldtext", [0x000000, 0xffffff]],
  ["highlight", [0x0041c6, 0x0041c6]],
  ["highlighttext", [0xffffff, 0xffffff]],
  ["selecteditem", [0x1967d2, 0x99c8ff]],
  ["selecteditemtext", [0xffffff, 0x3b3b3b]],
  ["mark", [0xffff00, 0xffff00]],
  ["marktext", [0x000000, 0x000000]],
  ["graytext", [0x808080, 0x808080]],
  ["accentcolor", [0x0075ff, 0x0075ff]],
  ["accentcolortext", [0xffffff, 0xffffff]],
  ["activeborder", [0x000000, 0xffffff]],
  ["activecaption", [0xffffff, 0x121212]],
  ["appworkspace", [0xffffff, 0x121212]],
  ["background", [0xffffff, 0x121212]],
  ["buttonhighlight", [0xefefef, 0x6b6b6b]],
  ["buttonshadow", [0xefefef, 0x6b6b6b]],
  ["captiontext", [0x000000, 0xffffff]],
  ["inactiveborder", [0x000000, 0xffffff]],
  ["inactivecaption", [0xffffff, 0x121212]],
  ["inactivecaptiontext", [0x808080, 0x808080]],
  ["infobackground", [0xffffff, 0x121212]],
  ["infotext", [0x000000, 0xffffff]],
  ["menu", [0xffffff, 0x121212]],
  ["menutext", [0x000000, 0xffffff]],
  ["scrollbar", [0xffffff, 0x121212]],
  ["threeddarkshadow", [0x000000, 0xffffff]],
  ["threedface", [0xefefef, 0x6b6b6b]],
  ["threedhighlight", [0x000000, 0xffffff]],
  ["threedlightshadow", [0x000000, 0xffffff]],
  ["threedshadow", [0x000000, 0xffffff]],
  ["window", [0xffffff, 0x121212]],
  ["windowframe", [0x000000, 0xffffff]],
  ["windowtext", [0x000000, 0xffffff]],
  ["-webkit-link", [0x0000ee, 0x9e9eff]],
  ["-webkit-activelink", [0xff0000, 0xff9e9e]],
  ["-webkit-focus-ring-color", [0x101010, 0xeeeeee]],
]);

/** Highlight's alpha in both schemes (0xcc, serialised as 0.8). */
const HIGHLIGHT_ALPHA = 0xcc / 255;

/** The system colour `name` (lower-cased) in both schemes, or null when it is none. */
export function systemColor(name: string): { light: RGBA; dark: RGBA } | null {
  const pair = SYSTEM_COLORS.get(name);
  if (pair === undefined) return null;
  const a = name === "highlight" ? HIGHLIGHT_ALPHA : 1;
  return { light: rgbOf(pair[0], a), dark: rgbOf(pair[1], a) };
}
