/**
 * Styles table boxes derive from their element's: the table wrapper box (CSS 2.2
 * §17.4) takes the table's margins and place in flow while the table box keeps its
 * borders, padding and background; collapsed borders are painted from the grid lines.
 */
import type { ComputedStyle, CornerRadius, RGBA } from "../../css/types.ts";

/**
 * A style made from another once per style object: styles are shared between boxes
 * (lib/css/style_sharing.ts), so the derived ones are too, and a long table makes one, not one
 * per cell.
 */
function derivedStyle(
  make: (style: ComputedStyle) => ComputedStyle,
): (style: ComputedStyle) => ComputedStyle {
  const made = new WeakMap<ComputedStyle, ComputedStyle>();
  return (style) => {
    let out = made.get(style);
    if (!out) made.set(style, out = make(style));
    return out;
  };
}

const SQUARE: CornerRadius = { horizontal: { px: 0 }, vertical: { px: 0 } };

/**
 * The style with its borders kept for layout but not painted: table parts whose
 * borders collapse are painted from the resolved grid lines instead (§17.6.2). Nor
 * are they rounded: border-radius does not apply to them (CSS Backgrounds 3 §5.1).
 */
export const withoutBorders = derivedStyle((style) => ({
  ...style,
  borderTopStyle: "none",
  borderRightStyle: "none",
  borderBottomStyle: "none",
  borderLeftStyle: "none",
  borderTopLeftRadius: SQUARE,
  borderTopRightRadius: SQUARE,
  borderBottomRightRadius: SQUARE,
  borderBottomLeftRadius: SQUARE,
}));

const TRANSPARENT: RGBA = { r: 0, g: 0, b: 0, a: 0 };
const ZERO = { px: 0 };

/**
 * The style without its box decorations (background, borders, padding) or sizes:
 * for the table wrapper box (§17.4), and for cells `empty-cells: hide` hides (§17.6.1.1).
 */
export const undecorated = derivedStyle((style) => ({
  ...withoutBorders(style),
  width: "auto",
  height: "auto",
  minWidth: "auto",
  minHeight: "auto",
  maxWidth: "none",
  maxHeight: "none",
  backgroundColor: TRANSPARENT,
  backgroundImage: ["none"],
  boxShadow: [],
  outlineStyle: "none",
  borderTopWidth: 0,
  borderRightWidth: 0,
  borderBottomWidth: 0,
  borderLeftWidth: 0,
  paddingTop: ZERO,
  paddingRight: ZERO,
  paddingBottom: ZERO,
  paddingLeft: ZERO,
}));
