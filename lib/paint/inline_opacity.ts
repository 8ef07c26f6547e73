/**
 * Opacity on inline boxes (CSS Color 4 §15.1). A line's fragments are flat — an inline box's
 * piece and the text inside it are siblings — so what an inline box holds is found by place:
 * a piece of the line inside a box's horizontal extent on that line is its content. Each such
 * piece is painted faded by the opacities of the boxes around it, multiplied: as a group of
 * its own rather than one group for the whole box, which differs only where the box's own
 * pieces overlap (its text over its background).
 */
import type { InlineFragment, LineFragment } from "../layout/mod.ts";

/** How far a piece may stick out of a box and still count as inside it (rounding). */
const EPSILON = 0.01;

function extent(f: InlineFragment): [number, number] | null {
  switch (f.kind) {
    case "text":
      return [f.x, f.x + f.run.width];
    case "inline-box":
    case "box":
      return [f.x, f.x + f.width];
    case "marker-symbol":
      return null;
  }
}

/** The opacity each piece of the line is painted with, for those below 1. */
export function inlineOpacities(line: LineFragment): Map<InlineFragment, number> {
  const out = new Map<InlineFragment, number>();
  const faded = line.children.filter((c) => c.kind === "inline-box" && c.style.opacity < 1);
  if (faded.length === 0) return out;
  for (const piece of line.children) {
    const span = extent(piece);
    if (!span) continue;
    let opacity = 1;
    for (const box of faded) {
      const [left, right] = extent(box)!;
      if (span[0] >= left - EPSILON && span[1] <= right + EPSILON) opacity *= box.style.opacity;
    }
    if (opacity < 1) out.set(piece, opacity);
  }
  return out;
}
