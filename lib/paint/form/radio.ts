/**
 * A radio as Chromium prints it: a white disc in a 1px grey ring; checked, the ring is the
 * accent blue around an accent dot whose radius is 30% of the side. Disabled, its background is
 * the faint disabled one and the ring and dot are grey and faded.
 */
import type { RGBA } from "../../css/types.ts";
import type { DisplayItem } from "../types.ts";
import {
  BORDER,
  DISABLED_ALPHA,
  disabledBackground,
  faded,
  type PaintMark,
  WHITE,
} from "./theme.ts";

/** Paints a radio in `square`, a whole-pixel square (theme.ts markSquare). */
export const paintRadio: PaintMark = (out, square, checked, disabled, accent) => {
  const s = square.width;
  const cx = square.x + s / 2;
  const cy = square.y + s / 2;
  const disc = (r: number, fill: RGBA | null, stroke: RGBA | null): DisplayItem => ({
    kind: "path",
    outlines: [{ cx, cy, r: Math.max(0, r) }],
    fill,
    stroke: stroke && { width: 1, color: stroke },
    clip: null,
  });
  // The background lies a fifth of a pixel in, under the ring's antialiased edge.
  if (disabled) disabledBackground(out, (fill) => disc(s / 2 - 0.2, fill, null));
  else out.push(disc(s / 2 - 0.2, WHITE, null));
  const mark = disabled ? faded(BORDER, DISABLED_ALPHA) : checked ? accent : BORDER;
  out.push(disc(s / 2 - 0.5, null, mark));
  if (checked) out.push(disc(0.3 * s, mark, null));
};
