/**
 * What a `fill` or `stroke` paints with (SVG 2 §13.2): nothing, a colour with the fill- or
 * stroke-opacity, or a paint server by URL — a gradient (gradient.ts) — falling back to the
 * paint given after the URL, or to nothing, when the reference is missing. Pattern fills
 * and strokes are drawn as tiles (pattern.ts, render.ts).
 */
import type { Paint, Rect } from "../paint/types.ts";
import { localId, type SvgElement } from "./document.ts";
import { gradientPaint } from "./gradient.ts";
import type { LengthContext } from "./length.ts";
import type { SvgPaint } from "./style.ts";

export function resolvePaint(
  paint: SvgPaint,
  opacity: number,
  refs: ReadonlyMap<string, SvgElement>,
  bbox: Rect | null,
  ctx: LengthContext,
): Paint | null {
  switch (paint.kind) {
    case "none":
      return null;
    case "color":
      return { ...paint.color, a: paint.color.a * opacity };
    case "url": {
      const server = refs.get(localId(paint.url) ?? "");
      if (server?.name === "linearGradient" || server?.name === "radialGradient") {
        return gradientPaint(server, refs, bbox, ctx, opacity);
      }
      return paint.fallback && resolvePaint(paint.fallback, opacity, refs, bbox, ctx);
    }
  }
}
