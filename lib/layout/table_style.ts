/**
 * Styles of boxes no element styles directly: anonymous boxes (CSS 2.2 §9.2.1.1,
 * §17.2.1) and the table wrapper box (§17.4), which takes the table's margins and
 * place in flow while the table box keeps its borders, padding and background.
 */
import { inheritFrom } from "../css/mod.ts";
import type { ComputedStyle, CornerRadius, Display, RGBA } from "../css/types.ts";

const anonymousStyles = new WeakMap<ComputedStyle, Map<Display, ComputedStyle>>();

/** Anonymous boxes inherit from their parent box; everything else is initial (§9.2.1.1). */
export function anonymousStyle(parent: ComputedStyle, display: Display = "block"): ComputedStyle {
  let byDisplay = anonymousStyles.get(parent);
  if (!byDisplay) anonymousStyles.set(parent, byDisplay = new Map());
  let style = byDisplay.get(display);
  if (!style) byDisplay.set(display, style = { ...inheritFrom(parent), display });
  return style;
}

/**
 * A style made from another once per style object: styles are shared between boxes
 * (style_sharing.ts), so the derived ones are too, and a long table makes one, not one
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
  borderTopWidth: 0,
  borderRightWidth: 0,
  borderBottomWidth: 0,
  borderLeftWidth: 0,
  paddingTop: ZERO,
  paddingRight: ZERO,
  paddingBottom: ZERO,
  paddingLeft: ZERO,
}));
