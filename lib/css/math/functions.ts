/**
 * The math functions on plain numbers (CSS Values 4 §10.2–10.6), with the argument ranges the
 * spec gives for zeros, infinities and NaN and the exact values Chromium gives trigonometric
 * functions at multiples of 45°. Angles are in degrees (the canonical angle unit).
 */
import type { NumericFunction, RoundingStrategy, SameTypeFunction } from "./node.ts";

/** round(strategy, A, B) (§10.3): A rounded to a multiple of B. */
export function round(strategy: RoundingStrategy, a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b) || b === 0) return NaN;
  if (!Number.isFinite(a)) return Number.isFinite(b) ? a : NaN;
  if (!Number.isFinite(b)) {
    // An infinite step: the multiples are 0 and ±∞ (§10.3.1).
    if (strategy === "up") return a > 0 ? Infinity : 0 * Math.sign(a);
    if (strategy === "down") return a < 0 ? -Infinity : 0 * Math.sign(a);
    return 0 * Math.sign(a);
  }
  // The multiples of B are those of |B|; a tie goes to the one towards +∞ (as Chromium:
  // round(-12.5px, 5px) and round(nearest, -12.5px, -5px) are both -10px).
  const step = Math.abs(b);
  const steps = a / step;
  const rounded = strategy === "up"
    ? Math.ceil(steps)
    : strategy === "down"
    ? Math.floor(steps)
    : strategy === "to-zero"
    ? Math.trunc(steps)
    : Math.floor(steps + 0.5);
  return rounded * step;
}

/**
 * mod(A, B) takes the sign of B, rem(A, B) that of A (§10.3). An infinite A, or a zero B, is
 * NaN; an infinite B leaves A as it is, except that mod() of A against a B of the other sign
 * is NaN.
 */
function modulo(fn: "mod" | "rem", a: number, b: number): number {
  if (!Number.isFinite(a) || b === 0 || Number.isNaN(b)) return NaN;
  if (!Number.isFinite(b)) {
    return fn === "rem" || a === 0 || Math.sign(a) === Math.sign(b) ? a : NaN;
  }
  const remainder = a % b;
  return fn === "mod" && remainder !== 0 && Math.sign(remainder) !== Math.sign(b)
    ? remainder + b
    : remainder;
}

const DEG = 180 / Math.PI;

/**
 * sin, cos and tan of degrees. Like Chromium, multiples of 90° (45° for tan) give exact
 * values, so `sin(180deg)` is 0 and `tan(90deg)` is +∞ rather than a rounding error's worth.
 */
function trig(fn: "sin" | "cos" | "tan", degrees: number): number {
  const step = fn === "tan" ? 45 : 90;
  if (Number.isInteger(degrees / step) && Math.abs(degrees) < 9e7) {
    const index = ((degrees / step) % (360 / step) + 360 / step) % (360 / step);
    if (fn === "sin") return [0, 1, 0, -1][index];
    if (fn === "cos") return [1, 0, -1, 0][index];
    return [0, 1, Infinity, -1, 0, 1, -Infinity, -1][index];
  }
  return Math[fn](degrees / DEG);
}

/**
 * A function of arguments that share one type; `values` are in its canonical unit and so is
 * the result (§10.2, §10.3, §10.5 hypot(), §10.6 abs()).
 */
export function applySameType(fn: SameTypeFunction, values: readonly number[]): number {
  switch (fn) {
    case "min":
      return Math.min(...values);
    case "max":
      return Math.max(...values);
    case "hypot":
      return Math.hypot(...values);
    case "abs":
      return Math.abs(values[0]);
    case "mod":
    case "rem":
      return modulo(fn, values[0], values[1]);
  }
}

/**
 * A function whose result is a number, or for the inverse trigonometric functions an angle in
 * degrees (§10.4–10.6). sin(), cos() and tan() take `angle` true when their argument is an
 * angle in degrees, false for a number of radians.
 */
export function applyNumeric(
  fn: NumericFunction,
  values: readonly number[],
  angle: boolean,
): number {
  const [a, b] = values;
  switch (fn) {
    case "sign":
      return Math.sign(a);
    case "sin":
    case "cos":
    case "tan":
      return trig(fn, angle ? a : a * DEG);
    case "asin":
    case "acos":
    case "atan":
      return Math[fn](a) * DEG;
    case "atan2":
      return Math.atan2(a, b) * DEG;
    case "pow":
      return Math.pow(a, b);
    case "sqrt":
      return Math.sqrt(a);
    case "log":
      return values.length === 2 ? Math.log(a) / Math.log(b) : Math.log(a);
    case "exp":
      return Math.exp(a);
  }
}
