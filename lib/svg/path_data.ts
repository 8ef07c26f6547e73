/**
 * SVG path data (SVG 2 §9.3, the `d` attribute's grammar in §9.3.9) as absolute moves, lines,
 * cubic Béziers and closes — the segments PDF draws (§8.5.2.1). Relative commands are made
 * absolute, H/V become lines, quadratic Béziers are raised to cubics, smooth curves reflect the
 * previous control point (§9.3.6–9.3.7), and elliptical arcs are turned into cubic Béziers from
 * their center parameterization (SVG 2 Appendix B.2.4).
 */
import type { PathSegment } from "../paint/types.ts";
import { NUMBER as NUMBER_PATTERN } from "./number.ts";

/** How many numbers each command takes per repetition (arcs: two of them flags). */
const ARITY: Readonly<Record<string, number>> = {
  m: 2,
  l: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  t: 2,
  a: 7,
  z: 0,
};

const NUMBER = new RegExp(NUMBER_PATTERN, "y");
const SEPARATORS = /[\s,]*/y;
const WHITESPACE = /\s*/y;

/**
 * Reads path data. On an error the path is drawn up to the last complete command before it
 * (§9.5.4 "Error handling in path data").
 */
export function parsePathData(d: string): PathSegment[] {
  const out = new PathBuilder();
  const reader = new Reader(d);
  reader.skip(WHITESPACE);
  let command: string | null = null;
  while (!reader.done()) {
    const letter = reader.command();
    if (letter !== null) command = letter;
    else if (command === null || command.toLowerCase() === "z") break;
    // The first command must be a move (§9.3.9).
    if (out.empty && command.toLowerCase() !== "m") break;
    const args = reader.numbers(ARITY[command.toLowerCase()], command.toLowerCase() === "a");
    if (args === null) break;
    out.command(command, args);
    // Extra pairs after a move are implicit line-tos (§9.3.3).
    if (command === "m") command = "l";
    else if (command === "M") command = "L";
    reader.skip(SEPARATORS);
  }
  return out.segments;
}

class Reader {
  #at = 0;
  constructor(readonly text: string) {}

  done(): boolean {
    return this.#at >= this.text.length;
  }

  skip(pattern: RegExp): void {
    pattern.lastIndex = this.#at;
    if (pattern.exec(this.text)) this.#at = pattern.lastIndex;
  }

  /** A command letter at the reading position, consumed; null when a number is there. */
  command(): string | null {
    const c = this.text[this.#at];
    if (!(c.toLowerCase() in ARITY)) return null;
    this.#at++;
    this.skip(WHITESPACE);
    return c;
  }

  /**
   * `count` numbers, separated by whitespace and at most one comma; for arcs the 4th and 5th
   * are flags, a single 0 or 1 that needs no separator (§9.3.9 `flag`). Null when fewer are
   * there (a command with none, like Z, reads nothing).
   */
  numbers(count: number, arc: boolean): number[] | null {
    const values: number[] = [];
    for (let i = 0; i < count; i++) {
      if (i > 0) this.skip(SEPARATORS);
      if (arc && (i === 3 || i === 4)) {
        const flag = this.text[this.#at];
        if (flag !== "0" && flag !== "1") return null;
        this.#at++;
        values.push(Number(flag));
        continue;
      }
      NUMBER.lastIndex = this.#at;
      const match = NUMBER.exec(this.text);
      if (!match) return null;
      this.#at = NUMBER.lastIndex;
      values.push(Number(match[0]));
    }
    return values;
  }
}

/** Absolute segments from commands, with the state that relative and smooth commands need. */
class PathBuilder {
  readonly segments: PathSegment[] = [];
  #x = 0;
  #y = 0;
  /** Where the current subpath started: a close returns there. */
  #startX = 0;
  #startY = 0;
  /** The last curve's second control point, for S (cubic) or T (quadratic) to reflect. */
  #cubicControl: [number, number] | null = null;
  #quadControl: [number, number] | null = null;
  /**
   * After a close, a command other than a move starts a new subpath at the closed one's start
   * (§9.3.4); PDF wants every subpath to begin with a move (§8.5.2.1), so one is added.
   */
  #closed = false;

  get empty(): boolean {
    return this.segments.length === 0;
  }

  command(command: string, args: number[]): void {
    const relative = command === command.toLowerCase();
    const ox = relative ? this.#x : 0;
    const oy = relative ? this.#y : 0;
    const cubic = this.#cubicControl;
    const quad = this.#quadControl;
    this.#cubicControl = null;
    this.#quadControl = null;
    switch (command.toLowerCase()) {
      case "m":
        this.#move(ox + args[0], oy + args[1]);
        return;
      case "l":
        return this.#line(ox + args[0], oy + args[1]);
      case "h":
        return this.#line(ox + args[0], this.#y);
      case "v":
        return this.#line(this.#x, oy + args[0]);
      case "c":
        return this.#cubic(
          ox + args[0],
          oy + args[1],
          ox + args[2],
          oy + args[3],
          ox + args[4],
          oy + args[5],
        );
      case "s": {
        // §9.3.6: the first control point reflects the previous curve's second, if any.
        const [x1, y1] = cubic ? this.#reflect(cubic) : [this.#x, this.#y];
        return this.#cubic(x1, y1, ox + args[0], oy + args[1], ox + args[2], oy + args[3]);
      }
      case "q":
        return this.#quadratic(ox + args[0], oy + args[1], ox + args[2], oy + args[3]);
      case "t": {
        const [x1, y1] = quad ? this.#reflect(quad) : [this.#x, this.#y];
        return this.#quadratic(x1, y1, ox + args[0], oy + args[1]);
      }
      case "a":
        return this.#arc(
          args[0],
          args[1],
          args[2],
          args[3] !== 0,
          args[4] !== 0,
          ox + args[5],
          oy + args[6],
        );
      case "z":
        this.segments.push({ op: "Z" });
        this.#x = this.#startX;
        this.#y = this.#startY;
        this.#closed = true;
        return;
    }
  }

