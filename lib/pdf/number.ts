/**
 * Number syntax for content streams and hand-built arrays. PDF reals are plain
 * decimals without exponents (PDF 32000-1 §7.3.3); writing few digits keeps the
 * streams small and the output stable across float noise.
 */

const SCALES = [1, 10, 100, 1000, 10000, 100000, 1000000];

/**
 * `value` rounded to `decimals` (0–6) places, shortest form: no trailing
 * zeros, never "-0", never an exponent (values here are page coordinates,
 * sizes and colours, far from the 1e21 where JavaScript switches to exponents).
 */
export function formatNumber(value: number, decimals: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot write ${value} as a PDF number`);
  const scale = SCALES[decimals];
  // k / scale for an integer k is the double nearest that decimal, so String()
  // prints it back exactly with at most `decimals` places.
  const rounded = Math.round(value * scale) / scale;
  return rounded === 0 ? "0" : String(rounded);
}
