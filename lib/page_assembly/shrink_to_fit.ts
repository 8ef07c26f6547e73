/**
 * Chromium's print "shrink to fit" (Blink's printing shrink factors): a document whose content
 * is wider than the page area it is on is laid out again on pages as many times wider and
 * taller as it reaches, at most 1.5 times, and printed scaled down by as much; what is wider
 * still is cut at the page area's edge. Chromium 156 prints a 700px-wide table on an A4 page
 * area 642.5px wide at 0.918 of its size, an 800px one at 0.803 and a 1200px one at 1/1.5;
 * a 700px one on a 520px-wide named page at 520/700, the whole document with it. Margin boxes
 * keep their size. The factor is the document's, taken from its first layout.
 */
import type { Affine } from "../paint/affine.ts";
import { type BoxFragment, flowReach } from "../layout/mod.ts";

/** How much wider than the page area Chromium lays a document out at most. */
const MAX_ZOOM = 1.5;

/** How much further than its page area content may reach and count as fitting (rounding). */
const TOLERANCE = 1e-6;

/**
 * How many times larger than the printed page areas the pages a document is laid out on are:
 * 1 when its first layout `root` fits the page areas, `areaWidth` wide by flow y.
 */
export function shrinkZoom(root: BoxFragment, areaWidth: (y: number) => number): number {
  const reach = flowReach(root, areaWidth);
  return reach > 1 + TOLERANCE ? Math.min(reach, MAX_ZOOM) : 1;
}

/** The transform that prints what is laid out `zoom` times larger into a page area at `origin`. */
export function shrinkTransform(zoom: number, origin: { x: number; y: number }): Affine {
  const scale = 1 / zoom;
  return [scale, 0, 0, scale, origin.x * (1 - scale), origin.y * (1 - scale)];
}
