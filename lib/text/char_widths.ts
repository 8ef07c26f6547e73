/**
 * A font's average and maximum character widths in px, as Blink's SimpleFontData has them from
 * Skia's FreeType metrics: what sizes text fields and text areas by their `size` and `cols`
 * (HTML §15.5.15, §15.5.17: "the average character width of the primary font").
 *
 * Findings (Chromium 156, Liberation Sans/Serif/Mono at 8–32px, fitted to the widths of inputs
 * of size 1–100 and textareas of 1–40 cols):
 *  - The average is the OS/2 table's xAvgCharWidth scaled to the size. Where a field uses it,
 *    it is rounded to whole px when that rounds it up and kept as it is otherwise (Liberation
 *    Sans 13.333px: 7.728 → 8; 14px: 8.114 stays) — the larger of both readings Blink has.
 *    One exception is not modelled: Liberation Mono at 13.333px measures as if its 8.001 were 8
 *    (fields and text areas 1px narrower than here).
 *  - The maximum is the width of the head table's bounding box (xMax − xMin) scaled to the
 *    size and rounded to whole px (Liberation Sans 13.333px: 3780 units → 24.6 → 25px).
 *  - A font without an OS/2 average (or with 0) has none: Blink then measures "0" and has no
 *    maximum.
 */
import type { FontFace } from "./types.ts";
import { fontkitView } from "./font_file.ts";

export interface CharWidths {
  /** The average character width a field multiplies by its size; null when the font has none. */
  average: number | null;
  /** The bounding box's width; null with no average. */
  max: number | null;
}

/** What fontkit shows of the head and OS/2 tables beyond font_file.ts's view. */
interface WidthTables {
  head?: { xMin: number; xMax: number };
  "OS/2"?: { xAvgCharWidth?: number };
}

export function charWidths(face: FontFace, size: number): CharWidths {
  const font = fontkitView(face.font) as unknown as WidthTables;
  const average = font["OS/2"]?.xAvgCharWidth ?? 0;
  if (!(average > 0)) return { average: null, max: null };
  const scale = size / face.unitsPerEm;
  const exact = average * scale;
  const head = font.head;
  return {
    average: Math.max(exact, Math.round(exact)),
    max: head ? Math.round((head.xMax - head.xMin) * scale) : null,
  };
}
