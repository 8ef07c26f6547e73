/**
 * The style of an anonymous box (CSS 2.2 §9.2.1.1, §17.2.1): block boxes around
 * inline runs, and the tables, rows and cells that table fix-up adds.
 */
import { inheritFrom } from "../css/mod.ts";
import type { ComputedStyle, Display } from "../css/types.ts";

const anonymousStyles = new WeakMap<ComputedStyle, Map<Display, ComputedStyle>>();

/** Anonymous boxes inherit from their parent box; everything else is initial (§9.2.1.1). */
export function anonymousStyle(parent: ComputedStyle, display: Display = "block"): ComputedStyle {
  let byDisplay = anonymousStyles.get(parent);
  if (!byDisplay) anonymousStyles.set(parent, byDisplay = new Map());
  let style = byDisplay.get(display);
  if (!style) byDisplay.set(display, style = { ...inheritFrom(parent), display });
  return style;
}
