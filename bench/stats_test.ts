import assert from "node:assert/strict";
import { median, percentile } from "./stats.ts";

Deno.test("percentile takes the nearest rank", () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.equal(percentile(values, 50), 50);
  assert.equal(percentile(values, 99), 99);
  assert.equal(percentile(values, 100), 100);
  assert.equal(percentile([10, 20, 30], 50), 20);
  assert.equal(percentile([10, 20, 30], 99), 30);
});

Deno.test("percentile of one value is that value, of none NaN", () => {
  assert.equal(percentile([7], 0), 7);
  assert.equal(percentile([7], 99), 7);
  assert.ok(Number.isNaN(percentile([], 50)));
});

Deno.test("median: the middle value, the mean of the two middle ones, NaN of none", () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([7]), 7);
  assert.ok(Number.isNaN(median([])));
});
