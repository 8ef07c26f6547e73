import { deepStrictEqual as eq, equal } from "node:assert/strict";
import { is2d, multiply } from "./matrix.ts";
import { styleHtml } from "./testing.ts";
import type { TransformList } from "./transform.ts";

/** A 10px-font element's computed transform. */
const transformOf = (value: string): TransformList =>
  styleHtml(`<style>p { font-size: 10px; transform: ${value} }</style><p>x</p>`)
    .style("p").transform;

const n = (value: number) => String(Number(value.toPrecision(6)));

/** The list written as Chromium's getComputedStyle writes it (no percentages in it). */
function written(value: string): string {
  const steps = transformOf(value);
  if (steps.length === 0) return "none";
  const m = steps.map((step) => {
    if (!("matrix" in step)) throw new Error(`${value}: a percentage stays a step`);
    return step.matrix;
  }).reduce(multiply);
  return is2d(m)
    ? `matrix(${[m[0], m[1], m[4], m[5], m[12], m[13]].map(n).join(", ")})`
    : `matrix3d(${m.map(n).join(", ")})`;
}

/** Chromium 156's getComputedStyle(e).transform for each value (font-size 10px). */
const CHROMIUM: [string, string][] = [
  ["rotate(30deg)", "matrix(0.866025, 0.5, -0.5, 0.866025, 0, 0)"],
  ["rotate(90deg)", "matrix(0, 1, -1, 0, 0, 0)"],
  ["rotate(-0.125turn)", "matrix(0.707107, -0.707107, 0.707107, 0.707107, 0, 0)"],
  ["rotate(1rad)", "matrix(0.540302, 0.841471, -0.841471, 0.540302, 0, 0)"],
  ["rotate(100grad)", "matrix(0, 1, -1, 0, 0, 0)"],
  ["rotateZ(45deg)", "matrix(0.707107, 0.707107, -0.707107, 0.707107, 0, 0)"],
  ["rotate(calc(45deg + 0.5turn))", "matrix(-0.707107, -0.707107, 0.707107, -0.707107, 0, 0)"],
  ["rotate(0)", "matrix(1, 0, 0, 1, 0, 0)"],
  ["translate(10px)", "matrix(1, 0, 0, 1, 10, 0)"],
  ["translate(10px, 2em)", "matrix(1, 0, 0, 1, 10, 20)"],
  ["translateX(1in) translateY(-3pt)", "matrix(1, 0, 0, 1, 96, -4)"],
  ["translate3d(5px, 6px, 0)", "matrix(1, 0, 0, 1, 5, 6)"],
  ["translate3d(5px, 6px, 7px)", "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1)"],
  ["translateZ(10px)", "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 10, 1)"],
  ["scale(2)", "matrix(2, 0, 0, 2, 0, 0)"],
  ["scale(2, 0.5)", "matrix(2, 0, 0, 0.5, 0, 0)"],
  ["scale(150%)", "matrix(1.5, 0, 0, 1.5, 0, 0)"],
  ["scaleX(3) scaleY(0.25)", "matrix(3, 0, 0, 0.25, 0, 0)"],
  ["scale3d(2, 3, 1)", "matrix(2, 0, 0, 3, 0, 0)"],
  ["scaleZ(2)", "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1)"],
  ["skew(10deg)", "matrix(1, 0, 0.176327, 1, 0, 0)"],
  ["skew(10deg, 20deg)", "matrix(1, 0.36397, 0.176327, 1, 0, 0)"],
  ["skewX(45deg)", "matrix(1, 0, 1, 1, 0, 0)"],
  ["skewY(-30deg)", "matrix(1, -0.57735, 0, 1, 0, 0)"],
  ["skew(0)", "matrix(1, 0, 0, 1, 0, 0)"],
  ["matrix(1, 2, 3, 4, 5, 6)", "matrix(1, 2, 3, 4, 5, 6)"],
  [
    "rotate(45deg) translate(20px, 0) scale(2)",
    "matrix(1.41421, 1.41421, -1.41421, 1.41421, 14.1421, 14.1421)",
  ],
  [
    "rotateX(45deg)",
    "matrix3d(1, 0, 0, 0, 0, 0.707107, 0.707107, 0, 0, -0.707107, 0.707107, 0, 0, 0, 0, 1)",
  ],
  [
    "rotateY(60deg) rotateX(30deg)",
    "matrix3d(0.5, 0, -0.866025, 0, 0.433013, 0.866025, 0.25, 0, 0.75, -0.5, 0.433013, 0, 0, 0, 0, 1)",
  ],
  [
    "rotate3d(1, 1, 0, 90deg)",
    "matrix3d(0.5, 0.5, -0.707107, 0, 0.5, 0.5, 0.707107, 0, 0.707107, -0.707107, 0, 0, 0, 0, 0, 1)",
  ],
  [
    "perspective(200px) rotateY(30deg)",
    "matrix3d(0.866025, 0, -0.5, 0.0025, 0, 1, 0, 0, 0.5, 0, 0.866025, -0.00433013, 0, 0, 0, 1)",
  ],
  [
    "matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,10,20,30,1)",
    "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 10, 20, 30, 1)",
  ],
  ["none", "none"],
  // Invalid, as Chromium rejects them: the initial none stays.
  ["rotate(10)", "none"],
  ["scale(1, 2, 3)", "none"],
  ["translate(1px,)", "none"],
  ["foo(1)", "none"],
  ["rotate(45deg), scale(2)", "none"],
  ["translate(1px) none", "none"],
];

Deno.test("every transform function computes to Chromium's matrix (Transforms 1 §13, 2 §13)", () => {
  for (const [value, chromium] of CHROMIUM) equal(written(value), chromium, value);
});

Deno.test("a translation by a percentage stays a step for the reference box; the rest fold", () => {
  eq(transformOf("translate(calc(50% + 1em), -25%) rotate(90deg) scale(2)"), [
    { translate: { x: { px: 10, percent: 50 }, y: { percent: -25 } } },
    { matrix: [0, 2, 0, 0, -2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1] },
  ]);
});

Deno.test("transform-origin: keywords as percentages, lengths in px, a depth (§7)", () => {
  const origin = (value: string) =>
    styleHtml(`<style>p { font-size: 10px; transform-origin: ${value} }</style><p>x</p>`)
      .style("p").transformOrigin;
  eq(origin("initial"), { x: { percent: 50 }, y: { percent: 50 }, z: 0 });
  eq(origin("top left"), { x: { percent: 0 }, y: { percent: 0 }, z: 0 });
  eq(origin("bottom"), { x: { percent: 50 }, y: { percent: 100 }, z: 0 });
  eq(origin("right"), { x: { percent: 100 }, y: { percent: 50 }, z: 0 });
  eq(origin("10px 20% 3px"), { x: { px: 10 }, y: { percent: 20 }, z: 3 });
  eq(origin("2em center"), { x: { px: 20 }, y: { percent: 50 }, z: 0 });
  eq(origin("center top 1em"), { x: { percent: 50 }, y: { percent: 0 }, z: 10 });
  // Invalid: an x keyword as y, a length before a y keyword swapped, a percentage of depth.
  eq(origin("left right"), { x: { percent: 50 }, y: { percent: 50 }, z: 0 });
  eq(origin("top 10px"), { x: { percent: 50 }, y: { percent: 50 }, z: 0 });
  eq(origin("left top 10%"), { x: { percent: 50 }, y: { percent: 50 }, z: 0 });
});
