/**
 * A gradient's colour stops as offsets along its line (CSS Images 4 §3.5): positions fixed up,
 * colour hints turned into stops as Blink turns them, colours between stops of different
 * alpha sampled as premultiplied interpolation gives them, and the stops of a repeating
 * gradient laid end to end over the range a box needs. The result is what a PDF shading
 * draws: between consecutive stops colour and alpha change linearly.
 */
import type { RGBA } from "../css/types.ts";
import type { StopListItem } from "../css/gradient.ts";
import type { LengthPercentage } from "../css/types.ts";

/** A colour at an offset along the gradient line (0 its start, 1 its end). */
export interface Stop {
  offset: number;
  color: RGBA;
}

/**
 * The stops of a stop list (§3.5.3 "color stop fixup"), `offsetOf` turning a position into an
 * offset: the first colour stop defaults to 0 and the last to 1; a stop or hint before an
 * earlier one moves up to it; stops without positions share the room between the ones around
 * them evenly. Hints then become stops (hintStops).
 */
export function resolveStops(
  items: readonly StopListItem[],
  offsetOf: (position: LengthPercentage) => number,
): Stop[] {
  const offsets: (number | null)[] = items.map((item) =>
    "hint" in item ? offsetOf(item.hint) : item.position && offsetOf(item.position)
  );
  const colorIndices = [...items.keys()].filter((i) => !("hint" in items[i]));
  const first = colorIndices[0];
  const last = colorIndices[colorIndices.length - 1];
  offsets[first] ??= 0;
  offsets[last] ??= 1;
  let highest = -Infinity;
  for (const [i, offset] of offsets.entries()) {
    if (offset === null) continue;
    highest = Math.max(highest, offset);
    offsets[i] = highest;
  }
  // Runs of stops without positions, between two with them.
  for (let i = 0; i < offsets.length; i++) {
    if (offsets[i] !== null) continue;
    let end = i;
    while (offsets[end] === null) end++;
    const from = offsets[i - 1]!;
    const to = offsets[end]!;
    for (let k = i; k < end; k++) offsets[k] = from + (to - from) * (k - i + 1) / (end - i + 1);
    i = end;
  }
  return hintStops(items, offsets as number[]);
}

/**
 * Colour hints (§3.5.3: between two stops the colour runs along t^(ln .5 / ln H), H the hint's
 * relative position) as stops: Blink drops a hint halfway, and replaces any other by nine
 * stops on that curve — seven on the hint's longer side, at 7/13 … 13/13 of it, two at a third
 * and two thirds of the shorter one (positions read from Chromium's printed shadings).
 */
function hintStops(items: readonly StopListItem[], offsets: number[]): Stop[] {
  const stops: Stop[] = [];
  for (const [i, item] of items.entries()) {
    if (!("hint" in item)) {
      stops.push({ offset: offsets[i], color: item.color });
      continue;
    }
    const left = stops[stops.length - 1];
    const right = items[i + 1] as { color: RGBA };
    const from = left.offset;
    const to = offsets[i + 1];
    const at = offsets[i];
    const total = to - from;
    if (Math.abs(at - from - (to - at)) < 1e-6) continue;
    if (at - from < 1e-6 || to - at < 1e-6) {
      // A hint at a stop makes a hard edge there.
      stops.push({ offset: at, color: at - from < 1e-6 ? right.color : left.color });
      continue;
    }
    const exponent = Math.log(0.5) / Math.log((at - from) / total);
    const positions = at - from > to - at
      ? [
        ...[7, 8, 9, 10, 11, 12, 13].map((k) => from + (at - from) * k / 13),
        at + (to - at) / 3,
        at + (to - at) * 2 / 3,
      ]
      : [
        from + (at - from) / 3,
        from + (at - from) * 2 / 3,
        ...[0, 1, 2, 3, 4, 5, 6].map((k) => at + (to - at) * k / 13),
      ];
    for (const offset of positions) {
      const t = Math.pow((offset - from) / total, exponent);
      stops.push({ offset, color: mix(left.color, right.color, t) });
    }
  }
  return stops;
}

/** Linear interpolation in sRGB with alpha, not premultiplied. */
function mix(a: RGBA, b: RGBA, t: number): RGBA {
  return {
    r: a.r + (b.r - a.r) * t,
    g: a.g + (b.g - a.g) * t,
    b: a.b + (b.b - a.b) * t,
    a: a.a + (b.a - a.a) * t,
  };
}

/** Premultiplied interpolation (CSS Images 4 §3.5.1, Color 4 §12.3): colours weighted by alpha. */
function premultipliedMix(a: RGBA, b: RGBA, t: number): RGBA {
  const alpha = a.a + (b.a - a.a) * t;
  if (alpha <= 0) return { ...mix(a, b, t), a: 0 };
  const channel = (x: number, y: number) => (x * a.a * (1 - t) + y * b.a * t) / alpha;
  return { r: channel(a.r, b.r), g: channel(a.g, b.g), b: channel(a.b, b.b), a: alpha };
}

