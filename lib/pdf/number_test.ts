import assert from "node:assert/strict";
import { formatNumber } from "./number.ts";

Deno.test("formatNumber rounds to the given places and drops trailing zeros", () => {
  assert.equal(formatNumber(595.2755905511812, 2), "595.28");
  assert.equal(formatNumber(12.5, 2), "12.5");
  assert.equal(formatNumber(100, 3), "100");
  assert.equal(formatNumber(0.1 + 0.2, 3), "0.3");
  assert.equal(formatNumber(13.333333, 4), "13.3333");
  assert.equal(formatNumber(-7.126, 2), "-7.13");
});

Deno.test("formatNumber never writes -0 or an exponent", () => {
  assert.equal(formatNumber(-0.0001, 2), "0");
  assert.equal(formatNumber(-0, 3), "0");
  assert.equal(formatNumber(1e-7, 4), "0");
  assert.equal(formatNumber(0.0001, 4), "0.0001");
  assert.equal(formatNumber(123456789.5, 0), "123456790");
});

Deno.test("formatNumber rejects values PDF cannot express", () => {
  assert.throws(() => formatNumber(Number.NaN, 2), RangeError);
  assert.throws(() => formatNumber(Infinity, 2), RangeError);
});
