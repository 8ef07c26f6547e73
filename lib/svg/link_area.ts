/**
 * The area an SVG `a` element links (SVG 2 §15.2 "Links out of SVG content"): the box around
 * what its children paint, each item through the transforms it is drawn under — shapes with
 * half their stroke width around them, text as its glyphs' advances between the font's ascent
 * and descent, images as their rectangles — in the `a` element's user space. It is what
 * Chromium prints as the link's rectangle (its stroke bounding box; for text, the line box).
 */
import { type Affine, boundsOf, compose, IDENTITY_AFFINE } from "../paint/affine.ts";
import type { DisplayItem, Rect } from "../paint/types.ts";
import { lineMetrics } from "../text/mod.ts";
import { pathBBox, unionRect } from "./bbox.ts";

/** The box around what `items` paint, in the space they start in; null when they paint nothing. */
export function paintedBounds(items: readonly DisplayItem[]): Rect | null {
  const matrices: Affine[] = [IDENTITY_AFFINE];
  let box: Rect | null = null;
  for (const item of items) {
    if (item.kind.endsWith("-push")) {
      const current = matrices.at(-1)!;
      matrices.push(item.kind === "transform-push" ? compose(current, item.matrix) : current);
      continue;
    }
    if (item.kind === "pop") {
      if (matrices.length > 1) matrices.pop();
      continue;
    }
    const own = itemBounds(item);
    if (own) box = unionRect(box, boundsOf(matrices.at(-1)!, own));
  }
  return box;
}

function itemBounds(item: DisplayItem): Rect | null {
  switch (item.kind) {
    case "shape": {
      const box = pathBBox(item.segments);
      const half = item.stroke ? item.stroke.width / 2 : 0;
      return box && {
        x: box.x - half,
        y: box.y - half,
        width: box.width + 2 * half,
        height: box.height + 2 * half,
      };
    }
    case "glyphs": {
      const { ascent, descent } = lineMetrics(item.face, item.size);
      const width = item.glyphs.reduce((sum, glyph) => sum + glyph.advance, 0);
      return { x: item.x, y: item.y - ascent, width, height: ascent + descent };
    }
    case "image":
      return { x: item.x, y: item.y, width: item.width, height: item.height };
    default:
      return null;
  }
}
