import { deepStrictEqual as eq } from "node:assert/strict";
import { pathVertices } from "./marker.ts";
import { parsePathData } from "./path_data.ts";

const degrees = (v: number | null) => v === null ? null : Math.round(v * 180 / Math.PI);

Deno.test("vertices: each segment's end with its directions in and out, a close returning", () => {
  const vertices = pathVertices(parsePathData("M0 0 L10 0 L10 10 C 10 20, 0 20, 0 10 Z"));
  eq(vertices.map((v) => [v.x, v.y, degrees(v.in), degrees(v.out)]), [
    [0, 0, null, 0],
    [10, 0, 0, 90],
    [10, 10, 90, 90],
    // The curve arrives going up (from its second control point).
    [0, 10, -90, -90],
    // The close goes up to the start and leaves as the subpath first did.
    [0, 0, -90, 0],
  ]);
});
