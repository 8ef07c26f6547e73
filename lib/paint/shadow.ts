/**
 * box-shadow (CSS Backgrounds 3 §6.1): outer shadows below a box's background, inset ones
 * above it (below the border), the first listed on top. An outer shadow is the border box
 * grown by the spread and moved by the offset, drawn only outside the border box; an inset one
 * darkens the padding box outside the padding box shrunk by the spread and moved. Sharp
 * shadows are vector paths; blurred ones are their blurred alpha on a grid (blurred_mask.ts)
 * drawn as an image of the shadow's colour, as Chromium's print draws them.
 */
import type { BoxShadow } from "../css/box_shadow.ts";
import type { ComputedStyle } from "../css/types.ts";
import type { BoxAreas } from "./background.ts";
import { blurredImage, GAUSSIAN_REACH, gridOver, roundedRectCoverage } from "./blurred_mask.ts";
import { rectPoints } from "./border.ts";
import { clipTo, outsetRoundedRect } from "./corner_radii.ts";
import type { DisplayItem, RoundedRect } from "./types.ts";

/** Paints the outer (or, with `inset`, the inset) shadows of a box into `out`. */
export function paintShadows(
  out: DisplayItem[],
  style: ComputedStyle,
  areas: BoxAreas,
  inset: boolean,
): void {
  for (const shadow of [...style.boxShadow].reverse()) {
    if (shadow.inset !== inset || shadow.color.a <= 0) continue;
    if (inset) insetShadow(out, shadow, areas["padding-box"]);
    else outerShadow(out, shadow, areas["border-box"]);
  }
}

/** A shadow's standard deviation: half its blur radius (§6.1.1). */
const sigmaOf = (shadow: BoxShadow) => shadow.blur / 2;

function outerShadow(out: DisplayItem[], shadow: BoxShadow, border: RoundedRect): void {
  const shape = moved(outsetRoundedRect(border, shadow.spread), shadow.x, shadow.y);
  if (shape.width <= 0 || shape.height <= 0) return;
  const sigma = sigmaOf(shadow);
  const bounds = outsetRoundedRect(shape, sigma * GAUSSIAN_REACH);
  // Knocked out where the box is: even-odd between the shadow's extent and the border box.
  out.push({
    kind: "clip-path-push",
    outlines: [{ points: corners(bounds) }, { ...border, reversed: false }],
    evenOdd: true,
  });
  out.push(shadowItem(shadow, shape, bounds, sigma, false));
  out.push({ kind: "pop" });
}

function insetShadow(out: DisplayItem[], shadow: BoxShadow, padding: RoundedRect): void {
  if (padding.width <= 0 || padding.height <= 0) return;
  const hole = moved(outsetRoundedRect(padding, -shadow.spread), shadow.x, shadow.y);
  const sigma = sigmaOf(shadow);
  out.push(clipTo(padding));
  out.push(
    shadowItem(shadow, hole, outsetRoundedRect(padding, sigma * GAUSSIAN_REACH), sigma, true),
  );
  out.push({ kind: "pop" });
}

/**
 * The shadow's paint over `bounds`: the shape (or, `inverted`, all but it) in the shadow's
 * colour, sharp or blurred.
 */
function shadowItem(
  shadow: BoxShadow,
  shape: RoundedRect,
  bounds: RoundedRect,
  sigma: number,
  inverted: boolean,
): DisplayItem {
  const { color } = shadow;
  if (sigma <= 0) {
    const empty = shape.width <= 0 || shape.height <= 0;
    const outlines = !inverted
      ? [{ ...shape, reversed: false }]
      : empty
      ? [{ points: corners(bounds) }]
      : [{ points: corners(union(bounds, shape)) }, { ...shape, reversed: true }];
    return { kind: "path", outlines, fill: color, stroke: null, clip: null };
  }
  const grid = gridOver(bounds, sigma);
  return blurredImage(roundedRectCoverage(shape, grid), grid, sigma, color, inverted);
}

function moved(rect: RoundedRect, dx: number, dy: number): RoundedRect {
  return { ...rect, x: rect.x + dx, y: rect.y + dy };
}

function union(a: RoundedRect, b: RoundedRect): RoundedRect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  const right = Math.max(a.x + a.width, b.x + b.width);
  const bottom = Math.max(a.y + a.height, b.y + b.height);
  return { ...a, x, y, width: right - x, height: bottom - y };
}

/** A rectangle's corners, clockwise on the page from the top-left. */
function corners(r: RoundedRect): [number, number][] {
  return rectPoints(r.x, r.y, r.width, r.height);
}
