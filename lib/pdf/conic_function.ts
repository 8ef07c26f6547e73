/**
 * The colour of a conic gradient as a type 4 PostScript calculator function (PDF 32000-1
 * §7.10.5) of a point about its centre, for a type 1 function-based shading (§8.7.4.5.2) —
 * the way Chromium's PDF output draws CSS conic gradients. The function measures the point's
 * angle clockwise from up (in the page's y-down px space), from the start angle, as a fraction
 * of a turn, and interpolates the stops' colours linearly along it.
 */
import type { RGBA } from "../css/types.ts";
import { formatNumber } from "./number.ts";

interface Stop {
  offset: number;
  color: RGBA;
}

const n = (value: number) => formatNumber(value, 5);
const channels = (c: RGBA) => [c.r / 255, c.g / 255, c.b / 255];

/**
 * The function's code: (x y) → (r g b). Stops have offsets in turns in [0, 1], in order; the
 * first and last colours hold before and after them.
 */
export function conicFunctionCode(stops: readonly Stop[], startDegrees: number): string {
  const start = ((startDegrees % 360) + 360) % 360;
  // `x -y atan` is the angle from up towards +x, 0–360 (§7.10.5.2 atan: num den → degrees).
  const turn = `neg atan ${n(start)} sub dup 0 lt {360 add} if 360 div`;
  return `{${turn} ${pieces(stops)}}`;
}

/** t → the colour: nested tests of t against each stop's offset, in order. */
function pieces(stops: readonly Stop[]): string {
  const hold = (color: RGBA) => `pop ${channels(color).map(n).join(" ")}`;
  let code = hold(stops[stops.length - 1].color);
  for (let i = stops.length - 2; i >= 0; i--) {
    const from = stops[i];
    const to = stops[i + 1];
    const span = to.offset - from.offset;
    if (span <= 0) continue;
    const [r0, g0, b0] = channels(from.color);
    const [r1, g1, b1] = channels(to.color);
    // u = t - offset; each channel c0 + u·(c1 − c0)/span.
    const lerp = `${n(from.offset)} sub dup ${n((r1 - r0) / span)} mul ${n(r0)} add exch ` +
      `dup ${n((g1 - g0) / span)} mul ${n(g0)} add exch ${n((b1 - b0) / span)} mul ${n(b0)} add`;
    code = `dup ${n(to.offset)} le {${lerp}} {${code}} ifelse`;
  }
  return `dup ${n(stops[0].offset)} lt {${hold(stops[0].color)}} {${code}} ifelse`;
}
