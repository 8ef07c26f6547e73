/**
 * The alpha of a blurred shadow, sampled on a grid (CSS Backgrounds 3 §6.1.1: the shadow is
 * the shape blurred with a Gaussian of standard deviation half the blur radius). The shape's
 * coverage (a rounded box's here, sampled 4 × 4 per grid cell; glyphs' in path_coverage.ts) is
 * blurred along each axis in turn, since a 2D Gaussian is the product of two 1D ones.
 */
import type { RGBA } from "../css/types.ts";
import { tintedMask } from "../image/mod.ts";
import type { DisplayItem, Rect, RoundedRect } from "./types.ts";

/** Samples over a page area: sample (i, j) covers the `step`-px cell from (x + i·step, y + j·step). */
export interface SampleGrid {
  x: number;
  y: number;
  step: number;
  columns: number;
  rows: number;
}

/** How far a Gaussian reaches before its weight stops mattering: three standard deviations. */
export const GAUSSIAN_REACH = 3;

/**
 * The grid over `area` (in page px) for a blur of standard deviation `sigma`: a cell a
 * quarter of sigma wide, between 0.5 and 1px, fine enough for the gentlest blur to look smooth
 * and coarse enough for wide ones to stay small.
 */
export function gridOver(
  area: Rect,
  sigma: number,
): SampleGrid {
  const step = Math.min(1, Math.max(0.5, sigma / 4));
  return {
    x: area.x,
    y: area.y,
    step,
    columns: Math.max(1, Math.ceil(area.width / step)),
    rows: Math.max(1, Math.ceil(area.height / step)),
  };
}

/**
 * The shadow's 8-bit alpha per sample: a shape's `coverage` of the grid's cells (0–1) blurred
 * with `sigma`, scaled by `alpha`; `inverted` for an inset shadow, which darkens what lies
 * outside its shape.
 */
export function blurredAlpha(
  coverage: Float32Array,
  grid: SampleGrid,
  sigma: number,
  alpha: number,
  inverted: boolean,
): Uint8Array {
  const blurred = blur(blur(coverage, grid, sigma, true), grid, sigma, false);
  const out = new Uint8Array(blurred.length);
  for (let i = 0; i < blurred.length; i++) {
    const value = inverted ? 1 - blurred[i] : blurred[i];
    out[i] = Math.round(Math.min(1, Math.max(0, value)) * alpha * 255);
  }
  return out;
}

/**
 * A blurred shadow drawn over the grid: `coverage` blurred with `sigma` (inverted for an inset
 * shadow), as an image of `color` seen through the blurred alpha.
 */
export function blurredImage(
  coverage: Float32Array,
  grid: SampleGrid,
  sigma: number,
  color: RGBA,
  inverted = false,
): DisplayItem {
  const alpha = blurredAlpha(coverage, grid, sigma, color.a, inverted);
  const rgb = [color.r, color.g, color.b].map(Math.round) as [number, number, number];
  return {
    kind: "image",
    x: grid.x,
    y: grid.y,
    width: grid.columns * grid.step,
    height: grid.rows * grid.step,
    image: tintedMask(grid.columns, grid.rows, rgb, alpha),
  };
}

const SUBSAMPLES = 4;

/** The part of each cell inside `shape`, 0–1. */
export function roundedRectCoverage(shape: RoundedRect, grid: SampleGrid): Float32Array {
  const { columns, rows, step } = grid;
  const out = new Float32Array(columns * rows);
  const sub = step / SUBSAMPLES;
  for (let j = 0; j < rows; j++) {
    const top = grid.y + j * step;
    // Rows outside the shape's extent stay empty.
    if (top + step <= shape.y || top >= shape.y + shape.height) continue;
    for (let i = 0; i < columns; i++) {
      const left = grid.x + i * step;
      if (left + step <= shape.x || left >= shape.x + shape.width) continue;
      let inside = 0;
      for (let v = 0; v < SUBSAMPLES; v++) {
        for (let u = 0; u < SUBSAMPLES; u++) {
          if (contains(shape, left + (u + 0.5) * sub, top + (v + 0.5) * sub)) inside++;
        }
      }
      out[j * columns + i] = inside / (SUBSAMPLES * SUBSAMPLES);
    }
  }
  return out;
}

/** Whether a point lies inside a rounded rectangle (its corners quarter ellipses). */
function contains(r: RoundedRect, px: number, py: number): boolean {
  if (px < r.x || px > r.x + r.width || py < r.y || py > r.y + r.height) return false;
  const corners: [number, number, number, number][] = [
    [r.x, r.y, 1, 1],
    [r.x + r.width, r.y, -1, 1],
    [r.x + r.width, r.y + r.height, -1, -1],
    [r.x, r.y + r.height, 1, -1],
  ];
  for (const [i, [cx, cy, sx, sy]] of corners.entries()) {
    const [rx, ry] = r.radii[i];
    if (rx <= 0 || ry <= 0) continue;
    // The corner's ellipse centre, and the point's offset from it towards the corner.
    const dx = (cx + sx * rx - px) * sx;
    const dy = (cy + sy * ry - py) * sy;
    if (dx > 0 && dy > 0) return (dx / rx) ** 2 + (dy / ry) ** 2 <= 1;
  }
  return true;
}

/** A 1D Gaussian blur along rows (`across`) or columns; beyond the grid counts as empty. */
function blur(
  values: Float32Array,
  grid: SampleGrid,
  sigma: number,
  across: boolean,
): Float32Array {
  const radius = Math.ceil(GAUSSIAN_REACH * sigma / grid.step);
  const weights = new Float32Array(2 * radius + 1);
  let total = 0;
  for (let k = -radius; k <= radius; k++) {
    const w = Math.exp(-((k * grid.step) ** 2) / (2 * sigma * sigma));
    weights[k + radius] = w;
    total += w;
  }
  for (let k = 0; k < weights.length; k++) weights[k] /= total;
  const { columns, rows } = grid;
  const out = new Float32Array(values.length);
  const lines = across ? rows : columns;
  const length = across ? columns : rows;
  const index = across ? (line: number, at: number) => line * columns + at : (
    line: number,
    at: number,
  ) => at * columns + line;
  for (let line = 0; line < lines; line++) {
    for (let at = 0; at < length; at++) {
      let sum = 0;
      const from = Math.max(0, at - radius);
      const to = Math.min(length - 1, at + radius);
      for (let k = from; k <= to; k++) sum += values[index(line, k)] * weights[k - at + radius];
      out[index(line, at)] = sum;
    }
  }
  return out;
}
