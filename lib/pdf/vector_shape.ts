/**
 * Shape items (SVG paths and basic shapes) as content-stream operators: their segments as a
 * path (PDF 32000-1 §8.5.2.1: m, l, c, h), the painting operators for their fill rule
 * (§8.5.3.1 Table 60: f nonzero, f* even-odd), and the line parameters of their strokes
 * (§8.4.3.3–8.4.3.5: J caps, j joins, M miter limit).
 */
import type { PathSegment, ShapeStroke } from "../paint/types.ts";
import type { Affine } from "../paint/affine.ts";
import { formatNumber } from "./number.ts";

export const LINE_JOINS = { miter: 0, round: 1, bevel: 2 } as const;

/**
 * Decimals that keep coordinates within 0.005px on the page under `ctm`: 2 in page space,
 * more where user units are magnified (a viewBox of 0 0 1 1 drawn 300px wide needs 5).
 */
export function coordinateDecimals(ctm: Affine): number {
  const scale = Math.max(Math.hypot(ctm[0], ctm[1]), Math.hypot(ctm[2], ctm[3]));
  const extra = scale > 1 ? Math.ceil(Math.log10(scale)) : 0;
  return Math.min(6, 2 + extra);
}

/** The segments as path construction operators, coordinates to `decimals` places. */
export function pathOperators(segments: readonly PathSegment[], decimals: number): string {
  const n = (v: number) => formatNumber(v, decimals);
  const out: string[] = [];
  for (const s of segments) {
    switch (s.op) {
      case "M":
        out.push(`${n(s.x)} ${n(s.y)} m`);
        break;
      case "L":
        out.push(`${n(s.x)} ${n(s.y)} l`);
        break;
      case "C":
        out.push(`${n(s.x1)} ${n(s.y1)} ${n(s.x2)} ${n(s.y2)} ${n(s.x)} ${n(s.y)} c`);
        break;
      case "Z":
        out.push("h");
        break;
    }
  }
  return out.join(" ");
}

/**
 * PDF's miter limit for an SVG one: both are the ratio of miter length to stroke width
 * (§8.4.3.5, SVG 2 §13.5.6); below 1 (which Chromium draws as 1) is not a valid PDF limit.
 */
export function miterLimitOperand(stroke: ShapeStroke): string {
  return formatNumber(Math.max(1, stroke.miterLimit), 3);
}
