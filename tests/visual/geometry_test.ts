import assert from "node:assert/strict";
import { geometryFactor } from "./geometry.ts";

const A4 = { width: 413, height: 585 };

Deno.test("geometry is the overlap of the page rectangles, top-left aligned", () => {
  assert.equal(geometryFactor(A4, A4), 1);
  const letter = geometryFactor(A4, { width: 425, height: 550 });
  assert.equal(letter, (413 * 550) / (413 * 585 + 425 * 550 - 413 * 550));
  assert.ok(Math.abs(letter - 0.9152) < 0.0001);
  const landscape = geometryFactor(A4, { width: 585, height: 413 });
  assert.ok(Math.abs(landscape - 0.5456) < 0.0001);
});

Deno.test("sides within 2 px count as equal", () => {
  assert.equal(geometryFactor(A4, { width: 415, height: 583 }), 1);
  assert.ok(geometryFactor(A4, { width: 416, height: 585 }) < 1);
});
