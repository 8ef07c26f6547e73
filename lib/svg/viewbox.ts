/**
 * `viewBox` and `preserveAspectRatio` (SVG 2 §8.6–8.7): the matrix that maps a viewport's
 * user space onto the viewport, as §8.2 "the equivalent transform of an SVG viewport" computes
 * it — scale to fit (`meet`) or to cover (`slice`) keeping the ratio, or stretch (`none`), then
 * align the view box's x and y min, mid or max with the viewport's.
 */
import type { Affine } from "../paint/affine.ts";
import { NUMBER } from "./number.ts";

const WHOLE_NUMBER = new RegExp(`^${NUMBER}$`);

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Align = "min" | "mid" | "max";

export interface PreserveAspectRatio {
  /** null for `none`: scale each axis on its own. */
  align: { x: Align; y: Align } | null;
  slice: boolean;
}

const DEFAULT_RATIO: PreserveAspectRatio = { align: { x: "mid", y: "mid" }, slice: false };

/**
 * `viewBox="min-x min-y width height"`, numbers separated by whitespace and/or a comma. Null
 * when absent or invalid; `"disabled"` for a zero or negative size, which disables rendering of
 * the element (§8.6).
 */
export function parseViewBox(text: string | undefined): ViewBox | "disabled" | null {
  if (text === undefined) return null;
  const parts = text.trim().split(/\s*,\s*|\s+/);
  if (parts.length !== 4 || !parts.every((p) => WHOLE_NUMBER.test(p))) return null;
  const [x, y, width, height] = parts.map(Number);
  if (width <= 0 || height <= 0) return "disabled";
  return { x, y, width, height };
}

const ALIGNS: Readonly<Record<string, Align>> = { Min: "min", Mid: "mid", Max: "max" };

/** `[defer] <align> [meet | slice]` (§8.7); invalid text leaves the default `xMidYMid meet`. */
export function parsePreserveAspectRatio(text: string | undefined): PreserveAspectRatio {
  if (text === undefined) return DEFAULT_RATIO;
  const words = text.trim().split(/\s+/);
  if (words[0] === "defer") words.shift();
  const [alignWord, meetOrSlice = "meet", ...rest] = words;
  if (rest.length > 0 || (meetOrSlice !== "meet" && meetOrSlice !== "slice")) return DEFAULT_RATIO;
  const slice = meetOrSlice === "slice";
  if (alignWord === "none") return { align: null, slice };
  const match = /^x(Min|Mid|Max)Y(Min|Mid|Max)$/.exec(alignWord ?? "");
  if (!match) return DEFAULT_RATIO;
  return { align: { x: ALIGNS[match[1]], y: ALIGNS[match[2]] }, slice };
}

/** How far along the leftover room an alignment puts the view box. */
const SHARE: Readonly<Record<Align, number>> = { min: 0, mid: 0.5, max: 1 };

/**
 * The matrix from the view box's coordinates to the viewport's (x, y, width, height) — §8.2
 * steps: scale per axis, equalized to the smaller (meet) or larger (slice) unless `none`, then
 * translate so the aligned edges or centres coincide.
 */
export function viewBoxTransform(
  viewBox: ViewBox,
  ratio: PreserveAspectRatio,
  viewport: ViewBox,
): Affine {
  let sx = viewport.width / viewBox.width;
  let sy = viewport.height / viewBox.height;
  if (ratio.align) {
    sx = sy = ratio.slice ? Math.max(sx, sy) : Math.min(sx, sy);
  }
  let tx = viewport.x - viewBox.x * sx;
  let ty = viewport.y - viewBox.y * sy;
  if (ratio.align) {
    tx += (viewport.width - viewBox.width * sx) * SHARE[ratio.align.x];
    ty += (viewport.height - viewBox.height * sy) * SHARE[ratio.align.y];
  }
  return [sx, 0, 0, sy, tx, ty];
}