/** Pieces a stretch between two alphas is drawn in; premultiplied colours follow a curve. */
const ALPHA_PIECES = 8;

/**
 * Stops between which plain interpolation draws what premultiplied interpolation gives (as
 * Chromium paints CSS gradients): where alpha changes, a fully transparent end takes the
 * other end's colour (exact), and otherwise the stretch is cut into pieces.
 */
export function premultipliedStops(stops: readonly Stop[]): Stop[] {
  const out: Stop[] = [];
  const push = (stop: Stop) => {
    const previous = out[out.length - 1];
    if (!previous || previous.offset !== stop.offset || !sameColor(previous.color, stop.color)) {
      out.push(stop);
    }
  };
  if (stops.length === 1) return [...stops];
  for (let i = 0; i + 1 < stops.length; i++) {
    const start = stops[i];
    const end = stops[i + 1];
    if (start.color.a === end.color.a || end.offset === start.offset) {
      push(start);
      push(end);
    } else if (start.color.a === 0 || end.color.a === 0) {
      const opaque = start.color.a === 0 ? end.color : start.color;
      push(start.color.a === 0 ? { ...start, color: { ...opaque, a: 0 } } : start);
      push(end.color.a === 0 ? { ...end, color: { ...opaque, a: 0 } } : end);
    } else {
      for (let k = 0; k <= ALPHA_PIECES; k++) {
        const t = k / ALPHA_PIECES;
        push({
          offset: start.offset + (end.offset - start.offset) * t,
          color: premultipliedMix(start.color, end.color, t),
        });
      }
    }
  }
  return out;
}

function sameColor(a: RGBA, b: RGBA): boolean {
  return a.r === b.r && a.g === b.g && a.b === b.b && a.a === b.a;
}

/** The colour at `offset`: on a hard edge, the colour after it, or before it with `before`. */
export function colorAt(stops: readonly Stop[], offset: number, before = false): RGBA {
  if (before ? offset <= stops[0].offset : offset < stops[0].offset) return stops[0].color;
  for (let i = 0; i + 1 < stops.length; i++) {
    const start = stops[i];
    const end = stops[i + 1];
    const inside = before
      ? offset > start.offset && offset <= end.offset
      : offset >= start.offset && offset < end.offset;
    if (!inside) continue;
    const t = (offset - start.offset) / (end.offset - start.offset);
    return premultipliedMix(start.color, end.color, t);
  }
  return stops[stops.length - 1].color;
}

/** The stops inside [from, to], with the colours at both ends added. */
export function clipStops(stops: readonly Stop[], from: number, to: number): Stop[] {
  return [
    { offset: from, color: colorAt(stops, from) },
    ...stops.filter((stop) => stop.offset > from && stop.offset < to),
    { offset: to, color: colorAt(stops, to, true) },
  ];
}

/** More stops than this in the range a box needs are finer than print shows: averaged. */
const MAX_REPEATED_STOPS = 10_000;

/**
 * A repeating gradient's stops over [from, to] (Images 3 §3.6): the list laid end to end,
 * its length the distance from the first stop to the last; null when that distance is zero or
 * the repetitions are too many to draw (the gradient is then its average colour).
 */
export function repeatedStops(stops: readonly Stop[], from: number, to: number): Stop[] | null {
  const first = stops[0].offset;
  const period = stops[stops.length - 1].offset - first;
  if (!(period > 1e-6)) return null;
  const start = Math.floor((from - first) / period);
  const end = Math.ceil((to - first) / period);
  if ((end - start + 1) * stops.length > MAX_REPEATED_STOPS) return null;
  const laid: Stop[] = [];
  for (let k = start; k <= end; k++) {
    for (const stop of stops) laid.push({ offset: stop.offset + k * period, color: stop.color });
  }
  return clipStops(laid, from, to);
}

/**
 * The average colour of a gradient whose stops are too close to draw (Images 3 §3.6): the
 * stops spread evenly over one length, their colours averaged along it, premultiplied.
 */
export function averageColor(stops: readonly Stop[]): RGBA {
  if (stops.length === 1) return stops[0].color;
  let r = 0, g = 0, b = 0, a = 0;
  for (let i = 0; i + 1 < stops.length; i++) {
    for (const { color } of [stops[i], stops[i + 1]]) {
      r += color.r * color.a;
      g += color.g * color.a;
      b += color.b * color.a;
      a += color.a;
    }
  }
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  return { r: r / a, g: g / a, b: b / a, a: a / (2 * (stops.length - 1)) };
}
