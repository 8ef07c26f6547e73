import { deepStrictEqual as assertEquals } from "node:assert/strict";
import { arcToCubics, parsePathData } from "./path_data.ts";
import { pathBBox } from "./bbox.ts";
import type { PathSegment } from "../paint/types.ts";

function assertAlmostEquals(actual: number, expected: number, tolerance: number) {
  assertClose(actual, expected, tolerance, "value");
}

function assertClose(actual: number, expected: number, tolerance: number, what: string) {
  if (!(Math.abs(actual - expected) <= tolerance)) {
    throw new Error(`${what}: ${actual} is not within ${tolerance} of ${expected}`);
  }
}

/** The path's length, its curves measured as 64 chords each. */
function pathLength(segments: PathSegment[]): number {
  let length = 0;
  let [x, y, sx, sy] = [0, 0, 0, 0];
  for (const s of segments) {
    if (s.op === "M") [x, y, sx, sy] = [s.x, s.y, s.x, s.y];
    else if (s.op === "L" || s.op === "Z") {
      const [tx, ty] = s.op === "L" ? [s.x, s.y] : [sx, sy];
      length += Math.hypot(tx - x, ty - y);
      [x, y] = [tx, ty];
    } else if (s.op === "C") {
      let [px, py] = [x, y];
      for (let i = 1; i <= 64; i++) {
        const t = i / 64;
        const u = 1 - t;
        const qx = u * u * u * x + 3 * u * u * t * s.x1 + 3 * u * t * t * s.x2 + t * t * t * s.x;
        const qy = u * u * u * y + 3 * u * u * t * s.y1 + 3 * u * t * t * s.y2 + t * t * t * s.y;
        length += Math.hypot(qx - px, qy - py);
        [px, py] = [qx, qy];
      }
      [x, y] = [s.x, s.y];
    }
  }
  return length;
}

// Chromium 156's getBBox() and getTotalLength() of the same paths. Its arcs come out up to
// 0.02px tighter than the exact ellipse (first path: the circle reaches x = 5.745), and the
// cubics here bulge up to 0.03% of the radius beyond it.
const CHROMIUM: [string, [number, number, number, number], number][] = [
  ["M10 80 A 45 45, 0, 0, 0, 125 125 L 125 80 Z", [5.7623, 80, 119.2377, 84.2256], 353.977],
  ["M230 80 A 45 45, 0, 1, 0, 275 125 L 275 80 Z", [185, 80, 90, 90], 302.088],
  ["M80 230 A 45 45, 0, 0, 1, 125 275 L 125 230 Z", [80, 230, 45, 45], 160.696],
  ["M230 230 a45 45 0 1 1 45 45 l0-45z", [230, 185, 90, 90], 302.088],
  ["M10 10 A 5 3 30 0 1 60 40", [10, 3.9709, 51.7275, 36.0291], 74.4527],
  [
    "M10 315 L 110 215 A 36 60 0 0 1 150.71 170.29 L 172.55 152.45 A 30 50 -45 0 1 215.1 109.9 L 315 10",
    [10, 10, 305, 305],
    506.766,
  ],
  ["M0 0a10 10 0 1010 0", [-5, 0, 20, 18.6603], 52.3623],
  ["M10 10 Q 50 90 90 10 T 170 10", [10, -30, 160, 80], 236.631],
  ["M10 10 C 20 20, 40 20, 50 10 S 80 0 90 10 s 10 20 20 0", [10, 2.5, 100, 19.047], 118.923],
  ["M10 10 H 50 V 30 h -20 v 10 z m 5 5 l 1 1 2 2", [10, 10, 40, 30], 130.298],
];

Deno.test("path data: bounding boxes and lengths match Chromium's getBBox and getTotalLength", () => {
  for (const [d, [x, y, width, height], length] of CHROMIUM) {
    const segments = parsePathData(d);
    const box = pathBBox(segments)!;
    assertClose(box.x, x, 0.05, `${d} x`);
    assertClose(box.y, y, 0.05, `${d} y`);
    assertClose(box.width, width, 0.05, `${d} width`);
    assertClose(box.height, height, 0.05, `${d} height`);
    assertClose(pathLength(segments), length, 0.1, `${d} length`);
  }
});

Deno.test("path data: relative commands, implicit repetition and H/V become absolute segments", () => {
  assertEquals(parsePathData("m10 20 5 5 h10v-3zl1 1"), [
    { op: "M", x: 10, y: 20 },
    { op: "L", x: 15, y: 25 },
    { op: "L", x: 25, y: 25 },
    { op: "L", x: 25, y: 22 },
    { op: "Z" },
    // A line after a close starts a new subpath where the closed one started (§9.3.4).
    { op: "M", x: 10, y: 20 },
    { op: "L", x: 11, y: 21 },
  ]);
});

Deno.test("path data: numbers without separators, exponents, and flags run together", () => {
  assertEquals(parsePathData("M.5.5L-1e1-2E0"), [
    { op: "M", x: 0.5, y: 0.5 },
    { op: "L", x: -10, y: -2 },
  ]);
  // "1010 0": large-arc 1, sweep 0, then x 10, y 0.
  const end = parsePathData("M0 0a10 10 0 1010 0").at(-1);
  assertEquals(end?.op === "C" && [end.x, end.y], [10, 0]);
});

Deno.test("path data: drawing stops before the first error (§9.5.4)", () => {
  assertEquals(parsePathData("M1 1 L2 2 L3"), [{ op: "M", x: 1, y: 1 }, { op: "L", x: 2, y: 2 }]);
  assertEquals(parsePathData("L1 1"), []);
  assertEquals(parsePathData("M1 1 X 2 2"), [{ op: "M", x: 1, y: 1 }]);
  assertEquals(parsePathData(""), []);
});

Deno.test("path data: a quadratic is the cubic with controls 2/3 of the way", () => {
  assertEquals(parsePathData("M0 0Q30 60 60 0"), [
    { op: "M", x: 0, y: 0 },
    { op: "C", x1: 20, y1: 40, x2: 40, y2: 40, x: 60, y: 0 },
  ]);
});

Deno.test("arcs: each cubic's points lie on the ellipse, one piece per quarter turn", () => {
  // A half circle of radius 50 centred at (50, 0), clockwise on the y-down page (sweep 1, the
  // positive-angle direction), so from the left end it rises through y = -50.
  const curves = arcToCubics(0, 0, 50, 50, 0, false, true, 100, 0);
  assertEquals(curves.length, 2);
  assertAlmostEquals(curves[0].x, 50, 1e-9);
  assertAlmostEquals(curves[0].y, -50, 1e-9);
  for (const c of curves) {
    // The midpoint of each quarter's cubic is within 0.03% of the radius of the circle.
    const mid = (p0: number, p1: number, p2: number, p3: number) => (p0 + 3 * p1 + 3 * p2 + p3) / 8;
    const start = c === curves[0] ? [0, 0] : [50, -50];
    const r = Math.hypot(mid(start[0], c.x1, c.x2, c.x) - 50, mid(start[1], c.y1, c.y2, c.y));
    assertAlmostEquals(r, 50, 50 * 3e-4);
  }
  // Radii too small to span the endpoints are scaled up (Appendix B.2.5): a half circle.
  const scaled = arcToCubics(0, 0, 1, 1, 0, false, true, 100, 0);
  assertAlmostEquals(scaled[0].y, -50, 1e-9);
});
