/**
 * A blurred text shadow (CSS Text Decoration 3 §4: the glyphs' shadow blurred as box-shadow
 * blurs, a Gaussian of standard deviation half the blur radius). PDF text cannot be blurred,
 * so — as Chromium's print does — the glyph outlines are rasterised (path_coverage.ts),
 * blurred (blurred_mask.ts) and drawn as an image of the shadow's colour. A shadow without
 * blur is the text itself again, drawn by the painter.
 */
import type { TextShadow } from "../css/types.ts";
import { glyphOutline, type OutlineCommand } from "../text/mod.ts";
import type { FontFace, ShapedGlyph, SyntheticStyle } from "../text/mod.ts";
import { blurredImage, GAUSSIAN_REACH, gridOver } from "./blurred_mask.ts";
import { type Point, polygonCoverage } from "./path_coverage.ts";
import type { DisplayItem } from "./types.ts";

/** A run of glyphs as the painter draws it: pen position (x, y) on the baseline, page px. */
export interface GlyphRun {
  x: number;
  y: number;
  face: FontFace;
  size: number;
  glyphs: readonly ShapedGlyph[];
  synthetic?: SyntheticStyle;
}

/** Chromium's synthetic italic leans glyphs by a quarter of their height (content_stream.ts). */
const ITALIC_SHEAR = 0.25;

/** Straight pieces a curve is cut into: fine enough for glyphs that will be blurred anyway. */
const CURVE_PIECES = 8;

/** The image of `shadow` (its blur above zero) under `run`, or null when nothing shows. */
export function blurredTextShadow(run: GlyphRun, shadow: TextShadow): DisplayItem | null {
  if (shadow.blur <= 0 || shadow.color.a <= 0) return null;
  const polygons = runPolygons(run, shadow.x, shadow.y);
  if (polygons.length === 0) return null;
  const sigma = shadow.blur / 2;
  const points = polygons.flat();
  const reach = sigma * GAUSSIAN_REACH;
  const left = Math.min(...points.map(([x]) => x)) - reach;
  const top = Math.min(...points.map(([, y]) => y)) - reach;
  const right = Math.max(...points.map(([x]) => x)) + reach;
  const bottom = Math.max(...points.map(([, y]) => y)) + reach;
  const grid = gridOver({ x: left, y: top, width: right - left, height: bottom - top }, sigma);
  return blurredImage(polygonCoverage(polygons, grid), grid, sigma, shadow.color);
}

/** The run's glyph outlines as closed polygons in page px, moved by (dx, dy). */
function runPolygons(run: GlyphRun, dx: number, dy: number): Point[][] {
  const scale = run.size / run.face.unitsPerEm;
  const shear = run.synthetic?.italic ? ITALIC_SHEAR : 0;
  const polygons: Point[][] = [];
  let penX = run.x + dx;
  for (const glyph of run.glyphs) {
    const originX = penX + glyph.xOffset;
    const originY = run.y + dy - glyph.yOffset;
    // Font units are y up; the page is y down.
    const place = (x: number, y: number): Point => [
      originX + (x + shear * y) * scale,
      originY - y * scale,
    ];
    polygons.push(...contours(glyphOutline(run.face, glyph.id), place));
    penX += glyph.advance;
  }
  return polygons;
}

/** An outline's contours as polygons, curves cut into straight pieces. */
function contours(
  commands: readonly OutlineCommand[],
  place: (x: number, y: number) => Point,
): Point[][] {
  const out: Point[][] = [];
  let current: Point[] = [];
  let at: [number, number] = [0, 0];
  const close = () => {
    if (current.length > 2) out.push(current);
    current = [];
  };
  for (const c of commands) {
    if (c.op === "M") {
      close();
      current.push(place(c.x, c.y));
    } else if (c.op === "L") current.push(place(c.x, c.y));
    else if (c.op === "Q") {
      for (let k = 1; k <= CURVE_PIECES; k++) {
        const t = k / CURVE_PIECES;
        const u = 1 - t;
        current.push(place(
          u * u * at[0] + 2 * u * t * c.x1 + t * t * c.x,
          u * u * at[1] + 2 * u * t * c.y1 + t * t * c.y,
        ));
      }
    } else if (c.op === "C") {
      for (let k = 1; k <= CURVE_PIECES; k++) {
        const t = k / CURVE_PIECES;
        const u = 1 - t;
        const bezier = (p0: number, p1: number, p2: number, p3: number) =>
          u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
        current.push(place(
          bezier(at[0], c.x1, c.x2, c.x),
          bezier(at[1], c.y1, c.y2, c.y),
        ));
      }
    } else close();
    if (c.op !== "Z") at = [c.x, c.y];
  }
  close();
  return out;
}
