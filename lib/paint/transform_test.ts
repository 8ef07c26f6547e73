import { equal } from "node:assert/strict";
import { styleHtml } from "../css/testing.ts";
import { boundsOf } from "./affine.ts";
import { boxTransform } from "./transform.ts";

/**
 * Chromium 156's getBoundingClientRect() of a 100 × 50 box at (10, 20) with a transform and
 * origin: x, y, width, height (to 0.001px).
 */
const CHROMIUM: [transform: string, origin: string, rect: number[]][] = [
  ["rotate(30deg)", "50% 50%", [4.199, -1.651, 111.603, 93.301]],
  ["rotate(30deg)", "top left", [-15, 20, 111.603, 93.301]],
  ["rotate(30deg)", "20px 100%", [12.679, 16.699, 111.603, 93.301]],
  ["rotate(-90deg)", "right bottom", [60, 70, 50, 100]],
  ["scale(2, 0.5)", "0 0", [10, 20, 200, 25]],
  ["scale(2, 0.5)", "center", [-40, 32.5, 200, 25]],
  ["skewX(30deg)", "50% 50%", [-4.434, 20, 128.868, 50]],
  ["translate(10%, 50%) rotate(45deg)", "50% 50%", [16.967, 16.967, 106.066, 106.066]],
  // 3D rotations flatten as Chromium draws them without perspective; a depth of origin moves
  // the rotation's centre off the page's plane.
  ["rotateX(60deg)", "50% 50%", [10, 32.5, 100, 25]],
  ["rotateY(60deg)", "0% 0%", [10, 20, 50, 50]],
  ["rotate(20deg)", "50% 50% 30px", [4.465, 4.407, 111.07, 81.187]],
  ["rotateY(45deg)", "50% 50% 20px", [10.503, 20, 70.711, 50]],
  ["matrix(1, 0.5, -0.5, 1, 10, 5)", "10px 10px", [0, 20, 125, 100]],
];

Deno.test("a box's transform about its origin lands where Chromium draws it", () => {
  const box = { x: 10, y: 20, width: 100, height: 50 };
  for (const [transform, origin, expected] of CHROMIUM) {
    const { style } = styleHtml(
      `<p style="transform: ${transform}; transform-origin: ${origin}">x</p>`,
    );
    const matrix = boxTransform(style("p"), box);
    if (!matrix) throw new Error(`${transform}: no matrix`);
    const r = boundsOf(matrix, box);
    const rounded = [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 1000) / 1000);
    equal(rounded.join(" "), expected.join(" "), `${transform} about ${origin}`);
  }
});

/** The same for the individual transform properties, alone and before a transform. */
const INDIVIDUAL: [style: string, rect: number[]][] = [
  ["translate: 10% 20px; rotate: 30deg; scale: 2 1", [-29.103, -6.651, 198.205, 143.301]],
  ["rotate: 30deg; transform: translateX(20px)", [21.519, 8.349, 111.603, 93.301]],
  ["scale: 0.5; transform-origin: 0 0; translate: -50% -50%", [-40, -5, 50, 25]],
  ["rotate: x 60deg", [10, 32.5, 100, 25]],
  ["translate: 0 0 10px; rotate: y 45deg", [24.645, 20, 70.711, 50]],
];

Deno.test("translate, rotate and scale apply before transform, as Chromium draws them", () => {
  const box = { x: 10, y: 20, width: 100, height: 50 };
  for (const [declarations, expected] of INDIVIDUAL) {
    const { style } = styleHtml(`<p style="${declarations}">x</p>`);
    const matrix = boxTransform(style("p"), box);
    if (!matrix) throw new Error(`${declarations}: no matrix`);
    const r = boundsOf(matrix, box);
    const rounded = [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 1000) / 1000);
    equal(rounded.join(" "), expected.join(" "), declarations);
  }
});

Deno.test("no transform, no matrix", () => {
  const { style } = styleHtml(`<p style="transform-origin: 0 0">x</p>`);
  equal(boxTransform(style("p"), { x: 0, y: 0, width: 10, height: 10 }), null);
});