  #reflect([cx, cy]: [number, number]): [number, number] {
    return [2 * this.#x - cx, 2 * this.#y - cy];
  }

  #move(x: number, y: number): void {
    this.segments.push({ op: "M", x, y });
    this.#x = this.#startX = x;
    this.#y = this.#startY = y;
    this.#closed = false;
  }

  /** Reopens a closed subpath where it started, before a segment is drawn from there. */
  #reopen(): void {
    if (this.#closed) this.#move(this.#x, this.#y);
  }

  #line(x: number, y: number): void {
    this.#reopen();
    this.segments.push({ op: "L", x, y });
    this.#x = x;
    this.#y = y;
  }

  #cubic(x1: number, y1: number, x2: number, y2: number, x: number, y: number): void {
    this.#reopen();
    this.segments.push({ op: "C", x1, y1, x2, y2, x, y });
    this.#cubicControl = [x2, y2];
    this.#x = x;
    this.#y = y;
  }

  /** A quadratic Bézier as the cubic that traces it: controls 2/3 of the way to its control. */
  #quadratic(qx: number, qy: number, x: number, y: number): void {
    const x0 = this.#x;
    const y0 = this.#y;
    this.#cubic(
      x0 + 2 / 3 * (qx - x0),
      y0 + 2 / 3 * (qy - y0),
      x + 2 / 3 * (qx - x),
      y + 2 / 3 * (qy - y),
      x,
      y,
    );
    this.#cubicControl = null;
    this.#quadControl = [qx, qy];
  }

  /** §9.3.8 with Appendix B.2.5's out-of-range parameters: zero radii draw a line. */
  #arc(
    rx: number,
    ry: number,
    angle: number,
    large: boolean,
    sweep: boolean,
    x: number,
    y: number,
  ) {
    if (x === this.#x && y === this.#y) return;
    if (rx === 0 || ry === 0) return this.#line(x, y);
    this.#reopen();
    for (const curve of arcToCubics(this.#x, this.#y, rx, ry, angle, large, sweep, x, y)) {
      this.segments.push(curve);
    }
    this.#x = x;
    this.#y = y;
  }
}

/**
 * An elliptical arc from (x1, y1) to (x2, y2) as cubic Béziers, one per quarter turn or less:
 * the endpoint parameterization converted to a center one (Appendix B.2.4), radii too small
 * to reach scaled up (B.2.5), then each piece approximated with control points 4/3·tan(θ/4)
 * along the tangents.
 */
export function arcToCubics(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  angleDegrees: number,
  large: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): Extract<PathSegment, { op: "C" }>[] {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  const phi = (angleDegrees % 360) * Math.PI / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  // B.2.4 step 1: the start point in the ellipse's axes, halfway between the endpoints.
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  // B.2.5 step 3: radii too small to join the endpoints grow until they just do.
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  // Step 2: the center in the ellipse's axes, on the side the flags choose.
  const numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const root = Math.sqrt(Math.max(0, numerator / denominator)) * (large === sweep ? -1 : 1);
  const cxp = root * rx * y1p / ry;
  const cyp = -root * ry * x1p / rx;
  // Step 3: the center in user space.
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  // Step 4: start angle and sweep, on the unit circle the ellipse maps to.
  const ux = (x1p - cxp) / rx;
  const uy = (y1p - cyp) / ry;
  const vx = (-x1p - cxp) / rx;
  const vy = (-y1p - cyp) / ry;
  const theta1 = Math.atan2(uy, ux);
  let delta = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  else if (sweep && delta < 0) delta += 2 * Math.PI;

  const pieces = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / pieces;
  const k = 4 / 3 * Math.tan(step / 4);
  /** A point of the unit circle at angle t, mapped onto the ellipse in user space. */
  const onEllipse = (ex: number, ey: number): [number, number] => [
    cx + cos * rx * ex - sin * ry * ey,
    cy + sin * rx * ex + cos * ry * ey,
  ];
  const curves: Extract<PathSegment, { op: "C" }>[] = [];
  for (let i = 0; i < pieces; i++) {
    const a = theta1 + i * step;
    const b = a + step;
    const [c1x, c1y] = onEllipse(Math.cos(a) - k * Math.sin(a), Math.sin(a) + k * Math.cos(a));
    const [c2x, c2y] = onEllipse(Math.cos(b) + k * Math.sin(b), Math.sin(b) - k * Math.cos(b));
    // The last piece ends exactly where the arc does, without rounding drift.
    const [ex, ey] = i === pieces - 1 ? [x2, y2] : onEllipse(Math.cos(b), Math.sin(b));
    curves.push({ op: "C", x1: c1x, y1: c1y, x2: c2x, y2: c2y, x: ex, y: ey });
  }
  return curves;
}
