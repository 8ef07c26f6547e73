import assert from "node:assert/strict";
import { BoundedCache } from "./bounded_cache.ts";

Deno.test("entries used within a generation survive; unused ones are dropped", () => {
  const cache = new BoundedCache<string, number>(2);
  cache.set("a", 1);
  cache.set("b", 2);
  cache.set("c", 3); // young {a,b} becomes old; young {c}
  assert.equal(cache.get("a"), 1); // promoted: young {c,a}
  cache.set("d", 4); // young full: old {c,a}, young {d}; b is gone
  assert.equal(cache.get("b"), undefined);
  assert.equal(cache.get("a"), 1);
  assert.equal(cache.get("c"), 3);
  assert.equal(cache.get("d"), 4);
});

Deno.test("the cache never holds more than twice its capacity", () => {
  const cache = new BoundedCache<number, number>(10);
  for (let i = 0; i < 1000; i++) cache.set(i, i);
  const held = Array.from({ length: 1000 }, (_, i) => cache.get(i)).filter((v) => v !== undefined);
  assert.ok(held.length <= 20 && held.length >= 10, `${held.length}`);
  assert.throws(() => new BoundedCache(0));
});

Deno.test("with a weigh function, capacity bounds the sum of weights", () => {
  const cache = new BoundedCache<string, Uint8Array>(100, (bytes) => bytes.length);
  cache.set("a", new Uint8Array(60));
  cache.set("a", new Uint8Array(60)); // replacing an entry does not count it twice
  cache.set("b", new Uint8Array(30));
  assert.ok(cache.get("a") && cache.get("b"), "90 of 100: both in the young generation");
  cache.set("c", new Uint8Array(50)); // 140 > 100: {a,b} become old
  cache.set("d", new Uint8Array(60)); // 110 > 100: {c} becomes old, {a,b} are dropped
  assert.equal(cache.get("a"), undefined);
  assert.equal(cache.get("b"), undefined);
  assert.equal(cache.get("c")?.length, 50);
  assert.equal(cache.get("d")?.length, 60);
});
