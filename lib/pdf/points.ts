/**
 * Page-level coordinates in PDF units. Layout and paint work in CSS px with y down from the
 * page's top; default user space (PDF 32000-1 §8.3.2.3) is in points with y up from the
 * bottom. Content streams flip once with a matrix (content_stream.ts); what lives outside
 * them — page boxes, annotation rectangles, destinations — is converted here.
 */
import { PT_PER_PX } from "./content_stream.ts";
import { formatNumber } from "./number.ts";

/** Page-level coordinates (boxes, annotation rects, destinations) to 0.01pt. */
export function roundPoints(pt: number): number {
  return Number(formatNumber(pt, 2));
}

/** A px length in pt: A4's 793.7px side becomes 595.28pt, the value viewers recognise as A4. */
export function pagePoints(lengthPx: number): number {
  return roundPoints(lengthPx * PT_PER_PX);
}

/** A y in page px (down from the top) as a y in default user space on a page `heightPt` high. */
export function userSpaceY(yPx: number, heightPt: number): number {
  return roundPoints(heightPt - yPx * PT_PER_PX);
}
