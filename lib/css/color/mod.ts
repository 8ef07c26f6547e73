/** The <color> value type (CSS Color 4 and 5) as the rest of the style stage uses it. */
export {
  BLACK,
  computeColor,
  parseColor,
  parseColorValue,
  type SpecifiedColor,
  TRANSPARENT,
  waitsForElement,
} from "./specified.ts";
export { canvasColor, COLOR_SCHEME, type UsedScheme } from "./scheme.ts";
export { NAMED_COLORS } from "./named_colors.ts";
