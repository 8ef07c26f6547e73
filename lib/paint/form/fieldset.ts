/**
 * A fieldset with a rendered legend (lib/layout/form/fieldset.ts), as Chromium prints it: its
 * background and border are those of its border box from the top border's place down — through
 * the legend's middle when the legend is taller than the border — and the border is not drawn
 * behind the legend's border box.
 */
import type { BoxFragment, InlineBoxFragment } from "../../layout/mod.ts";
import { rectPoints } from "../border.ts";
import type { DisplayItem, Rect } from "../types.ts";

/** The box a fieldset's background and border are painted in (`box`: its border box). */
export function fieldsetDecorationBox(f: BoxFragment | InlineBoxFragment, box: Rect): Rect {
  if (f.kind !== "box" || !f.legend) return box;
  const offset = f.legend.borderOffset;
  return { ...box, y: box.y + offset, height: box.height - offset };
}

/**
 * Pushes a clip that leaves the legend's border box out of `box` (page coordinates, `dx`, `dy`
 * from flow ones) and returns 1, or pushes nothing and returns 0 for a box without a legend.
 */
export function pushLegendCutout(
  out: DisplayItem[],
  f: BoxFragment | InlineBoxFragment,
  box: Rect,
  dx: number,
  dy: number,
): number {
  if (f.kind !== "box" || !f.legend) return 0;
  const legend = f.legend.box;
  out.push({
    kind: "clip-path-push",
    outlines: [
      { points: rectPoints(box.x, box.y, box.width, box.height) },
      { points: rectPoints(legend.x + dx, legend.y + dy, legend.width, legend.height) },
    ],
    evenOdd: true,
  });
  return 1;
}
