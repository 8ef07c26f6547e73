/**
 * Page geometry in CSS px: a page box less its margins is the page area the document is laid
 * out in (CSS Paged Media 3 §3.1), which is what the browser side of /e2e is given as its width.
 */
import type { Margins } from "./render_request.ts";

/** CSS px per unit of each absolute length (CSS Values 4 §6.2: 1in = 96px = 2.54cm = 72pt). */
const PX_PER_UNIT: Readonly<Record<string, number>> = {
  px: 1,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  pt: 96 / 72,
  pc: 16,
};

/** PDF user space is in points: 1pt = 4/3 CSS px. */
export const CSS_PX_PER_PT = 96 / 72;

/** An absolute length ("20mm", "0", "1in") in px; null for what needs a context (%, em). */
export function cssLengthPx(text: string): number | null {
  const match = /^\s*(-?(?:\d+\.?\d*|\.\d+))([a-z]*)\s*$/i.exec(text);
  if (match === null) return null;
  const value = Number(match[1]);
  const unit = match[2].toLowerCase();
  if (unit === "") return value === 0 ? 0 : null;
  const factor = PX_PER_UNIT[unit];
  return factor === undefined ? null : value * factor;
}

export interface PageArea {
  /** The page box. */
  width: number;
  height: number;
  margins: Margins;
  /** The page box less the margins; never below 1px. */
  contentWidth: number;
  contentHeight: number;
}

export function pageArea(width: number, height: number, margins: Margins): PageArea {
  return {
    width,
    height,
    margins,
    contentWidth: Math.max(1, width - margins.left - margins.right),
    contentHeight: Math.max(1, height - margins.top - margins.bottom),
  };
}
