import assert from "node:assert/strict";
import { FloatSpace } from "./space.ts";

function space(): FloatSpace {
  const floats = new FloatSpace();
  floats.add({ side: "left", left: 0, right: 100, top: 0, bottom: 50 });
  floats.add({ side: "right", left: 400, right: 500, top: 20, bottom: 80 });
  return floats;
}

Deno.test("the band is what the floats over it leave free; edges that only touch do not count", () => {
  const floats = space();
  assert.deepEqual(floats.band(0, 10, 0, 500), { x: 100, width: 400 });
  assert.deepEqual(floats.band(10, 20, 0, 500), { x: 100, width: 300 });
  assert.deepEqual(floats.band(50, 10, 0, 500), { x: 0, width: 400 });
  assert.deepEqual(floats.band(80, 10, 0, 500), { x: 0, width: 500 });
  // A narrower area inside the floats' reach: a zero width, never negative.
  assert.deepEqual(floats.band(30, 0, 120, 200), { x: 120, width: 200 });
  assert.deepEqual(floats.band(30, 0, 20, 50), { x: 100, width: 0 });
});

Deno.test("the next edge is the nearest float bottom over the band", () => {
  const floats = space();
  assert.equal(floats.nextEdge(0, 10), 50);
  assert.equal(floats.nextEdge(10, 20), 50);
  assert.equal(floats.nextEdge(50, 10), 80);
  assert.equal(floats.nextEdge(80, 10), null);
});

Deno.test("clearance is below the floats of the sides cleared", () => {
  const floats = space();
  assert.equal(floats.clearance("left"), 50);
  assert.equal(floats.clearance("right"), 80);
  assert.equal(floats.clearance("both"), 80);
  assert.equal(floats.clearance("none"), -Infinity);
  assert.equal(new FloatSpace().clearance("both"), -Infinity);
  assert.equal(floats.lowestTop, 20);
  assert.equal(floats.bottom, 80);
});

Deno.test("restoring a mark forgets the floats placed since", () => {
  const floats = space();
  const mark = floats.mark();
  floats.add({ side: "left", left: 100, right: 200, top: 0, bottom: 300 });
  assert.equal(floats.bottom, 300);
  floats.restore(mark);
  assert.equal(floats.bottom, 80);
  assert.deepEqual(floats.band(0, 10, 0, 500), { x: 100, width: 400 });
  floats.restore(0);
  assert.ok(floats.empty);
});
