/**
 * Progress bars and meters as Chromium prints them: a pill-shaped track 8px tall across the
 * middle of the box, rgb(239, 239, 239), in a 1px border of rgb(118, 118, 118) at half opacity;
 * a progress bar's part done in the accent colour from its start — an indeterminate one shows a
 * fifth of its length from 1px in, where Chromium's animation starts — and a meter's bar 1px
 * inside the track, 6px tall, green in the optimum region, yellow in a suboptimal one, red in an
 * even less good one.
 */
import type { MeterLevel } from "../../layout/form/mod.ts";
import type { DisplayItem, Rect } from "../types.ts";
import type { RGBA } from "../../css/types.ts";
import { BORDER, BUTTON_FACE, faded, inset, roundedRect, snapped } from "./theme.ts";

const LEVELS: Record<MeterLevel, { r: number; g: number; b: number; a: number }> = {
  optimum: { r: 16, g: 124, b: 16, a: 1 },
  suboptimal: { r: 255, g: 185, b: 0, a: 1 },
  "even-less-good": { r: 216, g: 59, b: 1, a: 1 },
};
const TRACK = 8;
const TRACK_BORDER = faded(BORDER, 0.5);

/** The track: the box's width, 8px tall, centred in its height. */
function track(box: Rect): Rect {
  const rect = snapped(box);
  return { ...rect, y: rect.y + Math.floor((rect.height - TRACK) / 2), height: TRACK };
}

/** Pushes a clip to the track's pill shape (a pop must follow). */
function clipToTrack(out: DisplayItem[], t: Rect): void {
  const r = [t.height / 2, t.height / 2] as const;
  out.push({
    kind: "clip-path-push",
    outlines: [{ ...t, radii: [r, r, r, r], reversed: false }],
    evenOdd: false,
  });
}

export function paintProgress(
  out: DisplayItem[],
  box: Rect,
  position: number | null,
  accent: RGBA,
): void {
  const t = track(box);
  out.push(roundedRect(t, TRACK / 2, BUTTON_FACE, null));
  if (position === null) {
    out.push(roundedRect({ ...t, x: t.x + 1, width: t.width / 5 }, TRACK / 2, accent, null));
  } else if (position > 0) {
    clipToTrack(out, t);
    out.push({ kind: "rect", ...t, width: t.width * position, color: accent });
    out.push({ kind: "pop" });
  }
  out.push(roundedRect(inset(t, 0.5), TRACK / 2, null, TRACK_BORDER));
}

export function paintMeter(
  out: DisplayItem[],
  box: Rect,
  fraction: number,
  level: MeterLevel,
): void {
  const t = track(box);
  out.push(roundedRect(t, TRACK / 2, BUTTON_FACE, null));
  if (fraction > 0) {
    const bar = inset(t, 1);
    clipToTrack(out, t);
    out.push({ kind: "rect", ...bar, width: bar.width * fraction, color: LEVELS[level] });
    out.push({ kind: "pop" });
  }
  out.push(roundedRect(inset(t, 0.5), TRACK / 2, null, TRACK_BORDER));
}
