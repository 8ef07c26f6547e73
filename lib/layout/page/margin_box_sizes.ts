/**
 * Sizing the three margin boxes along one side of the page (CSS Paged Media 3 §5.3.2,
 * "Margin Box Variable Dimension Computation Rules") as Chromium resolves them: boxes with
 * an auto size share the room by their min- and max-content sizes — grown in proportion
 * to their max-content sizes when all fit, else from their min-content sizes in proportion
 * to what each still wants (max − min), else shrunk in proportion to their min-content
 * sizes. A centre box stays centred: it is sized against twice the larger side box, and
 * the side boxes share what it leaves equally.
 */

/** A box's outer size along the side: fixed, or between its min- and max-content sizes. */
export type BoxSize = { fixed: number } | { min: number; max: number };

interface Flexible {
  min: number;
  max: number;
}

/** Flexible sizes distributed over `available` (the three regimes above). */
function distribute(items: readonly Flexible[], available: number): number[] {
  const sumMax = items.reduce((sum, i) => sum + i.max, 0);
  const sumMin = items.reduce((sum, i) => sum + i.min, 0);
  const [basis, factor] = sumMax <= available
    ? [(i: Flexible) => i.max, (i: Flexible) => i.max]
    : sumMin < available
    ? [(i: Flexible) => i.min, (i: Flexible) => i.max - i.min]
    : [(i: Flexible) => i.min, (i: Flexible) => i.min];
  const free = available - items.reduce((sum, i) => sum + basis(i), 0);
  const factors = items.reduce((sum, i) => sum + factor(i), 0);
  return items.map((i) => basis(i) + (factors > 0 ? free * factor(i) / factors : 0));
}

const NONE: Flexible = { min: 0, max: 0 };

function flexible(size: BoxSize | null): Flexible {
  if (size === null) return NONE;
  return "fixed" in size ? { min: size.fixed, max: size.fixed } : size;
}

/**
 * The outer sizes of the start (A), centre (B) and end (C) boxes of a side `available`
 * long; a box that is not generated is null and gets 0.
 */
export function marginBoxSizes(
  start: BoxSize | null,
  center: BoxSize | null,
  end: BoxSize | null,
  available: number,
): [number, number, number] {
  if (center === null) {
    const a = start && "fixed" in start ? start.fixed : null;
    const c = end && "fixed" in end ? end.fixed : null;
    if (a !== null || c !== null) {
      return [start ? a ?? available - c! : 0, 0, end ? c ?? available - a! : 0];
    }
    const [flexA, flexC] = distribute([flexible(start), flexible(end)], available);
    return [start ? flexA : 0, 0, end ? flexC : 0];
  }
  let b: number;
  if ("fixed" in center) {
    b = center.fixed;
  } else {
    // Centring: B against twice the side box that wants more room, which is kept.
    const pairs = [flexible(start), flexible(end)].map((side) => {
      const doubled = { min: 2 * side.min, max: 2 * side.max };
      const [sides, middle] = distribute([doubled, center], available);
      return { sides, middle };
    });
    b = (pairs[0].sides >= pairs[1].sides ? pairs[0] : pairs[1]).middle;
  }
  const side = (available - b) / 2;
  return [start ? side : 0, b, end ? side : 0];
}
