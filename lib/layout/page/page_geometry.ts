/**
 * A page's geometry (CSS Paged Media 3 §3, §7–8): its box size, its margins, and its page
 * area as layout sees it and as paint cuts it.
 */
import type { PageRule } from "../../css/types.ts";
import type { Margins } from "../../options.ts";

export interface PageGeometry {
  width: number;
  height: number;
  /** The margins as specified, px. */
  exact: Margins;
  /** Where the page area starts: Chromium places it on whole pixels (20mm = 75.59px at 76). */
  margins: Margins;
  /**
   * The page area as layout sees it: Chromium lays pages out in whole pixels, the exact
   * size rounded up (A4 with 20mm margins, 642.52 × 971.34px, is laid out 643 × 972).
   */
  area: { width: number; height: number };
  /** The exact page area: where the canvas is painted and content cut. */
  visible: { width: number; height: number };
}

export function pageGeometry(width: number, height: number, exact: Margins): PageGeometry {
  const across = width - exact.left - exact.right;
  const down = height - exact.top - exact.bottom;
  // The epsilon keeps float noise in whole sizes (816 - 96 - 96) from rounding up a pixel.
  const whole = (x: number) => Math.max(1, Math.ceil(x - 1e-6));
  return {
    width,
    height,
    exact,
    margins: {
      top: Math.round(exact.top),
      right: Math.round(exact.right),
      bottom: Math.round(exact.bottom),
      left: Math.round(exact.left),
    },
    area: { width: whole(across), height: whole(down) },
    visible: { width: Math.max(1, across), height: Math.max(1, down) },
  };
}

/** `base` with what an @page rule sets of the size and margins. */
export function withPageRule(base: PageGeometry, rule: PageRule): PageGeometry {
  const [width, height] = rule.size ?? [base.width, base.height];
  return pageGeometry(width, height, {
    top: rule.marginTop ?? base.exact.top,
    right: rule.marginRight ?? base.exact.right,
    bottom: rule.marginBottom ?? base.exact.bottom,
    left: rule.marginLeft ?? base.exact.left,
  });
}
