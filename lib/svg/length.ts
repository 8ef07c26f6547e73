/**
 * SVG length attributes (SVG 2 §4.4, §8.9): a number in user units, or a CSS length — absolute
 * units, em and ex of the element's font, percentages of the nearest viewport's width, height,
 * or for lengths along no axis its normalized diagonal √((w² + h²)/2) (§8.9 "Units"). The
 * units are CSS's (lib/css/units.ts, length.ts), with 16px for rem and, without font metrics,
 * half the font size for ex.
 */
import { lengthToPx } from "../css/length.ts";
import { lengthOfToken } from "../css/units.ts";
import { NUMBER } from "./number.ts";

const LENGTH = new RegExp(`^(${NUMBER})(px|in|cm|mm|pt|pc|em|ex|rem|%)?$`, "i");

/** The size of the nearest viewport in user units, which percentages refer to. */
export interface Viewport {
  width: number;
  height: number;
}

export type Axis = "x" | "y" | "diagonal";

/** The percentage basis of a length along `axis` in `viewport`. */
export function percentBasis(axis: Axis, viewport: Viewport): number {
  if (axis === "x") return viewport.width;
  if (axis === "y") return viewport.height;
  return Math.sqrt((viewport.width ** 2 + viewport.height ** 2) / 2);
}

/** What relative units of one element refer to. */
export interface LengthContext {
  viewport: Viewport;
  /** The element's font size, px (em; ex is half of it, as without font metrics). */
  fontSize: number;
}

/** A length attribute in user units; null when absent or invalid. */
export function parseSvgLength(
  text: string | undefined,
  axis: Axis,
  ctx: LengthContext,
): number | null {
  const match = text?.trim().match(LENGTH);
  if (!match) return null;
  const [, value, unit] = match;
  if (unit === undefined) return Number(value);
  const length = lengthOfToken(
    unit === "%" ? { type: "Percentage", value } : { type: "Dimension", value, unit },
  );
  if (length === null) return null;
  const basis = { em: ctx.fontSize, rem: 16, viewport: ctx.viewport };
  return lengthToPx(length, basis, percentBasis(axis, ctx.viewport));
}

/**
 * A paint server's coordinate (gradients, patterns; SVG 2 §14.2, §14.5): in objectBoundingBox
 * units a fraction of the box (a percentage of 1), else a length in user space. Null when
 * absent or invalid.
 */
export function unitsLength(
  text: string | undefined,
  axis: Axis,
  boundingBox: boolean,
  ctx: LengthContext,
): number | null {
  if (!boundingBox) return parseSvgLength(text, axis, ctx);
  const trimmed = text?.trim() ?? "";
  const value = parseFloat(trimmed);
  if (!Number.isFinite(value)) return null;
  return trimmed.endsWith("%") ? value / 100 : value;
}

/** A list of lengths (text's x, y, dx, dy; SVG 2 §11.8.1), separated by whitespace or commas. */
export function parseSvgLengthList(
  text: string | undefined,
  axis: Axis,
  ctx: LengthContext,
): number[] {
  if (!text?.trim()) return [];
  const out: number[] = [];
  for (const part of text.trim().split(/\s*,\s*|\s+/)) {
    const length = parseSvgLength(part, axis, ctx);
    if (length === null) return out;
    out.push(length);
  }
  return out;
}

/** A `<number>` list (polyline and polygon points, SVG 2 §10.7), up to its first error. */
export function parseNumberList(text: string | undefined): number[] {
  const out: number[] = [];
  const pattern = new RegExp(`\\s*(${NUMBER})\\s*,?`, "y");
  let match: RegExpExecArray | null;
  const input = text ?? "";
  while ((match = pattern.exec(input)) !== null) out.push(Number(match[1]));
  return out;
}
